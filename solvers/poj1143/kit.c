/*
 * poj1143's kit program, bin/poj1143 (and with -DZOJ1039 the ZOJ 1039 one): main.c's game
 * with the kit's reader (the bad-input contract of ../shared/PROBLEMS.md, and a position that
 * cannot occur in a game named as such), --explain and --help.  A learner can skip it: the
 * game and the judge's program are main.c.
 */
#ifndef _DEFAULT_SOURCE
#define _DEFAULT_SOURCE /* madvise (fast.h) */
#endif
#define KIT
#include "main.c"
#ifdef ZOJ1039
#define NAME "zoj1039"
#define WHAT_N "a, the count of allowed numbers"
#else
#define NAME "poj1143"
#define WHAT_N "n, the count of allowed numbers"
#endif
#include <string.h>
#include "../common/reader.h"
#include "explain.h"

/*
 * A position occurs in a real game exactly when its forbidden numbers are closed under
 * addition (then choosing their minimal generators in increasing order reaches it).
 * Returns 0 if so, else sets *a + *b, both forbidden, to a sum that is still allowed: the
 * smallest such a, then the smallest b >= a.
 */
static int unreachable(long pos, int *a, int *b)
{
	unsigned long forbidden = (~(unsigned long)pos & 0x7ffffUL) << 2, sums = 0; /* bit v: v */

	for (*a = 2; *a <= 10; ++*a) /* every forbidden a + b at once, for each small a */
		sums |= forbidden >> *a & 1 ? forbidden << *a : 0;
	if (!(sums & (unsigned long)pos << 2))
		return 0;
	for (*a = 2; *a <= 10; ++*a) /* then the pair to name */
		for (*b = *a; *a + *b <= 20; ++*b)
			if (!(pos & BIT(*a)) && !(pos & BIT(*b)) && (pos & BIT(*a + *b)))
				return 1;
	return 1; /* not reached */
}

/* The next case: 1 with its position in *pos; 0 at the end of the input (and at POJ's
 * closing 0); -1 after the one stderr line. */
static int next_case(struct reader *r, FILE *out, FILE *err, int flags, long *pos)
{
	long long n, v;
	long i, at[19];
	int x[19], a, b, got;

	if ((got = read_field(r, out, err, WHAT_N, 0, 19, flags, &n)) != 1)
		return got;
#ifndef ZOJ1039
	if (n == 0)
		return 0;
#endif
	for (*pos = 0, i = 0; i < n; i++) { /* all read before any is checked against another */
		if (read_field(r, out, err, "an allowed number", 2, 20, RD_INSIDE, &v) != 1)
			return -1;
		x[i] = (int)v, at[i] = r->tokline;
	}
	for (i = 0; i < n; *pos |= BIT(x[i]), i++)
		if (*pos & BIT(x[i])) {
			bad_input(out, err, at[i]);
			fprintf(err, "%d is listed twice in one case\n", x[i]);
			return -1;
		}
	if (unreachable(*pos, &a, &b)) {
		for (i = 0; x[i] != a + b; i++)
			;
		bad_input(out, err, at[i]);
		fprintf(err, "this position cannot occur in a game: %d and %d are forbidden, so %d "
			"must be too, but it is listed\n", a, b, a + b);
		return -1;
	}
	return 1;
}

#include "fast.h"

/* Every case to its answer: 1 at the end of input, -1 after the one stderr line. */
static int solve(struct reader *r, FILE *out, FILE *err, int explaining)
{
	long long cases = -1;
	long pos;
	int k = 0, got = 1;

#ifdef ZOJ1039
	/* the count comes first, so even an empty input is cut short */
	got = read_field(r, out, err, "the number of scenarios", 0, LLONG_MAX, RD_INSIDE, &cases);
#endif
	while (got == 1 && k != cases) {
		if (!explaining && fast_case(r, &pos)) { /* many cases, fast (fast.h) */
			fast_answer(out, ++k, pos);
			continue;
		}
		flush_pending(out); /* the answers before go out before any message */
		got = next_case(r, out, err, RD_BEGINS | (cases < 0 ? RD_MAY_END : 0), &pos);
		if (got == 1 && explaining == 2)
			explain_html(out, ++k, pos);
		else if (got == 1 && explaining)
			explain(out, ++k, pos);
		else if (got == 1)
			print_answer(out, ++k, pos);
	}
	flush_pending(out);
	return got;
}

static const char usage[] =
	"usage: " NAME " [--explain | --explain=html | --help] < input\n"
#ifdef ZOJ1039
	"Reads a scenario count, then per scenario a (0..19) and the a numbers still allowed;\n"
	"prints the winning moves of ZOJ 1039 \"Number Game\" per scenario.\n"
#else
	"Reads cases \"n a1..an\" (the numbers in 2..20 still allowed), ended by 0 or end of\n"
	"input; prints the winning moves of POJ 1143 \"Number Game\" per case.\n"
#endif
	"  --explain  every legal move, where it leads and who wins, then a line of play\n"
	"  --explain=html  the same as one page (HTML, SVG; no script): the board of 2..20,\n"
	"             each move's board and outcome, and a line of play\n"
	USAGE_TAIL;

#include "../common/main.h"
