/*
 * main.h - the last lines of every solver.  run() is the whole program on the given streams:
 * the solver's solve() reads and answers every case (1: to the end, -1: bad input, already
 * reported), then the write check.  main() passes the options to solver_main() (reader.h)
 * with the solver's usage[] and run(); the Check suites and the fuzz target define UNIT_TEST
 * and call run() on their own streams instead.
 */
static int run(FILE *in, FILE *out, FILE *err, int explaining)
{
	struct reader *r = reader_open(in, err);
	int got;

	if (!r)
		return 1;
	got = solve(r, out, err, explaining);
	free(r);
	return got < 0 ? 1 : finish_output(out, err);
}

#ifndef UNIT_TEST
int main(int argc, char **argv)
{
	return solver_main(argc, argv, usage, run);
}
#endif
