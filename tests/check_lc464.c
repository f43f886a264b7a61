/* Check suite for lc464: core (LeetCode's samples), limits, oracle (every input): main.c's
 * search (canIWin, the LeetCode file's), the kit's fast.h (fast_can_i_win, the table). */
#include <check.h>
#define UNIT_TEST
#include "../solvers/lc464/kit.c"
#define BRUTE_NO_MAIN
#include "lc464/brute.c"
#include "solver_io.h"

static const struct { int m, d, want; } samples[] = {
	{ 10, 11, 0 }, { 10, 0, 1 }, { 10, 1, 1 },
};

START_TEST(core_samples)
{
	ck_assert_int_eq(canIWin(samples[_i].m, samples[_i].d), samples[_i].want);
	ck_assert_int_eq(fast_can_i_win(samples[_i].m, samples[_i].d), samples[_i].want);
	ck_assert_int_eq(answer(samples[_i].m, samples[_i].d), samples[_i].want);
}
END_TEST

START_TEST(core_stream)
{
	struct result r = run_str("10 11\n10\n0\n10 1");

	ck_assert_int_eq(r.status, 0);
	ck_assert_str_eq(r.out, "false\ntrue\ntrue\n");
	ck_assert_str_eq(r.err, "");
	result_free(&r);
}
END_TEST

/* edges: m = 1 and 20, d = 0, 300, and d just above and at m(m+1)/2 */
static const struct { int m, d, want; } edges[] = {
	{ 1, 0, 1 }, { 1, 1, 1 }, { 1, 2, 0 }, { 1, 300, 0 }, { 20, 0, 1 }, { 20, 20, 1 },
	{ 20, 21, 0 }, { 20, 210, 0 }, { 20, 211, 0 }, { 20, 300, 0 }, { 19, 190, 1 },
	{ 5, 15, 1 }, { 4, 10, 0 },
};

START_TEST(limits_edges)
{
	ck_assert_int_eq(canIWin(edges[_i].m, edges[_i].d), edges[_i].want);
	ck_assert_int_eq(fast_can_i_win(edges[_i].m, edges[_i].d), edges[_i].want);
	ck_assert_int_eq(brute_can_i_win(edges[_i].m, edges[_i].d), edges[_i].want);
}
END_TEST

START_TEST(limits_out_of_range)
{
	struct result r = run_str("10 11\n21 5\n");

	ck_assert_int_eq(r.status, 1);
	ck_assert_str_eq(r.out, "false\n");
	ck_assert_str_eq(r.err, "lc464: line 2: expected m, an integer in 1..20, found \"21\"\n");
	result_free(&r);
	r = run_str("3 301");
	ck_assert_int_eq(r.status, 1);
	ck_assert_str_eq(r.out, "");
	ck_assert_str_eq(r.err, "lc464: line 1: expected d, an integer in 0..300, found \"301\"\n");
	result_free(&r);
}
END_TEST

static int explain_wrong(int m, int d, int win);
static int play_line_wrong(int m, int d, int win, const char *text);

/* every one of the 20 x 301 inputs: fast.h's one-query solver, --explain (where someone can
 * reach d), and the table, against the brute force.  main.c's search (canIWin) is held to
 * all of them by make check's pass over the LeetCode file under ASan, against
 * testdata/lc464/robust/whole-range.out, which judge.sh holds bin/lc464 to: not again here
 * (2.8 s of CPU) */
START_TEST(oracle_whole_range)
{
	static char win[MAX_M + 1][MAX_D + 1];
	int m, d, wrong = 0;

	for (m = 1; m <= MAX_M; m++)
		for (d = 0; d <= MAX_D; d++) {
			win[m][d] = (char)brute_can_i_win(m, d);
			wrong += fast_can_i_win(m, d) != win[m][d];
			if (d >= 1 && d <= m * (m + 1) / 2)
				wrong += explain_wrong(m, d, win[m][d]);
		}
	ck_assert_int_eq(wrong, 0);
	if (!table_ready && !table_build())
		ck_abort_msg("no memory for the table");
	for (m = 1; m <= MAX_M; m++)
		for (d = 0; d <= MAX_D; d++)
			wrong += answer(m, d) != win[m][d];
	ck_assert_int_eq(wrong, 0);
}
END_TEST

