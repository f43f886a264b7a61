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
 *
 * Bad input also covers totals: a row is accepted while the sum of |values| fits in signed
 * 64 bits, so every total, running total and difference of totals fits; past that it is
 * reported, never answered with a wrong number.  --explain replays optimal play for rows up
 * to 5,000 cards (O(n^2)); longer rows get the totals only.
 * With EDPC_L defined it prints X - Y (AtCoder EDPC L "Deque") instead of the winner's score.
 */
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define EXPLAIN_MAX 5000
#define CHUNK 1024 /* cards read at a time */

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

/* Pushes the cards v[0..n) on the stack st[0..sp), merging peaks; returns the new height.
 * The top two cards stay in registers (a, then b) and the two below are loaded before they
 * can be needed, so a push waits on no memory; the first merge is decided without a branch
 * (on a random row it is a coin flip, and a branch would mispredict half the time); further
 * merges, rarer, loop.  Four zero slots before st[0] keep every read in bounds. */
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

/*
 * Appends the cards v[0..n).  While the top three x, y, z have x <= y >= z, they become
 * x - y + z: the player who takes x or z first lets the other take y, then gets the rest, so
 * the three play like the single card x - y + z.  |x - y + z| <= |x| + |y| + |z| <= abs_sum,
 * so no overflow.  Returns ROW_OK, or why card *done (the count appended) was refused.
 */
static int row_push(struct row *w, const int64_t *v, size_t n, size_t *done)
{
	/* the row's fields as locals: a store to st[] could alias them, so the compiler would
	 * reload each one after every store */
	int64_t *st = w->st, total = w->total;
	size_t sp = w->sp, i;
	uint64_t abs_sum = w->abs_sum, a, most = 0, chunk_abs = 0, chunk_sum = 0;

	*done = 0;
	if (n == 0)
		return ROW_OK; /* and an empty row may have no stack yet */
	if (sp + n > w->cap) {
		/* room for the chunk (the stack grows by at most n): grows as the row does, so a
		 * huge n with few cards allocates little; four slots before st[0] for merge_push */
		size_t cap = w->cap ? 2 * w->cap : 1024;
		int64_t *grown;
		if (cap < sp + n)
			cap = sp + n;
		grown = cap < SIZE_MAX / sizeof *st - 4 ? realloc(st ? st - 4 : NULL,
								   (cap + 4) * sizeof *st) : NULL;
		if (!grown)
			return ROW_NOMEM;
		if (!st)
			memset(grown, 0, 4 * sizeof *grown);
		w->st = st = grown + 4;
		w->cap = cap;
	}
	/* the largest |card| and the chunk's sums first, in one pass: if no card of the chunk can
	 * take the sum of |values| past INT64_MAX, they need no check card by card (and the
	 * unsigned sums, which could wrap only past that, are exact) */
	for (i = 0; i < n; i++) {
		uint64_t u = (uint64_t)v[i], neg = 0 - (u >> 63); /* all ones for a card < 0 */
		most |= u ^ neg; /* each |card| is at most this + 1, found without a compare */
		chunk_abs += (u ^ neg) - neg;
		chunk_sum += u;
	}
	if (most + 1 > ((uint64_t)INT64_MAX - abs_sum) / n) {
		for (i = 0; i < n; i++) {
			a = v[i] < 0 ? 0 - (uint64_t)v[i] : (uint64_t)v[i];
			if (a > (uint64_t)INT64_MAX - abs_sum)
				break;
			abs_sum += a;
			total += v[i];
			sp = merge_push(st, sp, v + i, 1);
		}
	} else {
		abs_sum += chunk_abs;
		total = (int64_t)((uint64_t)total + chunk_sum);
		sp = merge_push(st, sp, v, n);
	}
	w->sp = sp;
	w->total = total;
	w->abs_sum = abs_sum;
	*done = i;
	return i < n ? ROW_OVERFLOW : ROW_OK;
}

static void row_free(struct row *w)
{
	if (w->st)
		free(w->st - 4);
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

	size_t done;

	for (i = 0; i < numsSize; i++) {
		int64_t x = nums[i];
		if (row_push(&w, &x, 1, &done) != ROW_OK)
			break;
	}
	win = row_diff(&w) >= 0; /* a tie counts as a win for player 1 */
	row_free(&w);
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
	size_t done;

	row_clear(w);
	(void)row_push(w, a + l, r - l, &done); /* fits: a sub-row of an accepted row */
	return row_diff(w);
}

/* Move by move: each player takes the end that leaves the better difference.  First the
 * reduced row (in w, the whole row pushed) and D; then at each move the value of both
 * choices for the mover, the card minus D of what is left to the other. */
static void explain(FILE *out, struct row *w, const int64_t *a, size_t n, int64_t total,
		    int64_t d)
{
	size_t l = 0, r = n, move = 1, i;
	int64_t score[2] = { 0, 0 }, vl, vr;
	int p = 0;

	fprintf(out, "%zu cards, total %lld\n", n, (long long)total);
	if (a) {
		(void)diff_of(w, a, 0, n);
		fputs("  reduced row (each x <= y >= z merged into x - y + z):", out);
		for (i = 0; i < w->sp; i++)
			fprintf(out, " %lld", (long long)w->st[i]);
		fprintf(out, "; D = first's total - second's = %lld\n", (long long)d);
	} else {
		fprintf(out, "  (more than %d cards: move-by-move replay skipped, it takes O(n^2))\n",
			EXPLAIN_MAX);
		score[0] = first_total(total, d);
		score[1] = total - score[0];
	}
	while (a && l < r) {
		int left;
		int64_t v;
		vl = a[l] - (r - l > 1 ? diff_of(w, a, l + 1, r) : 0);
		vr = a[r - 1] - (r - l > 1 ? diff_of(w, a, l, r - 1) : 0);
		left = vl >= vr;
		v = left ? a[l++] : a[--r];
		score[p] += v;
		fprintf(out, "  %3zu. %c takes the %s card %lld (left %lld, right %lld)   A %lld, "
			"B %lld\n", move++, "AB"[p], left ? "left " : "right", (long long)v,
			(long long)vl, (long long)vr, (long long)score[0], (long long)score[1]);
		p = !p;
	}
	fprintf(out, "  A %lld, B %lld: %s, winner's score %lld\n\n", (long long)score[0],
		(long long)score[1],
		score[0] > score[1] ? "A wins" : score[0] < score[1] ? "B wins" : "a tie",
		(long long)(score[0] >= score[1] ? score[0] : score[1]));
}

/* ---- the input format: the shared reader (solvers/common/reader.h) ---- */

#define NAME "cards-in-line"
#define RD_INT64 1
#define RD_READ_MANY 1
#include "../common/reader.h"

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
	int64_t n, i, d, *a = NULL, chunk[CHUNK];
	long lines[CHUNK];
	size_t j, k;
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
		/* the cards in chunks: read_many keeps the reader's state in registers */
		for (i = 0; i < n && got == 1; i += k) {
			k = n - i < CHUNK ? (size_t)(n - i) : CHUNK;
			got = read_many(r, out, err, "a card value", INT64_MIN, INT64_MAX, chunk,
					lines, k);
			if (got == 1 && (why = row_push(&w, chunk, k, &j)) != ROW_OK)
				got = fail_row(out, err, lines[j], why);
			if (got == 1 && explaining && n <= EXPLAIN_MAX)
				memcpy(a + i, chunk, k * sizeof *a);
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
	row_free(&w);
	row_free(&scratch);
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
	USAGE_TAIL;

#include "../common/main.h"
