/* LeetCode 464, a memo over the numbers used; "no one can reach the total" written as a
 * division (sum / desiredTotal == 0), which divides by zero when desiredTotal is 0 */
#include <stdbool.h>
#include <stdlib.h>

static signed char *memo;
static int m_max;

static bool wins(int used, int left)
{
	int i;

	if (memo[used])
		return memo[used] > 0;
	for (i = 1; i <= m_max; i++) {
		if (used & (1 << (i - 1)))
			continue;
		if (i >= left || !wins(used | (1 << (i - 1)), left - i)) {
			memo[used] = 1;
			return true;
		}
	}
	memo[used] = -1;
	return false;
}

bool canIWin(int maxChoosableInteger, int desiredTotal)
{
	int sum = maxChoosableInteger * (maxChoosableInteger + 1) / 2;
	bool r;

	if (sum / desiredTotal == 0)
		return false;
	if (desiredTotal <= maxChoosableInteger)
		return true;
	m_max = maxChoosableInteger;
	memo = calloc((size_t)1 << maxChoosableInteger, 1);
	r = wins(0, desiredTotal);
	free(memo);
	return r;
}
