/* tests/judge/hog.c: a program of tests/judge_test.sh (what it does: the comment where it is used) */
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* the CPU seconds this process has used */
static double cpu_seconds(void)
{
	struct timespec t;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

int main(int argc, char **argv)
{
	int i, mb = atoi(argv[1]);
	for (i = 0; i < mb; i++) {
		char *p = malloc(1 << 20);
		if (!p)
			return 3;
		memset(p, 1, 1 << 20);
	}
	if (argc > 2 && strcmp(argv[2], "spin") == 0)
		for (;;)
			;
	if (argc > 3 && strcmp(argv[2], "burn") == 0) /* burn MS: that much CPU time, then exit */
		while (cpu_seconds() * 1000 < atof(argv[3]))
			;
	if (argc > 3 && strcmp(argv[2], "sleep") == 0)
		usleep((useconds_t)atoi(argv[3]) * 1000);
	if (argc > 3 && strcmp(argv[2], "exit") == 0)
		return atoi(argv[3]);
	if (argc > 3 && strcmp(argv[2], "exec") == 0)
		execvp(argv[3], argv + 3);
	return 0;
}
