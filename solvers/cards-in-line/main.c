/*
 * cards-in-line - take a card from either end; print the winner's score
 * Problem:  A and B take turns taking the leftmost or the rightmost card of a row, each
 *           maximising their own total; print the larger total.
 * Input:    cases "n a1..an" until end of input; 0 <= n, values signed 64-bit
 * Output:   the winner's score, one line per case
 * Textbook: the interval DP, O(n^2), for D = the mover's total minus the other's:
 *             D(l, r) = max(a[l] - D(l + 1, r), a[r] - D(l, r - 1)),  D(l, l - 1) = 0
 *           and the winner's score is (total + |D(1, n)|) / 2.
 * Ours:     peak removal, O(n), a step from it: three cards in a row x <= y >= z can be
 *           replaced by the one card x - y + z without changing D (the first to take x or
 *           z gives the other y), and the merged card can merge again.  Once no peak is
 *           left the row is a valley, the larger end is always a right move, and D is the
 *           alternating sum from the ends.  Done on a stack while reading.  The proof, in
 *           full: docs/peak-removal.md.
 * Example:  "1 5 2" becomes the single card 1 - 5 + 2 = -2, so D = -2: A has 3, B has 5,
 *           print 5.  "3 9 1 2 7 4": 3 9 1 -> -5, then 2 7 4 -> -1; in -5 -1 A takes -1 and
 *           B -5, so D = 4, the total is 26, and A has 15: print 15.
 * Source:   the problem: 程序员代码面试指南 (Nowcoder), also AtCoder EDPC L and LeetCode 486;
 *           the method: T. Idziaszek, "An Optimal Algorithm for Calculating the Profit in
 *           the Coins in a Row Game" (Potyczki Algorytmiczne 2010, problem "Termity");
 *           the plain version is tests/cards-in-line/brute.c
 * Time:     O(n), one pass while reading   Memory: O(stack) <= 8n bytes, tiny on random rows
 * Status:   exhaustive (every row of length <= 8 over 0..3), stress-tested against the
 *           O(n^2) table (random rows, negatives, ties, n up to a few hundred)
 * Limits:   a row is taken while the sum of |values| fits in int64_t, so no total or
 *           difference can overflow; past that it is bad input, never a wrong number.
 *           --explain replays rows up to 5,000 cards (O(n^2)), longer ones get the totals.
 * With EDPC_L defined it prints X - Y (AtCoder EDPC L "Deque") instead of the winner's score.
 */
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define EXPLAIN_MAX 5000
static int64_t kept[EXPLAIN_MAX]; /* the cards of a row --explain replays */

/* ---- game core: pure functions, no I/O ---- */

/* A row being reduced: the stack of values with no peak among its top three, and totals. */
struct row {
	int64_t *st;
	size_t sp, cap;
	int64_t total;    /* sum of the cards pushed */
	uint64_t abs_sum; /* sum of their absolute values, kept <= INT64_MAX */
};

enum { ROW_OK, ROW_NOMEM, ROW_OVERFLOW };

#define PAD 5 /* zeros below the stack: the top five are read when fewer are on it */

/* Pushes the cards v[0..n) on the stack st[0..sp), merging peaks; returns the new height.
 * The top two cards stay in registers (a, b), the next two are loaded early; the first merge,
 * a coin flip on random rows, is branch-free; further ones loop.  st[-PAD..-1] are zeros. */
static size_t merge_push(int64_t *st, size_t sp, const int64_t *v, size_t n)
{
	int64_t a = st[(ptrdiff_t)sp - 1], b = st[(ptrdiff_t)sp - 2], c, d, x, k;
	size_t i;

	for (i = 0; i < n; i++) {
		c = st[(ptrdiff_t)sp - 3];
		d = st[(ptrdiff_t)sp - 4];
		x = v[i];
		k = -(int64_t)((sp >= 2) & (b <= a) & (a >= x)); /* all ones: merge b, a, x */
		x += (b - a) & k;
		sp -= (size_t)(2 & k);
		a ^= (a ^ c) & k;
		b ^= (b ^ d) & k;
		while (sp >= 2 && b <= a && a >= x) {
			x = b - a + x;
			sp -= 2;
			a = st[(ptrdiff_t)sp - 1];
			b = st[(ptrdiff_t)sp - 2];
		}
		st[sp++] = x;
		b = a;
		a = x;
	}
	return sp;
}

/* Room on the stack for n more cards: ROW_OK or ROW_NOMEM. */
static int row_reserve(struct row *w, size_t n)
{
	/* room growing as the row does (a huge n with few cards allocates little), and PAD
	 * slots before st[0] for merge_push and row_read */
	size_t cap = w->cap ? 2 * w->cap : 1024;
	int64_t *grown;

	if (w->sp + n <= w->cap)
		return ROW_OK;
	if (cap < w->sp + n)
		cap = w->sp + n;
	grown = cap < SIZE_MAX / sizeof *w->st - PAD ? realloc(w->st ? w->st - PAD : NULL,
								(cap + PAD) * sizeof *w->st) : NULL;
	if (!grown)
		return ROW_NOMEM;
	memset(grown, 0, PAD * sizeof *grown); /* never written otherwise */
	w->st = grown + PAD;
	w->cap = cap;
	return ROW_OK;
}

