/* gen SEED [SIZE [COUNT]]: random AtCoder EDPC L "Deque" inputs within its constraints: one
 * case, N then N values, 1 <= N <= 3000, 1 <= a_i <= 10^9; value ranges from tiny (ties) to
 * large.  With SIZE (judge.sh --stress): N at most SIZE.  EDPC L takes one case an input, so
 * with COUNT each seed's input is printed alone, one after the other (judge.sh runs them one
 * at a time). */
#include <stdio.h>
#include <stdlib.h>
#include "../rng.h"
#include "../onecase.h"

static void gen(int size)
{
	static const long ranges[] = { 1, 3, 10, 100000, 1000000000 };

	gen_one_case(size, 3000, ranges, 5);
}

int main(int argc, char **argv)
{
	return gen_seeds(argc, argv, gen);
}
