/*
 * lc464 --explain: who wins each query and why, with a line of optimal play; --explain=html
 * the same as a page (explain_html): each first pick marked winning or losing, with the
 * answer that refutes a losing one, and a line of optimal play as a running total toward d.
 * Part of the kit's program (kit.c), after fast.h (it reads lc_solve's table).
 */

/* Does taking i win for the player to move with avail left and need to reach?  Reads lc_won,
 * which explain() fills for this query's slack first. */
static int move_wins(unsigned avail, int need, int i)
{
	return i >= need || !lc_get(avail & ~(1u << (i - 1)));
}

/* A line of optimal play from the numbers avail, need to go, into picks (at most MAX_M);
 * returns its length.  The mover reaches the total if a number does, else takes a winning
 * pick, else (a lost position) the largest number. */
static int line_of_play(unsigned avail, int need, int *picks)
{
	int i, pick, n = 0;

	while (need > 0 && avail) {
		pick = 0;
		for (i = 1; i <= MAX_M && !pick; i++)
			if ((avail >> (i - 1) & 1) && move_wins(avail, need, i))
				pick = i;
		if (!pick)
			pick = top_number(avail);
		need -= pick;
		avail &= ~(1u << (pick - 1));
		picks[n++] = pick;
	}
	return n;
}

static void play_line(FILE *out, unsigned avail, int need)
{
	int picks[MAX_M], n = line_of_play(avail, need, picks), i;

	fputs("  a line of optimal play:", out);
	for (i = 0; i < n; i++) {
		need -= picks[i];
		fprintf(out, " %c%d (%d to go)", "AB"[i % 2], picks[i], need > 0 ? need : 0);
	}
	fprintf(out, "; %c reaches the total\n", "BA"[n % 2]);
}

/* The answer to first pick i from {1..m} toward d that wins for the other player, or 0 when
 * i wins (it reaches d, or leaves a lost position). */
static int refutation(int m, int d, int i)
{
	unsigned child = ((1u << m) - 1) & ~(1u << (i - 1));
	int j;

	if (move_wins((1u << m) - 1, d, i))
		return 0;
	for (j = 1; j <= m; j++)
		if (j != i && move_wins(child, d - i, j))
			return j;
	return 0; /* (not reached: a pick that does not win leaves the other a win) */
}

static void explain(FILE *out, int m, int d)
{
	unsigned full = (1u << m) - 1;
	int i, j, sum = m * (m + 1) / 2;

	fprintf(out, "m = %d, d = %d: ", m, d);
	if (d <= 0) {
		fprintf(out, "the total 0 already reaches %d; the first player wins by convention\n",
			d);
		return;
	}
	if (sum < d) {
		fprintf(out, "1 + ... + %d = %d < %d, nobody can reach it; "
			"the first player does not win\n", m, sum, d);
		return;
	}
	lc_solve(m, sum - d); /* canIWin returns early for d <= m: never read its table */
	if (lc_get(full)) {
		fprintf(out, "the first player wins; winning first picks:");
		for (i = 1; i <= m; i++)
			if (move_wins(full, d, i))
				fprintf(out, " %d", i);
		fputc('\n', out);
	} else {
		fprintf(out, "the first player loses; every first pick meets a winning answer:\n");
		for (i = 1; i <= m; i++) {
			j = refutation(m, d, i);
			fprintf(out, "  %d -> %d%s\n", i, j,
				j >= d - i ? " (reaches the total)" : "");
		}
	}
	fprintf(out, "  slack %d - %d = %d: the player to move with numbers S left wins at once "
		"when sum(S) - max(S) <= %d\n", sum, d, sum - d, sum - d);
	play_line(out, full, d);
}

/* ---- --explain=html: one page for the whole input, a section a query ---- */
#define PAGE_INTRO "Two players, A first, take turns taking a number from 1 to m, none twice, " \
	"adding it to a running total; whoever first makes the total reach d or more wins."
#include "../common/page.h"

