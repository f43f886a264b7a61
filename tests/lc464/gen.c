/* gen SEED [SIZE [COUNT]]: a random lc464 input, 1 to 20 pairs, layout varied (one line or
 * one per line).  With SIZE (judge.sh --stress): at most SIZE pairs, each with m <= SIZE;
 * with COUNT, the inputs of seeds SEED .. SEED + COUNT - 1, one after the other. */
#include <stdio.h>
#include <stdlib.h>
#include "../rng.h"

static void gen(int size)
{
	int i, n;

	if (size < 1 || size > 20)
		size = 20;
	n = (int)rng_range(1, size);
	for (i = 0; i < n; i++) {
		int m = (int)rng_range(1, size);
		/* mostly the interesting band m < d <= m(m+1)/2, sometimes anything */
		int d = rng_next() % 4 ? (int)rng_range(m + 1, m * (m + 1) / 2 > m ? m * (m + 1) / 2 : m + 1)
				       : (int)rng_range(0, 300);
		printf(rng_next() % 2 ? "%d %d\n" : "%d\n%d\n", m, d);
	}
}

int main(int argc, char **argv)
{
	return gen_seeds(argc, argv, gen);
}
