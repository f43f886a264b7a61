/*
 * Check suite for solvers/common/reader.h, the reader the three solvers share: every token
 * kind on both paths (the fast one, with 20 bytes of buffer after the token, and the slow
 * one, at the end of the input), every message, tokens across buffer boundaries, line ends
 * (\n, \r\n, lone \r), read errors and the options.  The buffer is 64 bytes here, so
 * boundaries come often; the solvers use 16 or 64 KiB.
 */
#define _GNU_SOURCE /* fmemopen, open_memstream, fopencookie */
#include <check.h>
#include <stdint.h>
#include <unistd.h>
#define NAME "t"
#define RD_INT64 1
#define RD_READ_MANY 1
#define RD_BUF 64
#define RD_OUT 64
#include "../solvers/common/reader.h"
#include "run_suite.h"
#include "rng.h"

/* the first token of text through a fresh reader */
static int token_of(const char *text, size_t len, int64_t *v)
{
	FILE *in = fmemopen((void *)text, len, "r");
	struct reader *r = reader_open(in, stderr);
	int t = next_int(r, v);

	free(r);
	fclose(in);
	return t;
}

static const struct {
	const char *tok;
	int kind;
	int64_t value;
} tokens[] = {
	{ "0", TOK_INT, 0 }, { "7", TOK_INT, 7 }, { "+7", TOK_INT, 7 }, { "-7", TOK_INT, -7 },
	{ "-0", TOK_INT, 0 }, { "007", TOK_INT, 7 },
	{ "999999999999999999", TOK_INT, 999999999999999999 },    /* 18 digits: fast path */
	{ "-999999999999999999", TOK_INT, -999999999999999999 },
	{ "1000000000000000000", TOK_INT, 1000000000000000000 },  /* 19 digits: slow path */
	{ "9223372036854775807", TOK_INT, INT64_MAX },
	{ "-9223372036854775808", TOK_INT, INT64_MIN },
	{ "+9223372036854775807", TOK_INT, INT64_MAX },
	{ "9223372036854775808", TOK_RANGE, 0 }, { "-9223372036854775809", TOK_RANGE, 0 },
	{ "9300000000000000000", TOK_RANGE, 0 }, { "-9300000000000000000", TOK_RANGE, 0 },
	{ "18446744073709551615", TOK_RANGE, 0 }, { "18446744073709551617", TOK_RANGE, 0 },
	{ "99999999999999999999999", TOK_RANGE, 0 },
	{ "-", TOK_BAD, 0 }, { "+", TOK_BAD, 0 }, { "--1", TOK_BAD, 0 }, { "1-", TOK_BAD, 0 },
	{ "12a", TOK_BAD, 0 }, { "a12", TOK_BAD, 0 }, { "1.5", TOK_BAD, 0 },
	{ "99999999999999999999x", TOK_BAD, 0 }, { "\x01", TOK_BAD, 0 },
	/* the byte after a digit run, at each step of the fast path: after 8 digits (':' is
	 * '0' + 10, just past '9'), a sign-like byte before the digits */
	{ "12345678:", TOK_BAD, 0 }, { "123456789:", TOK_BAD, 0 }, { "1:", TOK_BAD, 0 },
	{ "*5", TOK_BAD, 0 }, { ",5", TOK_BAD, 0 }, { "/9", TOK_BAD, 0 },
};

/* the token after a first one, "0", through one reader: the buffer is filled by then, so
 * with 20 bytes after it the token takes the fast path (a fresh reader's first token never
 * does: its buffer is still empty) */
static int second_token_of(const char *text, size_t len, int64_t *v)
{
	FILE *in = fmemopen((void *)text, len, "r");
	struct reader *r = reader_open(in, stderr);
	int t = next_int(r, v);

	ck_assert_int_eq(t, TOK_INT);
	ck_assert_int_eq(*v, 0);
	t = next_int(r, v);
	free(r);
	fclose(in);
	return t;
}

