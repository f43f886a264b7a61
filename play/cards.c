/*
 * play/cards.c - cards in a line as an interactive problem: your program is player A and
 * plays first against our perfect player B; the interactor (Kattis' protocol: cards input
 * answer feedback_dir/, exit 42 AC, 43 WA).
 *
 * The exchange, one line each:
 *   to you:    G, the number of games; then for each game the row, "n a1 .. an"
 *   you:       L or R, the card you take (the leftmost or the rightmost)
 *   to you:    our take, L or R, while cards are left; a game ends when the row is empty
 *              (the next game's row follows)
 * After the last game your program ends: anything more it prints is WA (trailing output).
 * A game is won when your total is at least what a perfect first player gets against a
 * perfect second one (best[0][n-1] below): a perfect program wins every game.  Rows hold at
 * most 2000 cards; totals are exact (128-bit sums).
 *
 * The game core is the textbook interval game: best[i][j], the most the player to move takes
 * from a[i..j], is sum(i..j) - min(best[i+1][j], best[i][j-1]); our B takes the end that
 * leaves A the least.  On WA judgemessage.txt has the game so far and your first take that
 * cost you, with what each end was worth there, and the command that explains that row with
 * our solver.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "interactor.h"

#define MAX_N 2000

typedef __int128 big;

static long long a[MAX_N];
static big pre[MAX_N + 1];
static big best[MAX_N][MAX_N];

static big sum(int i, int j) { return pre[j + 1] - pre[i]; }

/* what taking end TAKE of a[l..r] is worth to the taker when both then play perfectly */
static big worth(int l, int r, char take)
{
	if (l == r)
		return a[l];
	return take == 'L' ? a[l] + sum(l + 1, r) - best[l + 1][r] : a[r] + sum(l, r - 1) - best[l][r - 1];
}

/* takes end TAKE of a[*l..*r]: its card, the row one shorter */
static long long take_card(int *l, int *r, char take)
{
	return take == 'L' ? a[(*l)++] : a[(*r)--];
}

/* decimal text of v (a static buffer each call, two at a time) */
static const char *dec(big v)
{
	static char text[2][48];
	static int k;
	char *p = text[k ^= 1] + 47;
	int neg = v < 0;
	unsigned __int128 u = neg ? -(unsigned __int128)v : (unsigned __int128)v;
	*p = '\0';
	do
		*--p = (char)('0' + (int)(u % 10));
	while (u /= 10);
	if (neg)
		*--p = '-';
	return p;
}

int main(int argc, char **argv)
{
	char path[4096], line[64], *moves;
	FILE *in, *msg;
	int games, g, n, i, j, k;
	size_t cap = 1 << 16, used;

	if (argc < 4)
		return 2;
	snprintf(path, sizeof path, "%sjudgemessage.txt", argv[3]);
	if (!(in = fopen(argv[1], "r")) || !(msg = fopen(path, "w")) || !(moves = malloc(cap)))
		return 2;
	/* the games: count them first (the program is told G before the first row) */
	for (games = 0; fscanf(in, "%d", &n) == 1; games++) {
		if (n < 1 || n > MAX_N) {
			fprintf(msg, "judge error: a row of %d cards (1 to %d here)", n, MAX_N);
			return 2;
		}
		for (i = 0; i < n; i++)
			if (fscanf(in, "%lld", &a[0]) != 1) {
				fprintf(msg, "judge error: the input is cut short");
				return 2;
			}
	}
	rewind(in);
	printf("%d\n", games);
	for (g = 1; g <= games; g++) {
		big mine = 0;
		int l, r, lost_l = -1, lost_r = -1;
		char lost_take = 0;
		if (fscanf(in, "%d", &n) != 1)
			return 2;
		for (i = 0; i < n; i++)
			if (fscanf(in, "%lld", &a[i]) != 1)
				return 2;
		for (i = 0; i < n; i++)
			pre[i + 1] = pre[i] + a[i];
		for (k = 0; k < n; k++)
			for (i = 0; i + k < n; i++) {
				j = i + k;
				best[i][j] = k == 0 ? a[i] : sum(i, j) - (best[i + 1][j] < best[i][j - 1] ?
									   best[i + 1][j] : best[i][j - 1]);
			}
		printf("%d", n);
		for (i = 0; i < n; i++)
			printf(" %lld", a[i]);
		putchar('\n');
		fflush(stdout);
		used = 0, moves[0] = '\0';
		for (l = 0, r = n - 1; l <= r;) {
			char take;
			long long card;
			big got;
			if (!fgets(line, sizeof line, stdin)) {
				fprintf(msg, "game %d: no take after%s", g, used ? moves : " the start");
				return 43;
			}
			take = line[0];
			if ((take != 'L' && take != 'R') || (line[1] && line[1] != '\n' && line[1] != '\r')) {
				line[strcspn(line, "\r\n")] = '\0';
				fprintf(msg, "game %d: \"%.20s\" is neither L nor R; the game so far:%s", g,
					line, used ? moves : " none");
				return 43;
			}
			/* what this take is worth against perfect play: the first that is worth
			 * less than the row's best is where the game was given away */
			got = worth(l, r, take);
			if (lost_l < 0 && got < best[l][r])
				lost_l = l, lost_r = r, lost_take = take;
			if (used + 64 > cap) {
				char *more = realloc(moves, cap *= 2);
				if (!more)
					return 2;
				moves = more;
			}
			card = take_card(&l, &r, take);
			mine += card;
			used += (size_t)snprintf(moves + used, cap - used, " you %c (%lld)", take, card);
			if (l > r)
				break;
			/* ours: the end that leaves you the least */
			take = l == r || best[l + 1][r] <= best[l][r - 1] ? 'L' : 'R';
			card = take_card(&l, &r, take);
			used += (size_t)snprintf(moves + used, cap - used, ", we %c (%lld);", take, card);
			printf("%c\n", take);
			fflush(stdout);
		}
		if (mine < best[0][n - 1]) {
			if (used > 0 && moves[used - 1] == ';')
				moves[--used] = '\0';
			fprintf(msg, "game %d: your total %s, a perfect first player's %s. "
				"Your first costly take: %c at the row of cards %d..%d, ", g, dec(mine),
				dec(best[0][n - 1]), lost_take, lost_l + 1, lost_r + 1);
			fprintf(msg, "where L was worth %s and R %s; that row explained: printf '%d",
				dec(worth(lost_l, lost_r, 'L')), dec(worth(lost_l, lost_r, 'R')),
				lost_r - lost_l + 1);
			for (i = lost_l; i <= lost_r; i++)
				fprintf(msg, " %lld", a[i]);
			fprintf(msg, "\\n' | bin/cards-in-line --explain. The game:%s", moves);
			return 43;
		}
	}
	return end_of_play(msg, games);
}