static void explain_html(FILE *out, int m, int d, long long case_no)
{
	int sum = m * (m + 1) / 2, i, j, n, picks[MAX_M], total = 0;
	const int w = 640, cw = 44; /* the running total's bar; a pick's box */

	fprintf(out, "<section class=\"case\" id=\"case-%lld\">\n<h2>Query %lld: m = %d, "
		"d = %d: ", case_no, case_no, m, d);
	if (d <= 0 || sum < d) {
		fprintf(out, "the first player %s</h2>\n<p class=\"result\">%s</p>\n</section>\n",
			d <= 0 ? "wins" : "does not win", d <= 0 ? "The total 0 already reaches d: "
			"the first player wins by convention (LeetCode's)." : "1 + ... + m is less "
			"than d: nobody can reach it, so the first player does not win.");
		return;
	}
	lc_solve(m, sum - d);
	fprintf(out, "the first player %s</h2>\n<h3>First picks</h3>\n<p>Each number A may take "
		"first: it wins, or it loses, and then the answer B wins with is named.</p>\n"
		"<svg class=\"picks\" role=\"img\" aria-label=\"first picks\" width=\"%d\" "
		"height=\"78\" viewBox=\"0 0 %d 78\" xmlns=\"http://www.w3.org/2000/svg\">\n",
		lc_get((1u << m) - 1) ? "wins" : "loses", m * (cw + 4) + 2, m * (cw + 4) + 2);
	for (i = 1; i <= m; i++) {
		j = refutation(m, d, i);
		fprintf(out, "<g class=\"pick %s\" data-pick=\"%d\" data-reply=\"%d\"><rect "
			"x=\"%d\" y=\"1\" width=\"%d\" height=\"40\"/><text x=\"%d\" y=\"25\">%d"
			"</text><text class=\"small\" x=\"%d\" y=\"56\">%s</text>", j ? "lose" :
			"win", i, j, 1 + (i - 1) * (cw + 4), cw, 6 + (i - 1) * (cw + 4), i,
			1 + (i - 1) * (cw + 4), j ? "loses:" : "wins");
		if (j)
			fprintf(out, "<text class=\"small\" x=\"%d\" y=\"70\">B: %d</text>",
				1 + (i - 1) * (cw + 4), j);
		fputs("</g>\n", out);
	}
	n = line_of_play((1u << m) - 1, d, picks);
	fprintf(out, "</svg>\n<h3>A line of optimal play</h3>\n<p>The running total, each "
		"pick a step toward d = %d (the line).</p>\n<svg class=\"total\" role=\"img\" "
		"aria-label=\"running total\" width=\"%d\" height=\"84\" viewBox=\"0 0 %d 84\" "
		"xmlns=\"http://www.w3.org/2000/svg\">\n", d, w + 60, w + 60);
	for (i = 0; i < n; i++) {
		int to = (total + picks[i]) * w / d, from = total * w / d;

		if (to > w)
			to = w;
		total += picks[i];
		fprintf(out, "<g class=\"step %c\"><rect x=\"%d\" y=\"30\" width=\"%d\" "
			"height=\"24\"/><text class=\"small\" x=\"%d\" y=\"%d\">%c%d</text></g>\n",
			"AB"[i % 2], from + 1, to - from > 0 ? to - from : 1, from + 1,
			i % 2 ? 70 : 24, "AB"[i % 2], picks[i]);
	}
	fprintf(out, "<line x1=\"%d\" y1=\"22\" x2=\"%d\" y2=\"62\" stroke=\"#111\" "
		"stroke-width=\"2\"/><text x=\"%d\" y=\"50\">d = %d</text>\n</svg>\n"
		"<ol class=\"moves\">\n", w + 1, w + 1, w + 6, d);
	for (i = 0, total = 0; i < n; i++) {
		total += picks[i];
		fprintf(out, "<li class=\"move\" data-player=\"%c\">%c takes %d: the total is "
			"%d, %d to go</li>\n", "AB"[i % 2], "AB"[i % 2], picks[i], total,
			d - total > 0 ? d - total : 0);
	}
	fprintf(out, "</ol>\n<p class=\"result\">%c reaches %d first: the first player %s.</p>\n"
		"</section>\n", "AB"[(n - 1) % 2], d, n % 2 ? "wins" : "loses");
}
