/*
 * Brute force for AtCoder EDPC L: the cards-in-line table (../cards-in-line/brute.c, the
 * seeds' O(n^2) recursion) on the one case of the input, printing X - Y.
 */
#include <stdio.h>
#include <stdlib.h>
#define BRUTE_NO_MAIN
#include "../cards-in-line/brute.c"

int main(void)
{
	long long *a;
	int n, i;

	if (scanf("%d", &n) != 1 || n < 0 || !(a = malloc(sizeof *a * ((size_t)n + 1))))
		return 1;
	for (i = 0; i < n; i++)
		if (scanf("%lld", &a[i]) != 1)
			return 1;
	printf("%lld\n", brute_diff(a, n));
	return 0;
}
