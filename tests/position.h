/* position.h - a Number Game position (POJ 1143, ZOJ 1039) that can occur in a game: the
 * numbers of 2..20 not allowed are closed under addition (a and b forbidden, a + b <= 20:
 * a + b forbidden); for the validators, read by strict.h (sv_fail says which sum is not). */
#ifndef POSITION_H
#define POSITION_H

/* allowed: bit x set for each allowed x in 2..20 */
static inline void position_check(int allowed)
{
	int a, b;

	for (a = 2; a <= 20; a++)
		for (b = a; a + b <= 20; b++)
			if (!(allowed >> a & 1) && !(allowed >> b & 1) && (allowed >> (a + b) & 1))
				sv_fail("not a position of a game: %d and %d are forbidden, %d is not",
					a, b, a + b);
}
/* position_read N SPACE_FIRST: the N numbers of a position, one space before each (SPACE_FIRST:
 * poj1143's "n a1 .. an") or between them (zoj1039's line of its own), distinct in 2..20,
 * a position that can occur (position_check); returns the allowed set, bit x for x */
static inline int position_read(long long n, int space_first)
{
	long long i;
	int allowed = 0, x;

	for (i = 0; i < n; i++) {
		if (space_first || i > 0)
			sv_space();
		x = (int)sv_int(2, 20, "a number");
		if (allowed >> x & 1)
			sv_fail_tok("%d given twice", x);
		allowed |= 1 << x;
	}
	position_check(allowed);
	return allowed;
}
#endif
