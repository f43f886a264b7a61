/*
 * lc464 - LeetCode 464 "Can I Win"
 * Problem:  two players take turns picking distinct numbers from 1..m and adding them to a
 *           running total; whoever first brings it to d or more wins.  Does the first win?
 * Input:    pairs "m d" (maxChoosableInteger, desiredTotal); 1 <= m <= 20, 0 <= d <= 300
 * Output:   "true" or "false" per pair
 * Textbook: a memoised search over the set U of numbers used (the total is their sum):
 *             win(U) = some i not in U with  i >= d - sum(U)  or  not win(U + {i})
 * Ours:     the same search over the set S of numbers left, 2^m sets a byte each.  The
 *           slack s = (1 + ... + m) - d never changes in a game (a pick lowers the sum left
 *           and the total still needed alike), so the mover with S left needs sum(S) - s,
 *           and wins at once when max(S) reaches it.  The kit's program (kit.c, fast.h)
 *           fills the same recurrence bottom-up, 64 sets a machine word.
 * Example:  m = 3, d = 4: s = 6 - 4 = 2.  Every first pick leaves two numbers S with
 *           sum(S) - max(S) <= 2 ({2,3}: 2, {1,3}: 1, {1,2}: 1), a win at once for the
 *           opponent, so "false" (--explain: 1 -> 3, 2 -> 3, 3 -> 1, each reaching 4).
 * Source:   LeetCode 464 (leetcode.com/problems/can-i-win)
 * Time:     O(2^m * m), about 40 ms at m = 20   Memory: 1 MiB, a byte per set
 * kit.c adds --explain and the bad-input contract (bin/lc464); tests/lc464/brute.c is the
 * textbook search.
 */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

/* LEETCODE-BEGIN */
/* LeetCode 464 "Can I Win" (leetcode.com/problems/can-i-win): with S the numbers left and
 * need the total still to go, win(S) = some i in S with i >= need or not win(S - {i}), the
 * need fixed by S, so memoised by S alone. */
static unsigned char lc_memo[1 << 20]; /* per set left (bit i - 1: i): 0 unknown, 1 win, 2 lose */

/* Whether the player to move wins with the numbers in left, need still to go (need > 0). */
static bool lc_wins(unsigned left, int need)
{
	int i;

	if (lc_memo[left] == 0) {
		lc_memo[left] = 2;
		for (i = 20; i >= 1; i--)
			if ((left >> (i - 1) & 1) &&
			    (i >= need || !lc_wins(left & ~(1u << (i - 1)), need - i))) {
				lc_memo[left] = 1;
				break;
			}
	}
	return lc_memo[left] == 1;
}

bool canIWin(int maxChoosableInteger, int desiredTotal)
{
	int m = maxChoosableInteger, d = desiredTotal;

	if (d <= m)
		return true; /* the first pick reaches it (d <= 0: reached already, LeetCode says true) */
	if (m * (m + 1) / 2 < d)
		return false; /* nobody can reach d */
	memset(lc_memo, 0, (size_t)1 << m); /* a new query: the sets of 1..m */
	return lc_wins((1u << m) - 1, d);
}
/* LEETCODE-END */

#ifndef KIT
/* The judge's program: its input is valid. */
int main(void)
{
	int m, d;

	while (scanf("%d %d", &m, &d) == 2)
		puts(canIWin(m, d) ? "true" : "false");
	return 0;
}
#endif
