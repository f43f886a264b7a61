/*
 * reader.h - what the three solvers share: the input reader, the one-line error contract,
 * the write check and the options.  Kept once here; "make dist" inlines it where a main.c
 * includes it (scripts/bundle.sh), so every submission is still one self-contained file.
 *
 * Input is whitespace-separated decimal integers with an optional sign.  Every token is
 * read with the line it stands on: lines end at "\n", "\r\n" or a lone "\r".  Bad input is
 * answered by one stderr line, "NAME: line L: what was wrong", after the answers before it
 * are flushed; a read error (stdin a directory, closed) is "NAME: cannot read the input:
 * REASON", a write error "NAME: cannot write the output: REASON", both exit status 1.
 *
 * Strict C89, for POJ's compilers.  The including file defines, before including it:
 *   NAME         the program's name in messages, a string literal
 *   RD_LONG      values are long (C89 promises 32 bits: the fast path takes 9 digits), or
 *   RD_INT64     values are int64_t (the fast path takes 18 digits)
 *   RD_BUF       optional: bytes of the input buffer (default 64 KiB)
 *   RD_READ_MANY optional: read_many() is wanted (long rows of values)
 *   RD_PLAIN     optional: plain_token() and reader_moved(), its plain path, are wanted
 *                for a solver's own loop (read_many has them too)
 *   RD_OUT       optional: bytes of a buffer for answers (answer_room, answer_done)
 * and, after it, usage[] (ending in USAGE_TAIL) and solve(), then includes main.h.
 */
#ifndef READER_H
#define READER_H
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* RD_INT, its unsigned twin, their largest values, and how many digits always fit in it:
 * the fast path takes that many with no overflow check */
#if defined(RD_INT64)
#include <stdint.h>
#define RD_INT int64_t
#define RD_UINT uint64_t
#define RD_INT_MAX INT64_MAX
#define RD_UINT_MAX UINT64_MAX
#define RD_DIGITS 18
#elif defined(RD_LONG)
#define RD_INT long
#define RD_UINT unsigned long
#define RD_INT_MAX LONG_MAX
#define RD_UINT_MAX ULONG_MAX
#define RD_DIGITS 9
#endif

/* The reader's hot functions inlined where GCC or clang can be told so (C89 has no inline) */
#if defined(__GNUC__)
#define RD_HOT __inline__ __attribute__((always_inline))
#else
#define RD_HOT
#endif

/* Eight digits at once (int64_t builds on little-endian GCC and clang, where a 64-bit load
 * reads the first byte lowest): eight_digits(p, &u) is 1 with u = their value when the 8
 * bytes at p are all digits.  The checks and the three multiply steps are the well-known
 * SWAR parse (as in D. Lemire's fast_float). */
#if defined(RD_INT64) && defined(__GNUC__) && defined(__BYTE_ORDER__) && \
	__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define RD_SWAR 1
static RD_HOT int eight_digits(const unsigned char *p, uint64_t *u)
{
	uint64_t x;

	memcpy(&x, p, 8);
	/* every byte 0x30..0x39: high nibble 3, and adding 6 keeps it below 0x40 */
	if ((((x + 0x4646464646464646u) | (x - 0x3030303030303030u)) & 0x8080808080808080u) != 0)
		return 0;
	x -= 0x3030303030303030u;
	x = (x * 10 + (x >> 8)) & 0x00ff00ff00ff00ffu;
	x = (x * 100 + (x >> 16)) & 0x0000ffff0000ffffu;
	*u = (x * 10000 + (x >> 32)) & 0xffffffffu;
	return 1;
}
#endif

/* the end of every usage text: the options all three take */
#define USAGE_TAIL \
	"  --help     print this and exit\n" \
	"Exit status: 0 done, 1 bad input, a read or a write error (the answers before it are\n" \
	"printed), 2 unknown option.\n"

#ifndef RD_BUF
#define RD_BUF (1 << 16)
#endif

enum { TOK_END, TOK_INT, TOK_BAD, TOK_RANGE, TOK_ERR };

/* read_field's flags: the field begins a case; end of input there ends the input cleanly */
enum { RD_INSIDE = 0, RD_BEGINS = 1, RD_MAY_END = 2 };

struct reader {
	FILE *in;
	long line;          /* line of the next byte */
	long tokline;       /* line of the last token */
	long caseline;      /* line where the current case began, 0 before the first */
	int last;           /* last byte read, -1 before the first */
	int err;            /* errno of a read error, 0 if none */
	char tok[24];       /* the last token, cut short, for messages */
	const char *tokp;   /* where it is: tok, or the buffer on the fast path */
	size_t toklen;      /* its full length */
	size_t pos, len;
	unsigned char buf[RD_BUF];
};

