/*
 * Brute force for lc464, written apart from the solver: every set of numbers already used,
 * for every target at once.  For m numbers, brute_w[U] holds one bit per target d (0..300):
 * set when the player to move, the numbers of U used (their sum t < d), wins: some unused i
 * reaches d at once (d <= t + i), or leaves the other player, at U + {i}, a position lost for
 * d.  The sets are filled from the full one down, so U + {i} is known before U: 2^m sets,
 * m moves, five words a set.  One table per m (kept for the next query of the same m): all
 * 6,020 inputs of LeetCode's range take a fifth of a second, where a search per input took
 * five.  Reads pairs "m d", prints true/false.
 */
#include <stdio.h>
#include <string.h>

#define BRUTE_WORDS 5 /* bits 0..319: every d up to 300 */
static unsigned long long brute_w[1 << 20][BRUTE_WORDS];
static int brute_m = -1, brute_d;

/* brute_table(m): brute_w for m numbers (nothing when it holds m's already) */
static void brute_table(int m)
{
	long u;
	int i, k, t, top;
	unsigned long long reach[BRUTE_WORDS];

	if (m == brute_m)
		return;
	brute_m = m;
	for (u = (1L << m) - 1; u >= 0; u--) {
		memset(brute_w[u], 0, sizeof brute_w[u]);
		for (t = 0, i = 1; i <= m; i++)
			if (u & (1L << (i - 1)))
				t += i;
		for (i = 1; i <= m; i++) {
			if (u & (1L << (i - 1)))
				continue;
			/* every d <= t + i is reached at once; past it, d where the other one loses */
			top = t + i;
			for (k = 0; k < BRUTE_WORDS; k++) {
				if (top >= 64 * k + 63)
					reach[k] = ~0ULL;
				else if (top < 64 * k)
					reach[k] = 0;
				else
					reach[k] = (2ULL << (top - 64 * k)) - 1;
				brute_w[u][k] |= reach[k] | ~brute_w[u | (1L << (i - 1))][k];
			}
		}
	}
}

/* does the player to move win, the numbers of used taken (their sum total < brute_d)?  For
 * the m and d of the last brute_can_i_win */
static int brute_mover_wins(int used, int total)
{
	(void)total;
	return (int)(brute_w[used][brute_d / 64] >> (brute_d % 64) & 1);
}

static int brute_can_i_win(int m, int d)
{
	if (d <= 0)
		return 1;
	if (m * (m + 1) / 2 < d)
		return 0;
	brute_table(m);
	brute_d = d;
	return brute_mover_wins(0, 0);
}

#ifndef BRUTE_NO_MAIN
int main(void)
{
	int m, d;

	while (scanf("%d %d", &m, &d) == 2)
		puts(brute_can_i_win(m, d) ? "true" : "false");
	return 0;
}
#endif
