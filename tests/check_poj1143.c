/* Check suite for poj1143: core (the statement's sample), limits, oracle (every position). */
#include <check.h>
#define UNIT_TEST
#include "../solvers/poj1143/main.c"
#define BRUTE_NO_MAIN
#include "poj1143/brute.c"
#include "rng.h"
#include "solver_io.h"

START_TEST(core_sample)
{
	struct result r = run_str("2 2 5\n2 2 3\n5 2 3 4 5 6\n0\n");

	ck_assert_int_eq(r.status, 0);
	ck_assert_str_eq(r.out, "Test Case #1\nThe winning moves are: 2\n\n"
				"Test Case #2\nThere's no winning move.\n\n"
				"Test Case #3\nThe winning moves are: 4 5 6\n\n");
	ck_assert_str_eq(r.err, "");
	result_free(&r);
}
END_TEST

START_TEST(core_after)
{
	/* choosing 2 from the full set forbids the evens; then 3 forbids 3, 5, 7, 9, ... */
	long full = ALL, evens_gone = after(full, 2);
	int y;

	for (y = LO; y <= HI; y++)
		ck_assert_int_eq(!!(evens_gone & BIT(y)), y % 2 == 1);
	ck_assert_int_eq(after(evens_gone, 3), 0);
	/* the search's moves of 2 take all its shifts: from the evens (a set that cannot occur)
	 * 2 forbids all of them, so it wins; three shifts would leave 16, 18, 20, a win for the
	 * opponent */
	ck_assert_int_eq(after(full & ~evens_gone, 2), 0);
	ck_assert_int_ne(search(full & ~evens_gone, WON) & BIT(2), 0);
}
END_TEST

/* the text of each group of moves, every subset of 2..9, 10..14 and 15..20, against one
 * written plainly: its bytes and its length */
START_TEST(core_move_texts)
{
	static const struct {
		const char *text;
		const unsigned char *len;
		int lo, hi;
		size_t stride;
	} g[] = {
		{ &text_2_9[0][0], len_2_9, 2, 9, sizeof text_2_9[0] },
		{ &text_10_14[0][0], len_10_14, 10, 14, sizeof text_10_14[0] },
		{ &text_15_20[0][0], len_15_20, 15, 20, sizeof text_15_20[0] },
	};
	char want[64];
	int i, s, x, l;

	for (i = 0; i < 3; i++)
		for (s = 0; s < 1 << (g[i].hi - g[i].lo + 1); s++) {
			for (l = 0, x = g[i].lo; x <= g[i].hi; x++)
				if (s >> (x - g[i].lo) & 1)
					l += sprintf(want + l, " %d", x);
			ck_assert_msg(g[i].len[s] == l && memcmp(g[i].text + s * g[i].stride, want,
								   (size_t)l) == 0,
				      "moves %d..%d, subset %#x: \"%.*s\" (%d), not \"%s\"", g[i].lo,
				      g[i].hi, s, g[i].len[s], g[i].text + s * g[i].stride, g[i].len[s],
				      want);
		}
}
END_TEST

/* the heading line counted up, against sprintf: from 1 past every carry up to 10^6, and
 * past a run of 19 nines (20 digits, as many as a case count can need) */
START_TEST(core_heading_counter)
{
	struct counter c;
	char want[64];
	long k;
	int wrong = 0;

	counter_init(&c);
	for (k = 1; k <= 1000001; k++) {
		count_up(&c);
		sprintf(want, HEADING "%ld" HEADING_END, k);
		wrong += c.len != (int)strlen(want) || memcmp(c.line, want, strlen(want)) != 0;
	}
	ck_assert_int_eq(wrong, 0);
	sprintf(c.line, HEADING "%s" HEADING_END, "9999999999999999999");
	c.len = (int)strlen(c.line);
	count_up(&c);
	ck_assert_int_eq(c.len, (int)strlen(HEADING "10000000000000000000" HEADING_END));
	ck_assert_int_eq(memcmp(c.line, HEADING "10000000000000000000" HEADING_END, (size_t)c.len), 0);
}
END_TEST

