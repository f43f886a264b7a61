/* tests/judge/deep.c: a program of tests/judge_test.sh (what it does: the comment where it is used) */
#include <stdio.h>
#include <stdlib.h>
static long depth(long n)
{
	volatile char pad[16];
	pad[0] = (char)n;
	return n ? depth(n - 1) + (pad[0] & 1) : 0;
}
int main(int argc, char **argv)
{
	char a[8], b[8];
	if (scanf("%7s %7s", a, b) != 2 || depth(argc > 1 ? atol(argv[1]) : 1000000) < 0)
		return 1;
	printf("%s %s\n", a, b);
	return 0;
}
