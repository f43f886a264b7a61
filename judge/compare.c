/*
 * compare - does a program's output match the expected one?  judge.sh's comparer.
 *
 *   compare [--mode M] [--ignore-case] [--abs EPS] [--rel EPS] [--space-change-sensitive]
 *           EXPECTED GOT
 *
 * Byte-safe (NUL bytes, invalid UTF-8, lines of any length; files are mapped, never split
 * into shell strings).  Exit status 0: they match; 1: they do not, and one line on stdout
 * names the first difference; 2: a usage or file error; 3 (with --presentation): they
 * differ only in whitespace.
 *
 * Modes:
 *   exact       the same bytes
 *   lines       (default) line by line, where "\r" and blanks (space, tab) at the end of a
 *               line do not count, nor empty lines at the end of the output
 *   tokens      the same whitespace-separated tokens (space, \t, \n, \v, \f, \r)
 *   float[:EPS] tokens; where the expected token is a finite number, the output's token must
 *               be one too, within EPS (default 1e-6) absolutely or relatively to the
 *               expected value; other tokens compare as in tokens mode.  This is the rule of
 *               the Kattis / DOMjudge default output validator with float_tolerance EPS:
 *               numbers are read as strtod reads them, so 1e5 equals 100000 and -0 equals 0;
 *               "nan" and "inf" are not finite numbers, so they compare as plain tokens.
 *   --ignore-case   letters A-Z and a-z are the same (in every mode)
 *   --abs EPS, --rel EPS   float mode with only an absolute or only a relative tolerance
 *               (both given: within either), as the default validator's
 *               float_absolute_tolerance and float_relative_tolerance
 *   --space-change-sensitive   token modes: the whitespace between tokens, and before the
 *               first and after the last, must be the same bytes (the default validator's
 *               space_change_sensitive)
 *   --presentation   an output that fails the mode but has the expected tokens is a
 *               Presentation Error, exit 3 (POJ's and ZOJ's verdict: "your answer is correct,
 *               your output's format is not"); the line names the first whitespace that
 *               differs
 *
 * The line names where: "line L col C: expected "...", got "..."" (both sides quoted around
 * the difference, escaped: \", \\, \r, \t, \xNN), "got end of output" where the output
 * ends first; in token modes "token T (line L of the output, line K expected): ...".  When
 * a looser mode would pass, it says so: "(passes with --mode lines)".
 */
#define _DEFAULT_SOURCE
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

enum mode { EXACT, LINES, TOKENS, FLOAT };

struct text {
	const unsigned char *p;
	size_t n;
};

static int fold;   /* --ignore-case */
static int spaces; /* --space-change-sensitive */
static int pe;     /* --presentation */
/* the float tolerances; a negative one is not set */
static double eps_abs = 1e-6, eps_rel = 1e-6;

/* ---- files ---- */

static int load(const char *path, struct text *t)
{
	struct stat st;
	int fd = open(path, O_RDONLY);
	size_t cap = 1 << 16, n = 0;
	unsigned char *buf;
	ssize_t got;

	if (fd < 0 || fstat(fd, &st) < 0)
		return -1;
	if (S_ISREG(st.st_mode)) {
		t->n = (size_t)st.st_size;
		t->p = (const unsigned char *)"";
		if (t->n > 0) {
			void *m = mmap(NULL, t->n, PROT_READ, MAP_PRIVATE, fd, 0);
			if (m == MAP_FAILED) {
				close(fd);
				return -1;
			}
			t->p = m;
		}
		close(fd);
		return 0;
	}
	if (!(buf = malloc(cap)))
		return -1;
	while ((got = read(fd, buf + n, cap - n)) > 0)
		if ((n += (size_t)got) == cap) {
			unsigned char *b = realloc(buf, cap *= 2);
			if (!b)
				return -1;
			buf = b;
		}
	close(fd);
	if (got < 0)
		return -1;
	t->p = buf;
	t->n = n;
	return 0;
}

/* ---- what a difference looks like ---- */

/* Up to 60 bytes of p[0..n) from byte at, escaped, between quotes; "..." where cut. */
static void quote(const unsigned char *p, size_t n, size_t at)
{
	size_t start = at > 20 ? at - 20 : 0, end = start + 60 < n ? start + 60 : n, i;

	fputc('"', stdout);
	if (start > 0)
		fputs("...", stdout);
	for (i = start; i < end; i++) {
		unsigned char c = p[i];
		if (c == '"' || c == '\\')
			printf("\\%c", c);
		else if (c == '\r')
			fputs("\\r", stdout);
		else if (c == '\t')
			fputs("\\t", stdout);
		else if (c < 0x20 || c > 0x7e)
			printf("\\x%02x", c);
		else
			fputc(c, stdout);
	}
	if (end < n)
		fputs("...", stdout);
	fputc('"', stdout);
}

