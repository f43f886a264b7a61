/* The input validator of cards-in-line's package: cases until the end, at least one, each a
 * line "n" (0 <= n <= 10^7) and, when n > 0, a line of the n card values (signed 64-bit, one
 * space between) whose positive ones and whose negative ones each sum within 64 bits, so
 * every player's total does (../strict.h; 42 valid, 43 not).  Built with -DPLAY for
 * cards-play's package: a case is one line "n a1 .. an", 1 <= n <= 2000 (play/cards.c). */
#include "../strict.h"

#define MAX64 9223372036854775807LL

int main(void)
{
	sv_name = "cards-in-line validator";
	do {
		long long n, i, pos = 0, neg = 0;

#ifdef PLAY
		n = sv_int(1, 2000, "n");
#else
		n = sv_int(0, 10000000, "n");
		sv_newline();
#endif
		for (i = 0; i < n; i++) {
			long long a;
#ifdef PLAY
			sv_space();
#else
			if (i > 0)
				sv_space();
#endif
			a = sv_int(-MAX64 - 1, MAX64, "a card");
			if (a > 0 && pos > MAX64 - a)
				sv_fail("the positive cards sum past 64 bits");
			if (a < 0 && neg < -MAX64 - 1 - a)
				sv_fail("the negative cards sum past 64 bits");
			if (a > 0)
				pos += a;
			else
				neg += a;
		}
#ifdef PLAY
		sv_newline();
#else
		if (n > 0)
			sv_newline();
#endif
	} while (sv_peek() != EOF);
	sv_eof();
	return 42;
}
