/* Check suite for cards-in-line: core (samples), limits, oracle (peak removal vs O(n^2)). */
#include <check.h>
#define UNIT_TEST
#include "../solvers/cards-in-line/kit.c"
#define BRUTE_NO_MAIN
#include "cards-in-line/brute.c"
#include "rng.h"
#include "solver_io.h"

static const struct { const char *in, *out; } samples[] = {
	{ "4\n1 2 100 4\n", "101\n" },
	{ "13\n5 7 4 5 8 1 6 0 3 4 6 1 7\n", "32\n" },
	{ "3 1 5 2", "5\n" },
	{ "4 1 5 233 7\n0\n", "234\n0\n" },
};

START_TEST(core_samples)
{
	struct result r = run_str(samples[_i].in);

	ck_assert_int_eq(r.status, 0);
	ck_assert_str_eq(r.out, samples[_i].out);
	ck_assert_str_eq(r.err, "");
	result_free(&r);
}
END_TEST

START_TEST(core_lc486)
{
	int a[] = { 1, 5, 2 }, b[] = { 1, 5, 233, 7 }, tie[] = { 3, 3 };

	ck_assert(!predictTheWinner(a, 3));
	ck_assert(predictTheWinner(b, 4));
	ck_assert(predictTheWinner(tie, 2));
}
END_TEST

START_TEST(limits_extremes)
{
	struct result r = run_str("1 9223372036854775807\n1 -9223372036854775807\n"
				  "2 -4611686018427387904 4611686018427387903\n");

	ck_assert_int_eq(r.status, 0);
	ck_assert_str_eq(r.out, "9223372036854775807\n0\n4611686018427387903\n");
	result_free(&r);
}
END_TEST

START_TEST(limits_overflow_reported)
{
	struct result r = run_str("1 5\n3 9223372036854775807\n1 2\n");

	ck_assert_int_eq(r.status, 1);
	ck_assert_str_eq(r.out, "5\n");
	ck_assert_ptr_nonnull(strstr(r.err, "cards-in-line: line 3: card values too large"));
	result_free(&r);
	r = run_str("1 -9223372036854775808");
	ck_assert_int_eq(r.status, 1);
	ck_assert_str_eq(r.out, "");
	result_free(&r);
}
END_TEST

/* the sum of |values| is kept across the 64 KiB blocks the reader takes: 2,048 cards of 2^52, one a line, reach 2^63 at the last card, which is refused by
 * its line, also when the cards before it are negative; one card fewer is accepted */
START_TEST(limits_overflow_across_chunks)
{
	static char text[2100 * 20];
	char *p;
	struct result r;
	int i, n, neg;

	for (neg = 0; neg <= 1; neg++)
		for (n = 2047; n <= 2048; n++) {
			p = text + sprintf(text, "%d\n", n);
			for (i = 0; i < n; i++)
				p += sprintf(p, "%s4503599627370496\n", neg && i < 2047 ? "-" : "");
			r = run_str(text);
			if (n == 2047) {
				ck_assert_int_eq(r.status, 0);
				ck_assert_str_eq(r.out, neg ? "-4607182418800017408\n"
							: "4611686018427387904\n");
			} else {
				ck_assert_int_eq(r.status, 1);
				ck_assert_str_eq(r.out, "");
				ck_assert_ptr_nonnull(strstr(r.err, "cards-in-line: line 2049: card "
							     "values too large"));
			}
			result_free(&r);
		}
}
END_TEST

START_TEST(limits_huge_n_is_not_allocated)
{
	struct result r = run_str("1000000000000000000 1 2 3");

	ck_assert_int_eq(r.status, 1);
	ck_assert_str_eq(r.err, "cards-in-line: line 1: input ends in the middle of the case begun on line 1: "
				"expected a card value\n");
	result_free(&r);
}
END_TEST

/* D by our method, one card at a time as LeetCode's function pushes them (a refused card
 * makes the result wrong: the callers count wrong results, since each ck_assert in a loop of
 * 10^5 rows is a write to Check's pipe) */
