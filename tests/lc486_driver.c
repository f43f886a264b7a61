/* Judges dist/lc486-leetcode.c as LeetCode would: LeetCode's samples, then seeded random
 * arrays in its range (1..20 numbers in 0..10^7) against the O(n^2) brute force. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "lc486-leetcode.c"
#define BRUTE_NO_MAIN
#include "../tests/cards-in-line/brute.c"
#include "../tests/rng.h"

int main(void)
{
	int s1[] = { 1, 5, 2 }, s2[] = { 1, 5, 233, 7 }, nums[20];
	long long a[20];
	int t, n, i, passed = 0, failed = 0;

	passed += !predictTheWinner(s1, 3);
	passed += predictTheWinner(s2, 4);
	failed = 2 - passed;
	rng_seed(486);
	for (t = 0; t < 100000; t++) {
		n = (int)rng_range(1, 20);
		for (i = 0; i < n; i++)
			a[i] = nums[i] = (int)rng_range(0, t % 2 ? 10 : 10000000);
		if (predictTheWinner(nums, n) == (brute_diff(a, n) >= 0))
			passed++;
		else
			failed++;
	}
	printf("lc486-leetcode: %d passed, %d failed\n", passed, failed);
	return failed != 0;
}