/* each token alone (the slow path), and after "0 " with 30 spaces after it (the fast path
 * where it applies) */
START_TEST(token_kinds)
{
	char text[128];
	int64_t v = 12345;
	int pad, t;

	for (pad = 0; pad <= 30; pad += 30) {
		int n = snprintf(text, sizeof text, "%s%s%*s", pad ? "0 " : "", tokens[_i].tok, pad,
				 "");
		v = 12345;
		t = pad ? second_token_of(text, (size_t)n, &v) : token_of(text, (size_t)n, &v);
		ck_assert_msg(t == tokens[_i].kind, "\"%s\" + %d spaces: kind %d, want %d",
			      tokens[_i].tok, pad, t, tokens[_i].kind);
		if (t == TOK_INT)
			ck_assert_msg(v == tokens[_i].value, "\"%s\" + %d spaces: %lld", tokens[_i].tok,
				      pad, (long long)v);
	}
}
END_TEST

START_TEST(token_nul_byte)
{
	int64_t v;

	ck_assert_int_eq(token_of("1\0002", 3, &v), TOK_BAD);
	ck_assert_int_eq(token_of("\0", 1, &v), TOK_BAD);
}
END_TEST

START_TEST(token_end)
{
	int64_t v;

	ck_assert_int_eq(token_of("", 0, &v), TOK_END);
	ck_assert_int_eq(token_of(" \t\r\n\v\f ", 7, &v), TOK_END);
}
END_TEST

/* a 13-digit number (and a negative one) at every offset around the 64-byte buffer's ends */
START_TEST(buffer_boundaries)
{
	char text[256];
	int off, n;

	for (off = 0; off < 140; off++) {
		FILE *in;
		struct reader *r;
		int64_t a = 0, b = 0, c = 0;

		n = snprintf(text, sizeof text, "%*s1234567890123 -987654321098\n%*s5", off, "",
			     off % 23, "");
		in = fmemopen(text, (size_t)n, "r");
		r = reader_open(in, stderr);
		ck_assert_int_eq(next_int(r, &a), TOK_INT);
		ck_assert_int_eq(next_int(r, &b), TOK_INT);
		ck_assert_int_eq(next_int(r, &c), TOK_INT);
		ck_assert_msg(a == 1234567890123 && b == -987654321098 && c == 5,
			      "offset %d: %lld %lld %lld", off, (long long)a, (long long)b,
			      (long long)c);
		ck_assert_int_eq(r->tokline, 2);
		ck_assert_int_eq(next_int(r, &c), TOK_END);
		free(r);
		fclose(in);
	}
}
END_TEST

/* the line of each token: \n, \r\n and a lone \r each end one line, on both paths */
START_TEST(line_ends)
{
	static const char *texts[] = {
		"1\n2\r\n3\r4\n\n5\r\r6\r\n\r\n7",
		"1\n2\r\n3\r4\n\n5\r\r6\r\n\r\n7                              \n",
	};
	static const long want[] = { 1, 2, 3, 4, 6, 8, 10 };
	int i, k;

	for (k = 0; k < 2; k++) {
		FILE *in = fmemopen((void *)texts[k], strlen(texts[k]), "r");
		struct reader *r = reader_open(in, stderr);
		int64_t v;

		for (i = 0; i < 7; i++) {
			ck_assert_int_eq(next_int(r, &v), TOK_INT);
			ck_assert_int_eq(v, i + 1);
			ck_assert_msg(r->tokline == want[i], "text %d token %d: line %ld, want %ld",
				      k, i + 1, r->tokline, want[i]);
		}
		ck_assert_int_eq(next_int(r, &v), TOK_END);
		ck_assert_int_eq(end_line(r), 10);
		free(r);
		fclose(in);
	}
}
END_TEST

/* ---- messages: read_field through a memory stream ---- */

struct fields {
	int got[4];
	char *out, *err;
	size_t outlen, errlen;
};

/* Reads up to four fields "m" (begins a case, may end) and "d" (inside), alternately, from
 * text; records each result, stops at the first that is not 1. */
