/*
 * poj1143 - POJ 1143 "Number Game" (Mid-Central European Regional 2000)
 * Problem:  players take turns choosing an allowed number in 2..20; choosing x forbids x and
 *           every x + f for a forbidden f (so multiples of x too); who cannot choose loses.
 * Input:    cases "n a1..an" (numbers still allowed, any order), ended by 0 or end of input
 * Output:   "Test Case #k", the winning moves or "There's no winning move.", a blank line
 * Textbook: win(P) = some x in P with not win(after(P, x)), searched over positions P
 * Ours:     the same recurrence, with a position a 19-bit mask: after() is a closure of <= 4
 *           shifts; each position's outcome is memoised in 2 bits of a table of all 2^19
 *           sets, and the winning moves of positions answered twice in a hash, across cases
 * Example:  "2 2 5": 2 and 5 allowed, so 3 is forbidden.  Choosing 2 forbids 2 and 5 = 2 + 3:
 *           nothing is left and the opponent loses, so 2 wins.  Choosing 5 leaves 2 to the
 *           opponent, who then wins.  Answer: "The winning moves are: 2".
 * Source:   POJ 1143 (MCERC 2000), also ZOJ 1039 (NWERC 2001); the plain version is
 *           tests/poj1143/brute.c
 * Time:     19 moves per position, each a closure of <= 4 shifts; each of the 3,514 reachable
 *           positions is solved once per run (its moves looked at again for its first two
 *           answers, then kept)
 * Memory:   64 KiB of outcomes in blocks (20 KiB of them touched), a 48 KiB hash of answers
 * Status:   exhaustive (every position reachable from {2..20} against a brute force)
 * With ZOJ1039 defined it reads ZOJ 1039 / NWERC 2001 "Number Game" instead: a scenario count,
 * then per scenario a (0 <= a < 20) and a numbers; "Scenario #k:", "The winning moves are:
 * w1 ... wk." or "There is no winning move.", a blank line.
 * Strict C89 on purpose: POJ compiles C with MinGW GCC 4.4.0 or MS Visual C++ (its FAQ,
 * poj.org/page?id=1000; docs/judges.md), and older pages name GCC 3.4.2 and VC++ 6.0.
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

/* ---- input and output: the shared reader (solvers/common/reader.h), here for RD_HOT ---- */

#ifdef ZOJ1039
#define NAME "zoj1039"
#else
#define NAME "poj1143"
#endif
#define RD_LONG 1
#define RD_READ_MANY 1
#define RD_OUT (1 << 15) /* 32 KiB a write: each wakes a judge's reader, each page costs */
#define RD_BUF (1 << 14) /* small inputs; each page first touched costs time */
#include "reader.h"

/* ---- game core: pure functions, no I/O ---- */

/* The forbidden numbers of pos as bits 0..20 by value, 0 counting as the sum of no numbers. */
#define FORBIDDEN(pos) ((~(unsigned long)(pos) & ALL) << LO | 1)

/* The shifts after() takes for x: s = x, 2x, 4x, ... up to 20. */
#define SHIFTS(x) ((x) == 2 ? 4 : (x) <= 5 ? 3 : (x) <= 10 ? 2 : 1)

/* The position after choosing x, with f = FORBIDDEN(pos): x and x plus any forbidden number
 * become forbidden, and so on upward (multiples of x follow).  Shifts by x, 2x, 4x, ...
 * double the multiples in each time: after the shift by s every a + kx with kx < 2s is in,
 * so the last one needed is the last s <= 20 (SHIFTS(x) of them, at most 4).  Unsigned, so
 * that bits shifted past the top just drop (past bit 31 on POJ's 32-bit long); the last
 * shift goes straight into place (number v + s is bit v + s - LO of a set), and only the
 * bits of pos are kept: no shift brings a higher one down. */
static RD_HOT set after_shifts(set pos, unsigned long f, int x, int shifts)
{
	unsigned long s = (unsigned long)x, left = (unsigned long)pos;
	int n;

	for (n = shifts; n > 1; n--, s *= 2)
		f |= f << s;
	if (shifts > 1) /* else f >> LO, the numbers forbidden before, has none of pos */
		left &= ~(f >> LO);
	return (set)(left & ~(f << (s - LO)));
}

static set after(set pos, int x)
{
	return after_shifts(pos, FORBIDDEN(pos), x, SHIFTS(x));
}

/* The smallest number in a non-empty set: a bit scan where the compiler has one (GCC since
 * 3.4, so POJ's MinGW too), else its lowest bit alone, times a de Bruijn number, gives the
 * bit's index in the top 5 of 32 bits (C89 has no bit scan; make check builds the suite
 * with NO_BIT_SCAN too). */
static int smallest(set s)
{
#if defined(__GNUC__) && (__GNUC__ > 3 || (__GNUC__ == 3 && __GNUC_MINOR__ >= 4)) && \
	!defined(NO_BIT_SCAN)
	return __builtin_ctzl((unsigned long)s) + LO;
#else
	static const unsigned char index[32] = { 0, 1, 28, 2, 29, 14, 24, 3, 30, 22, 20, 15, 25,
		17, 4, 8, 31, 27, 13, 23, 21, 19, 16, 7, 26, 12, 18, 6, 11, 5, 10, 9 };
	unsigned long low = (unsigned long)s & (0ul - (unsigned long)s);

	return index[(low * 0x077cb531ul & 0xfffffffful) >> 27] + LO;
#endif
}

