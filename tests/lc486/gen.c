/* gen SEED [SIZE [COUNT]]: random LeetCode 486 inputs in LeetCode's layout, one array a line
 * ("[1,5,2]"), within its constraints: 1 to 20 values in 0..10^7, some ranges tiny (ties,
 * equal neighbours).  With SIZE (judge.sh --stress): at most SIZE arrays of at most SIZE
 * values; with COUNT, the inputs of seeds SEED .. SEED + COUNT - 1, one after the other. */
#include <stdio.h>
#include <stdlib.h>
#include "../rng.h"

static void gen(int size)
{
	static const long ranges[] = { 1, 3, 10, 100000, 10000000 };
	int arrays, c, n, i, k;

	arrays = (int)rng_range(1, size > 0 && size < 5 ? size : 5);
	for (c = 0; c < arrays; c++) {
		n = (int)rng_range(1, size > 0 && size < 20 ? size : 20);
		k = (int)rng_range(0, 4);
		for (i = 0; i < n; i++)
			printf("%c%ld", i ? ',' : '[', (long)rng_range(0, ranges[k]));
		printf("]\n");
	}
}

int main(int argc, char **argv)
{
	return gen_seeds(argc, argv, gen);
}
