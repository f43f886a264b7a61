/* tests/judge/pieces.c: a program of tests/judge_test.sh (what it does: the comment where it is used) */
#include <stdlib.h>
int main(int argc, char **argv)
{
	int i;
	for (i = 0; i < atoi(argv[1]); i++)
		if (!malloc(1 << 20))
			return 3;
	return 0;
}