/* A short token by the rule, written plainly: one digit or two, then ' ' or '\n'; its value,
 * or NO_TOKEN when t begins no such token, and its length and separator's lines. */
static unsigned long token_by_rule(const unsigned char *t, long *len, unsigned long *lines)
{
	int two = t[1] >= '0' && t[1] <= '9';
	unsigned char sep = t[1 + two];

	if (t[0] < '0' || t[0] > '9' || (sep != ' ' && sep != '\n'))
		return NO_TOKEN;
	*len = 2 + two;
	*lines = sep == '\n';
	return two ? (unsigned long)(t[0] - '0') * 10 + (t[1] - '0') : (unsigned long)(t[0] - '0');
}

/* What plain_case() refuses: no number, or a separator that is none (counted in seps, which
 * the tests below start at 5). */
#define REFUSED(v, seps) (number_bit[v] == NOT_A_NUMBER || (seps) >= 5 + BAD_SEPARATOR)

/* short_token() and short_pair() against the rule: a digit and then every byte and then
 * ' ', '\n' or 'x', alone and after each first token of a pair (one digit or two, either
 * separator, or none); the values, where the tokens end and what their separators count,
 * or, where the rule sees no token, a case refused; and number_bit[] */
START_TEST(core_short_token)
{
	static const char *first[] = { "5 ", "5\n", "12 ", "12\n", "5x", "5\t", "12:" };
	static const unsigned char third[] = { ' ', '\n', 'x' };
	unsigned char in[16];
	const unsigned char *end;
	unsigned long v, w, seps, want_v, want_w, lines_v = 0, lines_w = 0;
	long len_v = 0, len_w = 0;
	int f, c0, c1, e, wrong = 0;

	plain_init();
	for (c0 = '0'; c0 <= '9'; c0++)
		for (c1 = 0; c1 < 256; c1++)
			for (e = 0; e < 3; e++) {
				in[0] = (unsigned char)c0;
				in[1] = (unsigned char)c1;
				in[2] = third[e];
				seps = 5;
				end = short_token(in, &v, &seps);
				want_v = token_by_rule(in, &len_v, &lines_v);
				if (want_v == NO_TOKEN)
					wrong += !REFUSED(v, seps);
				else
					wrong += v != want_v || seps != 5 + lines_v || end != in + len_v;
			}
	for (f = 0; f < (int)(sizeof first / sizeof first[0]); f++)
		for (c0 = 0; c0 < 256; c0++)
			for (c1 = 0; c1 < 256; c1++)
				for (e = 0; e < 3; e++) {
					memset(in, 'y', sizeof in);
					len_v = (long)strlen(first[f]);
					memcpy(in, first[f], (size_t)len_v);
					in[len_v] = (unsigned char)c0;
					in[len_v + 1] = (unsigned char)c1;
					in[len_v + 2] = third[e];
					seps = 5;
					end = short_pair(in, &v, &w, &seps);
					want_v = token_by_rule(in, &len_v, &lines_v);
					if (want_v == NO_TOKEN) {
						wrong += !REFUSED(v, seps);
						continue;
					}
					want_w = token_by_rule(in + len_v, &len_w, &lines_w);
					if (want_w == NO_TOKEN)
						wrong += v != want_v || !REFUSED(w, seps);
					else
						wrong += w != want_w || seps != 5 + lines_v + lines_w ||
							 end != in + len_v + len_w;
				}
	ck_assert_int_eq(wrong, 0);
	for (f = 0; f <= NO_TOKEN; f++)
		ck_assert(number_bit[f] == (f >= LO && f <= HI ? BIT(f) : NOT_A_NUMBER));
}
END_TEST

/* The slot of pos in the answers' memo + 1, or 0 when it is not there. */
static unsigned in_memo(set pos)
{
	unsigned h;

	for (h = 0; h < SLOTS; h++)
		if (get3(slot[h]) == (unsigned long)pos + 1)
			return h + 1;
	return 0;
}

/* the answers' memo: a won position answered once is not in it, the second answer puts it
 * there, the third comes from it; a lost one never goes in; the outcomes are trusted */
