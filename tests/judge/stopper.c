/* tests/judge/stopper.c: a program of tests/judge_test.sh (what it does: the comment where it is used) */
#include <signal.h>
#include <stdio.h>
#include <unistd.h>
int main(int argc, char **argv)
{
	kill(getppid(), SIGSTOP);
	if (argc > 1) {
		sleep(5);
		kill(getppid(), SIGCONT);
	}
	puts("1 2");
	return 0;
}
