/* Check suite for poj1143: core (the statement's sample), limits, oracle (every position). */
#include <check.h>
#define UNIT_TEST
#include "../solvers/poj1143/main.c"
#define BRUTE_NO_MAIN
#include "poj1143/brute.c"
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

	mark(ALL);
	for (pos = 1; pos <= ALL; pos++) {
		ck_assert_int_eq(!unreachable(pos, &a, &b), reachable[pos]);
		if (!reachable[pos]) {
			/* the sum named in the message: a <= b both forbidden, a + b allowed, and
			 * no smaller pair (a first, then b) breaks closure */
			ck_assert(a >= LO && a <= b && a + b <= HI);
			ck_assert(!(pos & BIT(a)) && !(pos & BIT(b)) && (pos & BIT(a + b)));
			ck_assert_int_eq(first_break(pos), a * 32 + b);
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

START_TEST(oracle_zoj_matches_poj)
{
	/* the ZOJ build is checked by make check on its own testdata; here the explain mode
	 * shows a winning line that ends with the loser unable to move */
	struct result r = run_explain("2 2 5\n");

	ck_assert_int_eq(r.status, 0);
	ck_assert_ptr_nonnull(strstr(r.out, "choose  2 -> (nothing): a loss for the opponent"));
	ck_assert_ptr_nonnull(strstr(r.out, "optimal play: A2; B cannot move and loses"));
	result_free(&r);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("poj1143");
	TCase *core = tcase_create("core"), *limits = tcase_create("limits");
	TCase *oracle = tcase_create("oracle");

	tcase_add_test(core, core_sample);
	tcase_add_test(core, core_after);
	tcase_add_test(limits, limits_full_and_single);
	tcase_add_test(limits, limits_unreachable);
	tcase_add_test(oracle, oracle_every_position);
	tcase_add_test(oracle, oracle_zoj_matches_poj);
	tcase_set_timeout(oracle, 120);
	suite_add_tcase(s, core);
	suite_add_tcase(s, limits);
	suite_add_tcase(s, oracle);
	return run_suite(s);
}
