/* Runs a solver's run() on a string, capturing stdout, stderr and the exit status. */
#ifndef SOLVER_IO_H
#define SOLVER_IO_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct result {
	int status;
	char *out, *err;
	size_t outlen, errlen;
};

static struct result run_on(const char *input, size_t len, int explaining)
{
	struct result res;
	FILE *in = len ? fmemopen((void *)input, len, "r") : fopen("/dev/null", "r");
	FILE *out = open_memstream(&res.out, &res.outlen);
	FILE *err = open_memstream(&res.err, &res.errlen);

	res.status = run(in, out, err, explaining);
	fclose(in);
	fclose(out);
	fclose(err);
	return res;
}

static struct result run_str(const char *input)
{
	return run_on(input, strlen(input), 0);
}

static struct result run_explain(const char *input)
{
	return run_on(input, strlen(input), 1);
}

#ifdef CHECK_H
#include "run_suite.h"
#endif

static void result_free(struct result *r)
{
	free(r->out);
	free(r->err);
}
#endif