/* A reader on in, or NULL (after saying so on err) without memory for one. */
static struct reader *reader_open(FILE *in, FILE *err)
{
	struct reader *r = (struct reader *)malloc(sizeof *r);

	if (!r) {
		fprintf(err, NAME ": out of memory\n");
		return NULL;
	}
	r->in = in;
	r->line = 1;
	r->tokline = 1;
	r->caseline = 0;
	r->last = -1;
	r->err = 0;
	r->toklen = 0;
	r->tokp = r->tok;
	r->pos = r->len = 0;
	return r;
}

/* The next byte, or -1 at end of input or after a read error (then r->err is set). */
static int getbyte(struct reader *r)
{
	if (r->pos == r->len) {
		if (r->err)
			return -1;
		r->len = fread(r->buf, 1, sizeof r->buf, r->in);
		r->pos = 0;
		if (r->len == 0) {
			if (ferror(r->in))
				r->err = errno ? errno : EIO;
			return -1;
		}
	}
	return r->buf[r->pos++];
}

static int is_space(int c)
{
	return c == ' ' || c == '\n' || (c <= '\r' && c >= '\t');
}

/* Notes byte c after r->last: "\n", "\r\n" and a lone "\r" each end one line. */
static void count_line(struct reader *r, int c)
{
	if (c == '\r' || (c == '\n' && r->last != '\r'))
		r->line++;
	r->last = c;
}

/* The line where input ended: a final line end does not start a line of its own. */
static long end_line(const struct reader *r)
{
	return (r->last == '\n' || r->last == '\r') && r->line > 1 ? r->line - 1 : r->line;
}

/* The digits at q, at most RD_DIGITS + 1 of them, read with no overflow check: returns where
 * they stop, with their value in *u and their count in *digits. */
static RD_HOT const unsigned char *digits_at(const unsigned char *q, RD_UINT *u, int *digits)
{
	const unsigned char *start = q;
	RD_UINT v = 0;
#ifdef RD_SWAR
	if (eight_digits(q, &v)) {
		/* and a 9th without a branch (random values up to 10^9: 9 digits or 8) */
		RD_UINT c0 = (RD_UINT)q[8] - '0', d0 = c0 < 10;
		v = v * (1 + 9 * d0) + (c0 & (0 - d0));
		q += 8 + d0;
	}
#else
	/* short numbers (poj1143's 2..20): the first two digits without a branch, since where
	 * such a token ends is a coin flip */
	RD_UINT c0 = (RD_UINT)q[0] - '0', c1 = (RD_UINT)q[1] - '0', d0 = c0 < 10;
	RD_UINT d1 = d0 & (c1 < 10);

	v = (c0 * 10 + c1) * d1 + c0 * (d0 - d1);
	q += d0 + d1;
#endif
	while ((unsigned)(*q - '0') < 10 && q - start <= RD_DIGITS)
		v = v * 10 + (unsigned)(*q++ - '0');
	*u = v;
	*digits = (int)(q - start);
	return q;
}

/* The token at p, at most RD_DIGITS + 1 digits after an optional sign, read with no overflow
 * check (the caller makes sure there are 20 bytes of buffer after p): returns where it
 * stops, with its value in *u and its count of digits in *digits.  A sign is rare: it takes
 * a branch of its own, so that where the digits begin never waits on the load of *p (one
 * token's end is where the next begins: that chain of loads sets the pace). */
static RD_HOT const unsigned char *fast_digits(const unsigned char *p, RD_UINT *u, int *digits)
{
	if (*p == '-' || *p == '+')
		return digits_at(p + 1, u, digits);
	return digits_at(p, u, digits);
}

/* The spaces and "\n" from p on, up to end, skipped, each "\n" counted in *ln: where they
 * stop.  (Not the "\n" of a "\r\n", which is no new line: the caller's r->last says.) */
static RD_HOT const unsigned char *skip_plain(const unsigned char *p, const unsigned char *end,
					      long *ln)
{
	while (p < end && (*p == ' ' || *p == '\n'))
		*ln += *p++ == '\n';
	return p;
}

