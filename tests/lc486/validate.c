/* The input validator of LeetCode 486's package: arrays in LeetCode's layout, one a line,
 * "[v1,v2,...]" with 1 to 20 values in 0..10^7, at least one, then the end (../strict.h;
 * 42 valid, 43 not). */
#include "../strict.h"

int main(void)
{
	sv_name = "lc486 validator";
	do {
		int k = 0;

		sv_byte('[', "'['");
		do {
			if (k > 0)
				sv_byte(',', "',' or ']'");
			if (++k > 20)
				sv_fail("more than 20 values");
			sv_int(0, 10000000, "a value");
		} while (sv_peek() == ',');
		sv_byte(']', "',' or ']'");
		sv_newline();
	} while (sv_peek() != EOF);
	sv_eof();
	return 42;
}