static long long diff_fast(const long long *a, int n)
{
	struct row w = { NULL, 0, 0, 0, 0 };
	long long d;
	int i, refused = 0;

	for (i = 0; i < n; i++)
		refused += row_push(&w, a[i]) != 0;
	d = row_diff(&w);
	free(w.st);
	return refused ? LLONG_MIN : d;
}

/* every row of length <= 8 with values 0..3 */
START_TEST(oracle_exhaustive_small)
{
	long long a[8];
	long code, x, rows = 0, wrong = 0;
	int n, i;

	for (n = 0; n <= 8; n++)
		for (code = 0; code < 1L << (2 * n); code++) {
			for (x = code, i = 0; i < n; i++, x >>= 2)
				a[i] = x & 3;
			wrong += diff_fast(a, n) != brute_diff(a, n);
			rows++;
		}
	ck_assert_int_eq(rows, 87381);
	ck_assert_int_eq(wrong, 0);
}
END_TEST

/*
 * The steps of the proof in docs/peak-removal.md, each checked on every row of length <= 7
 * with values -2..2 against the plain recursion (brute_diff), not against our code.
 */
static long long sorted_alt(const long long *a, int n)
{
	long long s[7], t, d = 0;
	int i, j;

	for (i = 0; i < n; i++) /* insertion sort, largest first */
		for (s[i] = a[i], j = i; j > 0 && s[j - 1] < s[j]; j--)
			t = s[j], s[j] = s[j - 1], s[j - 1] = t;
	for (i = 0; i < n; i++)
		d += i % 2 ? -s[i] : s[i];
	return d;
}

static int is_peak(const long long *a, int i) /* a[i - 1] <= a[i] >= a[i + 1] */
{
	return a[i - 1] <= a[i] && a[i] >= a[i + 1];
}

START_TEST(proof_steps)
{
	long long a[7], b[7], code, x, d, p, q, s, size = 1;
	long rows = 0, merges = 0, valleys = 0, ends = 0, wrong[5] = { 0 };
	int n, i, peaks;

	for (n = 0; n <= 7; n++, size *= 5)
		for (code = 0; code < size; code++) {
			for (x = code, i = 0; i < n; i++, x /= 5)
				a[i] = x % 5 - 2;
			d = brute_diff(a, n);
			rows++;
			/* step 1: one card changed by 1 changes D by at most 1 */
			for (i = 0; i < n; i++) {
				memcpy(b, a, sizeof a);
				b[i] = a[i] + 1;
				wrong[0] += llabs(brute_diff(b, n) - d) > 1;
			}
			/* step 2: a row with no peak has its largest card at an end and D is the
			 * alternating sum of its sorted values */
			for (peaks = 0, i = 1; i + 1 < n; i++)
				peaks += is_peak(a, i);
			if (peaks == 0) {
				valleys++;
				for (i = 0; i < n; i++)
					wrong[1] += a[i] > a[0] && a[i] > a[n - 1];
				wrong[1] += d != sorted_alt(a, n);
			}
			/* step 3: merging any peak keeps D */
			for (i = 1; i + 1 < n; i++)
				if (is_peak(a, i)) {
					memcpy(b, a, sizeof a);
					b[i - 1] = a[i - 1] - a[i] + a[i + 1];
					memmove(b + i, a + i + 2, sizeof *a * (n - i - 2));
					wrong[2] += brute_diff(b, n - 2) != d;
					merges++;
				}
			/* the case at the left end, x y z U b: P = x - D(y z U b), Q = w - D(U b),
			 * S = b - D(x y z U); D = max(P, S) and D' = max(Q, S) */
			if (n >= 4 && is_peak(a, 1)) {
				p = a[0] - brute_diff(a + 1, n - 1);
				q = a[0] - a[1] + a[2] - brute_diff(a + 3, n - 3);
				s = a[n - 1] - brute_diff(a, n - 1);
				wrong[3] += p > (q > s ? q : s); /* step 4a: D <= D' */
				for (peaks = 0, i = 2; i + 2 < n; i++) /* interior peaks */
					peaks += is_peak(a, i);
				if (peaks == 0) { /* step 4b: then P >= Q */
					wrong[4] += p < q;
					ends++;
				}
			}
		}
	ck_assert_int_eq(rows, 97656);
	ck_assert_int_eq(valleys, 636);
	ck_assert_int_eq(merges, 204105);
	ck_assert_int_eq(ends, 7205);
	for (i = 0; i < 5; i++)
		ck_assert_msg(wrong[i] == 0, "proof step %s fails on %ld rows",
			      (const char *[]){ "1", "2", "3", "4a", "4b" }[i], wrong[i]);
}
END_TEST