START_TEST(core_answers_memo)
{
	set child = after(ALL, 19), lost = BIT(2) | BIT(3);
	unsigned h;

	ck_assert_uint_eq(winning_moves(ALL), BIT(5) | BIT(7) | BIT(12) | BIT(16) | BIT(18) | BIT(19));
	ck_assert_uint_eq(outcome_of(ALL), ANSWERED);
	ck_assert_uint_eq(in_memo(ALL), 0);
	/* every position solved: one outcome block for each of the 79 patterns of 2..10 */
	ck_assert_uint_eq(blocks, 79);
	ck_assert_uint_eq(winning_moves(ALL), BIT(5) | BIT(7) | BIT(12) | BIT(16) | BIT(18) | BIT(19));
	ck_assert_uint_ne(h = in_memo(ALL), 0);
	put3(slot[h - 1] + 3, BIT(20));
	ck_assert_uint_eq(winning_moves(ALL), BIT(20));
	/* a won child, solved by the search of ALL but never answered: its first answer is
	 * searched too */
	ck_assert_uint_eq(outcome_of(after(ALL, 2)), WON);
	ck_assert_uint_ne(winning_moves(after(ALL, 2)), 0);
	ck_assert_uint_eq(in_memo(after(ALL, 2)), 0);
	/* 19 wins from ALL, so the opponent loses after it */
	ck_assert_uint_eq(outcome_of(child), LOST);
	ck_assert_uint_eq(winning_moves(child), 0);
	ck_assert_uint_eq(winning_moves(lost), 0);
	ck_assert_uint_eq(winning_moves(lost), 0);
	ck_assert_uint_eq(winning_moves(lost), 0);
	ck_assert_uint_eq(in_memo(lost), 0);
	/* an outcome is taken as it is: a won set (never met: it cannot occur) marked lost has
	 * no winning move */
	ck_assert_uint_eq(outcome_of(BIT(5)), 0);
	outcome_add(BIT(5), LOST);
	ck_assert_uint_eq(winning_moves(BIT(5)), 0);
}
END_TEST

START_TEST(limits_full_and_single)
{
	struct result r = run_str("19 20 19 18 17 16 15 14 13 12 11 10 9 8 7 6 5 4 3 2\n1 2\n1 3");

	ck_assert_int_eq(r.status, 0);
	ck_assert_str_eq(r.out, "Test Case #1\nThe winning moves are: 5 7 12 16 18 19\n\n"
				"Test Case #2\nThe winning moves are: 2\n\n"
				"Test Case #3\nThe winning moves are: 3\n\n");
	result_free(&r);
}
END_TEST

START_TEST(limits_unreachable)
{
	struct result r = run_str("2 2 5\n1 5\n");

	ck_assert_int_eq(r.status, 1);
	ck_assert_str_eq(r.out, "Test Case #1\nThe winning moves are: 2\n\n");
	ck_assert_str_eq(r.err, "poj1143: line 2: this position cannot occur in a game: 2 and 3 "
				"are forbidden, so 5 must be too, but it is listed\n");
	result_free(&r);
}
END_TEST

/* bytes the plain path must not take for digits ('/' is '0' - 1, ':' is '9' + 1, '*' a sign
 * that is not one), and the line where input ends after the plain path read the case's
 * numbers (its last byte read is what counts the line ends after it) */
START_TEST(limits_plain_path_edges)
{
	static const char *bad[] = { "/9", ":", "9:", "*5", "+5x" };
	char in[128], want[128];
	struct result r;
	int i;

	for (i = 0; i < (int)(sizeof bad / sizeof bad[0]); i++) {
		sprintf(in, "1 %s%30s", bad[i], "");
		sprintf(want, "poj1143: line 1: expected an allowed number, an integer in 2..20, "
			"found \"%s\"\n", bad[i]);
		r = run_str(in);
		ck_assert_int_eq(r.status, 1);
		ck_assert_str_eq(r.err, want);
		result_free(&r);
	}
	strcpy(in, "3 2 3");
	memset(in + 5, '\n', 30);
	in[35] = '\0';
	r = run_str(in);
	ck_assert_int_eq(r.status, 1);
	ck_assert_str_eq(r.err, "poj1143: line 30: input ends in the middle of the case begun "
				"on line 1: expected an allowed number\n");
	result_free(&r);
}
END_TEST

