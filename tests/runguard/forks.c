/* forks N [MB]: touches MB of memory (default none), then starts N children that each sleep
 * 2 s, sharing those pages copy-on-write, and waits for them (runguard_test.sh) */
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	int n = atoi(argc > 1 ? argv[1] : "1"), i;
	size_t mb = argc > 2 ? (size_t)atoi(argv[2]) : 0;
	char *p = mb ? malloc(mb << 20) : NULL;

	if (p)
		memset(p, 1, mb << 20);
	for (i = 0; i < n; i++)
		if (fork() == 0) {
			sleep(2);
			_exit(p ? p[i] - 1 : 0);
		}
	while (wait(NULL) > 0)
		;
	free(p);
	return 0;
}
