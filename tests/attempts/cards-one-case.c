/* Cards in a line as Nowcoder's form asks it: one case, n and then the n cards, the
 * winner's score by the interval table (best[l][r]: the most the player to move gets from
 * cards l..r).  Right for one case; an input of many cases gets the first answer only. */
#include <stdio.h>

static long long a[5000], sum[5001], best[5000][5000];

int main(void)
{
	int n, l, r, len;
	long long total, first;

	if (scanf("%d", &n) != 1 || n < 0 || n > 5000)
		return 1;
	for (l = 0; l < n; l++) {
		if (scanf("%lld", &a[l]) != 1)
			return 1;
		sum[l + 1] = sum[l] + a[l];
	}
	for (len = 1; len <= n; len++)
		for (l = 0; l + len <= n; l++) {
			r = l + len - 1;
			total = sum[r + 1] - sum[l];
			if (len == 1)
				best[l][r] = a[l];
			else
				best[l][r] = total - (best[l + 1][r] < best[l][r - 1] ? best[l + 1][r]
										 : best[l][r - 1]);
		}
	first = n ? best[0][n - 1] : 0;
	printf("%lld\n", first > sum[n] - first ? first : sum[n] - first);
	return 0;
}
