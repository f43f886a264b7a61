/* gen SEED [SIZE [COUNT]]: random cards-in-line cases: n up to 300, value ranges from tiny (ties,
 * equal neighbours) to large, negatives included; rows layout varied.  With SIZE (judge.sh
 * --stress): at most SIZE cases, each of at most SIZE cards; with COUNT, the inputs of seeds
 * SEED .. SEED + COUNT - 1, one after the other. */
#include <stdio.h>
#include <stdlib.h>
#include "../rng.h"

static void gen(int size)
{
	static const long long ranges[][2] = {
		{ 0, 1 }, { 0, 3 }, { -3, 3 }, { 1, 100000 }, { -1000000000, 1000000000 }, { 1, 10 }
	};
	int cases, c, n, i, k;

	cases = (int)rng_range(1, size > 0 && size < 5 ? size : 5);
	for (c = 0; c < cases; c++) {
		n = rng_next() % 8 == 0 ? (int)rng_range(0, 300) : (int)rng_range(0, 30);
		if (size > 0)
			n = (int)rng_range(1, size);
		k = (int)rng_range(0, 5);
		printf("%d\n", n);
		for (i = 0; i < n; i++)
			printf("%lld%s", (long long)rng_range(ranges[k][0], ranges[k][1]),
			       i + 1 == n || rng_next() % 16 == 0 ? "\n" : " ");
	}
}

int main(int argc, char **argv)
{
	return gen_seeds(argc, argv, gen);
}
