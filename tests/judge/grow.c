/* tests/judge/grow.c: a program of tests/judge_test.sh (what it does: the comment where it is used) */
#include <stdlib.h>
#include <string.h>
int main(void)
{
	char *p = malloc(40u << 20);
	if (!p)
		return 3;
	memset(p, 1, 40u << 20);
	return realloc(p, 200u << 20) ? 0 : 3;
}
