/*
 * cards-in-line --explain: the reduced row, then optimal play move by move with the value of
 * both choices; --explain=html the same as a page (explain_html): the row of cards, for rows
 * of up to PAGE_TABLE_MAX cards the interval table with optimal play's path through it, and
 * the line of play.  Part of the kit's program (kit.c), after main.c's game.
 */
#define EXPLAIN_MAX 5000
static long long kept[EXPLAIN_MAX]; /* the cards of a row --explain replays */

/* D for the cards a[l..r), using w as scratch. */
static long long diff_of(struct row *w, const long long *a, size_t l, size_t r)
{
	w->sp = 0, w->total = 0, w->abs_sum = 0;
	while (l < r)
		(void)row_push(w, a[l++]); /* fits: a sub-row of an accepted row */
	return row_diff(w);
}

/* The mover's value of taking each end of a[l..r) (the card minus D of what is left to the
 * other) into vl and vr; 1 when optimal play takes the left one (on a tie too). */
static int best_end(struct row *w, const long long *a, size_t l, size_t r, long long *vl,
		    long long *vr)
{
	*vl = a[l] - (r - l > 1 ? diff_of(w, a, l + 1, r) : 0);
	*vr = a[r - 1] - (r - l > 1 ? diff_of(w, a, l, r - 1) : 0);
	return *vl >= *vr;
}

/* Move by move: each player takes the end that leaves the better difference.  First the
 * reduced row (in w, the whole row pushed) and D; then at each move the value of both
 * choices for the mover, the card minus D of what is left to the other.  a: the cards, or
 * NULL for a row too long to replay (the totals only). */
static void explain(FILE *out, const long long *a, size_t n, long long total, long long d)
{
	struct row scratch = { NULL, 0, 0, 0, 0 }, *w = &scratch;
	size_t l = 0, r = n, move = 1, i;
	long long score[2] = { 0, 0 }, vl, vr;
	int p = 0;

	fprintf(out, "%zu card%s, total %lld\n", n, n == 1 ? "" : "s", total);
	if (a) {
		(void)diff_of(w, a, 0, n);
		fputs("  reduced row (each x <= y >= z merged into x - y + z):", out);
		for (i = 0; i < w->sp; i++)
			fprintf(out, " %lld", w->st[i]);
		if (w->sp == 0)
			fputs(" (none: no cards)", out);
		fprintf(out, "; D = first's total - second's = %lld\n", d);
	} else {
		fprintf(out, "  (more than %d cards: move-by-move replay skipped, it takes O(n^2))\n",
			EXPLAIN_MAX);
		score[0] = total / 2 + d / 2 + (total % 2 + d % 2) / 2; /* (total + d) / 2 */
		score[1] = total - score[0];
	}
	while (a && l < r) {
		int left = best_end(w, a, l, r, &vl, &vr);
		long long v = left ? a[l++] : a[--r];

		score[p] += v;
		fprintf(out, "  %3zu. %c takes the %s card %lld (left %lld, right %lld)   A %lld, "
			"B %lld\n", move++, "AB"[p], left ? "left " : "right", v,
			vl, vr, score[0], score[1]);
		p = !p;
	}
	fprintf(out, "  A %lld, B %lld: %s, winner's score %lld\n\n", score[0],
		score[1],
		score[0] > score[1] ? "A wins" : score[0] < score[1] ? "B wins" : "a tie",
		(score[0] >= score[1] ? score[0] : score[1]));
	free(w->st);
}

/* ---- --explain=html: one page for the whole input, a section a case ---- */
#define PAGE_INTRO "Two players, A first, take turns taking the leftmost or the rightmost " \
	"card; each maximises their own total.  D is the mover's total minus the other's."
