/*
 * A deliberately wrong lc464 for judge.sh --stress's self-test: the textbook memoised search
 * without its first line, "if 1 + ... + m < d, nobody wins": when the numbers run out before
 * d is reached, the player who cannot move is taken to lose, so "1 2" says true.
 */
#include <stdio.h>
#include <string.h>

static signed char memo[1 << 20];
static int m;

static int wins(int used, int need)
{
	int i;

	if (memo[used] >= 0)
		return memo[used];
	for (i = 1; i <= m; i++)
		if (!(used >> (i - 1) & 1) && (i >= need || !wins(used | 1 << (i - 1), need - i)))
			return memo[used] = 1;
	return memo[used] = 0;
}

int main(void)
{
	int d;

	while (scanf("%d %d", &m, &d) == 2) {
		memset(memo, -1, (size_t)1 << m);
		puts(d <= 0 || wins(0, d) ? "true" : "false");
	}
	return 0;
}
