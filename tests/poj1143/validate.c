/* The input validator of POJ 1143's package: lines "n a1 .. an" (1 <= n <= 19, the a_i
 * distinct in 2..20, a position that can occur in a game: its forbidden numbers closed under
 * addition), then a line "0", then the end (../strict.h; 42 valid, 43 not, with why). */
#include "../strict.h"
#include "../position.h"

int main(void)
{
	sv_name = "poj1143 validator";
	for (;;) {
		long long n = sv_int(0, 19, "n");

		if (n == 0)
			break;
		position_read(n, 1);
		sv_newline();
	}
	sv_newline();
	sv_eof();
	return 42;
}
