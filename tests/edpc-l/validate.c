/* The input validator of AtCoder EDPC L "Deque": N, then N integers, 1 <= N <= 3000,
 * 1 <= a_i <= 10^9, exactly "N\na1 .. aN\n" (../onecase.h, read by ../strict.h); exit 42
 * for a valid input, 43 else, as Kattis' input validators; judge.sh --stress keeps its
 * inputs valid with it (judge.conf: validate=). */
#include "../strict.h"
#include "../onecase.h"

int main(void)
{
	return validate_one_case("edpc-l validator", 3000, 1000000000);
}
