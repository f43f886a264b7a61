/*
 * lc464 - LeetCode 464 "Can I Win"
 * Input:   pairs "m d" (maxChoosableInteger, desiredTotal), any whitespace between;
 *          1 <= m <= 20, 0 <= d <= 300
 * Output:  "true" or "false" per pair
 * Method:  a position is the set S of numbers left and the total t still needed.
 *          One query: memoised search over S (t follows from S), memo one bit per set.
 *          Many queries: one table over every S in {1..20}, holding per S a bitset of the
 *          totals t that lose for the player to move; built in increasing S, it answers
 *          every (m, d) at once.  Ski rental picks: search until the searches have cost as
 *          much as the table would, then build the table (never worse than twice the best).
 * Time:    search O(2^m * m) worst, ~5 ms for the hardest (m = 20, d ~ 150);
 *          table O(2^20 * 20) word operations once, ~20 ms; then O(1) per query
 * Memory:  search 256 KiB; table 24 MiB (asks for huge pages: page faults dominate otherwise)
 * Status:  exhaustive (all 20 x 301 inputs against an independent brute force)
 *
 * Left out: m > 20 (a bit per number in an unsigned int; LeetCode's limit is 20).
 */
#ifndef _DEFAULT_SOURCE
#define _DEFAULT_SOURCE /* posix_memalign, madvise */
#endif
#include <errno.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#define NAME "lc464"
#define MAX_D 300

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
#define MAX_M 20 /* bit i-1 of a set stands for the number i */
static unsigned char lc_seen[(1u << MAX_M) / 8], lc_won[(1u << MAX_M) / 8];
static unsigned long lc_visits; /* positions searched, for the ski-rental choice */

/* The largest and the smallest number in a non-empty set (0 for the empty set). */
#if defined(__GNUC__)
static int top_number(unsigned set)
{
	return set ? 32 - __builtin_clz(set) : 0;
}

static int low_number(unsigned set)
{
	return __builtin_ctz(set) + 1;
}
#else
static int top_number(unsigned set)
{
	int n = 0;

	while (set >> n)
		n++;
	return n;
}

static int low_number(unsigned set)
{
	int n = 1;

	while (!(set & 1)) {
		set >>= 1;
		n++;
	}
	return n;
}
#endif

/*
 * Does the player to move win with the numbers in avail left and need still to reach?
 * Requires: largest number in avail < need <= sum of avail (so the game always ends by
 * someone reaching need, and avail alone determines need within one query).
 */
static int lc_wins(unsigned avail, int need)
{
	unsigned rest, bit;
	int i, win = 0;

	if (lc_seen[avail >> 3] >> (avail & 7) & 1)
		return lc_won[avail >> 3] >> (avail & 7) & 1;
	lc_visits++;
	for (rest = avail; rest; rest &= ~bit) {
		i = top_number(rest);
		bit = 1u << (i - 1);
		/* after taking i, the opponent wins at once if any number left reaches need - i */
		if (top_number(avail & ~bit) >= need - i)
			continue;
		if (!lc_wins(avail & ~bit, need - i)) {
			win = 1;
			break;
		}
	}
	lc_seen[avail >> 3] |= (unsigned char)(1u << (avail & 7));
	if (win)
		lc_won[avail >> 3] |= (unsigned char)(1u << (avail & 7));
	return win;
}

bool canIWin(int maxChoosableInteger, int desiredTotal)
{
	int m = maxChoosableInteger, d = desiredTotal;

	if (d <= m)
		return true; /* d <= 0 is reached before anyone picks: LeetCode says true */
	if (m * (m + 1) / 2 < d)
		return false; /* nobody can reach d */
	memset(lc_seen, 0, ((1u << m) + 7) / 8);
	memset(lc_won, 0, ((1u << m) + 7) / 8);
	return lc_wins((1u << m) - 1, d);
}
/* LEETCODE-END */

/*
 * The table: lose[S] has bit p set when, with the numbers S left and t = top(S) + 1 + p still
 * needed, the player to move loses.  Totals t <= top(S) win at once and need no bit; t is at
 * most sum(S) <= 210, so p < 190 fits three words.  Bits for t > sum(S) are never read.
 */
typedef uint64_t lossbits[3];
static lossbits *lose;
static uint32_t lose_built; /* sets [0, lose_built) are filled */