/* "expected X, got Y" for two lines or tokens, "end of output" for one that is missing
 * (has is 0); quoted from byte at */
static void expected_got(const struct text *e, size_t se, size_t le, int he,
			 const struct text *g, size_t sg, size_t lg, int hg, size_t at)
{
	fputs("expected ", stdout);
	if (he)
		quote(e->p + se, le, at);
	else
		fputs("end of output", stdout);
	fputs(", got ", stdout);
	if (hg)
		quote(g->p + sg, lg, at);
	else
		fputs("end of output", stdout);
}

static int same_byte(unsigned char a, unsigned char b)
{
	return a == b || (fold && tolower(a) == tolower(b) && isalpha(a));
}

/* ---- exact and lines ---- */

/* The line starting at t->p[*pos]: its start and its length without the line end; with
 * trim, without trailing blanks and "\r".  Moves *pos past it.  0 at the end of t. */
static int next_line(const struct text *t, size_t *pos, int trim, size_t *start, size_t *len)
{
	const unsigned char *nl;
	size_t end;

	if (*pos >= t->n)
		return 0;
	*start = *pos;
	nl = memchr(t->p + *pos, '\n', t->n - *pos);
	end = nl ? (size_t)(nl - t->p) : t->n;
	*pos = nl ? end + 1 : t->n;
	while (trim && end > *start &&
	       (t->p[end - 1] == ' ' || t->p[end - 1] == '\t' || t->p[end - 1] == '\r'))
		end--;
	*len = end - *start;
	return 1;
}

/* Is everything from *pos on empty lines (after trimming)? */
static int only_empty_lines(const struct text *t, size_t pos, int trim)
{
	size_t s, l;

	while (next_line(t, &pos, trim, &s, &l))
		if (l > 0)
			return 0;
	return 1;
}

/* Line by line (trim: the lines mode, else the exact one, which also needs the same line
 * ends); prints the first difference when say, returns 1 if they match. */
static int compare_lines(const struct text *e, const struct text *g, int trim, int say)
{
	size_t pe = 0, pg = 0, se, le, sg, lg, i, line = 0;
	int he, hg;

	for (;;) {
		line++;
		he = next_line(e, &pe, trim, &se, &le);
		hg = next_line(g, &pg, trim, &sg, &lg);
		if (!he && !hg)
			break;
		if (trim && ((!he && lg == 0 && only_empty_lines(g, pg, 1)) ||
			     (!hg && le == 0 && only_empty_lines(e, pe, 1))))
			break;
		if (!hg || !he) {
			if (say) {
				printf("line %zu: ", line);
				expected_got(e, se, le, he, g, sg, lg, hg, 0);
			}
			return 0;
		}
		for (i = 0; i < le && i < lg && same_byte(e->p[se + i], g->p[sg + i]); i++)
			;
		if (i < le || i < lg) {
			if (say) {
				printf("line %zu col %zu: ", line, i + 1);
				expected_got(e, se, le, 1, g, sg, lg, 1, i);
			}
			return 0;
		}
	}
	if (!trim && (e->n > 0 && g->n > 0) && (e->p[e->n - 1] == '\n') != (g->p[g->n - 1] == '\n')) {
		if (say)
			printf("line %zu: the %s ends without a newline", line - 1,
			       e->p[e->n - 1] == '\n' ? "output" : "expected output");
		return 0;
	}
	return 1;
}

/* ---- tokens and float ---- */

