/*
 * The input validator of AtCoder EDPC L "Deque" (its constraints: N, then N integers,
 * 1 <= N <= 3000, 1 <= a_i <= 10^9, nothing after them but whitespace).  As a Kattis input
 * validator it exits 42 for a valid input and 43, saying why on stderr, for any other;
 * judge.sh --stress keeps its inputs valid with it (testdata/edpc-l/judge.conf: validate=).
 */
#include <ctype.h>
#include <stdio.h>

/* one integer in lo..hi as a token (digits only, no sign), else 0 */
static int number(long lo, long hi, long *v)
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

int main(void)
{
	long n, v, i;
	int c;

	if (!number(1, 3000, &n)) {
		fputs("edpc-l: N must be an integer in 1..3000\n", stderr);
		return 43;
	}
	for (i = 0; i < n; i++)
		if (!number(1, 1000000000, &v)) {
			fprintf(stderr, "edpc-l: a_%ld must be an integer in 1..10^9\n", i + 1);
			return 43;
		}
	while ((c = getchar()) != EOF)
		if (!isspace(c)) {
			fputs("edpc-l: something after the N values\n", stderr);
			return 43;
		}
	return 42;
}
