/* Runs a Check suite in Check's default fork mode; the exit status of a test program. */
#ifndef RUN_SUITE_H
#define RUN_SUITE_H
#include <check.h>

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