/*
 * The search's memo, kept across cases: 2 bits for each of the 2^19 sets, its outcome for
 * the mover, read with two loads and no comparison (a move's outcome costs about as much as
 * after() itself): 0 until it is searched, then LOST or WON, and ANSWERED (won) once its
 * winning moves have been answered (asked again, they come from the answers' memo below).
 * In two levels, so that few pages are touched (a page first touched costs 1.4 us on our
 * test machine, as much as solving 70 positions): a set's pattern of 2..10 picks a block of
 * 256 bytes, given out as first needed (block_at[]: its first byte, under 65,536), and its
 * pattern of 11..20 the 2 bits in there.  79 patterns of 2..10 occur in a game (the Check
 * suite counts them; room for 255): 20 KiB touched.  Block 0 stays 0, for every pattern
 * not met yet.
 */
enum { LOST = 1, WON = 2, ANSWERED = 3 };
static unsigned block_at[512], blocks;
static unsigned char outcome[256 * 256];

static RD_HOT unsigned outcome_of(set pos)
{
	unsigned high = (unsigned)(pos >> 8); /* the pattern of 10..20 */

	return outcome[block_at[pos & 511] + (high >> 3)] >> (high & 6) & 3;
}

static RD_HOT void outcome_add(set pos, unsigned bits)
{
	unsigned *at = &block_at[pos & 511];

	if (*at == 0)
		*at = ++blocks * 256;
	outcome[*at + (unsigned)(pos >> 11)] |= (unsigned char)(bits << ((unsigned)(pos >> 8) & 6));
}

/* The winning moves of pos among the allowed x in group, each of which after() takes
 * shifts shifts for; f = FORBIDDEN(pos).  A child is searched first if it has not been. */
static unsigned long search(set pos, unsigned won);

static RD_HOT unsigned long moves_in(set pos, unsigned long f, set group, int shifts)
{
	unsigned long moves = 0;
	unsigned o;
	set left, child;
	int x;

	/* smallest first; whether the opponent loses after x is a coin flip, so it goes into
	 * the moves without a branch (LOST is 1, WON and ANSWERED 2 and 3) */
	for (left = pos & group; left != 0; left &= left - 1) {
		x = smallest(left);
		child = after_shifts(pos, f, x, shifts);
		if ((o = outcome_of(child)) == 0)
			o = search(child, WON) != 0 ? WON : LOST;
		moves |= (unsigned long)(o >> 1 ^ 1) << (x - LO);
	}
	return moves;
}

/* The numbers lo..hi, a set. */
#define NUMBERS(lo, hi) (BIT((hi) + 1) - BIT(lo))

/* The winning moves of pos (the x whose after(pos, x) the opponent loses; none: the mover
 * loses), its outcome kept as won (WON, or ANSWERED when it is being answered) or LOST.
 * The allowed x go in four groups by SHIFTS(x), so that each group's loop has a fixed count
 * of shifts and no branch waits on x. */
static unsigned long search(set pos, unsigned won)
{
	unsigned long f = FORBIDDEN(pos), moves;

	moves = moves_in(pos, f, BIT(2), SHIFTS(2)) | moves_in(pos, f, NUMBERS(3, 5), SHIFTS(3)) |
		moves_in(pos, f, NUMBERS(6, 10), SHIFTS(6)) |
		moves_in(pos, f, NUMBERS(11, 20), SHIFTS(11));
	outcome_add(pos, moves != 0 ? won : LOST);
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
	set forbidden = (~pos & ALL) << LO, allowed = pos << LO, sums = 0, small;

	/* x + y for each forbidden x <= 10 (mostly none or one) and all forbidden y at once:
	 * any still allowed? (allowed has no bit past 20; no shift here passes bit 30) */
	for (small = forbidden >> LO & NUMBERS(LO, HI / 2); small != 0; small &= small - 1)
		sums |= forbidden << smallest(small);
	if (!(sums & allowed))
		return 0;
	/* then the smallest pair, to name it: the smallest forbidden a with a forbidden y whose
	 * sum is allowed (then y >= a: were y smaller, y would be such an a), then the
	 * smallest such y */
	for (*a = LO; !(forbidden >> *a & 1) || !(forbidden << *a & allowed); ++*a)
		;
	for (*b = *a; !(forbidden >> *b & 1) || !(allowed >> (*a + *b) & 1); ++*b)
		;
	return 1;
}

/* Whether pos occurs in a game; if not, *a + *b as unreachable() sets them.  A position
 * the search has solved does (it was checked, or reached from one that was). */
static int occurs(set pos, int *a, int *b)
{
	return outcome_of(pos) != 0 || !unreachable(pos, a, b);
}

/* ---- explain mode, the answers and reading the cases, each in its own file ---- */
#include "explain.h"
#include "answer.h"
#include "read.h"

/* Every case to its answer (main.h's run() opens the reader and checks the output). */
static int solve(struct reader *r, FILE *out, FILE *err, int explaining)
{
	long k = 0, cases = -1;
	struct counter number;
	set pos;
	int got;

	plain_init();
	counter_init(&number);
#ifdef ZOJ1039
	/* the count comes first, so even an empty input is cut short */
	got = read_field(r, out, err, "the number of scenarios", 0, LONG_MAX, RD_INSIDE, &cases);
	while (got == 1 && k < cases && (got = next_case(r, out, err, RD_BEGINS, &pos)) == 1) {
#else
	(void)cases;
	while ((got = next_case(r, out, err, RD_BEGINS | RD_MAY_END, &pos)) == 1) {
#endif
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

#include "main.h"