/* seeded random rows: tiny ranges force ties and equal neighbours; negatives; n <= 400 */
START_TEST(oracle_random)
{
	static const long long ranges[][2] = {
		{ 0, 1 }, { 0, 2 }, { -2, 2 }, { -1000, 1000 }, { 1, 100000 }, { -1000000000, 5 }
	};
	long long a[400];
	int t, n, i, k, wrong = 0;

	rng_seed(464143);
	for (t = 0; t < 20000; t++) {
		n = (int)rng_range(0, t % 50 == 0 ? 400 : 24);
		k = (int)rng_range(0, 5);
		for (i = 0; i < n; i++)
			a[i] = rng_range(ranges[k][0], ranges[k][1]);
		wrong += diff_fast(a, n) != brute_diff(a, n);
	}
	ck_assert_int_eq(wrong, 0);
}
END_TEST

/* the kit's program (run()): seeded rows as text, many a case, against the O(n^2) table.
 * Rows of up to 3,000 cards over 200 KB of input cross the 64 KiB buffer's ends; shapes:
 * random, a climb then a drop (a cascade of n / 2 merges), a valley (no merge, the whole row
 * on the stack), a zigzag; separators mostly " " and "\n", sometimes "\r\n", a tab or two
 * spaces */
START_TEST(oracle_whole_input)
{
	static const long long ranges[][2] = {
		{ 0, 1 }, { -2, 2 }, { -1000, 1000 }, { 1, 1000000000 }, { -1000000000, 5 }
	};
	static const char *seps[] = { " ", " ", " ", "\n", " ", "\r\n", "\t", "  " };
	static long long a[3000];
	static char want[64 * 24];
	size_t cap = 1 << 20, len, wlen;
	char *text = malloc(cap);
	int round, c, n, i, k, shape, odd;
	struct result r;

	ck_assert_ptr_nonnull(text);
	rng_seed(20261201);
	for (round = 0; round < 8; round++) {
		len = wlen = 0;
		for (c = 0; c < 64; c++) {
			long long total = 0, d;
			n = (int)rng_range(0, c % 4 == 0 ? 3000 : 300);
			k = (int)rng_range(0, 4);
			shape = (int)rng_range(0, 3);
			odd = round % 2; /* the rounds with tabs and "\r\n" too */
			for (i = 0; i < n; i++) {
				a[i] = rng_range(ranges[k][0], ranges[k][1]);
				if (shape == 1)
					a[i] = i < n - 1 ? i : -5; /* climb, then a drop */
				else if (shape == 2)
					a[i] = i < n / 2 ? n - i : i; /* valley */
				else if (shape == 3)
					a[i] = i % 2 ? a[i] : -a[i]; /* zigzag */
				total += a[i];
			}
			len += (size_t)sprintf(text + len, "%d\n", n);
			for (i = 0; i < n; i++)
				len += (size_t)sprintf(text + len, "%lld%s", a[i],
						       seps[rng_range(0, odd ? 7 : 4)]);
			len += (size_t)sprintf(text + len, "\n");
			ck_assert_uint_lt(len, cap - 64 * 24);
			d = brute_diff(a, n);
			wlen += (size_t)sprintf(want + wlen, "%lld\n", (total + (d < 0 ? -d : d)) / 2);
		}
		r = run_on(text, len, 0);
		ck_assert_int_eq(r.status, 0);
		ck_assert_str_eq(r.err, "");
		ck_assert_str_eq(r.out, want);
		result_free(&r);
	}
	free(text);
}
END_TEST

/* --explain keeps each card where it belongs whatever the spaces between (a tab, a row
 * ending in spaces): the same replay as for the row written plainly */
