/*
 * runtime IN OUT CMD [ARG...]: run CMD with stdin from IN and stdout to OUT (stderr to
 * /dev/null); print "WALL_MICROSECONDS PEAK_KIB" and exit with CMD's status.  One fork and
 * exec, timed from before the fork to after the wait, so the bench measures the program and
 * not a shell around it; the peak is the child's ru_maxrss.
 */
#define _DEFAULT_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	struct timespec t0, t1;
	struct rusage ru;
	int status, in, out, err;
	pid_t pid;

	if (argc < 4) {
		fprintf(stderr, "usage: runtime IN OUT CMD [ARG...]\n");
		return 2;
	}
	in = open(argv[1], O_RDONLY);
	out = open(argv[2], O_WRONLY | O_CREAT | O_TRUNC, 0644);
	err = open("/dev/null", O_WRONLY);
	if (in < 0 || out < 0 || err < 0) {
		perror("runtime: open");
		return 2;
	}
	clock_gettime(CLOCK_MONOTONIC, &t0);
	pid = fork();
	if (pid < 0) {
		perror("runtime: fork");
		return 2;
	}
	if (pid == 0) {
		dup2(in, 0);
		dup2(out, 1);
		dup2(err, 2);
		execvp(argv[3], argv + 3);
		_exit(127);
	}
	if (wait4(pid, &status, 0, &ru) < 0) {
		perror("runtime: wait4");
		return 2;
	}
	clock_gettime(CLOCK_MONOTONIC, &t1);
	printf("%lld %ld\n", (long long)(t1.tv_sec - t0.tv_sec) * 1000000 +
	       (t1.tv_nsec - t0.tv_nsec) / 1000, ru.ru_maxrss);
	return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}
