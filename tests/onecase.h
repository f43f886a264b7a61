/*
 * The generator and the input validator of a problem that takes one case, "n a1 .. an", each
 * value in 1..max_value: AtCoder EDPC L (tests/edpc-l/) and Nowcoder's cards in line
 * (tests/cards-nowcoder/).  The generator is there when rng.h is included first.
 */
#ifndef ONECASE_H
#define ONECASE_H
#include <ctype.h>
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

/* one integer token in lo..hi (digits only, no sign) from stdin, else 0 */
static inline int one_number(long lo, long hi, long *v)
{
	int c, digits = 0;

	while ((c = getchar()) != EOF && isspace(c))
		;
	for (*v = 0; c != EOF && isdigit(c); c = getchar())
		if (digits++ < 11)
			*v = *v * 10 + (c - '0');
	if (c != EOF && !isspace(c))
		return 0;
	return digits > 0 && digits <= 10 && *v >= lo && *v <= hi;
}

/* stdin as one case: 42 when valid (a Kattis input validator's status), else 43 with why */
static inline int validate_one_case(const char *name, long max_n, long max_value)
{
	long n, v, i;
	int c;

	if (!one_number(1, max_n, &n)) {
		fprintf(stderr, "%s: n must be an integer in 1..%ld\n", name, max_n);
		return 43;
	}
	for (i = 0; i < n; i++)
		if (!one_number(1, max_value, &v)) {
			fprintf(stderr, "%s: value %ld must be an integer in 1..%ld\n", name, i + 1,
				max_value);
			return 43;
		}
	while ((c = getchar()) != EOF)
		if (!isspace(c)) {
			fprintf(stderr, "%s: something after the n values\n", name);
			return 43;
		}
	return 42;
}
#endif
