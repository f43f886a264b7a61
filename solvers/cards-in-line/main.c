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
#include <errno.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NAME "cards-in-line"
#define EXPLAIN_MAX 5000

/* ---- input reader: whitespace-separated integers, with the line of each token ---- */

enum { TOK_END, TOK_INT, TOK_BAD, TOK_RANGE };

struct reader {
	FILE *in;
	long line;          /* line of the next byte */
	long tokline;       /* line of the last token */
	int last;           /* last byte read, -1 before the first */
	char tok[24];       /* the last token, cut short, for messages */
	const char *tokp;   /* where it is: tok, or the buffer on the fast path */
	size_t toklen;      /* its full length */
	size_t pos, len;
	unsigned char buf[1 << 16];
};

static void reader_init(struct reader *r, FILE *in)
{
	r->in = in;
	r->line = 1;
	r->tokline = 1;
	r->last = -1;
	r->toklen = 0;
	r->tokp = r->tok;
	r->pos = r->len = 0;
}

static int getbyte(struct reader *r)
{
	if (r->pos == r->len) {
		r->len = fread(r->buf, 1, sizeof r->buf, r->in);
		r->pos = 0;
		if (r->len == 0)
			return -1;
	}
	return r->buf[r->pos++];
}

static int is_space(int c)
{
	return c == ' ' || c == '\n' || (c <= '\r' && c >= '\t');
}

/* The line where input ended: a final newline does not start a line of its own. */
static long end_line(const struct reader *r)
{
	return r->last == '\n' && r->line > 1 ? r->line - 1 : r->line;
}

/* Reads the next token as a signed 64-bit integer.  TOK_RANGE: an integer that does not fit. */
static int next_int(struct reader *r, int64_t *v)
{
	int c, neg = 0, digits = 0, over = 0, ok = 1;
	uint64_t u = 0;
	const unsigned char *p, *q;

	while ((c = getbyte(r)) != -1 && is_space(c)) {
		r->last = c;
		if (c == '\n')
			r->line++;
	}
	if (c == -1)
		return TOK_END;
	r->tokline = r->line;
	/* fast path: up to 18 digits, wholly in the buffer, so no overflow check per digit */
	p = q = r->buf + r->pos - 1;
	if (r->len - r->pos >= 20) {
		if (*q == '-' || *q == '+')
			q++;
		while ((unsigned)(*q - '0') < 10 && q - p < 19)
			u = u * 10 + (unsigned)(*q++ - '0');
		digits = (int)(q - p) - (*p == '-' || *p == '+');
		if (digits > 0 && digits <= 18 && is_space(*q)) {
			r->tokp = (const char *)p;
			r->toklen = (size_t)(q - p);
			r->last = *q;
			r->line += *q == '\n';
			r->pos = (size_t)(q + 1 - r->buf);
			*v = *p == '-' ? -(int64_t)u : (int64_t)u;
			return TOK_INT;
		}
		u = 0;
		digits = 0;
	}
	r->tokp = r->tok;
	r->toklen = 0;
	if (c == '+' || c == '-') {
		neg = c == '-';
		r->tok[r->toklen++] = (char)c;
		r->last = c;
		c = getbyte(r);
	}
	for (; c != -1 && !is_space(c); c = getbyte(r)) {
		r->last = c;
		if (r->toklen < sizeof r->tok)
			r->tok[r->toklen] = (char)c;
		r->toklen++;
		if (c < '0' || c > '9') {
			ok = 0;
			continue;
		}
		digits++;
		if (u > (UINT64_MAX - (unsigned)(c - '0')) / 10)
			over = 1;
		else
			u = u * 10 + (unsigned)(c - '0');
	}
	if (c != -1) {
		r->last = c;
		if (c == '\n')
			r->line++;
	}
	if (!ok || digits == 0)
		return TOK_BAD;
	if (over || u > (uint64_t)INT64_MAX + neg)
		return TOK_RANGE;
	*v = neg ? (int64_t)(0 - u) : (int64_t)u;
	return TOK_INT;
}

