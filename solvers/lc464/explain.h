/*
 * lc464 --explain: who wins each query and why, with a line of optimal play.  Part of the
 * kit's program (kit.c), after fast.h (it reads lc_solve's table).
 */

/* Does taking i win for the player to move with avail left and need to reach?  Reads lc_won,
 * which explain() fills for this query's slack first. */
static int move_wins(unsigned avail, int need, int i)
{
	return i >= need || !lc_get(avail & ~(1u << (i - 1)));
}

/* A line of optimal play from the numbers avail, need to go: the mover reaches the total if
 * a number does, else takes a winning pick, else (a lost position) the largest number. */
static void play_line(FILE *out, unsigned avail, int need)
{
	int i, pick, mover = 0;

	fputs("  a line of optimal play:", out);
	while (need > 0 && avail) {
		pick = 0;
		for (i = 1; i <= MAX_M && !pick; i++)
			if ((avail >> (i - 1) & 1) && move_wins(avail, need, i))
				pick = i;
		if (!pick)
			pick = top_number(avail);
		need -= pick;
		avail &= ~(1u << (pick - 1));
		fprintf(out, " %c%d (%d to go)", "AB"[mover], pick, need > 0 ? need : 0);
		mover = !mover;
	}
	fprintf(out, "; %c reaches the total\n", "BA"[mover]);
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
			unsigned child = full & ~(1u << (i - 1));
			for (j = 1; j <= m; j++)
				if (j != i && move_wins(child, d - i, j))
					break;
			fprintf(out, "  %d -> %d%s\n", i, j,
				j >= d - i ? " (reaches the total)" : "");
		}
	}
	fprintf(out, "  slack %d - %d = %d: the player to move with numbers S left wins at once "
		"when sum(S) - max(S) <= %d\n", sum, d, sum - d, sum - d);
	play_line(out, full, d);
}
