/* gen SEED [SIZE [COUNT]]: random AtCoder EDPC L "Deque" inputs within its constraints: one
 * case, N then N values, 1 <= N <= 3000, 1 <= a_i <= 10^9; value ranges from tiny (ties) to
 * large.  With SIZE (judge.sh --stress): N at most SIZE.  EDPC L takes one case an input, so
 * with COUNT each seed's input is printed alone, one after the other (judge.sh runs them one
 * at a time: it sees the first ends the input). */
#include <stdio.h>
#include <stdlib.h>
#include "../rng.h"

static void gen(int size)
{
	static const long ranges[] = { 1, 3, 10, 100000, 1000000000 };
	int n, i, k;

	n = (int)rng_range(1, size > 0 && size < 3000 ? size : 3000);
	k = (int)rng_range(0, 4);
	printf("%d\n", n);
	for (i = 0; i < n; i++)
		printf("%ld%c", (long)rng_range(1, ranges[k]), i + 1 == n ? '\n' : ' ');
}

int main(int argc, char **argv)
{
	return gen_seeds(argc, argv, gen);
}
