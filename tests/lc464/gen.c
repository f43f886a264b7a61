/* gen SEED: a random lc464 input, 1 to 20 pairs, layout varied (one line or one per line). */
#include <stdio.h>
#include <stdlib.h>
#include "../rng.h"

int main(int argc, char **argv)
{
	int i, n;

	rng_seed(argc > 1 ? strtoull(argv[1], NULL, 10) : 1);
	n = (int)rng_range(1, 20);
	for (i = 0; i < n; i++) {
		int m = (int)rng_range(1, 20);
		/* mostly the interesting band m < d <= m(m+1)/2, sometimes anything */
		int d = rng_next() % 4 ? (int)rng_range(m + 1, m * (m + 1) / 2 > m ? m * (m + 1) / 2 : m + 1)
				       : (int)rng_range(0, 300);
		printf(rng_next() % 2 ? "%d %d\n" : "%d\n%d\n", m, d);
	}
	return 0;
}
