/*
 * poj1143 --explain: every legal move, where it leads and why each number vanished, then a
 * line of optimal play; --explain=html the same as a page (explain_html): the numbers 2..20
 * as a board, allowed and forbidden, each move's board and outcome, and a line of play.
 * Part of the kit's program (kit.c), after main.c's game.
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

/* The move optimal play makes from pos (not empty): the winner a winning move, the loser the
 * smallest legal one. */
static int optimal_move(long pos)
{
	int x;

	for (x = 2; x <= 20; x++)
		if ((pos & BIT(x)) && (!wins(pos) || !wins(after(pos, x))))
			break;
	return x;
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
		x = optimal_move(pos);
		fprintf(out, " %c%d", mover ? 'B' : 'A', x);
		pos = after(pos, x);
		mover = !mover;
	}
	fprintf(out, "; %c cannot move and loses\n\n", mover ? 'B' : 'A');
}

/* ---- --explain=html: one page for the whole input, a section a case ---- */
#define PAGE_INTRO "Two players, A first, take turns choosing an allowed number from 2 to 20; " \
	"the number chosen, and every sum of it with numbers already forbidden, become " \
	"forbidden.  A player who cannot choose loses."
#include "../common/page.h"

/* pos as a board of the numbers 2..20, each allowed or forbidden (in words too); cw: a
 * square's width (a small board says "-" for a forbidden number). */
static void page_board(FILE *out, long pos, int cw, const char *label)
{
	int x;

	fprintf(out, "<svg class=\"board\" role=\"img\" aria-label=\"%s: allowed", label);
	for (x = 2; x <= 20; x++)
		if (pos & BIT(x))
			fprintf(out, " %d", x);
	fprintf(out, "%s\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
		"xmlns=\"http://www.w3.org/2000/svg\">", pos ? "" : " none", 19 * (cw + 2) + 2,
		cw > 30 ? 58 : 24, 19 * (cw + 2) + 2, cw > 30 ? 58 : 24);
	for (x = 2; x <= 20; x++) {
		int at = 1 + (x - 2) * (cw + 2);

		fprintf(out, "<g class=\"%s\"><rect x=\"%d\" y=\"1\" width=\"%d\" height=\"%d\"/>"
			"<text x=\"%d\" y=\"%d\">%d</text>", pos & BIT(x) ? "allowed" : "forbidden",
			at, cw, cw > 30 ? 34 : 20, at + 3, cw > 30 ? 22 : 15, x);
		if (cw > 30)
			fprintf(out, "<text class=\"small\" x=\"%d\" y=\"50\">%s</text>", at,
				pos & BIT(x) ? "allowed" : "gone");
		fputs("</g>", out);
	}
	fputs("</svg>", out);
}

static void explain_html(FILE *out, long k, long pos)
{
	int x, v, mover = 0;
	long next;

	fprintf(out, "<section class=\"case\" id=\"case-%ld\">\n<h2>Case %ld: the player to "
		"move %s</h2>\n", k, k, wins(pos) ? "wins" : "loses");
	page_board(out, pos, 34, "the position");
	fputs("\n<h3>Each move</h3>\n<table class=\"choices\">\n<tr><th>choose</th><th>the "
	      "board after it</th><th>gone with it</th><th>for the opponent</th></tr>\n", out);
	for (x = 2; x <= 20; x++)
		if (pos & BIT(x)) {
			int any = 0;

			next = after(pos, x);
			fprintf(out, "<tr class=\"choice %s\" data-choose=\"%d\"><td>%d</td><td>",
				wins(next) ? "lose" : "win", x, x);
			page_board(out, next, 16, "the board after it");
			fputs("</td><td>", out);
			/* why each other number vanished: v = x + f with f forbidden now */
			for (v = x + 2; v <= 20; v++)
				if ((pos & BIT(v)) && !(next & BIT(v))) {
					fprintf(out, "%s%d = %d + %d", any ? ", " : "", v, x, v - x);
					any = 1;
				}
			fprintf(out, "%s</td><td>%s</td></tr>\n", any ? "" : "none",
				wins(next) ? "a win: a losing move" :
				"a loss: a winning move");
		}
	fputs("</table>\n<h3>A line of optimal play</h3>\n<ol class=\"moves\">\n", out);
	while (pos) {
		x = optimal_move(pos);
		pos = after(pos, x);
		fprintf(out, "<li class=\"move\" data-player=\"%c\">%c chooses %d: ",
			"AB"[mover], "AB"[mover], x);
		page_board(out, pos, 16, "the board after it");
		fputs("</li>\n", out);
		mover = !mover;
	}
	fprintf(out, "</ol>\n<p class=\"result\">%c cannot choose and loses.</p>\n</section>\n",
		"AB"[mover]);
}