/* plain_case on a reader whose buffer holds text and then pad bytes '\n' (filled as getbyte
 * fills it), after a last byte last: its result, the count and position it read, and the
 * reader's line and the case's line after it; a refused case must leave the reader where it
 * was */
static int plain_on(const char *text, size_t pad, int last, long *n, set *pos, long *line,
		    long *caseline)
{
	char in[256];
	size_t len = strlen(text);
	FILE *f;
	struct reader *r;
	int got;

	ck_assert_uint_le(len + pad, sizeof in);
	memcpy(in, text, len);
	memset(in + len, '\n', pad);
	f = fmemopen(in, len + pad, "r");
	r = reader_open(f, stderr);
	ck_assert_ptr_nonnull(r);
	plain_init();
	r->len = fread(r->buf, 1, sizeof r->buf, f);
	r->last = last;
	*n = -1;
	*pos = -1;
	got = plain_case(r, n, pos);
	if (!got)
		ck_assert_msg(r->pos == 0 && r->line == 1 && r->last == last,
			      "\"%s\": refused, but the reader moved", text);
	*line = r->line;
	*caseline = r->caseline;
	free(r);
	fclose(f);
	return got;
}

/* the plain path takes each plain case (at the limits: 19 numbers, 2 and 20, one or two
 * digits, extra spaces and blank lines, CASE_ROOM bytes left where it begins or after
 * extra spaces) and leaves every other one to the careful path, which says what is wrong
 * with it (the bad input tests) */
START_TEST(limits_plain_case)
{
	static const struct {
		const char *text;
		int last;
		long n, pos, line, caseline; /* pos -1: refused */
	} t[] = {
		{ "19 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20\n", -1, 19, ALL, 2, 1 },
		{ "\n\n2  2\n\n5 \n", -1, 2, BIT(2) | BIT(5), 5, 3 },
		{ "1 02\n", -1, 1, BIT(2), 2, 1 },
		/* 20 separators, the most a case has, all of them "\n" (BAD_SEPARATOR is more) */
		{ "19\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n13\n14\n15\n16\n17\n18\n19\n20\n", -1, 19, ALL,
		  21, 1 },
		{ "10 20 2 3 4 5 6 10 11 12 13\n", -1, 10,
		  BIT(2) | BIT(3) | BIT(4) | BIT(5) | BIT(6) | BIT(10) | BIT(11) | BIT(12) | BIT(13) |
			  BIT(20), 2, 1 },
		{ "1 2\n", '\r', 0, -1, 0, 0 },
		{ "0\n1 2\n", -1, 0, -1, 0, 0 },
		{ "20 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 2\n", -1, 0, -1, 0, 0 },
		{ "2 2 2\n", -1, 0, -1, 0, 0 },
		{ "1 21\n", -1, 0, -1, 0, 0 },
		{ "1 1\n", -1, 0, -1, 0, 0 },
		{ "1 0\n", -1, 0, -1, 0, 0 },
		{ "1 5\n", -1, 0, -1, 0, 0 },
		{ "1 +2\n", -1, 0, -1, 0, 0 },
		{ "+1 2\n", -1, 0, -1, 0, 0 },
		{ "1 2\t0\n", -1, 0, -1, 0, 0 },
		{ "1\t2\n", -1, 0, -1, 0, 0 },
		{ "1 2\r\n", -1, 0, -1, 0, 0 },
		{ "1 123\n", -1, 0, -1, 0, 0 },
		{ "1 2x\n", -1, 0, -1, 0, 0 },
		{ "1x 2\n", -1, 0, -1, 0, 0 },
		/* ':' is '9' + 1: no 10, though the position with 10 occurs */
		{ "10 20 2 3 4 5 6 : 11 12 13\n", -1, 0, -1, 0, 0 },
		{ ": 20 2 3 4 5 6 10 11 12 13\n", -1, 0, -1, 0, 0 },
		{ "10 1: 2 3 4 5 6 10 11 12 13\n", -1, 0, -1, 0, 0 },
	};
	long n, line, caseline;
	set pos;
	int i, got;

	for (i = 0; i < (int)(sizeof t / sizeof t[0]); i++) {
		got = plain_on(t[i].text, CASE_ROOM, t[i].last, &n, &pos, &line, &caseline);
		ck_assert_msg(got == (t[i].pos != -1), "\"%s\": plain_case %d", t[i].text, got);
		if (got)
			ck_assert_msg(n == t[i].n && pos == t[i].pos && line == t[i].line &&
					      caseline == t[i].caseline,
				      "\"%s\": n %ld, position %#lx, line %ld, case line %ld", t[i].text,
				      n, (long)pos, line, caseline);
	}
	/* the room: CASE_ROOM bytes from the case's first digit, and from a digit after more
	 * than one separator */
	ck_assert_int_eq(plain_on("\n1 2\n", CASE_ROOM - 4, -1, &n, &pos, &line, &caseline), 1);
	ck_assert_int_eq(line, 3);
	ck_assert_int_eq(caseline, 2);
	ck_assert_int_eq(plain_on("\n1 2\n", CASE_ROOM - 5, -1, &n, &pos, &line, &caseline), 0);
	ck_assert_int_eq(plain_on("2 2  5\n", CASE_ROOM - 2, -1, &n, &pos, &line, &caseline), 1);
	ck_assert_int_eq(pos, BIT(2) | BIT(5));
	ck_assert_int_eq(plain_on("2 2  5\n", CASE_ROOM - 3, -1, &n, &pos, &line, &caseline), 0);
	ck_assert_int_eq(plain_on("2 2 5\n", CASE_ROOM - 6, -1, &n, &pos, &line, &caseline), 1);
	ck_assert_int_eq(plain_on("2 2 5\n", CASE_ROOM - 7, -1, &n, &pos, &line, &caseline), 0);
}
END_TEST