static struct fields fields_of(const char *text, size_t len)
{
	struct fields f;
	FILE *in = len ? fmemopen((void *)text, len, "r") : fopen("/dev/null", "r");
	FILE *out = open_memstream(&f.out, &f.outlen), *err = open_memstream(&f.err, &f.errlen);
	struct reader *r = reader_open(in, err);
	int64_t v;
	int i;

	for (i = 0; i < 4; i++)
		f.got[i] = 9;
	for (i = 0; i < 4; i++) {
		f.got[i] = i % 2 ? read_field(r, out, err, "d", 0, 300, RD_INSIDE, &v)
				 : read_field(r, out, err, "m", -5, 20, RD_BEGINS | RD_MAY_END, &v);
		if (f.got[i] != 1)
			break;
		fprintf(out, "%lld\n", (long long)v);
	}
	free(r);
	fclose(in);
	fclose(out);
	fclose(err);
	return f;
}

static const struct {
	const char *text, *out, *err;
	int last; /* what the last read_field returned */
} messages[] = {
	{ "1 2", "1\n2\n", "", 0 },
	{ "", "", "", 0 },
	{ "1 2 3", "1\n2\n3\n", "t: line 1: input ends in the middle of the case begun on line 1: "
	  "expected d\n", -1 },
	{ "1 2\n\n3\n\n", "1\n2\n3\n", "t: line 4: input ends in the middle of the case begun on "
	  "line 3: expected d\n", -1 },
	{ "1 2\r3\r\r", "1\n2\n3\n", "t: line 3: input ends in the middle of the case begun on "
	  "line 2: expected d\n", -1 },
	{ "1 301", "1\n", "t: line 1: expected d, an integer in 0..300, found \"301\"\n", -1 },
	{ "-6", "", "t: line 1: expected m, an integer in -5..20, found \"-6\"\n", -1 },
	{ "1\n\n-1", "1\n", "t: line 3: expected d, an integer in 0..300, found \"-1\"\n", -1 },
	{ "1 x\"\\\x01\xff", "1\n", "t: line 1: expected d, an integer in 0..300, found "
	  "\"x\\\"\\\\\\x01\\xff\"\n", -1 },
	{ "abcdefghijklmnopqrstuvwxyz0123456789", "", "t: line 1: expected m, an integer in "
	  "-5..20, found \"abcdefghijklmnopqrstuvwx...\"\n", -1 },
	{ "1 99999999999999999999", "1\n", "t: line 1: expected d, an integer in 0..300, found "
	  "\"99999999999999999999\"\n", -1 },
};

START_TEST(message_lines)
{
	struct fields f = fields_of(messages[_i].text, strlen(messages[_i].text));
	int i;

	for (i = 0; i < 4 && f.got[i] == 1; i++)
		;
	ck_assert_int_eq(i < 4 ? f.got[i] : 1, messages[_i].last);
	ck_assert_str_eq(f.out, messages[_i].out);
	ck_assert_str_eq(f.err, messages[_i].err);
	free(f.out);
	free(f.err);
}
END_TEST

START_TEST(message_put_int)
{
	static const int64_t v[] = { 0, -1, 7, INT64_MAX, INT64_MIN };
	static const char *want = "0 -1 7 9223372036854775807 -9223372036854775808 ";
	char *text;
	size_t len;
	FILE *f = open_memstream(&text, &len);
	int i;

	for (i = 0; i < 5; i++) {
		put_int(f, v[i]);
		fputc(' ', f);
	}
	fclose(f);
	ck_assert_str_eq(text, want);
	free(text);
}
END_TEST

/* ---- read_many: the loop for long rows, against next_int one token at a time ---- */

/* n values from text by read_many (range lo..hi), with lines; returns its result and the
 * stderr text in err_text */
