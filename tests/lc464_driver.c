/* Judges dist/lc464-leetcode.c as LeetCode would: headers first, then the pasted file, then
 * calls to canIWin; every (m, d) in the judge's range against the brute force. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "lc464-leetcode.c"
#define BRUTE_NO_MAIN
#include "../tests/lc464/brute.c"

int main(void)
{
	int m, d, passed = 0, failed = 0;

	for (m = 1; m <= 20; m++)
		for (d = 0; d <= 300; d++) {
			if (canIWin(m, d) == (bool)brute_can_i_win(m, d)) {
				passed++;
			} else {
				failed++;
				printf("canIWin(%d, %d) is wrong\n", m, d);
			}
		}
	printf("lc464-leetcode: %d passed, %d failed\n", passed, failed);
	return failed != 0;
}
