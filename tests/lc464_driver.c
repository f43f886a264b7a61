/* Judges dist/lc464-leetcode.c as LeetCode would: headers first, then the pasted file, then
 * calls to canIWin; every (m, d) in the judge's range, 1..20 x 0..300, in the order of
 * testdata/lc464/whole-range.in, against its answers in whole-range.out (the answers
 * judge.sh checks bin/lc464 on, and the Check suite checks against the brute force; read
 * from the file so that the brute force does not run under ASan). */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "lc464-leetcode.c"

int main(int argc, char **argv)
{
	FILE *in, *want;
	char answer[8];
	int m, d, passed = 0, failed = 0, k = 0;

	if (argc != 3 || !(in = fopen(argv[1], "r")) || !(want = fopen(argv[2], "r"))) {
		fprintf(stderr, "usage: lc464-driver whole-range.in whole-range.out\n");
		return 2;
	}
	for (; fscanf(in, "%d %d", &m, &d) == 2 && fscanf(want, "%7s", answer) == 1; k++) {
		if (m != k / 301 + 1 || d != k % 301) {
			printf("pair %d is (%d, %d), not (%d, %d)\n", k + 1, m, d, k / 301 + 1, k % 301);
			return 1;
		}
		if (canIWin(m, d) == (strcmp(answer, "true") == 0)) {
			passed++;
		} else {
			failed++;
			printf("canIWin(%d, %d) is wrong\n", m, d);
		}
	}
	if (k != 20 * 301) {
		printf("%d pairs read, not 6020\n", k);
		failed++;
	}
	printf("lc464-leetcode: %d passed, %d failed\n", passed, failed);
	return failed != 0;
}
