/*
 * The generator and the input validator of a problem that takes one case, "n a1 .. an", each
 * value in 1..max_value: AtCoder EDPC L (tests/edpc-l/) and Nowcoder's cards in line
 * (tests/cards-nowcoder/).  The generator is there when rng.h is included first, the
 * validator when strict.h is.
 */
#ifndef ONECASE_H
#define ONECASE_H
#include <stdio.h>

#ifdef RNG_H
/* one case of n (1..max_n, at most size when size > 0) values in 1..one of the ranges */
static inline void gen_one_case(int size, int max_n, const long *ranges, int nranges)
{
	int n = (int)rng_range(1, size > 0 && size < max_n ? size : max_n), i;
	long top = ranges[rng_range(0, nranges - 1)];

	printf("%d\n", n);
	for (i = 0; i < n; i++)
		printf("%ld%c", (long)rng_range(1, top), i + 1 == n ? '\n' : ' ');
}
#endif

#ifdef STRICT_H
/* stdin as one case, exactly "n\na1 .. an\n" (strict.h): exit 42 when valid, else 43 with
 * why (a Kattis input validator's statuses) */
static inline int validate_one_case(const char *name, long max_n, long max_value)
{
	long long n, i;

	sv_name = name;
	n = sv_int(1, max_n, "n");
	sv_newline();
	for (i = 0; i < n; i++) {
		if (i > 0)
			sv_space();
		sv_int(1, max_value, "a value");
	}
	sv_newline();
	sv_eof();
	return 42;
}
#endif
#endif
