/*
 * gen SEED: random played-out poj1143 positions, numbers listed out of order, ended by 0.
 * gen SEED CASES: the same with exactly CASES cases (for benchmarks).
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

int main(int argc, char **argv)
{
	long full = (1L << 19) - 1, allowed;
	int cases, c, y;

	if (argc > 1 && strcmp(argv[1], "all") == 0) {
		visit(full);
		for (allowed = 1; allowed <= full; allowed++)
			if (reached[allowed])
				print_case(allowed, 0);
		printf("0\n");
		return 0;
	}
	rng_seed(argc > 1 ? strtoull(argv[1], NULL, 10) : 1);
	cases = argc > 2 ? atoi(argv[2]) : (int)rng_range(1, 10);
	for (c = 0; c < cases; c++) {
		allowed = full;
		/* play a few random legal moves, stop before the position is empty */
		for (;;) {
			long next;
			do
				y = (int)rng_range(2, 20);
			while (!(allowed & (1L << (y - 2))));
			next = brute_after(allowed, y);
			if (next == 0 || rng_next() % 4 == 0)
				break;
			allowed = next;
		}
		print_case(allowed, 1);
	}
	if (rng_next() % 2)
		printf("0\n");
	return 0;
}
