/* The input validator of Nowcoder's "cards in line": n, then n integers, 1 <= n <= 5000,
 * 1 <= value <= 10^5, exactly "n\na1 .. an\n" (../onecase.h, read by ../strict.h); exit 42
 * for a valid input, 43 else, as Kattis' input validators; judge.sh --stress keeps its
 * inputs valid with it (judge.conf: validate=). */
#include "../strict.h"
#include "../onecase.h"

int main(void)
{
	return validate_one_case("cards-nowcoder validator", 5000, 100000);
}
