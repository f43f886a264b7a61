/*
 * Brute force for cards-in-line, the seeds' O(n^2) recursion as a table: first[l][r] is the
 * best total of the player to move on cards l..r, first = sum - min(first of the two rests).
 * One row of the table at a time, so O(n) memory.  Reads cases "n a1..an", prints the
 * winner's score (or with -d, first minus second).  Values must keep sums in 64 bits.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* first player's total minus second's */
static long long brute_diff(const long long *a, int n)
{
	long long *best = malloc(sizeof *best * (n + 1)), *pre = malloc(sizeof *pre * (n + 1));
	long long d;
	int len, l;

	if (n == 0) {
		free(best);
		free(pre);
		return 0;
	}
	pre[0] = 0;
	for (l = 0; l < n; l++)
		pre[l + 1] = pre[l] + a[l];
	/* best[l]: first player's best total on a[l .. l+len-1] */
	for (l = 0; l < n; l++)
		best[l] = a[l];
	for (len = 2; len <= n; len++)
		for (l = 0; l + len <= n; l++) {
			long long sum = pre[l + len] - pre[l];
			long long take_left = sum - best[l + 1];  /* rest a[l+1 .. l+len-1] */
			long long take_right = sum - best[l];     /* rest a[l .. l+len-2] */
			best[l] = take_left > take_right ? take_left : take_right;
		}
	d = 2 * best[0] - pre[n];
	free(best);
	free(pre);
	return d;
}

#ifndef BRUTE_NO_MAIN
int main(int argc, char **argv)
{
	int n, i, diff = argc > 1 && strcmp(argv[1], "-d") == 0;
	long long *a, total, d;

	while (scanf("%d", &n) == 1) {
		a = malloc(sizeof *a * (n + 1));
		for (total = 0, i = 0; i < n && scanf("%lld", &a[i]) == 1; i++)
			total += a[i];
		d = brute_diff(a, n);
		printf("%lld\n", diff ? d : (total + (d < 0 ? -d : d)) / 2);
		free(a);
	}
	return 0;
}
#endif
