/*
 * main.h - the last lines of every solver: main() passes the options to solver_main()
 * (reader.h) with the solver's usage[] and run().  The Check suites and the fuzz target
 * define UNIT_TEST and call run() on their own streams instead.
 */
#ifndef UNIT_TEST
int main(int argc, char **argv)
{
	return solver_main(argc, argv, usage, run);
}
#endif