static unsigned char reachable[1 << 19];

/* The first pair (x, then y >= x) of forbidden numbers whose sum is allowed, as x * 32 + y;
 * -1 if there is none.  Written plainly, to check unreachable() and its message. */
static int first_break(long pos)
{
	int x, y;

	for (x = 2; x <= 20; x++)
		for (y = x; x + y <= 20; y++)
			if (!(pos >> (x - 2) & 1) && !(pos >> (y - 2) & 1) && (pos >> (x + y - 2) & 1))
				return x * 32 + y;
	return -1;
}

static void mark(long pos)
{
	int y;

	if (pos == 0 || reachable[pos])
		return;
	reachable[pos] = 1;
	for (y = 2; y <= 20; y++)
		if (pos & (1L << (y - 2)))
			mark(brute_after(pos, y));
}

/* every position reachable from {2..20} (by the brute's rule): same moves, same winners,
 * accepted as reachable; and every position the solver accepts is one of them */
START_TEST(oracle_every_position)
{
	long pos, moves;
	int y, a, b, count = 0, wrong = 0;

	/* counted, then asserted once: each ck_assert is a write to Check's pipe, and there are
	 * half a million positions */
	mark(ALL);
	for (pos = 1; pos <= ALL; pos++) {
		if ((!unreachable(pos, &a, &b)) != reachable[pos]) {
			wrong++;
			continue;
		}
		if (!reachable[pos]) {
			/* the sum named in the message: a <= b both forbidden, a + b allowed, and
			 * no smaller pair (a first, then b) breaks closure */
			wrong += !(a >= LO && a <= b && a + b <= HI);
			wrong += !(!(pos & BIT(a)) && !(pos & BIT(b)) && (pos & BIT(a + b)));
			wrong += first_break(pos) != a * 32 + b;
			continue;
		}
		count++;
		for (moves = 0, y = LO; y <= HI; y++)
			if ((pos & BIT(y)) && after(pos, y) != brute_after(pos, y))
				wrong++;
			else if ((pos & BIT(y)) && !wins(after(pos, y)))
				moves |= BIT(y);
		if (moves != brute_winning_moves(pos))
			wrong++;
	}
	ck_assert_int_eq(wrong, 0);
	ck_assert_int_eq(count, 3514);
}
END_TEST

