/* tests/judge/alloc.c: a program of tests/judge_test.sh (what it does: the comment where it is used) */
#include <stdlib.h>
#include <string.h>
int main(int argc, char **argv)
{
	size_t n = (size_t)atoi(argv[1]) << 20;
	char *p = malloc(n);
	if (!p)
		return 3;
	memset(p, 1, n);
	return p[n - 1] == 1 ? 0 : 4;
}
