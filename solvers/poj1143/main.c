/*
 * poj1143 - POJ 1143 "Number Game" (Mid-Central European Regional 2000)
 * Input:   cases "n a1..an" (numbers still allowed, any order), ended by 0 or end of input
 * Output:  "Test Case #k", the winning moves or "There's no winning move.", a blank line
 * Method:  a position is the set of allowed numbers in 2..20, a 19-bit mask; win/lose of
 *          every position is memoised once and kept across cases (never cleared)
 * Time:    up to 19 moves per position searched, each a closure of 5 shifts; each of the
 *          3,514 reachable positions is searched at most once per run; 19 moves per case
 * Memory:  two 64 KiB bitsets
 * Status:  exhaustive (every position reachable from {2..20} against a brute force)
 *
 * With ZOJ1039 defined it reads ZOJ 1039 / NWERC 2001 "Number Game" instead: a scenario count,
 * then per scenario a (0 <= a < 20) and a numbers; "Scenario #k:", "The winning moves are:
 * w1 ... wk." or "There is no winning move.", a blank line.
 * Strict C89 on purpose: POJ compiles with MinGW GCC 3.4.2 or MS VC++ 6.0.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef ZOJ1039
#define NAME "zoj1039"
#else
#define NAME "poj1143"
#endif
#define LO 2
#define HI 20

/*
 * A set of numbers in 2..20 (a position: the numbers still allowed) is a bit set, bit x - 2
 * for x.  long, since C89 promises int only 16 bits.  POJ's compilers (MinGW, VC++ 6) have a
 * 32-bit long: no shift may go past bit 31.  make check also builds this file with SET=int
 * (32 bits on Linux as well) under UBSan to catch one that does.
 */
#ifndef SET
#define SET long
#endif
typedef SET set;
#define ALL (((set)1 << (HI - LO + 1)) - 1)
#define BIT(x) ((set)1 << ((x) - LO))

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
	unsigned char buf[1 << 14]; /* small inputs; each page first touched costs time */
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

