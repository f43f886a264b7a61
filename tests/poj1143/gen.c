/*
 * gen SEED: random played-out poj1143 positions, numbers listed out of order, ended by 0.
 * gen SEED SIZE [COUNT]: (judge.sh --stress) at most SIZE cases, each with at most SIZE + 1
 *   numbers allowed, no final 0, so that inputs can be joined; with COUNT, the inputs of
 *   seeds SEED .. SEED + COUNT - 1, one after the other.
 * gen bench SEED CASES: exactly CASES cases of the first kind (for make bench).
 * gen all:  every position reachable from {2..20}, one case each, in increasing mask order.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define BRUTE_NO_MAIN
#include "brute.c"
#include "../rng.h"

static void print_case(long allowed, int shuffle)
{
	int v[19], n = 0, y, i, j, t;

	for (y = 2; y <= 20; y++)
		if (allowed & (1L << (y - 2)))
			v[n++] = y;
	for (i = n - 1; shuffle && i > 0; i--) {
		j = (int)rng_range(0, i);
		t = v[i], v[i] = v[j], v[j] = t;
	}
	printf("%d", n);
	for (i = 0; i < n; i++)
		printf(" %d", v[i]);
	printf("\n");
}

static unsigned char reached[1 << 19];

static void visit(long allowed)
{
	int y;

	if (reached[allowed] || allowed == 0)
		return;
	reached[allowed] = 1;
	for (y = 2; y <= 20; y++)
		if (allowed & (1L << (y - 2)))
			visit(brute_after(allowed, y));
}

/* cases played-out positions; with a size, each holds at most size + 1 numbers */
static void gen(int cases, int size)
{
	long full = (1L << 19) - 1, allowed;
	int c, y, n;

	for (c = 0; c < cases; c++) {
		allowed = full;
		/* play a few random legal moves, stop before the position is empty; with a size,
		 * go on until at most size + 1 numbers are allowed */
		for (;;) {
			long next;
			do
				y = (int)rng_range(2, 20);
			while (!(allowed & (1L << (y - 2))));
			next = brute_after(allowed, y);
			for (n = 0, y = 2; y <= 20; y++)
				n += (allowed >> (y - 2)) & 1;
			if (next == 0 || (rng_next() % 4 == 0 && (size == 0 || n <= size + 1)))
				break;
			allowed = next;
		}
		print_case(allowed, 1);
	}
	if (size == 0 && rng_next() % 2)
		printf("0\n");
}

int main(int argc, char **argv)
{
	long full = (1L << 19) - 1, allowed;
	unsigned long long seed;
	int size, count, round;

	if (argc > 1 && strcmp(argv[1], "all") == 0) {
		visit(full);
		for (allowed = 1; allowed <= full; allowed++)
			if (reached[allowed])
				print_case(allowed, 0);
		printf("0\n");
		return 0;
	}
	if (argc > 3 && strcmp(argv[1], "bench") == 0) {
		rng_seed(strtoull(argv[2], NULL, 10));
		gen(atoi(argv[3]), 0);
		return 0;
	}
	seed = argc > 1 ? strtoull(argv[1], NULL, 10) : 1;
	size = argc > 2 ? atoi(argv[2]) : 0;
	count = argc > 3 ? atoi(argv[3]) : 1;
	for (round = 0; round < count; round++) {
		rng_seed(seed + (unsigned long long)round);
		gen((int)rng_range(1, size > 0 && size < 10 ? size : 10), size);
	}
	return 0;
}
