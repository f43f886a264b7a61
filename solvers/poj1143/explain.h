/*
 * poj1143 --explain: every legal move, where it leads and why each number vanished, then a
 * line of optimal play.  Part of the kit's program (kit.c), after main.c's game.
 */

static void print_position(FILE *out, long pos)
{
	int x, any = 0;

	for (x = 2; x <= 20; x++)
		if (pos & BIT(x)) {
			fprintf(out, any ? " %d" : "%d", x);
			any = 1;
		}
	if (!any)
		fputs("(nothing)", out);
}

/* Every legal move with the position it leads to, then one line of optimal play. */
static void explain(FILE *out, long k, long pos)
{
	int x, mover = 0;
	long next;

	fprintf(out, "Case #%ld: allowed ", k);
	print_position(out, pos);
	fprintf(out, "; the player to move %s\n", wins(pos) ? "wins" : "loses");
	for (x = 2; x <= 20; x++)
		if (pos & BIT(x)) {
			int v, any = 0;
			next = after(pos, x);
			fprintf(out, "  choose %2d -> ", x);
			print_position(out, next);
			/* why each other number vanished: v = x + f with f forbidden now */
			for (v = x + 2; v <= 20; v++)
				if ((pos & BIT(v)) && !(next & BIT(v))) {
					fprintf(out, "%s%d = %d + %d", any ? ", " : " (gone: ", v, x,
						v - x);
					any = 1;
				}
			fprintf(out, "%s: %s for the opponent%s\n", any ? ")" : "",
				wins(next) ? "a win" : "a loss", wins(next) ? "" : " (winning move)");
		}
	fputs(pos ? "  optimal play:" : "  optimal play: none", out);
	while (pos) {
		/* the winner picks a winning move; the loser, the smallest legal one */
		for (x = 2; x <= 20; x++)
			if ((pos & BIT(x)) && (!wins(pos) || !wins(after(pos, x))))
				break;
		fprintf(out, " %c%d", mover ? 'B' : 'A', x);
		pos = after(pos, x);
		mover = !mover;
	}
	fprintf(out, "; %c cannot move and loses\n\n", mover ? 'B' : 'A');
}