/* Reads the next token as a long.  TOK_RANGE: an integer that does not fit. */
static int next_int(struct reader *r, long *v)
{
	int c, neg = 0, digits = 0, over = 0, ok = 1;
	unsigned long u = 0;
	const unsigned char *p, *q;

	while ((c = getbyte(r)) != -1 && is_space(c)) {
		r->last = c;
		if (c == '\n')
			r->line++;
	}
	if (c == -1)
		return TOK_END;
	r->tokline = r->line;
	/* fast path: up to 9 digits (a long has at least 32 bits), wholly in the buffer */
	p = q = r->buf + r->pos - 1;
	if (r->len - r->pos >= 20) {
		if (*q == '-' || *q == '+')
			q++;
		while ((unsigned)(*q - '0') < 10 && q - p < 10)
			u = u * 10 + (unsigned)(*q++ - '0');
		digits = (int)(q - p) - (*p == '-' || *p == '+');
		if (digits > 0 && digits <= 9 && is_space(*q)) {
			r->tokp = (const char *)p;
			r->toklen = (size_t)(q - p);
			r->last = *q;
			r->line += *q == '\n';
			r->pos = (size_t)(q + 1 - r->buf);
			*v = *p == '-' ? -(long)u : (long)u;
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
		if (u > (ULONG_MAX - (unsigned)(c - '0')) / 10)
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
	if (over || u > (unsigned long)LONG_MAX + (unsigned long)neg)
		return TOK_RANGE;
	*v = neg ? (long)(0 - u) : (long)u;
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
static int read_field(struct reader *r, FILE *out, FILE *err, const char *what, long lo,
		      long hi, int first, long *v)
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
	fprintf(err, NAME ": line %ld: expected %s, an integer in %ld..%ld, found ", r->tokline,
		what, lo, hi);
	put_token(err, r);
	fputc('\n', err);
	return -1;
}

/* ---- game core: pure functions, no I/O ---- */

/* Bits 0..v-1: a set of numbers below v, by value. */
#define BELOW(v) (((set)1 << (v)) - 1)

/* The position after choosing x: x and x plus any forbidden number become forbidden, and so
 * on upward (multiples of x follow).  Forbidden numbers as bits 0..20 by value, 0 counting as
 * the sum of no numbers.  Each step adds twice as many multiples of x as the one before (x,
 * 2x, 4x, 8x, 16x), so after five every a + kx with k <= 31 is in, past 20 for any x.  Bits
 * that would pass 20 are dropped before the shift, which never goes past bit 20. */
static set after(set pos, int x)
{
	set f = (~pos & ALL) << LO | 1;
	int step;

	for (step = 0; step < 5 && x <= HI; step++, x *= 2)
		f |= (f & BELOW(HI + 1 - x)) << x;
	return pos & ~(f >> LO);
}

/* Memo kept across cases: the outcome of a position depends on the position alone. */
static unsigned char seen[(ALL + 1) / 8], won[(ALL + 1) / 8];

static int wins(set pos)
{
	int x, win = 0;

	if (seen[pos >> 3] >> (pos & 7) & 1)
		return won[pos >> 3] >> (pos & 7) & 1;
	for (x = LO; x <= HI && !win; x++)
		if ((pos & BIT(x)) && !wins(after(pos, x)))
			win = 1;
	seen[pos >> 3] |= (unsigned char)(1 << (pos & 7));
	if (win)
		won[pos >> 3] |= (unsigned char)(1 << (pos & 7));
	return win;
}

/*
 * A position occurs in a real game exactly when its forbidden numbers are closed under
 * addition (then choosing their minimal generators in increasing order reaches it).
 * Returns 0 if so, else sets *a + *b, both forbidden, to a sum that is still allowed: the
 * smallest such a, then the smallest b >= a.  Sets by value, as for after().
 */
static int unreachable(set pos, int *a, int *b)
{
	set forbidden = (~pos & ALL) << LO, allowed = pos << LO, sums;
	int x, y;

	for (x = LO; x + x <= HI; x++) {
		if (!(forbidden >> x & 1))
			continue;
		/* x + y for every forbidden y from x up to 20 - x, where it is still allowed */
		sums = (forbidden & ~BELOW(x) & BELOW(HI + 1 - x)) << x & allowed;
		if (sums) {
			for (y = x; !(sums >> (x + y) & 1); y++)
				;
			*a = x;
			*b = y;
			return 1;
		}
	}
	return 0;
}

/* ---- output ---- */

/* Writes v in decimal at p; returns the end. */
static char *put_num(char *p, unsigned long v)
{
	char digits[24];
	int n = 0;

	do
		digits[n++] = (char)('0' + v % 10);
	while ((v /= 10) != 0);
	while (n > 0)
		*p++ = digits[--n];
	return p;
}

/* Appends the C string s at p; returns the end. */
static char *put_str(char *p, const char *s)
{
	while (*s)
		*p++ = *s++;
	return p;
}

/* One case's answer, built in a buffer and written at once (3,514 cases of fprintf calls
 * were half the run). */
static void print_answer(FILE *out, long k, set pos)
{
	char text[200], *p = text;
	int x, any = 0;

#ifdef ZOJ1039
	p = put_num(put_str(p, "Scenario #"), (unsigned long)k);
	p = put_str(p, ":\n");
#else
	p = put_num(put_str(p, "Test Case #"), (unsigned long)k);
	*p++ = '\n';
#endif
	for (x = LO; x <= HI; x++)
		if ((pos & BIT(x)) && !wins(after(pos, x))) {
			p = put_num(put_str(p, any ? " " : "The winning moves are: "),
				    (unsigned long)x);
			any = 1;
		}
#ifdef ZOJ1039
	p = put_str(p, any ? ".\n\n" : "There is no winning move.\n\n");
#else
	p = put_str(p, any ? "\n\n" : "There's no winning move.\n\n");
#endif
	fwrite(text, 1, (size_t)(p - text), out);
}

static void print_position(FILE *out, set pos)
{
	int x, any = 0;

	for (x = LO; x <= HI; x++)
		if (pos & BIT(x)) {
			fprintf(out, any ? " %d" : "%d", x);
			any = 1;
		}
	if (!any)
		fputs("(nothing)", out);
}

/* Every legal move with the position it leads to, then one line of optimal play. */
static void explain(FILE *out, long k, set pos)
{
	int x, mover = 0;
	set next;

	fprintf(out, "Case #%ld: allowed ", k);
	print_position(out, pos);
	fprintf(out, "; the player to move %s\n", wins(pos) ? "wins" : "loses");
	for (x = LO; x <= HI; x++)
		if (pos & BIT(x)) {
			next = after(pos, x);
			fprintf(out, "  choose %2d -> ", x);
			print_position(out, next);
			fprintf(out, ": %s for the opponent%s\n", wins(next) ? "a win" : "a loss",
				wins(next) ? "" : " (winning move)");
		}
	fputs("  optimal play:", out);
	while (pos) {
		/* the winner picks a winning move; the loser, the smallest legal one */
		for (x = LO; x <= HI; x++)
			if ((pos & BIT(x)) && (!wins(pos) || !wins(after(pos, x))))
				break;
		fprintf(out, " %c%d", mover ? 'B' : 'A', x);
		pos = after(pos, x);
		mover = !mover;
	}
	fprintf(out, "; %c cannot move and loses\n\n", mover ? 'B' : 'A');
}

/* ---- driver ---- */

/* Reads the n numbers of one case into *pos; on bad input prints the line and returns -1. */
static int read_position(struct reader *r, FILE *out, FILE *err, long n, set *pos)
{
	long i, v;
	int a, b, got;
	long line[HI + 1];

	*pos = 0;
	for (i = 0; i < n; i++) {
		got = read_field(r, out, err, "an allowed number", LO, HI, 0, &v);
		if (got != 1)
			return -1;
		if (*pos & BIT(v)) {
			fflush(out);
			fprintf(err, NAME ": line %ld: %ld is listed twice in one case\n", r->tokline,
				v);
			return -1;
		}
		*pos |= BIT(v);
		line[v] = r->tokline;
	}
	if (unreachable(*pos, &a, &b)) {
		fflush(out);
		fprintf(err, NAME ": line %ld: this position cannot occur in a game: %d and %d are "
			"forbidden, so %d must be too, but it is listed\n", line[a + b], a, b, a + b);
		return -1;
	}
	return 0;
}

/* Stdin to stdout: the whole program, also what the fuzz target and unit tests call. */
static int run(FILE *in, FILE *out, FILE *err, int explaining)
{
	struct reader *r = (struct reader *)malloc(sizeof *r);
	long n, k = 0, cases = -1;
	set pos;
	int got = 0;

	if (!r) {
		fprintf(err, NAME ": out of memory\n");
		return 1;
	}
	reader_init(r, in);
#ifdef ZOJ1039
	/* an empty input has no scenarios */
	got = read_field(r, out, err, "the number of scenarios", 0, LONG_MAX, 1, &cases);
	while (got == 1 && k < cases &&
	       (got = read_field(r, out, err, "a, the count of allowed numbers", 0, HI - LO + 1,
				 0, &n)) == 1) {
#else
	(void)cases;
	while ((got = read_field(r, out, err, "n, the count of allowed numbers", 0, HI - LO + 1,
				 1, &n)) == 1 && n != 0) {
#endif
		if (read_position(r, out, err, n, &pos) < 0) {
			got = -1;
			break;
		}
		k++;
		if (explaining)
			explain(out, k, pos);
		else
			print_answer(out, k, pos);
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
#ifdef ZOJ1039
	"Reads a scenario count, then per scenario a (0..19) and the a numbers still allowed;\n"
	"prints the winning moves of ZOJ 1039 \"Number Game\" per scenario.\n"
#else
	"Reads cases \"n a1..an\" (the numbers in 2..20 still allowed), ended by 0 or end of\n"
	"input; prints the winning moves of POJ 1143 \"Number Game\" per case.\n"
#endif
	"  --explain  every legal move, where it leads and who wins, then a line of play\n"
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
