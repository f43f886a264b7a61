/*
 * lc464's kit program, bin/lc464: main.c's game with the kit's reader (the bad-input contract
 * of ../shared/PROBLEMS.md), --explain, --help, and fast.h's word-parallel solver for speed.
 * A learner can skip it: the game and the judge's program are main.c.
 */
#ifndef _DEFAULT_SOURCE
#define _DEFAULT_SOURCE /* posix_memalign, madvise (fast.h) */
#endif
#define KIT
#include "main.c"
#define MAX_M 20
#define MAX_D 300
#define NAME "lc464"
#include "fast.h"
#include "explain.h"
#include "../common/reader.h"

/* Every pair "m d" to its answer: 1 at the end of input, -1 after the one stderr line. */
static int solve(struct reader *r, FILE *out, FILE *err, int explaining)
{
	long long m, d, queries = 0;
	int got;

	while ((got = read_field(r, out, err, "m", 1, MAX_M, RD_BEGINS | RD_MAY_END, &m)) == 1 &&
	       (got = read_field(r, out, err, "d", 0, MAX_D, RD_INSIDE, &d)) == 1) {
		if (explaining == 2)
			explain_html(out, (int)m, (int)d, ++queries);
		else if (explaining)
			explain(out, (int)m, (int)d);
		else
			fputs(answer((int)m, (int)d) ? "true\n" : "false\n", out);
	}
	return got;
}

static const char usage[] =
	"usage: " NAME " [--explain | --explain=html | --help] < input\n"
	"Reads pairs \"m d\" (1 <= m <= 20, 0 <= d <= 300) and prints, per pair, whether the\n"
	"first player can force the running total to reach d first (LeetCode 464 \"Can I Win\").\n"
	"  --explain  say who wins and the winning first picks, or the answer to each pick\n"
	"  --explain=html  the same as one page (HTML, SVG; no script): every first pick,\n"
	"             won or lost and its refutation, and a line of play as a running total\n"
	USAGE_TAIL;

#include "../common/main.h"
