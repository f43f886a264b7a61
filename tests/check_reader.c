/*
 * Check suite for solvers/common/reader.h, the kit programs' reader: every kind of token
 * (signs, 19 digits, the int64 bounds and one past them, junk), every message, tokens across
 * the 64 KiB buffer's ends, line ends (\n, \r\n, lone \r), read and write errors, and the
 * options of main.h.
 */
#define _GNU_SOURCE /* fmemopen, open_memstream, fopencookie */
#include <check.h>
#include <stdint.h>
#include <unistd.h>
#define NAME "t"
#define UNIT_TEST
#include "../solvers/common/reader.h"
#include "run_suite.h"

/* main.h's run() and solver_main() around a solve() that reads nothing */
static const char usage[] = "usage: t\n";
static int run_called = -1;

static int solve(struct reader *r, FILE *out, FILE *err, int explaining)
{
	(void)r;
	(void)out;
	(void)err;
	run_called = explaining;
	return 1;
}
#include "../solvers/common/main.h"

/* The first field of text (any int64), its value in *v; err: its message, if any. */
static int field_of(const char *text, size_t len, long long *v, char *err, size_t size)
{
	FILE *in = len ? fmemopen((void *)text, len, "r") : fopen("/dev/null", "r");
	FILE *e = fmemopen(err, size, "w");
	struct reader *r = reader_open(in, e);
	int got = read_field(r, stdout, e, "v", LLONG_MIN, LLONG_MAX, RD_INSIDE, v);

	free(r);
	fclose(in);
	fclose(e);
	return got;
}

static const struct {
	const char *tok;
	int ok;
	long long value;
} tokens[] = {
	{ "0", 1, 0 }, { "7", 1, 7 }, { "+7", 1, 7 }, { "-7", 1, -7 }, { "-0", 1, 0 },
	{ "007", 1, 7 }, { "999999999999999999", 1, 999999999999999999 },
	{ "-999999999999999999", 1, -999999999999999999 },
	{ "1000000000000000000", 1, 1000000000000000000 },
	{ "9223372036854775807", 1, INT64_MAX }, { "-9223372036854775808", 1, INT64_MIN },
	{ "+9223372036854775807", 1, INT64_MAX }, { "0000000000000000000000000000001", 1, 1 },
	{ "9223372036854775808", 0, 0 }, { "-9223372036854775809", 0, 0 },
	{ "+9223372036854775808", 0, 0 }, { "9300000000000000000", 0, 0 },
	{ "-9300000000000000000", 0, 0 }, { "18446744073709551615", 0, 0 },
	{ "18446744073709551617", 0, 0 }, { "92233720368547758070", 0, 0 },
	{ "99999999999999999999999", 0, 0 },
	{ "-", 0, 0 }, { "+", 0, 0 }, { "--1", 0, 0 }, { "+-1", 0, 0 }, { "1-", 0, 0 },
	{ "12a", 0, 0 }, { "a12", 0, 0 }, { "1.5", 0, 0 }, { "99999999999999999999x", 0, 0 },
	{ "\x01", 0, 0 }, { "12345678:", 0, 0 }, { "1:", 0, 0 }, { "*5", 0, 0 }, { ",5", 0, 0 },
	{ "/9", 0, 0 },
};

/* each token alone, and with spaces and a line end after it: its value, or the message
 * that names it */
START_TEST(token_kinds)
{
	char text[128], err[256], want[256];
	long long v;
	int pad, got, n;

	for (pad = 0; pad <= 1; pad++) {
		n = snprintf(text, sizeof text, "%s%s", tokens[_i].tok, pad ? "   \n" : "");
		v = 12345;
		memset(err, 0, sizeof err);
		got = field_of(text, (size_t)n, &v, err, sizeof err);
		ck_assert_msg(got == (tokens[_i].ok ? 1 : -1), "\"%s\": got %d", tokens[_i].tok, got);
		if (got == 1) {
			ck_assert_msg(v == tokens[_i].value, "\"%s\": %lld", tokens[_i].tok, v);
			continue;
		}
		snprintf(want, sizeof want, "t: line 1: expected v, an integer in "
			 "-9223372036854775808..9223372036854775807, found \"%s\"\n",
			 tokens[_i].tok[0] == 1 ? "\\x01" : tokens[_i].tok);
		ck_assert_str_eq(err, want);
	}
}
END_TEST

START_TEST(token_nul_byte)
{
	char err[256] = "";
	long long v;

	ck_assert_int_eq(field_of("1\0002", 3, &v, err, sizeof err), -1);
	ck_assert_str_eq(err, "t: line 1: expected v, an integer in -9223372036854775808.."
			 "9223372036854775807, found \"1\\x002\"\n");
}
END_TEST

START_TEST(token_end)
{
	char err[256] = "";
	long long v;

	ck_assert_int_eq(field_of("", 0, &v, err, sizeof err), -1);
	ck_assert_str_eq(err, "t: line 1: input ends early: expected v\n");
	ck_assert_int_eq(field_of(" \t\r\n\v\f ", 7, &v, err, sizeof err), -1);
	ck_assert_str_eq(err, "t: line 2: input ends early: expected v\n");
}
END_TEST

