/*
 * cards-in-line --explain: the reduced row, then optimal play move by move with the value of
 * both choices.  Part of the kit's program (kit.c), after main.c's game.
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
		int left;
		long long v;
		vl = a[l] - (r - l > 1 ? diff_of(w, a, l + 1, r) : 0);
		vr = a[r - 1] - (r - l > 1 ? diff_of(w, a, l, r - 1) : 0);
		left = vl >= vr;
		v = left ? a[l++] : a[--r];
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
