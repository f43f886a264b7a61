/*
 * Brute force for lc464, written apart from the solver: a plain memoised search over the set
 * of numbers already used, one fresh memo per query.  Reads pairs "m d", prints true/false.
 */
#include <stdio.h>
#include <string.h>

static signed char brute_memo[1 << 20]; /* -1 unknown, else 0/1: mover wins */
static int brute_m, brute_d;

static int brute_mover_wins(int used, int total)
{
	int i;

	if (brute_memo[used] >= 0)
		return brute_memo[used];
	for (i = 1; i <= brute_m; i++) {
		if (used & (1 << (i - 1)))
			continue;
		if (total + i >= brute_d || !brute_mover_wins(used | (1 << (i - 1)), total + i))
			return brute_memo[used] = 1;
	}
	return brute_memo[used] = 0;
}

static int brute_can_i_win(int m, int d)
{
	if (d <= 0)
		return 1;
	if (m * (m + 1) / 2 < d)
		return 0;
	brute_m = m;
	brute_d = d;
	memset(brute_memo, -1, (size_t)1 << m);
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