static int many_of(const char *text, int64_t lo, int64_t hi, int64_t *v, long *line, size_t n,
		   char **err_text)
{
	size_t len;
	FILE *in = fmemopen((void *)text, strlen(text), "r"), *out = fopen("/dev/null", "w");
	FILE *err = open_memstream(err_text, &len);
	struct reader *r = reader_open(in, err);
	int got = read_many(r, out, err, "v", lo, hi, v, line, n);

	free(r);
	fclose(in);
	fclose(out);
	fclose(err);
	return got;
}

/* every value and line as next_int sees them: signs, 1 to 18 digits, 19 digits (the slow
 * path), spaces, tabs, \n, \r\n and lone \r, across the 64-byte buffer's ends */
START_TEST(many_matches_one_by_one)
{
	char text[4096], *err_text;
	int64_t v[200], w;
	long line[200];
	size_t n = 0, len = 0, i;
	static const char *seps[] = { " ", "\n", "  ", "\r\n", "\t", "\r", " \n " };
	FILE *in;
	struct reader *r;

	rng_seed(14);
	for (n = 0; n < 200; n++) {
		int digits = (int)rng_range(1, 19), d;
		if (rng_range(0, 2) == 0)
			text[len++] = rng_range(0, 1) ? '-' : '+';
		text[len++] = (char)('1' + rng_range(0, 8));
		for (d = 1; d < digits; d++)
			text[len++] = (char)('0' + rng_range(0, 9));
		len += (size_t)sprintf(text + len, "%s", seps[rng_range(0, 6)]);
	}
	text[len] = '\0';
	ck_assert_int_eq(many_of(text, INT64_MIN, INT64_MAX, v, line, 200, &err_text), 1);
	ck_assert_str_eq(err_text, "");
	free(err_text);
	in = fmemopen(text, len, "r");
	r = reader_open(in, stderr);
	for (i = 0; i < 200; i++) {
		ck_assert_int_eq(next_int(r, &w), TOK_INT);
		ck_assert_msg(v[i] == w && line[i] == r->tokline, "value %zu: %lld on line %ld, "
			      "want %lld on line %ld", i, (long long)v[i], line[i], (long long)w,
			      r->tokline);
	}
	free(r);
	fclose(in);
}
END_TEST

/* the plain path stops 20 bytes before the buffer's end, so a token near it is never read
 * from bytes of the previous fill: with the 64-byte buffer, "5 123456789" straddles the
 * second fill's start, after a first fill of a 12-digit token and 1s */
START_TEST(many_near_buffer_end)
{
	char text[128], *err_text;
	int64_t v[28];
	int i, n = 0;

	n += sprintf(text + n, "123456789012 ");
	for (i = 0; i < 25; i++)
		n += sprintf(text + n, "1 ");
	n += sprintf(text + n, " 5 123456789");
	ck_assert_int_eq(many_of(text, INT64_MIN, INT64_MAX, v, NULL, 28, &err_text), 1);
	ck_assert_str_eq(err_text, "");
	free(err_text);
	ck_assert_int_eq(v[0], 123456789012);
	ck_assert_int_eq(v[26], 5);
	ck_assert_int_eq(v[27], 123456789);
}
END_TEST

static const struct {
	const char *text, *err;
} many_errors[] = {
	{ "1 2 3 -4 5                        \n", "t: line 1: expected v, an integer in "
	  "0..9, found \"-4\"\n" },
	{ "1 2 3\n4 10                      \n", "t: line 2: expected v, an integer in "
	  "0..9, found \"10\"\n" },
	{ "1 2\r3\r4 x                      \n", "t: line 3: expected v, an integer in "
	  "0..9, found \"x\"\n" },
	{ "1 2 3 4", "t: line 1: input ends early: expected v\n" },
};

START_TEST(many_errors_name_the_token)
{
	int64_t v[5];
	char *err_text;

	ck_assert_int_eq(many_of(many_errors[_i].text, 0, 9, v, NULL, 5, &err_text), -1);
	ck_assert_str_eq(err_text, many_errors[_i].err);
	free(err_text);
}
END_TEST

/* ---- read errors: never taken for the end of the input ---- */