START_TEST(core_explain_row_across_paths)
{
	char in[96];
	struct result mixed, plain;

	sprintf(in, "5 1\t2 3 4 5%30s", "");
	mixed = run_explain(in);
	plain = run_explain("5 1 2 3 4 5\n");
	ck_assert_int_eq(mixed.status, 0);
	ck_assert_str_eq(mixed.out, plain.out);
	ck_assert_ptr_nonnull(strstr(plain.out, "A 9, B 6: A wins, winner's score 9"));
	result_free(&mixed);
	result_free(&plain);
}
END_TEST

START_TEST(oracle_explain_replays_optimal_play)
{
	struct result r = run_str("13\n5 7 4 5 8 1 6 0 3 4 6 1 7\n");
	struct result e = run_explain("13\n5 7 4 5 8 1 6 0 3 4 6 1 7\n");

	ck_assert_int_eq(e.status, 0);
	ck_assert_ptr_nonnull(strstr(e.out, "winner's score 32\n"));
	ck_assert_str_eq(r.out, "32\n");
	result_free(&r);
	result_free(&e);
}
END_TEST

/* a tie is a tie, not a win for A; an empty row says it has no cards */
START_TEST(core_explain_tie)
{
	struct result e = run_explain("2 3 3\n1 0\n0\n");

	ck_assert_int_eq(e.status, 0);
	ck_assert_ptr_nonnull(strstr(e.out, "  A 3, B 3: a tie, winner's score 3\n"));
	ck_assert_ptr_nonnull(strstr(e.out, "  A 0, B 0: a tie, winner's score 0\n"));
	/* one card, "1 card"; two, "2 cards" */
	ck_assert_ptr_nonnull(strstr(e.out, "1 card, total 0\n"));
	ck_assert_ptr_nonnull(strstr(e.out, "2 cards, total 6\n"));
	ck_assert_ptr_nonnull(strstr(e.out, "0 cards, total 0\n  reduced row (each x <= y >= z "
					    "merged into x - y + z): (none: no cards); D = first's "
					    "total - second's = 0\n  A 0, B 0: a tie, winner's score "
					    "0\n\n"));
	ck_assert_ptr_null(strstr(e.out, "A wins"));
	result_free(&e);
}
END_TEST

/* --explain replays rows of up to 5,000 cards move by move, and no longer ones; the replay
 * ends in the plain answer, its totals adding up */
START_TEST(limits_explain_replay_bound)
{
	static char input[6 * 5002 + 16], want[64];
	size_t n, len;
	int k;

	for (k = 0; k < 2; k++) {
		struct result e, plain;
		long long total = 0;
		n = 5000 + (size_t)k;
		len = (size_t)sprintf(input, "%zu\n", n);
		while (n-- > 0) {
			len += (size_t)sprintf(input + len, "%d ", (int)(n * n % 11));
			total += (long long)(n * n % 11);
		}
		e = run_on(input, len, 1);
		plain = run_on(input, len, 0);
		ck_assert_int_eq(e.status, 0);
		ck_assert_int_eq(plain.status, 0);
		if (k == 0) {
			long long a, b;
			const char *end = strstr(e.out, " 5000. B takes the ");
			ck_assert_ptr_nonnull(end);
			ck_assert_ptr_null(strstr(e.out, "replay skipped"));
			ck_assert_int_eq(sscanf(strchr(end, '\n') + 1, "  A %lld, B %lld", &a, &b), 2);
			ck_assert_int_eq(a + b, total);
			ck_assert_int_eq(a > b ? a : b, atoll(plain.out));
			sprintf(want, "winner's score %lld\n", a > b ? a : b);
			ck_assert_ptr_nonnull(strstr(end, want));
		} else {
			ck_assert_ptr_null(strstr(e.out, " 1. A takes the "));
			ck_assert_ptr_nonnull(strstr(e.out, "(more than 5000 cards: move-by-move "
							"replay skipped"));
		}
		result_free(&e);
		result_free(&plain);
	}
}
END_TEST

/* The reduced row an explanation shows: no x <= y >= z left in it, D as the brute force
 * has it, and the larger end taken each time on it gives that D.  The mistakes. */
