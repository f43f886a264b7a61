/*
 * Brute force for LeetCode 486: the cards-in-line table (../cards-in-line/brute.c, the seeds'
 * O(n^2) recursion) on each array of LeetCode's layout ("[1,5,2]"); player 1 wins when its
 * total is at least player 2's, so "true" when the difference is >= 0.
 */
#include <stdio.h>
#define BRUTE_NO_MAIN
#include "../cards-in-line/brute.c"

int main(void)
{
	long long a[20];
	int n;
	char c;

	while (scanf(" %c", &c) == 1 && c == '[') {
		for (n = 0; n < 20 && scanf("%lld %c", &a[n], &c) == 2; )
			if (n++, c == ']')
				break;
		puts(brute_diff(a, n) >= 0 ? "true" : "false");
	}
	return 0;
}