#include "../common/page.h"
#define PAGE_TABLE_MAX 30 /* rows up to this long get the interval table */
#define PAGE_ROW_MAX 60   /* and up to this long the row of cards drawn */
static long long page_d[PAGE_TABLE_MAX][PAGE_TABLE_MAX]; /* D(l, r), r >= l */
static int page_move[PAGE_TABLE_MAX][PAGE_TABLE_MAX];    /* the move made at (l, r), or 0 */
static size_t when[PAGE_ROW_MAX];                       /* card k taken at move when[k] + 1 */

/* The interval table of a[0..n) (n <= PAGE_TABLE_MAX): D(l, r) by the textbook recurrence,
 * each cell with the end its mover takes (left on a tie, as the line of play), the cells
 * optimal play passes through marked with their move's number. */
static void page_table(FILE *out, const long long *a, size_t n)
{
	const int cw = 64, ch = 40, m = 36;
	size_t l, r, len;

	for (len = 1; len <= n; len++)
		for (l = 0; l + len <= n; l++) {
			r = l + len - 1;
			page_d[l][r] = len == 1 ? a[l] : a[l] - page_d[l + 1][r] >= a[r] -
				page_d[l][r - 1] ? a[l] - page_d[l + 1][r] : a[r] - page_d[l][r - 1];
		}
	fprintf(out, "<h3>The interval table</h3>\n<p>The cell in row l, column r: D for the "
		"player to move on cards l..r, and the end they take (L or R).  The path of optimal "
		"play is outlined, each of its cells numbered with its move.</p>\n"
		"<svg class=\"table\" role=\"img\" aria-label=\"interval table\" width=\"%zu\" "
		"height=\"%zu\" viewBox=\"0 0 %zu %zu\" xmlns=\"http://www.w3.org/2000/svg\">\n",
		(size_t)m + n * (size_t)cw + 2, (size_t)m / 2 + n * (size_t)ch + 2,
		(size_t)m + n * (size_t)cw + 2, (size_t)m / 2 + n * (size_t)ch + 2);
	for (l = 0; l < n; l++)
		fprintf(out, "<text x=\"%d\" y=\"%zu\">l=%zu</text>"
			"<text x=\"%zu\" y=\"12\">r=%zu</text>\n", 2,
			(size_t)m / 2 + l * (size_t)ch + ch / 2 + 4, l + 1,
			(size_t)m + l * (size_t)cw + cw / 3, l + 1);
	for (l = 0; l < n; l++)
		for (r = l; r < n; r++) {
			size_t x = (size_t)m + r * (size_t)cw, y = (size_t)m / 2 + l * (size_t)ch;
			int left = r == l || a[l] - page_d[l + 1][r] >= a[r] - page_d[l][r - 1];

			fprintf(out, "<g class=\"cell%s\" data-l=\"%zu\" data-r=\"%zu\">"
				"<rect x=\"%zu\" y=\"%zu\" width=\"%d\" height=\"%d\"/>"
				"<text x=\"%zu\" y=\"%zu\">%lld</text>"
				"<text class=\"small\" x=\"%zu\" y=\"%zu\">%s</text>",
				page_move[l][r] ? " path" : "", l + 1, r + 1, x, y, cw, ch,
				x + 4, y + 16, page_d[l][r], x + 4, y + 32, left ? "L" : "R");
			if (page_move[l][r])
				fprintf(out, "<text class=\"small\" x=\"%zu\" y=\"%zu\">move %d</text>",
					x + cw / 2 - 4, y + 32, page_move[l][r]);
			fputs("</g>\n", out);
		}
	fputs("</svg>\n", out);
}

/* One case's section: the row (short rows), the table (shorter ones), the line of play
 * (rows up to EXPLAIN_MAX; a: NULL past it), the result. */