/* Reads the next token as an RD_INT.  TOK_RANGE: an integer that does not fit. */
static RD_HOT int next_int(struct reader *r, RD_INT *v)
{
	int c, neg = 0, digits = 0, over = 0, ok = 1;
	RD_UINT u = 0;
	const unsigned char *p = r->buf + r->pos, *q, *end = r->buf + r->len;

	/* fast path, for the common case: spaces and "\n" skipped inside the buffer (not the
	 * "\n" of a "\r\n", which is no new line), then a token wholly in it, 20 bytes of room
	 * (RD_DIGITS + 1 digits, a sign, the byte after), of at most RD_DIGITS digits, so with
	 * no overflow check per digit */
	if (r->last != '\r') {
		p = skip_plain(p, end, &r->line);
		if (p != r->buf + r->pos) {
			r->last = p[-1];
			r->pos = (size_t)(p - r->buf);
		}
	}
	if (end - p > 20) {
		q = fast_digits(p, &u, &digits);
		if (digits > 0 && digits <= RD_DIGITS && is_space(*q)) {
			r->tokline = r->line;
			r->tokp = (const char *)p;
			r->toklen = (size_t)(q - p);
			r->last = q[-1];
			count_line(r, *q);
			r->pos = (size_t)(q + 1 - r->buf);
			*v = *p == '-' ? -(RD_INT)u : (RD_INT)u;
			return TOK_INT;
		}
		u = 0;
		digits = 0;
	}
	/* the slow path: byte by byte across buffer refills, any whitespace, any token */
	while ((c = getbyte(r)) != -1 && is_space(c))
		count_line(r, c);
	if (c == -1)
		return r->err ? TOK_ERR : TOK_END;
	r->tokline = r->line;
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
		if (u > (RD_UINT_MAX - (unsigned)(c - '0')) / 10)
			over = 1;
		else
			u = u * 10 + (unsigned)(c - '0');
	}
	if (c != -1)
		count_line(r, c);
	if (!ok || digits == 0)
		return TOK_BAD;
	if (over || u > (RD_UINT)RD_INT_MAX + (RD_UINT)neg)
		return TOK_RANGE;
	*v = neg ? (RD_INT)(0 - u) : (RD_INT)u;
	return TOK_INT;
}

