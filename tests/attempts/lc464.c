/*
 * LeetCode 464 as LeetCode's C takes it: the function alone, no includes (LeetCode puts the
 * standard headers before it) and no main.  The memo is a global array, so it must be
 * cleared at every call: globals live on from call to call, as on LeetCode.
 */
static signed char memo[1 << 20];

static bool wins(int m, int used, int need)
{
	if (memo[used] >= 0)
		return memo[used];
	for (int i = 1; i <= m; i++)
		if (!(used >> (i - 1) & 1) && (i >= need || !wins(m, used | 1 << (i - 1), need - i)))
			return memo[used] = 1;
	return memo[used] = 0;
}

bool canIWin(int maxChoosableInteger, int desiredTotal)
{
	int m = maxChoosableInteger;

	if (desiredTotal <= 0)
		return true;
	if (m * (m + 1) / 2 < desiredTotal)
		return false;
	memset(memo, -1, (size_t)1 << m);
	return wins(m, 0, desiredTotal);
}