/* The last token for a message: quoted, cut short, unprintable bytes escaped. */
static void put_token(FILE *err, const struct reader *r)
{
	size_t i, n = r->toklen < sizeof r->tok ? r->toklen : sizeof r->tok;

	fputc('"', err);
	for (i = 0; i < n; i++) {
		unsigned char c = (unsigned char)r->tokp[i];
		if (c == '"' || c == '\\')
			fprintf(err, "\\%c", c);
		else if (c < 0x20 || c > 0x7e)
			fprintf(err, "\\x%02x", c);
		else
			fputc(c, err);
	}
	fputs(n < r->toklen ? "...\"" : "\"", err);
}

/*
 * Reads one field of a case.  Returns 1 with *v in lo..hi; 0 at a clean end of input (only
 * when first, the field that starts a case); -1 after flushing out and printing the one
 * stderr line that says what was wrong.
 */
static int read_field(struct reader *r, FILE *out, FILE *err, const char *what, int64_t lo,
		      int64_t hi, int first, int64_t *v)
{
	int t = next_int(r, v);

	if (t == TOK_INT && *v >= lo && *v <= hi)
		return 1;
	if (t == TOK_END && first)
		return 0;
	fflush(out);
	if (t == TOK_END) {
		fprintf(err, NAME ": line %ld: input ends in the middle of a case: expected %s\n",
			end_line(r), what);
		return -1;
	}
	fprintf(err, NAME ": line %ld: expected %s, an integer in %lld..%lld, found ", r->tokline,
		what, (long long)lo, (long long)hi);
	put_token(err, r);
	fputc('\n', err);
	return -1;
}

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

static void row_clear(struct row *w)
{
	w->sp = 0;
	w->total = 0;
	w->abs_sum = 0;
}

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

/* The first player's total, (total + d) / 2, without overflowing total + d. */
static int64_t first_total(int64_t total, int64_t d)
{
	return total / 2 + d / 2 + (total % 2 + d % 2) / 2;
}

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
/* LEETCODE-END */

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
		(long long)score[1], score[0] >= score[1] ? "A wins" : "B wins",
		(long long)(score[0] >= score[1] ? score[0] : score[1]));
}

/* ---- driver ---- */

static int fail_row(FILE *out, FILE *err, long line, int why)
{
	fflush(out);
	if (why == ROW_NOMEM)
		fprintf(err, NAME ": line %ld: out of memory for the row\n", line);
	else
		fprintf(err, NAME ": line %ld: card values too large: their absolute values add up "
			"past 2^63 - 1, so a total could overflow\n", line);
	return -1;
}

/* Stdin to stdout: the whole program, also what the fuzz target and unit tests call. */
static int run(FILE *in, FILE *out, FILE *err, int explaining)
{
	struct reader *r = malloc(sizeof *r);
	struct row w = { NULL, 0, 0, 0, 0 }, scratch = { NULL, 0, 0, 0, 0 };
	int64_t n, i, v, d, *a = NULL;
	int got = 0, why;

	if (!r) {
		fprintf(err, NAME ": out of memory\n");
		return 1;
	}
	reader_init(r, in);
	while ((got = read_field(r, out, err, "n, the number of cards", 0, INT64_MAX, 1, &n)) == 1) {
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
			if ((got = read_field(r, out, err, "a card value", INT64_MIN, INT64_MAX, 0,
					      &v)) != 1)
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
	if (got < 0)
		return 1;
	if (fflush(out) != 0 || ferror(out)) {
		fprintf(err, NAME ": cannot write the output: %s\n", strerror(errno));
		return 1;
	}
	return 0;
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
	int i, explaining = 0;

	for (i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--help") == 0) {
			fputs(usage, stdout);
			return fflush(stdout) == 0 ? 0 : 1;
		} else if (strcmp(argv[i], "--explain") == 0) {
			explaining = 1;
		} else {
			fprintf(stderr, NAME ": unknown option \"%s\"\n%s", argv[i], usage);
			return 2;
		}
	}
	return run(stdin, stdout, stderr, explaining);
}
#endif
