/* The input validator of ZOJ 1039's package: a line with the number of scenarios t
 * (1 <= t <= 100000), then per scenario a line "a" (0 <= a <= 19) and a line with the a
 * numbers, distinct in 2..20, one space between (empty when a = 0), a position that can
 * occur in a game (../position.h), then the end (../strict.h; 42 valid, 43 not). */
#include "../strict.h"
#include "../position.h"

int main(void)
{
	long long t, k;

	sv_name = "zoj1039 validator";
	t = sv_int(1, 100000, "the number of scenarios");
	sv_newline();
	for (k = 0; k < t; k++) {
		long long a = sv_int(0, 19, "a");

		sv_newline();
		position_read(a, 0);
		sv_newline();
	}
	sv_eof();
	return 42;
}
