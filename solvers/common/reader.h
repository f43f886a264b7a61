/*
 * reader.h - the kit's reader: integers with the line each stands on, and the one-line
 * error contract of ../shared/PROBLEMS.md.  Only the kit's programs use it (each solver's
 * kit.c); a submission reads with scanf, as a judge's input is valid.  Define NAME (the
 * program's name, a string literal) before including it.  Bad input: the answers before it
 * are flushed, then "NAME: line L: what was wrong" on stderr, and the program exits 1.
 */
#include <errno.h>
#include <limits.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define USAGE_TAIL "  --help     print this and exit\nExit status: 0 done, 1 bad input, a " \
	"read or a write error (the answers before it are\nprinted), 2 unknown option.\n"

enum { RD_INSIDE = 0, RD_BEGINS = 1, RD_MAY_END = 2 }; /* read_field's flags */

struct reader {
	FILE *in;
	long line, tokline, caseline; /* of the next byte, the last token, the case (0: none) */
	int last, err;                /* the last byte of a space or token; errno of a read */
	size_t pos, len;
	unsigned char buf[1 << 16];
};

static struct reader *reader_open(FILE *in, FILE *err)
{
	struct reader *r = malloc(sizeof *r); /* not calloc: the buffer's pages wait for input */

	if (!r) {
		fprintf(err, NAME ": out of memory\n");
		return NULL;
	}
	memset(r, 0, offsetof(struct reader, buf));
	r->in = in, r->line = r->tokline = 1, r->last = -1;
	return r;
}

/* The next byte; -1 at the end of input or after a read error (r->err set). */
static int refill(struct reader *r)
{
	r->pos = 0;
	r->len = r->err ? 0 : fread(r->buf, 1, sizeof r->buf, r->in);
	if (r->len == 0 && ferror(r->in))
		r->err = errno ? errno : EIO;
	return r->len ? r->buf[r->pos++] : -1;
}

static int getbyte(struct reader *r)
{
	return r->pos < r->len ? r->buf[r->pos++] : refill(r);
}

/* Whether c is a space; lines end at "\n", "\r\n" and a lone "\r". */
static int space(struct reader *r, int c)
{
	if (c != ' ' && (c > '\r' || c < '\t'))
		return 0;
	r->line += c == '\r' || (c == '\n' && r->last != '\r');
	r->last = c;
	return 1;
}

/* Starts the one stderr line about bad input at line, the answers so far out first. */
static void bad_input(FILE *out, FILE *err, long line)
{
	fflush(out);
	fprintf(err, NAME ": line %ld: ", line);
}

/* One field: 1 with *v in lo..hi; 0 at a clean end of input (flags has RD_MAY_END); else -1
 * after the one stderr line.  RD_BEGINS: the field begins a case (for "input ends"). */
static int read_field(struct reader *r, FILE *out, FILE *err, const char *what, long long lo,
		      long long hi, int flags, long long *v)
{
	unsigned long long u = 0, top = (unsigned long long)LLONG_MAX + 1;
	int c, bad = 0;
	long at; /* the line where the input ended: a final line end starts none */
	size_t i, n;
	char tok[24]; /* the token, cut short, for the message */

	while ((c = getbyte(r)) != -1 && space(r, c))
		;
	at = r->line - (r->line > 1 && (r->last == '\n' || r->last == '\r'));
	if (c == -1 && (r->err || !(flags & RD_MAY_END))) {
		fflush(out);
		if (r->err)
			fprintf(err, NAME ": cannot read the input: %s\n", strerror(r->err));
		else if (r->caseline && !(flags & RD_BEGINS))
			fprintf(err, NAME ": line %ld: input ends in the middle of the case begun on "
				"line %ld: expected %s\n", at, r->caseline, what);
		else
			fprintf(err, NAME ": line %ld: input ends early: expected %s\n", at, what);
		return -1;
	}
	if (c == -1)
		return 0;
	r->tokline = r->line;
	r->caseline = flags & RD_BEGINS ? r->line : r->caseline;
	for (n = 0, r->last = c; c != -1 && !space(r, c); c = getbyte(r), n++) {
		if (n < sizeof tok)
			tok[n] = (char)c;
		if ((unsigned)(c - '0') < 10)
			u = u > top / 10 ? top + 1 : u * 10 + (unsigned)(c - '0'); /* top + 1: too big */
		else if (n > 0 || (c != '-' && c != '+'))
			bad = 1;
	}
	bad |= n == 1 && (tok[0] == '-' || tok[0] == '+'); /* a sign alone */
	*v = tok[0] == '-' ? (long long)(0 - u) : (long long)u;
	if (!bad && u <= top - (tok[0] != '-') && *v >= lo && *v <= hi)
		return 1;
	bad_input(out, err, r->tokline);
	fprintf(err, "expected %s, an integer in %lld..%lld, found \"", what, lo, hi);
	for (i = 0; i < n && i < sizeof tok; i++) { /* escaped */
		c = (unsigned char)tok[i];
		if (c == '"' || c == '\\' || c < 0x20 || c > 0x7e)
			fprintf(err, c == '"' || c == '\\' ? "\\%c" : "\\x%02x", c);
		else
			fputc(c, err);
	}
	fputs(n > sizeof tok ? "...\"\n" : "\"\n", err);
	return -1;
}
