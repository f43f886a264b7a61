/*
 * poj1143 - POJ 1143 "Number Game" (Mid-Central European Regional 2000)
 * Problem:  players take turns choosing an allowed number in 2..20; choosing x forbids x and
 *           every x + f for a forbidden f (so multiples of x too); who cannot choose loses.
 * Input:    cases "n a1..an" (numbers still allowed, any order), ended by 0 or end of input
 * Output:   "Test Case #k", the winning moves or "There's no winning move.", a blank line
 * Textbook: win(P) = some x in P with not win(after(P, x)), searched over positions P
 * Ours:     the same recurrence, with a position a 19-bit mask: after() is a closure of <= 4
 *           shifts, and the winning moves of every position met are memoised across cases
 * Example:  "2 2 5": 2 and 5 allowed, so 3 is forbidden.  Choosing 2 forbids 2 and 5 = 2 + 3:
 *           nothing is left and the opponent loses, so 2 wins.  Choosing 5 leaves 2 to the
 *           opponent, who then wins.  Answer: "The winning moves are: 2".
 * Source:   POJ 1143 (MCERC 2000), also ZOJ 1039 (NWERC 2001); the plain version is
 *           tests/poj1143/brute.c
 * Time:     19 moves per position, each a closure of <= 4 shifts; each of the 3,514 reachable
 *           positions is solved at most once per run
 * Memory:   a 48 KiB table of the positions met and their winning moves
 * Status:   exhaustive (every position reachable from {2..20} against a brute force)
 * With ZOJ1039 defined it reads ZOJ 1039 / NWERC 2001 "Number Game" instead: a scenario count,
 * then per scenario a (0 <= a < 20) and a numbers; "Scenario #k:", "The winning moves are:
 * w1 ... wk." or "There is no winning move.", a blank line.
 * Strict C89 on purpose: POJ compiles with MinGW GCC 3.4.2 or MS VC++ 6.0.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define LO 2
#define HI 20

/* A set of numbers in 2..20 (a position: the numbers still allowed) is a bit set, bit x - 2
 * for x; a long, as C89 promises int only 16 bits.  POJ's long has 32: no shift may pass bit
 * 31 (make check builds this file with SET=int under UBSan to catch one that does). */
#ifndef SET
#define SET long
#endif
typedef SET set;
#define ALL (((set)1 << (HI - LO + 1)) - 1)
#define BIT(x) ((set)1 << ((x) - LO))

/* ---- game core: pure functions, no I/O ---- */

/* Bits 0..v-1: a set of numbers below v, by value. */
#define BELOW(v) (((set)1 << (v)) - 1)

/* The position after choosing x: x and x plus any forbidden number become forbidden, and so
 * on upward (multiples of x follow).  Forbidden numbers as bits 0..20 by value, 0 counting as
 * the sum of no numbers.  Shifts by x, 2x, 4x, ... double the multiples in each time: after
 * the shift by s every a + kx with kx < 2s is in, so the last one needed is the last s <= 20
 * (at most 4 shifts).  Unsigned, so that bits shifted past the top just drop (past bit 31 on
 * POJ's 32-bit long): only bits 0..20 are kept, and no shift brings a higher one down. */
static set after(set pos, int x)
{
	unsigned long f = (~(unsigned long)pos & ALL) << LO | 1, s;

	for (s = (unsigned long)x; s <= HI; s *= 2)
		f |= f << s;
	return pos & ~(set)(f >> LO & ALL);
}

/* The smallest number in a non-empty set: its lowest bit alone, times a de Bruijn number,
 * gives the bit's index in the top 5 of 32 bits (C89 has no bit scan). */
static int smallest(set s)
{
	static const unsigned char index[32] = { 0, 1, 28, 2, 29, 14, 24, 3, 30, 22, 20, 15, 25,
		17, 4, 8, 31, 27, 13, 23, 21, 19, 16, 7, 26, 12, 18, 6, 11, 5, 10, 9 };
	unsigned long low = (unsigned long)s & (0ul - (unsigned long)s);

	return index[(low * 0x077cb531ul & 0xfffffffful) >> 27] + LO;
}

/*
 * The memo, kept across cases: each position met, whether the mover wins, and its winning
 * moves (the x whose after(pos, x) the opponent loses; none: the mover loses).  An
 * open-addressing table of 6-byte entries: the position + 1 (0: empty) with WINS set when
 * the mover wins, and the moves, 3 bytes each.  48 KiB holds the 3,514 reachable positions
 * at under half load, and few pages touched is time on a judge (a page first touched costs
 * 1.4 us on our test machine, as much as solving 300 positions).
 */
#define SLOTS 8192
#define WINS 0x800000ul
#define HASH(pos) ((unsigned)(((unsigned long)(pos) * 2654435761u) >> 9) & (SLOTS - 1))
static unsigned char slot[SLOTS][6];

static unsigned long get3(const unsigned char *b)
{
	return b[0] | (unsigned long)b[1] << 8 | (unsigned long)b[2] << 16;
}

static void put3(unsigned char *b, unsigned long v)
{
	b[0] = (unsigned char)(v & 255);
	b[1] = (unsigned char)(v >> 8 & 255);
	b[2] = (unsigned char)(v >> 16 & 255);
}

/* The slot of pos, or the empty slot where it goes. */
static unsigned find(set pos)
{
	unsigned h = HASH(pos);
	unsigned long k;

	while ((k = get3(slot[h]) & ~WINS) != 0 && k != (unsigned long)pos + 1)
		h = (h + 1) & (SLOTS - 1);
	return h;
}

