/* The input validator of LeetCode 464's package: lines "m d" (1 <= m <= 20, 0 <= d <= 300,
 * LeetCode's limits), at least one, then the end (../strict.h; 42 valid, 43 not).  Built
 * with -DPLAY for lc464-play's package: d >= 1, at most 65536 games (play/lc464.c's). */
#include "../strict.h"

int main(void)
{
	long games = 0;

	sv_name = "lc464 validator";
	do {
		sv_int(1, 20, "m");
		sv_space();
#ifdef PLAY
		sv_int(1, 300, "d");
		if (++games > 65536)
			sv_fail("more than 65536 games");
#else
		sv_int(0, 300, "d");
		games++;
#endif
		sv_newline();
	} while (sv_peek() != EOF);
	sv_eof();
	return 42;
}
