/* play/cards-player.c - a perfect player A for play/cards.c: take the end worth more
 * (best[i][j] of the interval game, recomputed for each row).  Built with -DBLUNDER_GAME=K
 * it blunders once: in game K (or the first after it where the ends are worth different
 * amounts) its first take is the end worth less. */
#include <stdio.h>

#ifndef BLUNDER_GAME
#define BLUNDER_GAME 0
#endif
#define MAX_N 2000

static long long a[MAX_N], pre[MAX_N + 1], best[MAX_N][MAX_N];

static long long sum(int i, int j) { return pre[j + 1] - pre[i]; }

int main(void)
{
	int games, g, n, i, j, k, l, r, blundered = 0;
	char reply[8];

	if (scanf("%d", &games) != 1)
		return 1;
	for (g = 1; g <= games && scanf("%d", &n) == 1; g++) {
		for (i = 0; i < n; i++)
			if (scanf("%lld", &a[i]) != 1)
				return 1;
		for (i = 0; i < n; i++)
			pre[i + 1] = pre[i] + a[i];
		for (k = 0; k < n; k++)
			for (i = 0; i + k < n; i++) {
				j = i + k;
				best[i][j] = k == 0 ? a[i] : sum(i, j) - (best[i + 1][j] < best[i][j - 1] ?
									   best[i + 1][j] : best[i][j - 1]);
			}
		for (l = 0, r = n - 1; l <= r;) {
			/* L leaves the other player best[l+1][r], R leaves best[l][r-1] */
			int left = l == r || best[l + 1][r] <= best[l][r - 1];
			if (BLUNDER_GAME && g >= BLUNDER_GAME && !blundered && l == 0 && r == n - 1 &&
			    l < r && best[l + 1][r] != best[l][r - 1])
				left = !left, blundered = 1;
			puts(left ? "L" : "R");
			fflush(stdout);
			left ? l++ : r--;
			if (l > r || scanf("%7s", reply) != 1)
				break;
			reply[0] == 'L' ? l++ : r--;
		}
	}
	return 0;
}