/* every reachable position as one input, three times over (in the order the loop meets
 * them, backwards, and again forwards: the first answer comes from the search, the second
 * from the search again, into the answers' memo, the third from the memo): the text printed
 * for each, against one written plainly from the brute force's moves (case numbers 1 to
 * 10,542 cross every carry of the counter up to 10000; moves of one digit and of two); then
 * one position more that cannot occur, refused with every one solved; and a number listed
 * twice, refused at its second listing */
START_TEST(oracle_every_answer_printed)
{
	static char in[1 << 19], want[1 << 20];
	size_t il = 0, wl = 0;
	long pos, moves, i;
	int y, k = 0;
	struct result r;

	mark(ALL);
	for (i = 0; i < 3 * ALL; i++) {
		pos = i / ALL == 1 ? ALL - i % ALL : i % ALL + 1;
		if (!reachable[pos])
			continue;
		il += (size_t)sprintf(in + il, "%d", __builtin_popcountl((unsigned long)pos));
		for (y = LO; y <= HI; y++)
			if (pos & BIT(y))
				il += (size_t)sprintf(in + il, " %d", y);
		in[il++] = '\n';
		moves = brute_winning_moves(pos);
		wl += (size_t)sprintf(want + wl, "Test Case #%d\n%s", ++k,
				      moves ? "The winning moves are:" : "There's no winning move.");
		for (y = LO; y <= HI; y++)
			if (moves & BIT(y))
				wl += (size_t)sprintf(want + wl, " %d", y);
		wl += (size_t)sprintf(want + wl, "\n\n");
	}
	in[il] = '\0';
	ck_assert_int_eq(k, 3 * 3514);
	r = run_str(in);
	ck_assert_int_eq(r.status, 0);
	ck_assert_str_eq(r.err, "");
	ck_assert_str_eq(r.out, want);
	result_free(&r);
	/* with every reachable position in the memo (a position found there is taken as
	 * reachable), one that is not is still refused */
	strcpy(in + il, "2 5 7\n");
	r = run_str(in);
	ck_assert_int_eq(r.status, 1);
	ck_assert_str_eq(r.out, want);
	ck_assert_str_eq(r.err, "poj1143: line 10543: this position cannot occur in a game: 2 and 3 "
				"are forbidden, so 5 must be too, but it is listed\n");
	result_free(&r);
	r = run_str("3 2 3 4\n4 5 2 3 5\n");
	ck_assert_int_eq(r.status, 1);
	ck_assert_str_eq(r.err, "poj1143: line 2: 5 is listed twice in one case\n");
	result_free(&r);
}
END_TEST

/* Appends text to the input being built, within its size. */
static void put(char *in, size_t size, size_t *len, const char *text)
{
	size_t n = strlen(text);

	/* (a test, not a ck_assert: every ck_assert that passes writes a record to Check's
	 * log file, and this one ran three million times) */
	if (*len + n >= size)
		ck_abort_msg("the input outgrew its %zu bytes", size);
	memcpy(in + *len, text, n + 1);
	*len += n;
}

/* A random case separator: mostly one ' ' or '\n', now and then (odd in 1000) another run
 * of whitespace, one the plain path leaves to the careful one or one nobody takes. */
static const char *random_sep(int odd)
{
	static const char *other[] = { "  ", "\n\n", " \n", "\t", "\r\n", "\r", " \r ", "\n ", "   " };

	if (rng_range(0, 999) < odd)
		return other[rng_range(0, sizeof other / sizeof other[0] - 1)];
	return rng_range(0, 4) ? " " : "\n";
}

/* A number's token: mostly as it is, now and then (bad in 1000) a wrong one. */
static const char *random_token(int x, int bad)
{
	static char t[16];
	static const char *wrong[] = { "0%d", "+%d", "-%d", "%dx", ":", "/", "99", "0", "1", "21",
				       "123", "%d%d", "a" };

	if (rng_range(0, 999) < bad)
		sprintf(t, wrong[rng_range(0, sizeof wrong / sizeof wrong[0] - 1)], x, x);
	else
		sprintf(t, "%d", x);
	return t;
}

