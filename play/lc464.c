/*
 * play/lc464.c - LeetCode 464 "Can I Win" as an interactive problem: your program plays
 * first against our perfect player, from positions the first player wins; the interactor
 * (Kattis' protocol: play input answer feedback_dir/, exit 42 AC, 43 WA).
 *
 * The exchange, one line each:
 *   to you:    G, the number of games; then for each game "m d"
 *   you:       the number you pick (1..m, not picked before in this game)
 *   to you:    "win" when your pick brought the total to d or more (the next game follows),
 *              else our pick; when ours reaches d you have lost (WA, and we stop)
 * After the last game your program ends: anything more it prints is WA (trailing output).
 * Every position is one the first player wins (the input holds only such pairs), so a
 * perfect program wins every game.  Our player picks a winning move when it has one (the
 * smallest), else the smallest number left: a blunder of yours is always punished.
 *
 * The game core is the textbook one: win(used) = some number x left with x >= need, or
 * win(used | x) false, memoised per game (a generation stamp, so no table is cleared).  On
 * WA judgemessage.txt has the game so far and the move that gave the win away, with a move
 * that would have kept it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "interactor.h"

static unsigned short stamp[1 << 20]; /* the game the entry belongs to */
static unsigned char won[1 << 20];
static unsigned short game;
static int m, d;

static int sum_of(unsigned used)
{
	int s = 0;
	for (int x = 1; x <= m; x++)
		if (used >> (x - 1) & 1)
			s += x;
	return s;
}

/* does the player to move win, the numbers of used taken, need still to reach? */
static int win(unsigned used, int need)
{
	int r = 0;
	if (stamp[used] == game)
		return won[used];
	for (int x = 1; x <= m && !r; x++)
		if (!(used >> (x - 1) & 1) && (x >= need || !win(used | 1u << (x - 1), need - x)))
			r = 1;
	stamp[used] = game, won[used] = (unsigned char)r;
	return r;
}

/* a winning move from used (0 if none) */
static int winning_move(unsigned used, int need)
{
	for (int x = 1; x <= m; x++)
		if (!(used >> (x - 1) & 1) && (x >= need || !win(used | 1u << (x - 1), need - x)))
			return x;
	return 0;
}

int main(int argc, char **argv)
{
	char path[4096], line[64], moves[4096];
	FILE *in, *msg;
	int games = 0, g, cap = 0;
	static int gm[1 << 16], gd[1 << 16];

	if (argc < 4)
		return 2;
	snprintf(path, sizeof path, "%sjudgemessage.txt", argv[3]);
	if (!(in = fopen(argv[1], "r")) || !(msg = fopen(path, "w")))
		return 2;
	while (games < (int)(sizeof gm / sizeof gm[0]) && fscanf(in, "%d %d", &gm[games], &gd[games]) == 2)
		games++;
	printf("%d\n", games);
	for (g = 0; g < games; g++) {
		unsigned used = 0;
		int need, lost_at = 0, keep = 0, lost_total = 0;
		m = gm[g], d = gd[g], need = d, game++;
		if (game == 0) /* a stamp wraps: forget every entry */
			memset(stamp, 0, sizeof stamp), game = 1;
		if (m < 1 || m > 20 || d < 1 || d > 300 || !win(0, d)) {
			fprintf(msg, "judge error: game %d (%d %d) is not a first-player win", g + 1, m, d);
			return 2;
		}
		printf("%d %d\n", m, d);
		fflush(stdout);
		moves[0] = '\0', cap = 0;
		for (;;) {
			int x, y;
			char *end;
			if (!fgets(line, sizeof line, stdin)) {
				fprintf(msg, "game %d (m = %d, d = %d): no pick after%s", g + 1, m, d,
					cap ? moves : " the start");
				return 43;
			}
			x = (int)strtol(line, &end, 10);
			if (end == line || (*end && *end != '\n' && *end != '\r') || x < 1 || x > m ||
			    used >> (x - 1) & 1) {
				line[strcspn(line, "\r\n")] = '\0';
				fprintf(msg, "game %d (m = %d, d = %d): \"%.20s\" is no number left to pick; "
					"the game so far:%s", g + 1, m, d, line, cap ? moves : " none");
				return 43;
			}
			/* the first pick of yours that turned a won position into a lost one */
			if (!lost_at && x < need && win(used | 1u << (x - 1), need - x))
				lost_at = x, keep = winning_move(used, need), lost_total = d - need;
			cap += snprintf(moves + cap, sizeof moves - (size_t)cap, " you %d", x);
			used |= 1u << (x - 1);
			if (x >= need) {
				puts("win");
				fflush(stdout);
				break;
			}
			need -= x;
			y = winning_move(used, need);
			if (!y)
				for (y = 1; used >> (y - 1) & 1; y++)
					;
			cap += snprintf(moves + cap, sizeof moves - (size_t)cap, ", we %d;", y);
			used |= 1u << (y - 1);
			printf("%d\n", y);
			fflush(stdout);
			if (y >= need) {
				fprintf(msg, "game %d (m = %d, d = %d) lost: your pick %d at total %d gave "
					"the win away; %d would have kept it (the game explained: printf "
					"'%d %d\\n' | bin/lc464 --explain). The game:%s we reached %d",
					g + 1, m, d, lost_at, lost_total, keep, m, d, moves, sum_of(used));
				return 43;
			}
			need -= y;
		}
	}
	return end_of_play(msg, games);
}