static unsigned long winning_moves(set pos)
{
	unsigned h = find(pos);
	unsigned long moves = 0, k;
	set left, child;
	int x;

	if (get3(slot[h]))
		return get3(slot[h] + 3);
	/* each allowed x, smallest first: the child's outcome from its home slot when it is
	 * there (almost always), else by the full search; whether the opponent loses after x
	 * is a coin flip, so it goes into the moves without a branch */
	for (left = pos; left != 0; left &= left - 1) {
		x = smallest(left);
		child = after(pos, x);
		k = get3(slot[HASH(child)]);
		moves |= (unsigned long)((k & ~WINS) == (unsigned long)child + 1 ? !(k & WINS)
						: !winning_moves(child)) << (x - LO);
	}
	h = find(pos); /* the search may have filled the slot found before it */
	put3(slot[h], ((unsigned long)pos + 1) | (moves ? WINS : 0));
	put3(slot[h] + 3, moves);
	return moves;
}

/*
 * A position occurs in a real game exactly when its forbidden numbers are closed under
 * addition (then choosing their minimal generators in increasing order reaches it).
 * Returns 0 if so, else sets *a + *b, both forbidden, to a sum that is still allowed: the
 * smallest such a, then the smallest b >= a.  Sets by value, as for after().
 */
static int unreachable(set pos, int *a, int *b)
{
	set forbidden = (~pos & ALL) << LO, allowed = pos << LO, sums[HI + 1], any = 0;
	int x;

	/* for each forbidden x: x + y for every forbidden y from x up to 20 - x, where it is
	 * still allowed; all at once, without a branch per x (almost every input is a real
	 * position), then the smallest pair, to name it */
	for (x = LO; x + x <= HI; x++)
		any |= sums[x] = (forbidden & ~BELOW(x) & BELOW(HI + 1 - x)) << x & allowed &
				 (0 - (forbidden >> x & 1));
	if (!any)
		return 0;
	for (x = LO; !sums[x]; x++)
		;
	for (*a = x, *b = x; !(sums[x] >> (x + *b) & 1); ++*b)
		;
	return 1;
}

/* ---- explain mode (in its own file: explain.h) ---- */
#include "explain.h"

/* ---- input and output: the shared reader (solvers/common/reader.h) ---- */

#ifdef ZOJ1039
#define NAME "zoj1039"
#else
#define NAME "poj1143"
#endif
#define RD_LONG 1
#define RD_READ_MANY 1
#define RD_OUT (1 << 16) /* 64 KiB a write: into a judge's pipe each one wakes its reader */
#define RD_BUF (1 << 14) /* small inputs; each page first touched costs time */
#include "../common/reader.h"

/* ---- the answers (in their own file: answer.h) ---- */
#include "answer.h"

/* Reads the n numbers of one case into *pos; on bad input prints the line and returns -1. */
static int read_position(struct reader *r, FILE *out, FILE *err, long n, set *pos)
{
	long i, v[HI - LO + 1], at[HI - LO + 1];
	set twice = 0;
	int a, b;

	*pos = 0;
	if (read_many(r, out, err, "an allowed number", LO, HI, v, at, (size_t)n) != 1)
		return -1;
	/* a number listed twice: looked for without a branch per number, then named */
	for (i = 0; i < n; i++) {
		twice |= *pos & BIT(v[i]);
		*pos |= BIT(v[i]);
	}
	if (twice) {
		for (i = 0, twice = 0; !(twice & BIT(v[i])); i++)
			twice |= BIT(v[i]);
		bad_input(out, err, at[i]);
		fprintf(err, "%ld is listed twice in one case\n", v[i]);
		return -1;
	}
	/* a position in the memo is reachable (it was checked, or reached from one that was) */
	if (!get3(slot[find(*pos)]) && unreachable(*pos, &a, &b)) {
		for (i = 0; v[i] != a + b; i++)
			;
		bad_input(out, err, at[i]);
		fprintf(err, "this position cannot occur in a game: %d and %d are forbidden, so %d "
			"must be too, but it is listed\n", a, b, a + b);
		return -1;
	}
	return 0;
}

/* Every case to its answer (main.h's run() opens the reader and checks the output). */
static int solve(struct reader *r, FILE *out, FILE *err, int explaining)
{
	long n, k = 0, cases = -1;
	struct counter number = { { 0 }, 0 };
	set pos;
	int got;

#ifdef ZOJ1039
	/* the count comes first, so even an empty input is cut short */
	got = read_field(r, out, err, "the number of scenarios", 0, LONG_MAX, RD_INSIDE, &cases);
	while (got == 1 && k < cases &&
	       (got = read_field(r, out, err, "a, the count of allowed numbers", 0, HI - LO + 1,
				 RD_BEGINS, &n)) == 1) {
#else
	(void)cases;
	while ((got = read_field(r, out, err, "n, the count of allowed numbers", 0, HI - LO + 1,
				 RD_BEGINS | RD_MAY_END, &n)) == 1 && n != 0) {
#endif
		if (read_position(r, out, err, n, &pos) < 0) {
			got = -1;
			break;
		}
		k++;
		count_up(&number);
		if (explaining)
			explain(out, k, pos);
		else
			print_answer(out, &number, pos);
	}
	return got;
}

static const char usage[] =
	"usage: " NAME " [--explain | --help] < input\n"
#ifdef ZOJ1039
	"Reads a scenario count, then per scenario a (0..19) and the a numbers still allowed;\n"
	"prints the winning moves of ZOJ 1039 \"Number Game\" per scenario.\n"
#else
	"Reads cases \"n a1..an\" (the numbers in 2..20 still allowed), ended by 0 or end of\n"
	"input; prints the winning moves of POJ 1143 \"Number Game\" per case.\n"
#endif
	"  --explain  every legal move, where it leads and who wins, then a line of play\n"
	USAGE_TAIL;

#include "../common/main.h"
