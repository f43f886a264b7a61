/* gen SEED [SIZE [COUNT]]: random inputs of Nowcoder's "cards in line" (程序员代码面试指南):
 * one case, n then n values, 1 <= n <= 5000, 1 <= value <= 10^5; value ranges from tiny
 * (ties) to the largest.  With SIZE (judge.sh --stress): n at most SIZE.  With COUNT, each
 * seed's input alone, one after the other. */
#include <stdio.h>
#include <stdlib.h>
#include "../rng.h"
#include "../onecase.h"

static void gen(int size)
{
	static const long ranges[] = { 1, 3, 10, 1000, 100000 };

	gen_one_case(size, 5000, ranges, 5);
}

int main(int argc, char **argv)
{
	return gen_seeds(argc, argv, gen);
}
