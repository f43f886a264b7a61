/*
 * libFuzzer target: arbitrary bytes through a solver's own stdin-to-stdout path, run(), in
 * judge mode and (for short inputs) explain mode.  Built per solver with
 * -DSOLVER='"../solvers/NAME/main.c"' (see the Makefile's build/fuzz/% rule).
 */
#define _GNU_SOURCE /* fmemopen */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#define UNIT_TEST
#include SOLVER

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static FILE *sink;
	FILE *in;

	if (!sink && !(sink = fopen("/dev/null", "w")))
		return 0;
	in = size ? fmemopen((void *)data, size, "r") : fopen("/dev/null", "r");
	if (!in)
		return 0;
	(void)run(in, sink, sink, 0);
	if (size < 64) { /* explain solves each pair afresh; keep it to a few pairs */
		rewind(in);
		(void)run(in, sink, sink, 1);
	}
	fclose(in);
	return 0;
}
