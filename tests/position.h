/* position.h - a Number Game position (POJ 1143, ZOJ 1039) that can occur in a game: the
 * numbers of 2..20 not allowed are closed under addition (a and b forbidden, a + b <= 20:
 * a + b forbidden); for the validators (strict.h's sv_fail says which sum is not). */
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
#endif