static int table_alloc(void)
{
	size_t size = sizeof(lossbits) << MAX_M;
	void *p = NULL;

#ifdef MADV_HUGEPAGE
	if (posix_memalign(&p, (size_t)1 << 21, size) == 0)
		(void)madvise(p, size, MADV_HUGEPAGE);
	else
		p = NULL;
#else
	p = malloc(size);
#endif
	lose = p;
	return p != NULL;
}

static void table_extend(uint32_t upto)
{
	uint32_t set, low, rest;
	uint64_t w0, w1, w2;
	const uint64_t *c;
	int s;

	if (lose_built == 0) {
		lose[0][0] = lose[0][1] = lose[0][2] = ~(uint64_t)0; /* never read */
		lose_built = 1;
	}
	for (set = lose_built; set < upto; set++) {
		/* win: the totals some move wins; bit p of set is bit p - s of the move's child */
		low = set & ~(1u << (top_number(set) - 1));
		w0 = w1 = w2 = 0;
		/* taking a smaller i keeps the same top: s = i */
		for (rest = low; rest; rest &= rest - 1) {
			c = lose[set & ~(rest & -rest)];
			s = low_number(rest);
			w0 |= c[0] << s;
			w1 |= c[1] << s | c[0] >> (64 - s);
			w2 |= c[2] << s | c[1] >> (64 - s);
		}
		/* taking the top leaves low, whose own top moves the bits (nothing when low is empty:
		 * then t <= top always and every t wins at once) */
		if (low) {
			c = lose[low];
			s = top_number(low);
			w0 |= c[0] << s;
			w1 |= c[1] << s | c[0] >> (64 - s);
			w2 |= c[2] << s | c[1] >> (64 - s);
		}
		lose[set][0] = ~w0;
		lose[set][1] = ~w1;
		lose[set][2] = ~w2;
	}
	lose_built = upto;
}

/* Ski rental: search per query until the searches have cost what the table would. */
static unsigned long searched;

static bool answer(int m, int d)
{
	uint32_t sets = 1u << m;
	int p = d - m - 1;

	if (d <= m || m * (m + 1) / 2 < d)
		return canIWin(m, d);
	if (lose_built < sets && searched >= sets - lose_built && (lose || table_alloc()))
		table_extend(sets);
	if (lose_built >= sets)
		return !(lose[sets - 1][p / 64] >> (p % 64) & 1);
	lc_visits = 0;
	{
		bool w = canIWin(m, d);
		searched += lc_visits;
		return w;
	}
}

/* ---- explain mode ---- */

/* Does taking i win for the player to move with avail left and need to reach? */
static int move_wins(unsigned avail, int need, int i)
{
	unsigned child = avail & ~(1u << (i - 1));

	return i >= need || (top_number(child) < need - i && !lc_wins(child, need - i));
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
	canIWin(m, d); /* resets the memo for this (m, d) */
	if (canIWin(m, d)) {
		fprintf(out, "the first player wins; winning first picks:");
		for (i = 1; i <= m; i++)
			if (move_wins(full, d, i))
				fprintf(out, " %d", i);
		fputc('\n', out);
		return;
	}
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

/* ---- driver ---- */

/* Stdin to stdout: the whole program, also what the fuzz target and unit tests call. */
static int run(FILE *in, FILE *out, FILE *err, int explaining)
{
	struct reader *r = malloc(sizeof *r);
	int64_t m, d;
	int got = 0;

	if (!r) {
		fprintf(err, NAME ": out of memory\n");
		return 1;
	}
	reader_init(r, in);
	while ((got = read_field(r, out, err, "m", 1, MAX_M, 1, &m)) == 1 &&
	       (got = read_field(r, out, err, "d", 0, MAX_D, 0, &d)) == 1) {
		if (explaining)
			explain(out, (int)m, (int)d);
		else
			fputs(answer((int)m, (int)d) ? "true\n" : "false\n", out);
	}
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
	"Reads pairs \"m d\" (1 <= m <= 20, 0 <= d <= 300) and prints, per pair, whether the\n"
	"first player can force the running total to reach d first (LeetCode 464 \"Can I Win\").\n"
	"  --explain  say who wins and the winning first picks, or the answer to each pick\n"
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