static int reduced_row_wrong(const char *text, const long long *a, int n)
{
	const char *p = strstr(text, "merged into x - y + z):");
	long long row[16], d, got = 0;
	int k = 0, used, i, l, r, first = 1;

	if (!p)
		return 1;
	for (p += 23; k < 16 && sscanf(p, " %lld%n", &row[k], &used) == 1; p += used)
		k++;
	if (sscanf(p, "; D = first's total - second's = %lld", &d) != 1 || d != brute_diff(a, n))
		return 1;
	for (i = 0; i + 2 < k; i++)
		if (row[i] <= row[i + 1] && row[i + 1] >= row[i + 2])
			return 1;
	for (l = 0, r = k; l < r; first = !first) {
		long long v = row[l] >= row[r - 1] ? row[l++] : row[--r];
		got += first ? v : -v;
	}
	return got != d;
}

/* every move --explain makes is optimal by the brute force: both values it shows are the
 * brute force's, and the end it names is the better (random rows of 1 to 9 cards); the
 * running totals after each move and at the end add up the cards taken; and the reduced row
 * it shows is right */
START_TEST(oracle_explain_moves_are_optimal)
{
	long long a[9];
	char input[256], side[8];
	int t, n, i, wrong = 0;

	rng_seed(15);
	for (t = 0; t < 3000; t++) {
		size_t len;
		int l = 0, r, move;
		const char *p;
		long long v, score[2] = { 0, 0 }, sa, sb;
		struct result e;

		n = (int)rng_range(1, 9);
		len = (size_t)sprintf(input, "%d", n);
		for (i = 0; i < n; i++) {
			a[i] = rng_range(t % 2 ? -5 : 0, t % 3 ? 5 : 1000);
			len += (size_t)sprintf(input + len, " %lld", a[i]);
		}
		e = run_on(input, len, 1);
		r = n;
		wrong += reduced_row_wrong(e.out, a, n);
		p = e.out;
		for (move = 1; move <= n; move++) {
			long long left, right, vl, vr;
			char who;
			p = strstr(p, ". ");
			if (!p || sscanf(p, ". %c takes the %5s card %lld (left %lld, right %lld)   "
					 "A %lld, B %lld", &who, side, &v, &vl, &vr, &sa, &sb) != 7) {
				wrong++;
				break;
			}
			score[(move - 1) % 2] += v; /* the running totals shown after the move */
			wrong += sa != score[0] || sb != score[1];
			p += 2;
			left = a[l] - (r - l > 1 ? brute_diff(a + l + 1, r - l - 1) : 0);
			right = a[r - 1] - (r - l > 1 ? brute_diff(a + l, r - l - 1) : 0);
			if (who != "AB"[(move - 1) % 2] || vl != left || vr != right ||
			    (strcmp(side, "left") == 0 ? left < right || v != a[l++]
						       : right < left || v != a[--r]))
				wrong++;
		}
		if (p && (p = strstr(p, "\n  A ")) != NULL &&
		    sscanf(p, "\n  A %lld, B %lld: ", &sa, &sb) == 2)
			wrong += sa != score[0] || sb != score[1];
		else
			wrong++;
		result_free(&e);
	}
	ck_assert_int_eq(wrong, 0);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("cards-in-line");
	TCase *core = test_case("core"), *limits = test_case("limits");
	TCase *oracle = test_case("oracle");

	tcase_add_loop_test(core, core_samples, 0, sizeof samples / sizeof samples[0]);
	tcase_add_test(core, core_lc486);
	tcase_add_test(limits, limits_extremes);
	tcase_add_test(limits, limits_overflow_reported);
	tcase_add_test(limits, limits_overflow_across_chunks);
	tcase_add_test(limits, limits_huge_n_is_not_allocated);
	tcase_add_test(oracle, oracle_exhaustive_small);
	tcase_add_test(oracle, oracle_random);
	tcase_add_test(oracle, oracle_whole_input);
	tcase_add_test(oracle, proof_steps);
	tcase_add_test(oracle, oracle_explain_replays_optimal_play);
	tcase_add_test(oracle, oracle_explain_moves_are_optimal);
	tcase_add_test(core, core_explain_tie);
	tcase_add_test(core, core_explain_row_across_paths);
	tcase_add_test(limits, limits_explain_replay_bound);
	suite_add_tcase(s, core);
	suite_add_tcase(s, limits);
	suite_add_tcase(s, oracle);
	return run_suite(s);
}
