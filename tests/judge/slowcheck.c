/* tests/judge/slowcheck.c: a program of tests/judge_test.sh (what it does: the comment where it is used) */
#include <time.h>
int main(void) { clock_t end = clock() + CLOCKS_PER_SEC / 2; while (clock() < end) ; return 0; }