/* Appends the cards v[0..n), merging peaks: |x - y + z| <= |x| + |y| + |z| <= abs_sum, so
 * no overflow.  Returns ROW_OK, or why card *done (the count appended) was refused.  The
 * careful path, a card at a time (LeetCode's function, --explain's replays, a card the
 * reader's plain path left); the program reads rows by row_read (read.h). */
static int row_push(struct row *w, const int64_t *v, size_t n, size_t *done)
{
	size_t i;
	uint64_t a;

	*done = 0;
	if (n == 0)
		return ROW_OK; /* and an empty row may have no stack yet */
	if (row_reserve(w, n) != ROW_OK)
		return ROW_NOMEM;
	for (i = 0; i < n; i++) {
		a = v[i] < 0 ? 0 - (uint64_t)v[i] : (uint64_t)v[i];
		if (a > (uint64_t)INT64_MAX - w->abs_sum)
			break;
		w->abs_sum += a;
		w->total += v[i];
		w->sp = merge_push(w->st, w->sp, v + i, 1);
	}
	*done = i;
	return i < n ? ROW_OVERFLOW : ROW_OK;
}

static void row_free(struct row *w)
{
	if (w->st)
		free(w->st - PAD);
}

/* First player's total minus second's: the rest has no interior peak, so each takes the
 * larger end. */
static int64_t row_diff(const struct row *w)
{
	int64_t d = 0, sign = 1;
	size_t l = 0, r = w->sp;

	for (; l < r; sign = -sign)
		d += sign * (w->st[l] >= w->st[r - 1] ? w->st[l++] : w->st[--r]);
	return d;
}

/* LEETCODE-BEGIN */
#if defined(LEETCODE) || defined(UNIT_TEST) /* the stdin program has no use for it */
/* LeetCode 486 "Predict the Winner": can player 1 (first to take from either end, both
 * playing best) end with at least player 2's total?  Textbook: D(l, r) = max(a[l] - D(l+1, r),
 * a[r] - D(l, r-1)), O(n^2).  Ours, O(n): three cards x <= y >= z in a row act as the one card
 * x - y + z (docs/peak-removal.md); once no such peak is left, each player takes the larger
 * end, and D is the alternating sum.  LeetCode's n <= 20 and values <= 10^7 fit int64_t. */
bool predictTheWinner(int *nums, int numsSize)
{
	int64_t st[20], x, d = 0, sign = 1; /* LeetCode's 1 <= n <= 20 */
	int i, sp = 0, l = 0;

	for (i = 0; i < numsSize && i < 20; i++) {
		for (x = nums[i]; sp >= 2 && st[sp - 2] <= st[sp - 1] && st[sp - 1] >= x; sp -= 2)
			x = st[sp - 2] - st[sp - 1] + x; /* the peak st[sp - 1] merged away */
		st[sp++] = x;
	}
	for (; l < sp; sign = -sign)
		d += sign * (st[l] >= st[sp - 1] ? st[l++] : st[--sp]);
	return d >= 0; /* a tie counts as a win for player 1 */
}
#endif
/* LEETCODE-END */

/* Empties the row, keeping its stack for the next one. */
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

/* ---- explain mode (in its own file: explain.h) ---- */
#include "explain.h"

/* ---- the input format: the shared reader (solvers/common/reader.h) ---- */

#define NAME "cards-in-line"
#define RD_INT64 1
#define RD_PLAIN 1
#include "../common/reader.h"

/* ---- a row straight from the reader's buffer (in its own file: read.h) ---- */
#include "read.h"

/* Every case to its answer (main.h's run() opens the reader and checks the output). */
static int solve(struct reader *r, FILE *out, FILE *err, int explaining)
{
	struct row w = { NULL, 0, 0, 0, 0 };
	int64_t n, i, k, d, x;
	size_t j;
	int got, why;

	while ((got = read_field(r, out, err, "n, the number of cards", 0, INT64_MAX,
				 RD_BEGINS | RD_MAY_END, &n)) == 1) {
		int64_t *keep = explaining && n <= EXPLAIN_MAX ? kept : NULL;

		row_clear(&w);
		for (i = 0; i < n && got == 1; i += k) {
			if ((k = row_read(&w, r, n - i, keep ? keep + i : NULL)) > 0)
				continue;
			/* one card the careful way: any whitespace, the buffer's end, a bad token */
			k = 1;
			got = read_field(r, out, err, "a card value", INT64_MIN, INT64_MAX,
					 RD_INSIDE, &x);
			if (got == 1 && (why = row_push(&w, &x, 1, &j)) != ROW_OK) {
				bad_input(out, err, r->tokline);
				fputs(why == ROW_NOMEM ? "out of memory for the row\n" : "card values "
				      "too large: their absolute values add up past 2^63 - 1, so a "
				      "total could overflow\n", err);
				got = -1;
			}
			if (got == 1 && keep)
				keep[i] = x;
		}
		if (got != 1)
			break;
		d = row_diff(&w);
		if (explaining)
			explain(out, keep, (size_t)n, w.total, d);
		else
#ifdef EDPC_L
			fprintf(out, "%lld\n", (long long)d);
#else
			fprintf(out, "%lld\n", (long long)first_total(w.total, d < 0 ? -d : d));
#endif
	}
	row_free(&w);
	return got;
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
	USAGE_TAIL;

#include "../common/main.h"
