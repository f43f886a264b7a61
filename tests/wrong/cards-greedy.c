/*
 * A deliberately wrong cards-in-line for judge.sh --stress's self-test: each player greedily
 * takes the larger end.  Right on many rows, wrong on 1 5 2 -> the greedy A takes 2.
 */
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
	long long n, i, *a, s[2], l, r;
	int p;

	while (scanf("%lld", &n) == 1) {
		a = malloc((size_t)(n > 0 ? n : 1) * sizeof *a);
		for (i = 0; i < n; i++)
			if (scanf("%lld", &a[i]) != 1)
				return 1;
		s[0] = s[1] = 0;
		for (l = 0, r = n - 1, p = 0; l <= r; p = !p)
			s[p] += a[l] >= a[r] ? a[l++] : a[r--];
		printf("%lld\n", s[0] > s[1] ? s[0] : s[1]);
		free(a);
	}
	return 0;
}
