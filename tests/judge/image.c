/* tests/judge/image.c: a program of tests/judge_test.sh (what it does: the comment where it is used) */
#include <signal.h>
static char table[SIZE];
int main(int argc, char **argv)
{
	if (argc > 1)
		raise(SIGSEGV);
	table[argc] = 1;
	return table[SIZE - 1];
}
