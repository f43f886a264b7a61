/*
 * poj1143 - POJ 1143 "Number Game" (Mid-Central European Regional 2000)
 * Problem:  players take turns choosing an allowed number in 2..20; choosing x forbids x and
 *           every x + f for a forbidden f (so multiples of x too); who cannot choose loses.
 * Input:    cases "n a1..an" (the numbers still allowed, any order), ended by 0
 * Output:   "Test Case #k", then "The winning moves are: m1 m2 ..." or "There's no winning
 *           move.", then an empty line
 * Textbook: a position P is the set of numbers still allowed, and
 *             wins(P) = some x in P with not wins(after(P, x)),
 *           memoised over all 2^19 sets; the winning moves of P are those x.
 * Ours:     the same, with P a 19-bit mask (bit x - 2 for x).  after(P, x) closes the
 *           forbidden numbers F (and 0) under adding x: F | F << x has every f + x, then
 *           shifting by 2x, 4x, ... doubles the multiples of x added, up to 20.
 * Example:  "2 2 5": 2 and 5 allowed, so 3 is forbidden.  Choosing 2 forbids 2 and 5 = 2 + 3:
 *           nothing is left and the opponent loses, so 2 wins.  Choosing 5 leaves 2 to the
 *           opponent, who then wins.  Answer: "The winning moves are: 2".
 * Source:   POJ 1143 (MCERC 2000), also ZOJ 1039 (NWERC 2001)
 * Time:     each of the 3,514 positions a game can reach is solved once, 19 moves each
 * Memory:   512 KiB of memo, a byte per set
 * With ZOJ1039 defined it reads ZOJ 1039 / NWERC 2001 "Number Game": a scenario count, then
 * per scenario a (0 <= a < 20) and a numbers; "Scenario #k:", "The winning moves are: w1 ...
 * wk." or "There is no winning move.", an empty line.  Strict C89: POJ compiles C with MinGW
 * GCC 4.4.0 or MS Visual C++ (poj.org/page?id=1000).  kit.c adds --explain and the
 * bad-input contract (bin/poj1143); tests/poj1143/brute.c is a plain search without a memo.
 */
#include <stdio.h>

#define BIT(x) (1L << ((x) - 2)) /* the bit of number x in a set; a long has 32 bits at least */

/* The position after choosing x in pos: x and every f + x, f forbidden, go, and so on. */
static long after(long pos, int x)
{
	unsigned long f = (~(unsigned long)pos & 0x7ffffUL) << 2 | 1; /* bit v: v forbidden, 0 */
	int s;

	for (s = x; s <= 20; s *= 2)
		f |= f << s; /* bits past 20 may drop off a 32-bit long: none is needed */
	return pos & ~(long)(f >> 2);
}

static unsigned char memo[1L << 19]; /* 0: not solved yet, 1: the mover wins, 2: loses */

/* Whether the player to move in pos wins. */
static int wins(long pos)
{
	int x;

	if (memo[pos] == 0) {
		memo[pos] = 2;
		for (x = 2; x <= 20; x++)
			if ((pos & BIT(x)) && !wins(after(pos, x))) {
				memo[pos] = 1;
				break;
			}
	}
	return memo[pos] == 1;
}

/* The winning moves of pos as a set: the x whose position the opponent loses. */
static long winning_moves(long pos)
{
	long moves = 0;
	int x;

	for (x = 2; x <= 20; x++)
		if ((pos & BIT(x)) && !wins(after(pos, x)))
			moves |= BIT(x);
	return moves;
}

#ifdef ZOJ1039
#define HEADING "Scenario #%d:\n"
#define WINS "The winning moves are:"
#define NONE "There is no winning move"
#define END ".\n\n"
#else
#define HEADING "Test Case #%d\n"
#define WINS "The winning moves are:"
#define NONE "There's no winning move."
#define END "\n\n"
#endif

/* One case's answer, its number k. */
static void print_answer(FILE *out, int k, long pos)
{
	long moves = winning_moves(pos);
	int x;

	fprintf(out, HEADING, k);
	fputs(moves ? WINS : NONE, out);
	for (x = 2; x <= 20; x++)
		if (moves & BIT(x))
			fprintf(out, " %d", x);
	fputs(END, out);
}

#ifndef KIT
/* The judge's program: its input is valid. */
int main(void)
{
	int n, i, a, k = 0, cases = -1;
	long pos;

#ifdef ZOJ1039
	if (scanf("%d", &cases) != 1)
		return 0;
#endif
	while (k != cases && scanf("%d", &n) == 1) {
#ifndef ZOJ1039
		if (n == 0)
			break;
#endif
		for (pos = 0, i = 0; i < n && scanf("%d", &a) == 1; i++)
			pos |= BIT(a);
		print_answer(stdout, ++k, pos);
	}
	return 0;
}
#endif