/* the stream path, switching from search to table mid-input, agrees with fast.h's search
 * (which oracle_whole_range holds to the brute force) */
START_TEST(oracle_stream_whole_range)
{
	static char input[6020 * 8], want[6020 * 7];
	size_t n = 0, w = 0;
	int m, d;
	struct result r;

	for (m = 1; m <= MAX_M; m++)
		for (d = 0; d <= MAX_D; d++) {
			n += (size_t)sprintf(input + n, "%d %d\n", m, d);
			w += (size_t)sprintf(want + w, "%s\n", fast_can_i_win(m, d) ? "true" : "false");
		}
	r = run_on(input, n, 0);
	ck_assert_int_eq(r.status, 0);
	ck_assert_str_eq(r.out, want);
	result_free(&r);
}
END_TEST

/* after the first player took i (and the opponent j, if j > 0): does the one to move win?
 * By the brute force (brute_can_i_win(m, d) set up its table for this m and d). */
static int brute_after(int d, int i, int j)
{
	int used = 1 << (i - 1), total = i;

	if (j > 0) {
		used |= 1 << (j - 1);
		total += j;
	}
	return total < d && brute_mover_wins(used, total);
}

/* The "a line of optimal play" of an explanation: every number available, the "to go"
 * right, every move of the side that is winning a winning move (by the brute force), and
 * the side that reaches the total the first player exactly when it wins.  The mistakes. */
static int play_line_wrong(int m, int d, int win, const char *text)
{
	const char *p = strstr(text, "a line of optimal play:");
	int used = 0, total = 0, i, left, n, mover = 0, wrong = 0;
	char who, last = 0;

	if (!p || !strstr(text, "  slack "))
		return 1;
	p += strlen("a line of optimal play:");
	while (sscanf(p, " %c%d (%d to go)%n", &who, &i, &left, &n) == 3) {
		int mover_wins = brute_mover_wins(used, total);
		if (who != "AB"[mover] || i < 1 || i > m || (used >> (i - 1) & 1))
			return 1;
		if (mover_wins && total + i < d && brute_mover_wins(used | 1 << (i - 1), total + i))
			wrong++; /* a winning side that gives the win away */
		used |= 1 << (i - 1);
		total += i;
		if (left != (d - total > 0 ? d - total : 0))
			wrong++;
		last = who;
		mover = !mover;
		p += n;
	}
	if (total < d || !last || strncmp(p, "; ", 2) != 0 || p[2] != last ||
	    (last == 'A') != (win == 1))
		wrong++;
	if (wrong)
		fprintf(stderr, "%d %d: line of play: %s", m, d, text);
	return wrong;
}

/* An input's explanation against the brute force, whose table brute_can_i_win(m, d) has just
 * filled (win is what it returned): the winning first picks listed are exactly those that
 * win, and in a lost game each pick's answer wins for the opponent.  Returns the mistakes. */
static int explain_wrong(int m, int d, int win)
{
	int i, j, wrong = 0;

	{
		{
			char *text, *p, want[160] = "", pick[8];
			size_t len;
			FILE *f = open_memstream(&text, &len);

			explain(f, m, d);
			fclose(f);
			if (win) {
				for (i = 1; i <= m; i++)
					if (!brute_after(d, i, 0)) {
						sprintf(pick, " %d", i);
						strcat(want, pick);
					}
				p = strstr(text, "winning first picks:");
				if (!p || strncmp(p + 20, want, strlen(want)) != 0 ||
				    p[20 + strlen(want)] != '\n') {
					wrong++;
					fprintf(stderr, "%d %d: want picks%s, got %s", m, d, want, text);
				}
			} else {
				if (!strstr(text, "the first player loses"))
					wrong++;
				for (i = 1; i <= m; i++) {
					sprintf(want, "\n  %d -> ", i);
					p = strstr(text, want);
					if (!p || sscanf(p + strlen(want), "%d", &j) != 1 || j == i ||
					    j < 1 || j > m || brute_after(d, i, j)) {
						wrong++;
						fprintf(stderr, "%d %d: pick %d: %s", m, d, i, text);
					}
				}
			}
			wrong += play_line_wrong(m, d, win, text);
			free(text);
		}
	}
	return wrong;
}

