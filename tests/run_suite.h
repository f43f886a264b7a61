/*
 * What the Check suites share: test_case() makes a test case with the one time limit every
 * test has, and run_suite() runs a suite in Check's default fork mode, returning the exit
 * status of a test program.
 */
#ifndef RUN_SUITE_H
#define RUN_SUITE_H
#include <check.h>

/* Seconds of wall time a test may take before Check stops it as hung: far above the longest
 * test's (lc464's whole range, 7 s alone), so a loaded machine (the other steps of make check
 * beside it, other jobs) never ends a test that would pass.  Check's own default is 4 s. */
#define TEST_SECONDS 600

static TCase *test_case(const char *name)
{
	TCase *tc = tcase_create(name);

	tcase_set_timeout(tc, TEST_SECONDS);
	return tc;
}

static int run_suite(Suite *s)
{
	SRunner *sr = srunner_create(s);
	int failed;

	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? 1 : 0;
}
#endif
