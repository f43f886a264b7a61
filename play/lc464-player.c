/* play/lc464-player.c - a perfect player for play/lc464.c: pick a winning move each turn
 * (the memoised search of the LeetCode 464 answer, over what is left).  Built with
 * -DBLUNDER_GAME=K it blunders once: in game K its first pick is a losing one. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef BLUNDER_GAME
#define BLUNDER_GAME 0
#endif

static signed char memo[1 << 20];
static int m;

static int win(unsigned used, int need)
{
	if (memo[used])
		return memo[used] > 0;
	for (int x = 1; x <= m; x++)
		if (!(used >> (x - 1) & 1) && (x >= need || !win(used | 1u << (x - 1), need - x)))
			return (memo[used] = 1) > 0;
	return (memo[used] = -1) > 0;
}

int main(void)
{
	int games, d, g = 0;
	char reply[16];

	if (scanf("%d", &games) != 1)
		return 1;
	while (games-- > 0 && scanf("%d %d", &m, &d) == 2) {
		unsigned used = 0;
		int need = d, first = 1;
		memset(memo, 0, sizeof memo);
		g++;
		for (;;) {
			int x = 1;
			while (x <= m && ((used >> (x - 1) & 1) ||
					  !(x >= need || !win(used | 1u << (x - 1), need - x))))
				x++;
			for (int y = 1; x > m && y <= m; y++) /* lost (after the blunder): any pick */
				if (!(used >> (y - 1) & 1))
					x = y;
			if (g == BLUNDER_GAME && first) /* the blunder: a pick that loses, if any */
				for (int y = 1; y <= m; y++)
					if (y < need && win(1u << (y - 1), need - y)) {
						x = y;
						break;
					}
			first = 0;
			printf("%d\n", x);
			fflush(stdout);
			used |= 1u << (x - 1), need -= x;
			if (scanf("%15s", reply) != 1 || strcmp(reply, "win") == 0)
				break;
			used |= 1u << (atoi(reply) - 1), need -= atoi(reply);
		}
	}
	return 0;
}
