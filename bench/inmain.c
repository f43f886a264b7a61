/*
 * inmain.c: linked into every program the bench times (ours and the seed baselines alike), it
 * measures the program's own work: from just before main to the end of exit processing, with
 * stdout flushed, and prints "inmain WALL_MICROSECONDS" as the last line on stderr.
 *
 * What it leaves out is the same for every program: fork, exec, the dynamic loader, libc's own
 * start-up, and the kernel tearing the process down.  On this kind of VM that costs 2 to 4 ms
 * per process, more than some whole runs of ours, so a ratio of whole processes says more about
 * the machine than about the method.  The bench prints both.
 *
 * The constructor runs after libc is set up and before main.  Its atexit handler, registered
 * before main can register any, runs after every handler the program registers, whether main
 * returns or calls exit, and flushes stdio itself, so the output is inside the time.
 */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static struct timespec inmain_t0;

static void inmain_report(void)
{
	struct timespec t1;

	fflush(NULL);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	fprintf(stderr, "inmain %lld\n",
		(long long)(t1.tv_sec - inmain_t0.tv_sec) * 1000000 +
		(t1.tv_nsec - inmain_t0.tv_nsec) / 1000);
}

__attribute__((constructor)) static void inmain_start(void)
{
	atexit(inmain_report);
	clock_gettime(CLOCK_MONOTONIC, &inmain_t0);
}
