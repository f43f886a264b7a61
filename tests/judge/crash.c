/* tests/judge/crash.c: a program of tests/judge_test.sh (what it does: the comment where it is used) */
#include <stdlib.h>
int main(void) { abort(); }