static void explain_html(FILE *out, const long long *a, size_t n, long long total,
			 long long d, long long case_no)
{
	struct move { size_t k; long long vl, vr; } *mv = NULL; /* move i + 1: card k taken */
	struct row scratch = { NULL, 0, 0, 0, 0 }, *w = &scratch;
	size_t l = 0, r = n, i, cw = 44;
	long long score[2] = { 0, 0 };

	fprintf(out, "<section class=\"case\" id=\"case-%lld\">\n<h2>Case %lld: %zu card%s, "
		"total %lld, D = %lld</h2>\n", case_no, case_no, n, n == 1 ? "" : "s", total, d);
	if (a && n > 0 && !(mv = malloc(n * sizeof *mv))) {
		fputs("<p>Out of memory for the line of play: the result alone.</p>\n", out);
		a = NULL;
	} else if (!a) {
		fprintf(out, "<p>More than %d cards: the line of play is not replayed (it takes "
			"O(n^2)).</p>\n", EXPLAIN_MAX);
	}
	if (!a) {
		score[0] = total / 2 + d / 2 + (total % 2 + d % 2) / 2; /* (total + d) / 2 */
		score[1] = total - score[0];
	}
	/* the moves, each at the interval it is made on (the table's path) */
	if (a && n <= PAGE_TABLE_MAX)
		memset(page_move, 0, sizeof page_move);
	for (i = 0; a && l < r; i++) {
		int left = best_end(w, a, l, r, &mv[i].vl, &mv[i].vr);

		if (n <= PAGE_TABLE_MAX)
			page_move[l][r - 1] = (int)i + 1;
		mv[i].k = left ? l++ : --r;
	}
	if (a && n > 0 && n <= PAGE_ROW_MAX) {
		for (i = 0; i < n; i++) {
			int len = snprintf(NULL, 0, "%lld", a[i]);

			when[mv[i].k] = i;
			if (cw < 20 + 8 * (size_t)len)
				cw = 20 + 8 * (size_t)len;
		}
		fprintf(out, "<h3>The row</h3>\n<svg class=\"row\" role=\"img\" aria-label=\"the "
			"row of cards\" width=\"%zu\" height=\"70\" viewBox=\"0 0 %zu 70\" "
			"xmlns=\"http://www.w3.org/2000/svg\">\n", n * (cw + 4) + 2, n * (cw + 4) + 2);
		for (i = 0; i < n; i++)
			fprintf(out, "<g class=\"card %c\"><rect x=\"%zu\" y=\"1\" width=\"%zu\" "
				"height=\"40\"/><text x=\"%zu\" y=\"25\">%lld</text><text class=\"small\" "
				"x=\"%zu\" y=\"54\">%c,</text><text class=\"small\" x=\"%zu\" y=\"66\">"
				"move %zu</text></g>\n", "AB"[when[i] % 2], 1 + i * (cw + 4), cw,
				6 + i * (cw + 4), a[i], 1 + i * (cw + 4), "AB"[when[i] % 2],
				1 + i * (cw + 4), when[i] + 1);
		fputs("</svg>\n", out);
	}
	if (a && n > 0 && n <= PAGE_TABLE_MAX)
		page_table(out, a, n);
	if (a && n > 0)
		fputs("<h3>The line of play</h3>\n<ol class=\"moves\">\n", out);
	for (i = 0; a && i < n; i++) {
		int p = (int)(i % 2), left = mv[i].vl >= mv[i].vr;

		score[p] += a[mv[i].k];
		fprintf(out, "<li class=\"move\" data-player=\"%c\">%c takes the %s card, %lld "
			"(taking the left is worth %lld, the right %lld): A %lld, B %lld</li>\n",
			"AB"[p], "AB"[p], left ? "left" : "right", a[mv[i].k], mv[i].vl, mv[i].vr,
			score[0], score[1]);
	}
	if (a && n > 0)
		fputs("</ol>\n", out);
	fprintf(out, "<p class=\"result\">A %lld, B %lld: %s, the winner's score %lld.</p>\n"
		"</section>\n", score[0], score[1],
		score[0] > score[1] ? "A wins" : score[0] < score[1] ? "B wins" : "a tie",
		score[0] >= score[1] ? score[0] : score[1]);
	free(mv);
	free(w->st);
}