/* cases a mutation run showed untested: m itself among the picks, small d, and the same
 * answer whatever came before (the table used to be left from an earlier query) */
START_TEST(explain_does_not_depend_on_earlier_queries)
{
	struct result r = run_explain("4 8\n10 5\n3 3\n10 40\n10 5\n");

	ck_assert_int_eq(r.status, 0);
	ck_assert_str_eq(r.out,
		"m = 4, d = 8: the first player wins; winning first picks: 3 4\n"
		"  slack 10 - 8 = 2: the player to move with numbers S left wins at once when "
		"sum(S) - max(S) <= 2\n"
		"  a line of optimal play: A3 (5 to go) B4 (1 to go) A1 (0 to go); A reaches the "
		"total\n"
		"m = 10, d = 5: the first player wins; winning first picks: 5 6 7 8 9 10\n"
		"  slack 55 - 5 = 50: the player to move with numbers S left wins at once when "
		"sum(S) - max(S) <= 50\n"
		"  a line of optimal play: A5 (0 to go); A reaches the total\n"
		"m = 3, d = 3: the first player wins; winning first picks: 3\n"
		"  slack 6 - 3 = 3: the player to move with numbers S left wins at once when "
		"sum(S) - max(S) <= 3\n"
		"  a line of optimal play: A3 (0 to go); A reaches the total\n"
		"m = 10, d = 40: the first player loses; every first pick meets a winning answer:\n"
		"  1 -> 2\n  2 -> 1\n  3 -> 1\n  4 -> 1\n  5 -> 1\n  6 -> 1\n  7 -> 2\n  8 -> 2\n"
		"  9 -> 2\n  10 -> 2\n"
		"  slack 55 - 40 = 15: the player to move with numbers S left wins at once when "
		"sum(S) - max(S) <= 15\n"
		"  a line of optimal play: A10 (30 to go) B2 (28 to go) A9 (19 to go) B5 (14 to go) "
		"A8 (6 to go) B6 (0 to go); B reaches the total\n"
		"m = 10, d = 5: the first player wins; winning first picks: 5 6 7 8 9 10\n"
		"  slack 55 - 5 = 50: the player to move with numbers S left wins at once when "
		"sum(S) - max(S) <= 50\n"
		"  a line of optimal play: A5 (0 to go); A reaches the total\n");
	result_free(&r);
}
END_TEST

START_TEST(explain_names_the_answers)
{
	struct result r = run_explain("10 11\n4 6\n");

	ck_assert_int_eq(r.status, 0);
	ck_assert_ptr_nonnull(strstr(r.out, "m = 10, d = 11: the first player loses"));
	ck_assert_ptr_nonnull(strstr(r.out, "  1 -> 10 (reaches the total)\n"));
	/* 4 6: taking 1 leaves 5 to reach with 2..4, and every answer loses */
	ck_assert_ptr_nonnull(strstr(r.out, "m = 4, d = 6: the first player wins; winning first picks: 1\n"));
	result_free(&r);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("lc464");
	TCase *core = test_case("core"), *limits = test_case("limits");
	TCase *oracle = test_case("oracle");

	tcase_add_loop_test(core, core_samples, 0, sizeof samples / sizeof samples[0]);
	tcase_add_test(core, core_stream);
	tcase_add_test(core, explain_names_the_answers);
	tcase_add_loop_test(limits, limits_edges, 0, sizeof edges / sizeof edges[0]);
	tcase_add_test(limits, limits_out_of_range);
	tcase_add_test(oracle, oracle_whole_range);
	tcase_add_test(oracle, oracle_stream_whole_range);
	tcase_add_test(core, explain_does_not_depend_on_earlier_queries);
	suite_add_tcase(s, core);
	suite_add_tcase(s, limits);
	suite_add_tcase(s, oracle);
	return run_suite(s);
}
