/*
 * cards-in-line - take a card from either end; print the winner's score
 * Input:   cases "n a1..an" until end of input; 0 <= n, values signed 64-bit
 * Output:  the larger of the two players' totals under optimal play, one line per case
 * Method:  peak removal.  While reading, keep a stack; whenever its top three satisfy
 *          x <= y >= z, replace them by x - y + z (an interior peak y is taken right after
 *          one of its neighbours, so only x - y + z matters to the first of the three to
 *          move).  What remains has no interior peak, so taking the larger end is optimal
 *          for both and D = first - second follows; the winner has (total + |D|) / 2.
 * Time:    O(n), one pass while reading   Memory: O(stack) <= 8n bytes, tiny on random rows
 * Status:  exhaustive (every row of length <= 8 over 0..3) and stress-tested against the
 *          O(n^2) table (random rows, negatives, ties, n up to a few hundred)
 *
 * Bad input also covers totals: a row is accepted while the sum of |values| fits in signed
 * 64 bits, so every total, running total and difference of totals fits; past that it is
 * reported, never answered with a wrong number.  --explain replays optimal play for rows up
 * to 5,000 cards (O(n^2)); longer rows get the totals only.
 * With EDPC_L defined it prints X - Y (AtCoder EDPC L "Deque") instead of the winner's score.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define NAME "cards-in-line"
#define RD_INT int64_t
#define RD_UINT uint64_t
#define RD_INT_MAX INT64_MAX
#define RD_UINT_MAX UINT64_MAX
#define RD_DIGITS 18
#include "../common/reader.h"

#define EXPLAIN_MAX 5000

/* ---- game core: pure functions, no I/O ---- */

/* LEETCODE-BEGIN */
/* A row being reduced: the stack of values with no peak among its top three, and totals. */
struct row {
	int64_t *st;
	size_t sp, cap;
	int64_t total;    /* sum of the cards pushed */
	uint64_t abs_sum; /* sum of their absolute values, kept <= INT64_MAX */
};

enum { ROW_OK, ROW_NOMEM, ROW_OVERFLOW };

/*
 * Appends card v.  While the top three x, y, z have x <= y >= z, they become x - y + z: the
 * player who takes x or z first lets the other take y, then gets the rest, so the three play
 * like the single card x - y + z.  |x - y + z| <= |x| + |y| + |z| <= abs_sum, so no overflow.
 */
static int row_push(struct row *w, int64_t v)
{
	uint64_t a = v < 0 ? 0 - (uint64_t)v : (uint64_t)v;

	if (a > (uint64_t)INT64_MAX - w->abs_sum)
		return ROW_OVERFLOW;
	w->abs_sum += a;
	w->total += v;
	while (w->sp >= 2 && w->st[w->sp - 2] <= w->st[w->sp - 1] && w->st[w->sp - 1] >= v) {
		v = w->st[w->sp - 2] - w->st[w->sp - 1] + v;
		w->sp -= 2;
	}
	if (w->sp == w->cap) {
		/* grows as the row does, so a huge n with few cards allocates little */
		size_t cap = w->cap ? 2 * w->cap : 1024;
		int64_t *st = cap < SIZE_MAX / sizeof *st ? realloc(w->st, cap * sizeof *st) : NULL;
		if (!st)
			return ROW_NOMEM;
		w->st = st;
		w->cap = cap;
	}
	w->st[w->sp++] = v;
	return ROW_OK;
}

/* First player's total minus second's: the rest has no interior peak, so each takes the
 * larger end. */
static int64_t row_diff(const struct row *w)
{
	int64_t d = 0;
	size_t l = 0, r = w->sp;
	int first = 1;

	while (l < r) {
		int64_t v = w->st[l] >= w->st[r - 1] ? w->st[l++] : w->st[--r];
		d += first ? v : -v;
		first = !first;
	}
	return d;
}

#if defined(LEETCODE) || defined(UNIT_TEST) /* the stdin program has no use for it */
bool predictTheWinner(int *nums, int numsSize)
{
	struct row w = { NULL, 0, 0, 0, 0 };
	int i;
	bool win;

	for (i = 0; i < numsSize; i++)
		if (row_push(&w, nums[i]) != ROW_OK)
			break;
	win = row_diff(&w) >= 0; /* a tie counts as a win for player 1 */
	free(w.st);
	return win;
}
#endif
/* LEETCODE-END */

static void row_clear(struct row *w)
{
	w->sp = 0;
	w->total = 0;
	w->abs_sum = 0;
}

/* The first player's total, (total + d) / 2, without overflowing total + d. */
static int64_t first_total(int64_t total, int64_t d)
{
	return total / 2 + d / 2 + (total % 2 + d % 2) / 2;
}

/* ---- explain mode ---- */