static ssize_t fail_after_data(void *cookie, char *buf, size_t size)
{
	int *calls = cookie;

	if ((*calls)++ == 0 && size >= 4) {
		memcpy(buf, "1 2 ", 4);
		return 4;
	}
	errno = EIO;
	return -1;
}

START_TEST(read_error_after_data)
{
	int calls = 0;
	cookie_io_functions_t io = { fail_after_data, NULL, NULL, NULL };
	FILE *in = fopencookie(&calls, "r", io);
	char *out_text, *err_text;
	size_t outlen, errlen;
	FILE *out = open_memstream(&out_text, &outlen), *err = open_memstream(&err_text, &errlen);
	struct reader *r = reader_open(in, err);
	int64_t v;

	ck_assert_int_eq(read_field(r, out, err, "m", 0, 9, RD_BEGINS | RD_MAY_END, &v), 1);
	ck_assert_int_eq(read_field(r, out, err, "d", 0, 9, RD_INSIDE, &v), 1);
	ck_assert_int_eq(read_field(r, out, err, "m", 0, 9, RD_BEGINS | RD_MAY_END, &v), -1);
	fclose(err);
	ck_assert_str_eq(err_text, "t: cannot read the input: Input/output error\n");
	free(r);
	fclose(in);
	fclose(out);
	free(out_text);
	free(err_text);
}
END_TEST

START_TEST(read_error_directory_and_closed)
{
	FILE *dir = fopen("/", "r"), *closed = fopen("/dev/null", "r");
	struct reader *r;
	int64_t v;

	ck_assert_ptr_nonnull(dir);
	r = reader_open(dir, stderr);
	ck_assert_int_eq(next_int(r, &v), TOK_ERR);
	ck_assert_int_eq(r->err, EISDIR);
	ck_assert_int_eq(next_int(r, &v), TOK_ERR); /* and it stays an error */
	free(r);
	fclose(dir);
	close(fileno(closed));
	r = reader_open(closed, stderr);
	ck_assert_int_eq(next_int(r, &v), TOK_ERR);
	ck_assert_int_eq(r->err, EBADF);
	free(r);
	fclose(closed);
}
END_TEST

/* ---- the write check and the options ---- */

/* answers gathered in RD_OUT bytes (64 here) reach out in order, whole, before a message,
 * and at the end; a write error there is still reported */
START_TEST(answer_buffer)
{
	char *text = NULL, *p, want[256] = "", line[128] = "";
	size_t len = 0;
	FILE *out = open_memstream(&text, &len), *err = tmpfile(), *in = fmemopen("x", 1, "r");
	FILE *full = fopen("/dev/full", "w");
	struct reader *r = reader_open(in, err);
	int64_t v;
	int i;

	for (i = 0; i < 20; i++) {
		p = answer_room(out, 10);
		p += sprintf(p, "answer %02d", i);
		*p++ = '\n';
		answer_done(p);
		memcpy(want + 10 * i, p - 10, 10);
		fflush(out);
		ck_assert_uint_lt(len, (size_t)(i + 1) * 10); /* the last one is still gathered */
		ck_assert_uint_ge(len + 64, (size_t)(i + 1) * 10);
	}
	ck_assert_int_eq(read_field(r, out, err, "a digit", 0, 9, RD_INSIDE, &v), -1);
	ck_assert_uint_eq(len, 200);
	ck_assert_mem_eq(text, want, 200);
	rewind(err);
	ck_assert_ptr_nonnull(fgets(line, sizeof line, err));
	ck_assert_str_eq(line, "t: line 1: expected a digit, an integer in 0..9, found \"x\"\n");
	p = answer_room(out, 5);
	memcpy(p, "last\n", 5);
	answer_done(p + 5);
	ck_assert_int_eq(finish_output(out, err), 0);
	ck_assert_uint_eq(len, 205);
	ck_assert_mem_eq(text + 200, "last\n", 5);
	p = answer_room(full, 5);
	memcpy(p, "lost\n", 5);
	answer_done(p + 5);
	ck_assert_int_eq(finish_output(full, err), 1);
	free(r);
	fclose(in);
	fclose(out);
	fclose(err);
	fclose(full);
	free(text);
}
END_TEST