/* two numbers and a third at every offset around the end of the 64 KiB buffer */
START_TEST(buffer_boundaries)
{
	static char text[(1 << 16) + 256];
	int off, n;

	for (off = -40; off < 40; off++) {
		FILE *in;
		struct reader *r;
		long long a = 0, b = 0, c = 0;

		n = snprintf(text, sizeof text, "%*s1234567890123 -987654321098\n%*s5",
			     (1 << 16) + off - 16, "", (off + 40) % 23, "");
		in = fmemopen(text, (size_t)n, "r");
		r = reader_open(in, stderr);
		ck_assert_int_eq(read_field(r, stdout, stderr, "a", LLONG_MIN, LLONG_MAX, 0, &a), 1);
		ck_assert_int_eq(read_field(r, stdout, stderr, "b", LLONG_MIN, LLONG_MAX, 0, &b), 1);
		ck_assert_int_eq(read_field(r, stdout, stderr, "c", LLONG_MIN, LLONG_MAX, 0, &c), 1);
		ck_assert_msg(a == 1234567890123 && b == -987654321098 && c == 5,
			      "offset %d: %lld %lld %lld", off, a, b, c);
		ck_assert_int_eq(r->tokline, 2);
		ck_assert_int_eq(read_field(r, stdout, stderr, "d", 0, 9, RD_MAY_END, &c), 0);
		free(r);
		fclose(in);
	}
}
END_TEST

/* the line of each token: \n, \r\n and a lone \r each end one line; and where the input
 * ends, after a final line end or not */
START_TEST(line_ends)
{
	static const char *texts[] = {
		"1\n2\r\n3\r4\n\n5\r\r6\r\n\r\n7", "1\n2\r\n3\r4\n\n5\r\r6\r\n\r\n7    \n",
		"1\n2\r\n3\r4\n\n5\r\r6\r\n\r\n7\r\n",
	};
	static const long want[] = { 1, 2, 3, 4, 6, 8, 10 };
	int i, k;

	for (k = 0; k < 3; k++) {
		FILE *in = fmemopen((void *)texts[k], strlen(texts[k]), "r");
		char *err_text;
		size_t len;
		FILE *err = open_memstream(&err_text, &len);
		struct reader *r = reader_open(in, err);
		long long v;

		for (i = 0; i < 7; i++) {
			ck_assert_int_eq(read_field(r, stdout, err, "v", 0, 9, RD_BEGINS, &v), 1);
			ck_assert_int_eq(v, i + 1);
			ck_assert_msg(r->tokline == want[i], "text %d token %d: line %ld, want %ld",
				      k, i + 1, r->tokline, want[i]);
		}
		ck_assert_int_eq(read_field(r, stdout, err, "w", 0, 9, RD_INSIDE, &v), -1);
		fclose(err);
		ck_assert_str_eq(err_text, "t: line 10: input ends in the middle of the case begun "
			"on line 10: expected w\n");
		free(err_text);
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
	long long v;
	int i;

	for (i = 0; i < 4; i++)
		f.got[i] = 9;
	for (i = 0; i < 4; i++) {
		f.got[i] = i % 2 ? read_field(r, out, err, "d", 0, 300, RD_INSIDE, &v)
				 : read_field(r, out, err, "m", -5, 20, RD_BEGINS | RD_MAY_END, &v);
		if (f.got[i] != 1)
			break;
		fprintf(out, "%lld\n", v);
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
	long long v;

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
	FILE *devnull = fopen("/dev/null", "w");
	struct reader *r;
	long long v;

	ck_assert_ptr_nonnull(dir);
	r = reader_open(dir, stderr);
	ck_assert_int_eq(read_field(r, stdout, devnull, "v", 0, 9, RD_MAY_END, &v), -1);
	ck_assert_int_eq(r->err, EISDIR);
	ck_assert_int_eq(read_field(r, stdout, devnull, "v", 0, 9, RD_MAY_END, &v), -1);
	free(r);
	fclose(dir);
	close(fileno(closed));
	r = reader_open(closed, stderr);
	ck_assert_int_eq(read_field(r, stdout, devnull, "v", 0, 9, RD_MAY_END, &v), -1);
	ck_assert_int_eq(r->err, EBADF);
	free(r);
	fclose(closed);
	fclose(devnull);
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

/* main.h's solver_main in Check's forked child: stdout pointed at out_path, stderr at a
 * temporary file whose text is returned in err_text */
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
	st = solver_main(opt ? 2 : 1, argv);
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

	ck_assert_int_eq(options(NULL, "/dev/null", err, sizeof err), 0);
	ck_assert_int_eq(run_called, 0);
	ck_assert_int_eq(options("--explain", "/dev/null", err, sizeof err), 0);
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
	tcase_add_test(io, read_error_after_data);
	tcase_add_test(io, read_error_directory_and_closed);
	tcase_add_test(io, write_error);
	tcase_add_test(io, options_all);
	suite_add_tcase(s, tok);
	suite_add_tcase(s, lines);
	suite_add_tcase(s, msg);
	suite_add_tcase(s, io);
	return run_suite(s);
}