/* the plain path against the careful one, on random inputs: real positions in any order,
 * with a bad token, a number twice, a wrong count or odd whitespace at a rate chosen per
 * input (none, 2, 10 or 50 in 1000), up to 3,000 cases (past the 16 KiB buffer's end, where
 * cases straddle a refill); with the plain path and with every case left to the careful
 * path, the same answers, the same message and the same exit */
START_TEST(oracle_plain_matches_careful)
{
	static char in[1 << 18];
	static set real[3600];
	static const int rates[] = { 0, 2, 10, 50 }, sizes[] = { 5, 40, 3000 };
	struct result plain, careful;
	int nreal = 0, seed, k, cases, bad, odd, x, v[HI - LO + 2], n, i, differ = 0;
	long pos;
	size_t len;

	mark(ALL);
	for (pos = 1; pos <= ALL; pos++)
		if (reachable[pos])
			real[nreal++] = (set)pos;
	for (seed = 1; seed <= 300; seed++) {
		rng_seed((uint64_t)seed);
		bad = rates[rng_range(0, 3)];
		odd = rates[rng_range(0, 3)] * 2;
		cases = (int)rng_range(0, sizes[rng_range(0, 2)]);
		len = 0;
		in[0] = '\0';
		for (k = 0; k < cases; k++) {
			pos = real[rng_range(0, nreal - 1)];
			for (n = 0, x = LO; x <= HI; x++)
				if (pos & BIT(x))
					v[n++] = x;
			for (i = n - 1; i > 0; i--) { /* any order */
				int j = (int)rng_range(0, i), t = v[i];
				v[i] = v[j];
				v[j] = t;
			}
			if (n > 0 && rng_range(0, 999) < bad) {
				v[n] = v[rng_range(0, n - 1)];
				n++;
			}
			put(in, sizeof in, &len, random_token(n + (rng_range(0, 999) < bad), bad));
			for (i = 0; i < n; i++) {
				put(in, sizeof in, &len, random_sep(odd));
				put(in, sizeof in, &len, random_token(v[i], bad));
			}
			put(in, sizeof in, &len, random_sep(odd));
		}
		if (rng_range(0, 1))
			put(in, sizeof in, &len, "0\n");
		plain_off = 0;
		plain = run_str(in);
		plain_off = 1;
		careful = run_str(in);
		if (plain.status != careful.status || strcmp(plain.out, careful.out) != 0 ||
		    strcmp(plain.err, careful.err) != 0) {
			fprintf(stderr, "seed %d: the plain path differs (%s | %s)\n", seed, plain.err,
				careful.err);
			differ++;
		}
		result_free(&plain);
		result_free(&careful);
	}
	ck_assert_int_eq(differ, 0);
}
END_TEST

/* The explanation of pos against the brute force: who wins, the winning moves marked,
 * each number said to be gone (v = x + f: allowed before, gone after, f forbidden after),
 * and the line of play (legal moves, the winning side always moving to a lost position,
 * ending with the loser unable to move).  The mistakes. */
static int explain_wrong(long pos)
{
	char *text, *p, *line;
	size_t len;
	FILE *f = open_memstream(&text, &len);
	long moves = brute_winning_moves(pos), marked = 0, cur;
	int x, v, a, fx, n, wrong = 0, mover = 0;
	char who;

	explain(f, 1, (set)pos);
	fclose(f);
	if (!strstr(text, moves ? "; the player to move wins\n" : "; the player to move loses\n"))
		wrong++;
	for (line = strstr(text, "\n  choose "); line; line = strstr(line + 1, "\n  choose ")) {
		if (sscanf(line, "\n  choose %d", &x) != 1 || !(pos & BIT(x)))
			return wrong + 1;
		p = strchr(line + 1, '\n');
		if (strstr(line, " (winning move)") && strstr(line, " (winning move)") < p)
			marked |= BIT(x);
		p = strstr(line, "(gone: ");
		if (p && p < strchr(line + 1, '\n'))
			for (p += 7; sscanf(p, "%d = %d + %d%n", &v, &a, &fx, &n) == 3; p += n + 2) {
				long next = brute_after(pos, x);
				if (a != x || v != x + fx || !(pos & BIT(v)) || (next & BIT(v)) ||
				    fx < LO || fx > HI || (next & BIT(fx)))
					wrong++;
				if (p[n] != ',')
					break;
			}
	}
	if (marked != moves)
		wrong++;
	p = strstr(text, "  optimal play:");
	if (!p)
		return wrong + 1;
	p += 15;
	cur = pos;
	while (sscanf(p, " %c%d%n", &who, &x, &n) == 2) {
		if (who != "AB"[mover] || !(cur & BIT(x)))
			return wrong + 1;
		if (wins((set)cur) && wins(after((set)cur, x)))
			wrong++; /* the winning side gives the win away */
		cur = after((set)cur, x);
		mover = !mover;
		p += n;
	}
	if (cur != 0 || strncmp(p, "; ", 2) != 0 || p[2] != "AB"[mover] ||
	    strncmp(p + 3, " cannot move and loses", 22) != 0 || (mover == 0) != (moves == 0))
		wrong++;
	if (wrong)
		fprintf(stderr, "%s", text);
	free(text);
	return wrong;
}

