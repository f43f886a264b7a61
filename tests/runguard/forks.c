/* forks N: starts N children that each sleep 2 s, then waits for them (runguard_test.sh) */
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	int n = atoi(argc > 1 ? argv[1] : "1"), i;

	for (i = 0; i < n; i++)
		if (fork() == 0) {
			sleep(2);
			_exit(0);
		}
	while (wait(NULL) > 0)
		;
	return 0;
}
