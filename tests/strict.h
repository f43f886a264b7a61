/*
 * strict.h - the reader of our input validators (tests/NAME/validate.c; scripts/make-package.sh
 * puts them, with this file, in each package's input_validators/): the input exactly as the
 * problem states it, byte by byte, as testlib's validators read it (readInt, readSpace,
 * readEoln, readEof).  What the tools feed validators to see them refuse it is refused:
 * an empty file, a space more or at a line's end, an empty line, a leading zero or `+`, `-0`,
 * a CR, no final newline, anything after the last line (problemtools' junk cases and
 * modifications, BAPCtools' invalid generators).
 *
 * Reads stdin; sets nothing: the first thing out of place prints "NAME: line L, column C:
 * WHAT" to stderr and exits 43; sv_eof() at a valid end exits 42 (Kattis' input validator
 * statuses).  NAME is sv_name, set by the validator before reading.
 */
#ifndef STRICT_H
#define STRICT_H
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

static const char *sv_name = "validate";
static long sv_line = 1, sv_col = 1;
static long sv_tok = 1; /* the column where the last integer began */

/* the byte at the reader, EOF at the end (not consumed) */
static inline int sv_peek(void)
{
	int c = getchar();

	if (c != EOF)
		ungetc(c, stdin);
	return c;
}

/* the input is not valid: why, where, exit 43 */
static inline void sv_fail(const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s: line %ld, column %ld: ", sv_name, sv_line, sv_col);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(43);
}

/* the byte at the reader as words: "end of input", "a newline", "'x'", "byte 0x0d" */
static const char *sv_what(int c)
{
	static char buf[32];

	if (c == EOF)
		return "the end of the input";
	if (c == '\n')
		return "a newline";
	if (c == ' ')
		return "a space";
	if (c > ' ' && c < 127)
		sprintf(buf, "'%c'", c);
	else
		sprintf(buf, "byte 0x%02x", (unsigned)c);
	return buf;
}

/* sv_fail, at the column where the last integer began */
#define sv_fail_tok(...) (sv_col = sv_tok, sv_fail(__VA_ARGS__))

/* exactly the byte want (what: its name in a message) */
static inline void sv_byte(int want, const char *what)
{
	int c = getchar();

	if (c != want)
		sv_fail("%s expected, %s found", what, sv_what(c));
	if (c == '\n') {
		sv_line++;
		sv_col = 1;
	} else {
		sv_col++;
	}
}

static inline void sv_space(void) { sv_byte(' ', "one space"); }
static inline void sv_newline(void) { sv_byte('\n', "the end of the line"); }

/* an integer in lo..hi, in its one written form: an optional '-' (not before 0), digits with
 * no leading zero; what names it in a message */
static inline long long sv_int(long long lo, long long hi, const char *what)
{
	int c = sv_peek(), neg = 0, digits = 0;
	unsigned long long v = 0, lim;

	sv_tok = sv_col;
	if (c == '-') {
		neg = 1;
		getchar();
		sv_col++;
		c = sv_peek();
	}
	if (c < '0' || c > '9')
		sv_fail("%s (an integer) expected, %s found", what, sv_what(c));
	/* the magnitude's bound: |LLONG_MIN| for a negative number */
	lim = neg ? (unsigned long long)9223372036854775807LL + 1 : 9223372036854775807ULL;
	while ((c = sv_peek()) >= '0' && c <= '9') {
		if (digits == 1 && v == 0)
			sv_fail_tok("%s has a leading zero", what);
		if (v > (lim - (unsigned)(c - '0')) / 10)
			sv_fail_tok("%s is out of range (more than 64 bits)", what);
		v = v * 10 + (unsigned)(c - '0');
		getchar();
		sv_col++;
		digits++;
	}
	if (neg && v == 0)
		sv_fail_tok("%s is -0", what);
	{
		long long x = neg ? (v == lim ? (-9223372036854775807LL - 1) : -(long long)v)
				  : (long long)v;
		if (x < lo || x > hi)
			sv_fail_tok("%s is %lld, not in %lld..%lld", what, x, lo, hi);
		return x;
	}
}

/* the end of the input: valid, exit 42 */
static inline void sv_eof(void)
{
	int c = sv_peek();

	if (c != EOF)
		sv_fail("the end of the input expected, %s found", sv_what(c));
	exit(42);
}
#endif
