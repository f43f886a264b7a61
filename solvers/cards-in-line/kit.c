/*
 * cards-in-line's kit program, bin/cards-in-line: main.c's game with the kit's reader (the
 * bad-input contract of ../shared/PROBLEMS.md), --explain and --help.  A learner can skip
 * it: the game and the judge's program are main.c.  make builds it with -DEDPC_L for EDPC L.
 */
#define KIT
#include "main.c"
#include <string.h>
#define NAME "cards-in-line"
#include "../common/reader.h"
#include "explain.h"
#include "fast.h"

/* Every case to its answer: 1 at the end of input, -1 after the one stderr line. */
static int solve(struct reader *r, FILE *out, FILE *err, int explaining)
{
	struct row w = { NULL, 0, 0, 0, 0 };
	long long n, i, k, x, *keep = NULL, cases = 0;
	int got, why = 0;

	while ((got = read_field(r, out, err, "n, the number of cards", 0, LLONG_MAX,
				 RD_BEGINS | RD_MAY_END, &n)) == 1) {
		keep = explaining && n <= EXPLAIN_MAX ? kept : NULL;
		w.sp = 0, w.total = 0, w.abs_sum = 0;
		for (i = 0; i < n && got == 1; i += k) {
			if (!keep && (k = row_fast(&w, r, n - i)) > 0)
				continue; /* long rows, fast (fast.h) */
			k = 1;
			got = read_field(r, out, err, "a card value", LLONG_MIN, LLONG_MAX, RD_INSIDE, &x);
			if (got == 1 && (why = row_push(&w, x)) != 0) {
				bad_input(out, err, r->tokline);
				fputs(why == 2 ? "out of memory for the row\n" : "card values too "
				      "large: their absolute values add up past 2^63 - 1, so a total could "
				      "overflow\n", err);
				got = -1;
			}
			if (got == 1 && keep)
				keep[i] = x;
		}
		if (got != 1)
			break;
		if (explaining == 2)
			explain_html(out, keep, (size_t)n, w.total, row_diff(&w), ++cases);
		else if (explaining)
			explain(out, keep, (size_t)n, w.total, row_diff(&w));
		else
			fprintf(out, "%lld\n", answer(w.total, row_diff(&w)));
	}
	free(w.st);
	return got;
}

static const char usage[] =
	"usage: " NAME " [--explain | --explain=html | --help] < input\n"
	"Reads cases \"n a1..an\" until end of input: a row of cards; two players take turns\n"
	"taking the leftmost or rightmost card, each maximising their own total.  Prints the\n"
#ifdef EDPC_L
	"first player's total minus the second's per case (AtCoder EDPC L \"Deque\").\n"
#else
	"winner's score (the larger total) per case.\n"
#endif
	"  --explain  replay optimal play move by move (rows up to 5000 cards)\n"
	"  --explain=html  the same as one page (HTML, SVG; no script): the row, the\n"
	"             interval table and optimal play's path through it (rows up to 30)\n"
	USAGE_TAIL;

#include "../common/main.h"
