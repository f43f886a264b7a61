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
 *   RD_INT       the integer type of values (long where C89 is all there is, else int64_t),
 *   RD_UINT      its unsigned twin, RD_INT_MAX its largest value, RD_UINT_MAX its twin's
 *   RD_DIGITS    how many digits always fit in RD_INT: the fast path takes that many with
 *                no overflow check (9 for a 32-bit long, 18 for int64_t)
 *   RD_BUF       optional: bytes of the input buffer (default 64 KiB)
 */
#ifndef READER_H
#define READER_H
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* Reads the next token as an RD_INT.  TOK_RANGE: an integer that does not fit. */
static int next_int(struct reader *r, RD_INT *v)
{
	int c, neg = 0, digits = 0, over = 0, ok = 1;
	RD_UINT u = 0;
	const unsigned char *p, *q;

	while ((c = getbyte(r)) != -1 && is_space(c))
		count_line(r, c);
	if (c == -1)
		return r->err ? TOK_ERR : TOK_END;
	r->tokline = r->line;
	/* fast path: a token wholly in the buffer, at most RD_DIGITS digits, so no overflow
	 * check per digit (20 bytes of room: RD_DIGITS + 1 digits, a sign, the byte after) */
	p = q = r->buf + r->pos - 1;
	if (r->len - r->pos >= 20) {
		if (*q == '-' || *q == '+')
			q++;
		while ((unsigned)(*q - '0') < 10 && q - p <= RD_DIGITS)
			u = u * 10 + (unsigned)(*q++ - '0');
		digits = (int)(q - p) - (*p == '-' || *p == '+');
		if (digits > 0 && digits <= RD_DIGITS && is_space(*q)) {
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

/* Starts the one stderr line about bad input at line: the answers so far go out first. */
static void bad_input(FILE *out, FILE *err, long line)
{
	fflush(out);
	fprintf(err, NAME ": line %ld: ", line);
}

/*
 * Reads one field.  Returns 1 with *v in lo..hi; 0 at a clean end of input (only where
 * flags has RD_MAY_END); -1 after flushing out and printing the one stderr line that says
 * what was wrong.  RD_BEGINS marks the field that begins a case, for "input ends" messages.
 */
static int read_field(struct reader *r, FILE *out, FILE *err, const char *what, RD_INT lo,
		      RD_INT hi, int flags, RD_INT *v)
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
		fflush(out);
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

/* The end of a run: 0 if everything written reached out, else 1 after saying why. */
static int finish_output(FILE *out, FILE *err)
{
	if (fflush(out) != 0 || ferror(out)) {
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
	return run(stdin, stdout, stderr, explaining);
}
#endif
