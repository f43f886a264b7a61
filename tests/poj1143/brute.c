/*
 * Brute force for poj1143, written apart from the solver: a state is the set of numbers
 * forbidden so far, and a number y is allowed when it is not a sum of forbidden numbers
 * (a coin-change reachability test), recomputed from scratch for every state.
 * Reads POJ input (assumed valid), prints the POJ output.
 */
#include <stdio.h>
#include <string.h>

/* mask over 2..20: bit y-2 */
static long brute_allowed_from(const int *gen, int ngen)
{
	int reach[21], y, i;
	long allowed = 0;

	memset(reach, 0, sizeof reach);
	reach[0] = 1;
	for (y = 1; y <= 20; y++)
		for (i = 0; i < ngen; i++)
			if (gen[i] <= y && reach[y - gen[i]])
				reach[y] = 1;
	for (y = 2; y <= 20; y++)
		if (!reach[y])
			allowed |= 1L << (y - 2);
	return allowed;
}

/* the outcome of every set of allowed numbers, the same whichever position it is reached
 * from: filled as found, cleared once (it was cleared before every position: 5 GB of
 * clearing in the suite's 10,542-position test) */
static signed char brute_memo[1 << 19];
static int brute_memo_ready;

/* gen: the forbidden "generators" so far; the mover wins if some choice leaves a loss */
static int brute_wins(int *gen, int ngen)
{
	long allowed = brute_allowed_from(gen, ngen);
	int y, win = 0;

	if (brute_memo[allowed] >= 0)
		return brute_memo[allowed];
	for (y = 2; y <= 20 && !win; y++)
		if (allowed & (1L << (y - 2))) {
			gen[ngen] = y;
			win = !brute_wins(gen, ngen + 1);
		}
	return brute_memo[allowed] = (signed char)win;
}

/* The position given by the allowed numbers: every other number in 2..20 is a generator. */
static int brute_position_gens(long allowed, int *gen)
{
	int y, n = 0;

	for (y = 2; y <= 20; y++)
		if (!(allowed & (1L << (y - 2))))
			gen[n++] = y;
	return n;
}

/* Winning moves of the position as a mask. */
static long brute_winning_moves(long allowed)
{
	int gen[64], n, y;
	long moves = 0;

	if (!brute_memo_ready) {
		memset(brute_memo, -1, sizeof brute_memo);
		brute_memo_ready = 1;
	}
	n = brute_position_gens(allowed, gen);
	for (y = 2; y <= 20; y++)
		if (allowed & (1L << (y - 2))) {
			gen[n] = y;
			if (!brute_wins(gen, n + 1))
				moves |= 1L << (y - 2);
		}
	return moves;
}

/* The position after choosing y, by the brute's own rule. */
static long brute_after(long allowed, int y)
{
	int gen[64], n = brute_position_gens(allowed, gen);

	gen[n] = y;
	return brute_allowed_from(gen, n + 1);
}

#ifndef BRUTE_NO_MAIN
int main(void)
{
	int n, i, v, k = 0, y;
	long allowed, moves;

	while (scanf("%d", &n) == 1 && n != 0) {
		allowed = 0;
		for (i = 0; i < n && scanf("%d", &v) == 1; i++)
			allowed |= 1L << (v - 2);
		moves = brute_winning_moves(allowed);
		printf("Test Case #%d\n", ++k);
		if (!moves) {
			printf("There's no winning move.\n\n");
			continue;
		}
		printf("The winning moves are:");
		for (y = 2; y <= 20; y++)
			if (moves & (1L << (y - 2)))
				printf(" %d", y);
		printf("\n\n");
	}
	return 0;
}
#endif
