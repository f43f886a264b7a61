/* gen SEED: random cards-in-line cases: n up to 300, value ranges from tiny (ties, equal
 * neighbours) to large, negatives included; rows layout varied. */
#include <stdio.h>
#include <stdlib.h>
#include "../rng.h"

int main(int argc, char **argv)
{
	static const long long ranges[][2] = {
		{ 0, 1 }, { 0, 3 }, { -3, 3 }, { 1, 100000 }, { -1000000000, 1000000000 }, { 1, 10 }
	};
	int cases, c, n, i, k;

	rng_seed(argc > 1 ? strtoull(argv[1], NULL, 10) : 1);
	cases = (int)rng_range(1, 5);
	for (c = 0; c < cases; c++) {
		n = rng_next() % 8 == 0 ? (int)rng_range(0, 300) : (int)rng_range(0, 30);
		k = (int)rng_range(0, 5);
		printf("%d\n", n);
		for (i = 0; i < n; i++)
			printf("%lld%s", (long long)rng_range(ranges[k][0], ranges[k][1]),
			       i + 1 == n || rng_next() % 16 == 0 ? "\n" : " ");
	}
	return 0;
}