/* D for the cards a[l..r), using w as scratch. */
static int64_t diff_of(struct row *w, const int64_t *a, size_t l, size_t r)
{
	row_clear(w);
	while (l < r)
		(void)row_push(w, a[l++]); /* fits: a sub-row of an accepted row */
	return row_diff(w);
}

/* Move by move: each player takes the end that leaves the better difference. */
static void explain(FILE *out, struct row *w, const int64_t *a, size_t n, int64_t total,
		    int64_t d)
{
	size_t l = 0, r = n, move = 1;
	int64_t score[2] = { 0, 0 };
	int p = 0;

	fprintf(out, "%zu cards, total %lld\n", n, (long long)total);
	if (!a) {
		fprintf(out, "  (more than %d cards: move-by-move replay skipped, it takes O(n^2))\n",
			EXPLAIN_MAX);
		score[0] = first_total(total, d);
		score[1] = total - score[0];
	}
	while (a && l < r) {
		int left = r - l == 1 || a[l] - diff_of(w, a, l + 1, r) >= a[r - 1] - diff_of(w, a, l, r - 1);
		int64_t v = left ? a[l++] : a[--r];
		score[p] += v;
		fprintf(out, "  %3zu. %c takes the %s card %lld   A %lld, B %lld\n", move++, "AB"[p],
			left ? "left " : "right", (long long)v, (long long)score[0], (long long)score[1]);
		p = !p;
	}
	fprintf(out, "  A %lld, B %lld: %s, winner's score %lld\n\n", (long long)score[0],
		(long long)score[1],
		score[0] > score[1] ? "A wins" : score[0] < score[1] ? "B wins" : "a tie",
		(long long)(score[0] >= score[1] ? score[0] : score[1]));
}

/* ---- driver ---- */

static int fail_row(FILE *out, FILE *err, long line, int why)
{
	bad_input(out, err, line);
	fputs(why == ROW_NOMEM ? "out of memory for the row\n" : "card values too large: their "
	      "absolute values add up past 2^63 - 1, so a total could overflow\n", err);
	return -1;
}

/* Stdin to stdout: the whole program, also what the fuzz target and unit tests call. */
static int run(FILE *in, FILE *out, FILE *err, int explaining)
{
	struct reader *r = reader_open(in, err);
	struct row w = { NULL, 0, 0, 0, 0 }, scratch = { NULL, 0, 0, 0, 0 };
	int64_t n, i, v, d, *a = NULL;
	int got = 0, why;

	if (!r)
		return 1;
	while ((got = read_field(r, out, err, "n, the number of cards", 0, INT64_MAX,
				 RD_BEGINS | RD_MAY_END, &n)) == 1) {
		row_clear(&w);
		if (explaining && n <= EXPLAIN_MAX) {
			int64_t *grown = realloc(a, (size_t)(n + 1) * sizeof *a);
			if (!grown) {
				got = fail_row(out, err, r->tokline, ROW_NOMEM);
				break;
			}
			a = grown;
		}
		for (i = 0; i < n; i++) {
			if ((got = read_field(r, out, err, "a card value", INT64_MIN, INT64_MAX,
					      RD_INSIDE, &v)) != 1)
				break;
			if ((why = row_push(&w, v)) != ROW_OK) {
				got = fail_row(out, err, r->tokline, why);
				break;
			}
			if (explaining && n <= EXPLAIN_MAX)
				a[i] = v;
		}
		if (got != 1)
			break;
		d = row_diff(&w);
		if (explaining)
			explain(out, &scratch, n <= EXPLAIN_MAX ? a : NULL, (size_t)n, w.total, d);
		else
#ifdef EDPC_L
			fprintf(out, "%lld\n", (long long)d);
#else
			fprintf(out, "%lld\n", (long long)first_total(w.total, d < 0 ? -d : d));
#endif
	}
	free(a);
	free(w.st);
	free(scratch.st);
	free(r);
	return got < 0 ? 1 : finish_output(out, err);
}

static const char usage[] =
	"usage: " NAME " [--explain | --help] < input\n"
	"Reads cases \"n a1..an\" until end of input: a row of cards; two players take turns\n"
	"taking the leftmost or rightmost card, each maximising their own total.  Prints the\n"
#ifdef EDPC_L
	"first player's total minus the second's per case (AtCoder EDPC L \"Deque\").\n"
#else
	"winner's score (the larger total) per case.\n"
#endif
	"  --explain  replay optimal play move by move (rows up to 5000 cards)\n"
	"  --help     print this and exit\n"
	"Exit status: 0 done, 1 bad input or write error (answers before it are printed),\n"
	"2 unknown option.\n";

#ifndef UNIT_TEST
int main(int argc, char **argv)
{
	return solver_main(argc, argv, usage, run);
}
#endif