START_TEST(write_error)
{
	FILE *full = fopen("/dev/full", "w"), *err = tmpfile();
	char line[128] = "";

	ck_assert_ptr_nonnull(full);
	fputs("true\n", full);
	ck_assert_int_eq(finish_output(full, err), 1);
	rewind(err);
	ck_assert_ptr_nonnull(fgets(line, sizeof line, err));
	ck_assert_str_eq(line, "t: cannot write the output: No space left on device\n");
	fclose(full);
	fclose(err);
}
END_TEST

static int run_called = -1;

static int fake_run(FILE *in, FILE *out, FILE *err, int explaining)
{
	(void)in;
	(void)out;
	(void)err;
	run_called = explaining;
	return 7;
}

/* solver_main in Check's forked child: stdout pointed at out_path, stderr at a temporary
 * file whose text is returned in err_text */
static int options(const char *opt, const char *out_path, char *err_text, size_t size)
{
	char *argv[] = { "t", (char *)opt, NULL };
	FILE *e = tmpfile();
	size_t n;
	int st;

	ck_assert_ptr_nonnull(e);
	ck_assert_ptr_nonnull(freopen(out_path, "w", stdout));
	fflush(stderr);
	ck_assert_int_eq(dup2(fileno(e), 2), 2);
	st = solver_main(opt ? 2 : 1, argv, "usage: t\n", fake_run);
	fflush(stderr);
	rewind(e);
	n = fread(err_text, 1, size - 1, e);
	err_text[n] = '\0';
	fclose(e);
	return st;
}

START_TEST(options_all)
{
	char err[256];

	ck_assert_int_eq(options(NULL, "/dev/null", err, sizeof err), 7);
	ck_assert_int_eq(run_called, 0);
	ck_assert_int_eq(options("--explain", "/dev/null", err, sizeof err), 7);
	ck_assert_int_eq(run_called, 1);
	run_called = -1;
	ck_assert_int_eq(options("--help", "/dev/null", err, sizeof err), 0);
	ck_assert_str_eq(err, "");
	ck_assert_int_eq(options("--help", "/dev/full", err, sizeof err), 1);
	ck_assert_str_eq(err, "t: cannot write the output: No space left on device\n");
	ck_assert_int_eq(options("--frob", "/dev/null", err, sizeof err), 2);
	ck_assert_str_eq(err, "t: unknown option \"--frob\"\nusage: t\n");
	ck_assert_int_eq(run_called, -1);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("reader");
	TCase *tok = test_case("tokens"), *lines = test_case("lines"),
	      *msg = test_case("messages"), *io = test_case("io");

	tcase_add_loop_test(tok, token_kinds, 0, (int)(sizeof tokens / sizeof *tokens));
	tcase_add_test(tok, token_nul_byte);
	tcase_add_test(tok, token_end);
	tcase_add_test(lines, buffer_boundaries);
	tcase_add_test(lines, line_ends);
	tcase_add_loop_test(msg, message_lines, 0, (int)(sizeof messages / sizeof *messages));
	tcase_add_test(msg, message_put_int);
	tcase_add_test(tok, many_matches_one_by_one);
	tcase_add_test(io, many_near_buffer_end);
	tcase_add_loop_test(msg, many_errors_name_the_token, 0,
			    (int)(sizeof many_errors / sizeof *many_errors));
	tcase_add_test(io, read_error_after_data);
	tcase_add_test(io, read_error_directory_and_closed);
	tcase_add_test(io, answer_buffer);
	tcase_add_test(io, write_error);
	tcase_add_test(io, options_all);
	suite_add_tcase(s, tok);
	suite_add_tcase(s, lines);
	suite_add_tcase(s, msg);
	suite_add_tcase(s, io);
	return run_suite(s);
}
