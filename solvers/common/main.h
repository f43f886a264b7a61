/*
 * main.h - the last lines of every kit program (solvers/NAME/kit.c): run() is the whole
 * program on the given streams: the kit's solve() answers every case (1: to the end, -1: bad
 * input, already reported), then the write check, finish_output().  solver_main() takes the
 * options; the Check suites and the fuzz target define UNIT_TEST and call run() on their own
 * streams.  A kit whose explain.h defines EXPLAIN_HTML takes --explain=html (explaining 2):
 * its page_begin() and page_end() around the cases.
 */

/* The end of a run: 0 if everything written reached out, else 1 after saying why. */
static int finish_output(FILE *out, FILE *err)
{
	if (fflush(out) == 0 && !ferror(out))
		return 0;
	fprintf(err, NAME ": cannot write the output: %s\n", strerror(errno));
	return 1;
}

static int run(FILE *in, FILE *out, FILE *err, int explaining)
{
	struct reader *r = reader_open(in, err);
	int got;

	if (!r)
		return 1;
#ifdef EXPLAIN_HTML
	if (explaining == 2)
		page_begin(out);
#endif
	got = solve(r, out, err, explaining);
#ifdef EXPLAIN_HTML
	if (explaining == 2)
		page_end(out); /* (after bad input too: the page holds the cases before it) */
#endif
	free(r);
	return got < 0 ? 1 : finish_output(out, err);
}

/* --help prints the usage (a failed write is exit status 1), --explain; anything else is a
 * usage error, exit status 2. */
static int solver_main(int argc, char **argv)
{
	int i, explaining = 0;

	for (i = 1; i < argc; i++)
		if (strcmp(argv[i], "--help") == 0) {
			fputs(usage, stdout);
			return finish_output(stdout, stderr);
		} else if (strcmp(argv[i], "--explain") == 0) {
			explaining = 1;
#ifdef EXPLAIN_HTML
		} else if (strcmp(argv[i], "--explain=html") == 0) {
			explaining = 2;
#endif
		} else {
			fprintf(stderr, NAME ": unknown option \"%s\"\n%s", argv[i], usage);
			return 2;
		}
	return run(stdin, stdout, stderr, explaining);
}

#ifndef UNIT_TEST
int main(int argc, char **argv)
{
	return solver_main(argc, argv);
}
#endif