/* v in decimal, whatever RD_INT is (C89 has no printf length for int64_t). */
static void put_int(FILE *f, RD_INT v)
{
	char d[24];
	int n = 0;
	RD_UINT u = v < 0 ? 0 - (RD_UINT)v : (RD_UINT)v;

	do
		d[n++] = (char)('0' + (int)(u % 10));
	while ((u /= 10) != 0);
	if (v < 0)
		fputc('-', f);
	while (n > 0)
		fputc(d[--n], f);
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
 * With RD_OUT defined (bytes), a solver may gather its answers here instead of one fwrite
 * each: answer_room(out, n) gives room for n bytes, the solver fills it, and
 * answer_done(end) keeps them.  Every path that prints a message or ends the run writes
 * them out first (flush_answers).
 */
#ifdef RD_OUT
static char rd_out[RD_OUT];
static size_t rd_outlen;
#endif

/* Writes the gathered answers and flushes out; fflush's result (a failed write shows in
 * ferror(out) either way). */
static int flush_answers(FILE *out)
{
#ifdef RD_OUT
	if (rd_outlen > 0)
		(void)fwrite(rd_out, 1, rd_outlen, out);
	rd_outlen = 0;
#endif
	return fflush(out);
}

#ifdef RD_OUT
static char *answer_room(FILE *out, size_t n)
{
	if (rd_outlen + n > sizeof rd_out)
		(void)flush_answers(out);
	return rd_out + rd_outlen;
}

static void answer_done(const char *end)
{
	rd_outlen = (size_t)(end - rd_out);
}
#endif

/* Starts the one stderr line about bad input at line: the answers so far go out first. */
static void bad_input(FILE *out, FILE *err, long line)
{
	(void)flush_answers(out);
	fprintf(err, NAME ": line %ld: ", line);
}

/*
 * Reads one field.  Returns 1 with *v in lo..hi; 0 at a clean end of input (only where
 * flags has RD_MAY_END); -1 after flushing out and printing the one stderr line that says
 * what was wrong.  RD_BEGINS marks the field that begins a case, for "input ends" messages.
 */
static RD_HOT int read_field(struct reader *r, FILE *out, FILE *err, const char *what,
			     RD_INT lo, RD_INT hi, int flags, RD_INT *v)
{
	int t = next_int(r, v);

	if (t == TOK_INT && *v >= lo && *v <= hi) {
		if (flags & RD_BEGINS)
			r->caseline = r->tokline;
		return 1;
	}
	if (t == TOK_END && (flags & RD_MAY_END))
		return 0;
	if (t == TOK_ERR) {
		(void)flush_answers(out);
		fprintf(err, NAME ": cannot read the input: %s\n", strerror(r->err));
		return -1;
	}
	if (t == TOK_END) {
		bad_input(out, err, end_line(r));
		if (r->caseline > 0 && !(flags & RD_BEGINS))
			fprintf(err, "input ends in the middle of the case begun on line %ld: "
				"expected %s\n", r->caseline, what);
		else
			fprintf(err, "input ends early: expected %s\n", what);
		return -1;
	}
	bad_input(out, err, r->tokline);
	fprintf(err, "expected %s, an integer in ", what);
	put_int(err, lo);
	fputs("..", err);
	put_int(err, hi);
	fputs(", found ", err);
	put_token(err, r);
	fputc('\n', err);
	return -1;
}

#if defined(RD_READ_MANY) || defined(RD_PLAIN)
/*
 * The plain path of read_many (and of a solver's own loop over a long row): the position as
 * locals, p in the buffer and ln the line of byte p.  plain_token skips the spaces and "\n"
 * at p (counted in ln) and returns where the token there ends, with its value in *x, if it
 * is plain: at most RD_DIGITS digits after an optional sign, ended by ' ' or '\n', with 20
 * bytes of buffer after it (fast_digits' room); else NULL, p at the token.  The caller takes
 * the token with ln += *q == '\n' and p = q + 1 (the separator is read too, as next_int
 * reads it), and hands the position back with reader_moved.
 */
static RD_HOT const unsigned char *plain_token(const unsigned char **pp, const unsigned char *end,
					       long *ln, RD_INT *x)
{
	const unsigned char *p = skip_plain(*pp, end, ln), *q;
	RD_UINT u;
	int digits;

	*pp = p;
	if (end - p <= 20)
		return NULL;
	q = fast_digits(p, &u, &digits);
	if (digits <= 0 || digits > RD_DIGITS || (*q != ' ' && *q != '\n'))
		return NULL;
	*x = *p == '-' ? -(RD_INT)u : (RD_INT)u;
	return q;
}

/* The reader's position after a plain path has read up to p (line ln). */
static RD_HOT void reader_moved(struct reader *r, const unsigned char *p, long ln)
{
	if (p != r->buf + r->pos) {
		r->last = p[-1];
		r->pos = (size_t)(p - r->buf);
		r->line = ln;
	}
}
#endif

#ifdef RD_READ_MANY
/*
 * Reads n fields inside a case (as read_field with RD_INSIDE) into v[0..n), and each one's
 * line into line[0..n) when line is not NULL.  Returns 1, or -1 after the one stderr line.
 * The common case runs in a loop that keeps the position in registers (a row of 10^7 cards
 * is read near the speed of a bare parse); anything else (tabs, "\r", a buffer's end, a bad
 * or out-of-range token) goes through read_field, one token at a time.
 */
static int read_many(struct reader *r, FILE *out, FILE *err, const char *what, RD_INT lo,
		     RD_INT hi, RD_INT *v, long *line, size_t n)
{
	size_t i = 0;

	while (i < n) {
		const unsigned char *p = r->buf + r->pos, *end = r->buf + r->len, *q;
		long ln = r->line;
		RD_INT x;

		for (; i < n && r->last != '\r'; i++) {
			if ((q = plain_token(&p, end, &ln, &x)) == NULL || x < lo || x > hi)
				break;
			v[i] = x;
			if (line)
				line[i] = ln;
			ln += *q == '\n';
			p = q + 1;
		}
		reader_moved(r, p, ln);
		if (i < n) {
			if (read_field(r, out, err, what, lo, hi, RD_INSIDE, &v[i]) != 1)
				return -1;
			if (line)
				line[i] = r->tokline;
			i++;
		}
	}
	return 1;
}
#endif

/* The end of a run: 0 if everything written reached out, else 1 after saying why. */
static int finish_output(FILE *out, FILE *err)
{
	if (flush_answers(out) != 0 || ferror(out)) {
		fprintf(err, NAME ": cannot write the output: %s\n", strerror(errno));
		return 1;
	}
	return 0;
}

/*
 * The options every solver takes, then run(stdin, stdout, stderr, explaining): --help
 * prints usage (a failed write is exit 1), --explain, anything else is a usage error, 2.
 */
static int solver_main(int argc, char **argv, const char *usage,
		       int (*run)(FILE *, FILE *, FILE *, int))
{
	int i, explaining = 0;

	for (i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--help") == 0) {
			fputs(usage, stdout);
			return finish_output(stdout, stderr);
		} else if (strcmp(argv[i], "--explain") == 0) {
			explaining = 1;
		} else {
			fprintf(stderr, NAME ": unknown option \"%s\"\n%s", argv[i], usage);
			return 2;
		}
	}
#ifdef RD_OUT
	/* the gathered answers go out RD_OUT bytes a write, and the input comes RD_BUF bytes a
	 * read into the reader's buffer: neither through a buffer of stdio's own as well (an
	 * explanation, many small prints, keeps stdout's; cards-in-line, without RD_OUT, keeps
	 * stdin's: unbuffered, its 10^7 cards took 1% longer, by where the reader then lies) */
	(void)setvbuf(stdin, NULL, _IONBF, 0);
	if (!explaining)
		(void)setvbuf(stdout, NULL, _IONBF, 0);
#endif
	return run(stdin, stdout, stderr, explaining);
}
#endif
