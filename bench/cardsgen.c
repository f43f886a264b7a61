/* cardsgen N MAXV SEED: one cards-in-line case, N random values in 1..MAXV, ten a line. */
#include <stdio.h>
#include <stdlib.h>
#include "../tests/rng.h"

int main(int argc, char **argv)
{
	long long n, i, maxv;

	if (argc != 4)
		return 2;
	n = atoll(argv[1]);
	maxv = atoll(argv[2]);
	rng_seed(strtoull(argv[3], NULL, 10));
	printf("%lld\n", n);
	for (i = 0; i < n; i++)
		printf("%lld%c", (long long)rng_range(1, maxv), i % 10 == 9 || i + 1 == n ? '\n' : ' ');
	return 0;
}