static int is_ws(unsigned char c)
{
	return c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

struct cursor {
	const struct text *t;
	size_t pos, line, ws; /* ws: where the whitespace before the token starts */
};

/* The next token: its start and length, and the line it is on. */
static int next_token(struct cursor *c, size_t *start, size_t *len)
{
	c->ws = c->pos;
	while (c->pos < c->t->n && is_ws(c->t->p[c->pos]))
		c->line += c->t->p[c->pos++] == '\n';
	if (c->pos >= c->t->n)
		return 0;
	*start = c->pos;
	while (c->pos < c->t->n && !is_ws(c->t->p[c->pos]))
		c->pos++;
	*len = c->pos - *start;
	return 1;
}

/* A token that is a finite number as strtod reads it, whole. */
static int finite_number(const unsigned char *p, size_t n, double *v)
{
	char buf[128], *end;

	if (n == 0 || n >= sizeof buf)
		return 0;
	memcpy(buf, p, n);
	buf[n] = '\0';
	if (memchr(buf, '\0', n))
		return 0;
	errno = 0;
	*v = strtod(buf, &end);
	return end == buf + n && isfinite(*v);
}

static int compare_tokens(const struct text *e, const struct text *g, enum mode m, int say)
{
	struct cursor ce = { e, 0, 1, 0 }, cg = { g, 0, 1, 0 };
	size_t se, le, sg, lg, i, token = 0;
	int he, hg;
	double ve, vg;

	for (;;) {
		size_t we, wg;
		he = next_token(&ce, &se, &le);
		hg = next_token(&cg, &sg, &lg);
		token++;
		/* the whitespace runs before the tokens (or to the end), compared as bytes */
		we = (he ? se : e->n) - ce.ws, wg = (hg ? sg : g->n) - cg.ws;
		if (spaces && (we != wg || memcmp(e->p + ce.ws, g->p + cg.ws, we) != 0)) {
			if (say) {
				if (he || hg)
					printf("token %zu (line %zu of the output, line %zu expected): "
					       "the whitespace before it: ", token, cg.line, ce.line);
				else
					fputs("the whitespace at the end: ", stdout);
				expected_got(e, ce.ws, we, 1, g, cg.ws, wg, 1, 0);
			}
			return 0;
		}
		if (!he && !hg)
			return 1;
		if (!he || !hg) {
			if (say) {
				printf("token %zu (line %zu of the output, line %zu expected): ", token,
				       cg.line, ce.line);
				expected_got(e, se, le, he, g, sg, lg, hg, 0);
			}
			return 0;
		}
		if (m == FLOAT && finite_number(e->p + se, le, &ve)) {
			double diff;
			if (!finite_number(g->p + sg, lg, &vg)) {
				if (say) {
					printf("token %zu (line %zu of the output, line %zu expected): "
					       "expected the number ", token, cg.line, ce.line);
					quote(e->p + se, le, 0);
					fputs(", got ", stdout);
					quote(g->p + sg, lg, 0);
				}
				return 0;
			}
			diff = fabs(ve - vg);
			if ((eps_abs >= 0 && diff <= eps_abs) ||
			    (eps_rel >= 0 && diff <= eps_rel * fabs(ve)))
				continue;
			if (say) {
				printf("token %zu (line %zu of the output, line %zu expected): ", token,
				       cg.line, ce.line);
				expected_got(e, se, le, 1, g, sg, lg, 1, 0);
				/* 3 significant digits, more when 3 would read as within the
				 * tolerance ("difference 0.5000001, more than 0.5", not "0.5") */
				{
					double bound = eps_abs > eps_rel * fabs(ve) ? eps_abs
										    : eps_rel * fabs(ve);
					char text[64];
					int digits = 3;
					snprintf(text, sizeof text, "%.*g", digits, diff);
					while (digits < 17 && strtod(text, NULL) <= bound)
						snprintf(text, sizeof text, "%.*g", ++digits, diff);
					printf(" (difference %s, more than", text);
				}
				if (eps_abs >= 0)
					printf(" %g absolute%s", eps_abs, eps_rel >= 0 ? " and" : "");
				if (eps_rel >= 0)
					printf(" %g relative", eps_rel);
				fputc(')', stdout);
			}
			return 0;
		}
		for (i = 0; i < le && i < lg && same_byte(e->p[se + i], g->p[sg + i]); i++)
			;
		if (i < le || i < lg) {
			if (say) {
				printf("token %zu (line %zu of the output, line %zu expected): ", token,
				       cg.line, ce.line);
				expected_got(e, se, le, 1, g, sg, lg, 1, i);
			}
			return 0;
		}
	}
}

static int compare(const struct text *e, const struct text *g, enum mode m, int say)
{
	switch (m) {
	case EXACT:
		if (e->n == g->n && !fold && memcmp(e->p, g->p, e->n) == 0)
			return 1;
		return compare_lines(e, g, 0, say);
	case LINES:
		return compare_lines(e, g, 1, say);
	default:
		return compare_tokens(e, g, m, say);
	}
}

/* ---- a Presentation Error: which whitespace differs ---- */

/* what p[at] is, in words, for a Presentation Error's line */
static void name_byte(const struct text *t, size_t at)
{
	unsigned char c;

	if (at >= t->n) {
		fputs("the end of the output", stdout);
		return;
	}
	c = t->p[at];
	if (c == ' ')
		fputs("a space", stdout);
	else if (c == '\t')
		fputs("a tab", stdout);
	else if (c == '\n')
		fputs("a line end", stdout);
	else if (c == '\r')
		fputs("a \\r (a Windows line end)", stdout);
	else if (is_ws(c))
		printf("the whitespace byte \\x%02x", c);
	else {
		size_t n = 1; /* the word from there (up to 20 bytes) */
		while (n < 20 && at + n < t->n && !is_ws(t->p[at + n]))
			n++;
		quote(t->p + at, n, 0);
	}
}

/* The first byte where the two differ, named: "line L col C (of the expected output):
 * expected a line end, got a space" */
static void whitespace_differs(const struct text *e, const struct text *g)
{
	size_t k = 0, line = 1, col = 1;

	while (k < e->n && k < g->n && same_byte(e->p[k], g->p[k])) {
		if (e->p[k++] == '\n')
			line++, col = 1;
		else
			col++;
	}
	printf("line %zu col %zu: expected ", line, col);
	name_byte(e, k);
	fputs(", got ", stdout);
	name_byte(g, k);
	fputs(" (the tokens are right; only whitespace differs)", stdout);
}

int main(int argc, char **argv)
{
	enum mode m = LINES;
	struct text e, g;
	int i, tolerance = 0; /* --abs or --rel given */

	for (i = 1; i < argc && argv[i][0] == '-' && argv[i][1] == '-'; i++) {
		const char *a = argv[i];
		if (strcmp(a, "--ignore-case") == 0) {
			fold = 1;
		} else if (strcmp(a, "--mode") == 0 && i + 1 < argc) {
			const char *v = argv[++i];
			char *end;
			if (strcmp(v, "exact") == 0)
				m = EXACT;
			else if (strcmp(v, "lines") == 0)
				m = LINES;
			else if (strcmp(v, "tokens") == 0)
				m = TOKENS;
			else if (strncmp(v, "float", 5) == 0 && (v[5] == '\0' || v[5] == ':')) {
				m = FLOAT;
				if (v[5] == ':') {
					eps_abs = eps_rel = strtod(v + 6, &end);
					if (end == v + 6 || *end || !(eps_abs >= 0) || !isfinite(eps_abs))
						goto usage;
				}
			} else {
				goto usage;
			}
		} else if ((strcmp(a, "--abs") == 0 || strcmp(a, "--rel") == 0) && i + 1 < argc) {
			const char *v = argv[++i];
			char *end;
			double t = strtod(v, &end);
			if (end == v || *end || !(t >= 0) || !isfinite(t))
				goto usage;
			if (!tolerance)
				eps_abs = eps_rel = -1;
			tolerance = 1;
			*(a[2] == 'a' ? &eps_abs : &eps_rel) = t;
		} else if (strcmp(a, "--space-change-sensitive") == 0) {
			spaces = 1;
		} else if (strcmp(a, "--presentation") == 0) {
			pe = 1;
		} else if (strcmp(a, "--") == 0) {
			i++;
			break;
		} else {
			goto usage;
		}
	}
	if (tolerance)
		m = FLOAT;
	if (argc - i != 2 || (spaces && m != TOKENS && m != FLOAT))
		goto usage;
	if (load(argv[i], &e) < 0) {
		fprintf(stderr, "compare: cannot read %s: %s\n", argv[i], strerror(errno));
		return 2;
	}
	if (load(argv[i + 1], &g) < 0) {
		fprintf(stderr, "compare: cannot read %s: %s\n", argv[i + 1], strerror(errno));
		return 2;
	}
	if (compare(&e, &g, m, !pe))
		return 0;
	if (pe && m != TOKENS && compare(&e, &g, m == FLOAT ? FLOAT : TOKENS, 0)) {
		whitespace_differs(&e, &g);
		fputc('\n', stdout);
		return fflush(stdout) == 0 ? 3 : 2;
	}
	if (pe)
		compare(&e, &g, m, 1);
	if (m == EXACT && compare(&e, &g, LINES, 0))
		fputs(" (passes with --mode lines)", stdout);
	else if ((m == EXACT || m == LINES) && compare(&e, &g, TOKENS, 0))
		fputs(" (passes with --mode tokens)", stdout);
	fputc('\n', stdout);
	return fflush(stdout) == 0 ? 1 : 2;
usage:
	fputs("usage: compare [--mode exact|lines|tokens|float[:EPS]] [--ignore-case] "
	      "[--abs EPS] [--rel EPS] [--space-change-sensitive (token modes)] [--presentation] "
	      "EXPECTED GOT\n",
	      stderr);
	return 2;
}
