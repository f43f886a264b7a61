/*
 * A deliberately failing cards-in-line for judge.sh --stress's self-test: right answers
 * (the O(n^2) table) but it crashes (abort) on a row of more than two cards.
 */
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
	long long n, i, j, *a, *d;

	while (scanf("%lld", &n) == 1) {
		if (n > 2)
			abort();
		a = calloc(3, sizeof *a);
		d = calloc(9, sizeof *d);
		for (i = 0; i < n; i++)
			if (scanf("%lld", &a[i]) != 1)
				return 1;
		/* d[i * 3 + j]: first minus second on a[i..j] */
		for (i = n - 1; i >= 0; i--)
			for (j = i; j < n; j++) {
				long long l = a[i] - (j > i ? d[(i + 1) * 3 + j] : 0);
				long long rr = a[j] - (j > i ? d[i * 3 + j - 1] : 0);
				d[i * 3 + j] = l > rr ? l : rr;
			}
		{
			long long t = 0, diff = n ? d[n - 1] : 0;
			for (i = 0; i < n; i++)
				t += a[i];
			printf("%lld\n", (t + (diff < 0 ? -diff : diff)) / 2);
		}
		free(a);
		free(d);
	}
	return 0;
}