/* every reachable position's --explain */
START_TEST(oracle_explain_every_position)
{
	long pos;
	int wrong = 0;

	mark(ALL);
	for (pos = 1; pos <= ALL; pos++)
		if (reachable[pos])
			wrong += explain_wrong(pos);
	ck_assert_int_eq(wrong, 0);
}
END_TEST

/* a lost position: the line of play ends with A unable to move (a mutant looped forever) */
START_TEST(core_explain_lost_position)
{
	struct result r = run_explain("2 2 3\n");

	ck_assert_int_eq(r.status, 0);
	ck_assert_ptr_nonnull(strstr(r.out, "allowed 2 3; the player to move loses\n"));
	ck_assert_ptr_nonnull(strstr(r.out, "  optimal play: A2 B3; A cannot move and loses\n"));
	result_free(&r);
}
END_TEST

/* the empty position (ZOJ 1039 allows a = 0): the mover cannot move */
START_TEST(core_explain_empty_position)
{
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);

	explain(f, 1, 0);
	fclose(f);
	ck_assert_str_eq(text, "Case #1: allowed (nothing); the player to move loses\n"
			 "  optimal play: none; A cannot move and loses\n\n");
	free(text);
}
END_TEST

START_TEST(oracle_zoj_matches_poj)
{
	/* the ZOJ build is checked by make check on its own testdata; here the explain mode
	 * shows a winning line that ends with the loser unable to move */
	struct result r = run_explain("2 2 5\n");

	ck_assert_int_eq(r.status, 0);
	ck_assert_ptr_nonnull(strstr(r.out, "choose  2 -> (nothing) (gone: 5 = 2 + 3): a loss for "
					"the opponent (winning move)\n"));
	ck_assert_ptr_nonnull(strstr(r.out, "optimal play: A2; B cannot move and loses"));
	result_free(&r);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("poj1143");
	TCase *core = test_case("core"), *limits = test_case("limits");
	TCase *oracle = test_case("oracle");

	tcase_add_test(core, core_sample);
	tcase_add_test(core, core_after);
	tcase_add_test(core, core_answers_memo);
	tcase_add_test(core, core_move_texts);
	tcase_add_test(core, core_heading_counter);
	tcase_add_test(core, core_short_token);
	tcase_add_test(limits, limits_full_and_single);
	tcase_add_test(limits, limits_unreachable);
	tcase_add_test(limits, limits_plain_path_edges);
	tcase_add_test(limits, limits_plain_case);
	tcase_add_test(oracle, oracle_every_position);
	tcase_add_test(oracle, oracle_every_answer_printed);
	tcase_add_test(oracle, oracle_plain_matches_careful);
	tcase_add_test(oracle, oracle_zoj_matches_poj);
	tcase_add_test(oracle, oracle_explain_every_position);
	tcase_add_test(core, core_explain_lost_position);
	tcase_add_test(core, core_explain_empty_position);
	suite_add_tcase(s, core);
	suite_add_tcase(s, limits);
	suite_add_tcase(s, oracle);
	return run_suite(s);
}
