/*
 * cards-in-line - take a card from either end; print the winner's score
 * Problem:  A and B take turns taking the leftmost or the rightmost card of a row, each
 *           maximising their own total; print the larger total.
 * Input:    cases "n a1..an" until end of input; 0 <= n, values signed 64-bit
 * Output:   the winner's score, one line per case
 * Textbook: the interval DP, O(n^2), for D = the mover's total minus the other's:
 *             D(l, r) = max(a[l] - D(l + 1, r), a[r] - D(l, r - 1)),  D(l, l - 1) = 0
 *           and the winner's score is (total + |D(1, n)|) / 2.
 * Ours:     peak removal, O(n): three cards in a row x <= y >= z act as the one card
 *           x - y + z without changing D (whoever takes x or z first hands the other y),
 *           and the merged card can merge again.  Once no peak is left the row is a
 *           valley: each player takes the larger end, and D is the alternating sum.
 *           Done on a stack while reading; the proof: docs/peak-removal.md.
 * Example:  "1 5 2" is the single card 1 - 5 + 2 = -2, so D = -2: A has 3, B has 5,
 *           print 5.  "3 9 1 2 7 4": 3 9 1 -> -5, then 2 7 4 -> -1; in -5 -1 A takes -1 and
 *           B -5, so D = 4; the total is 26, so A has 15: print 15.
 * Source:   程序员代码面试指南 (Nowcoder), AtCoder EDPC L, LeetCode 486; the method: T. Idziaszek,
 *           "An Optimal Algorithm for Calculating the Profit in the Coins in a Row Game" (2010)
 * Time:     O(n), one pass   Memory: the stack, at most n values
 * With EDPC_L defined it prints D = X - Y (AtCoder EDPC L "Deque").  kit.c adds --explain and
 * the bad-input contract (bin/cards-in-line); tests/cards-in-line/brute.c is the interval DP.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

/* A row being reduced: the stack of cards with no peak among its top three, and totals. */
struct row {
	long long *st, total; /* the stack; the sum of the cards pushed */
	size_t sp, cap;       /* its height and room */
	unsigned long long abs_sum; /* the sum of |card|: kept <= 2^63 - 1, so nothing overflows */
};

/* Pushes card x, merging peaks: 0; or x refused: 1 past abs_sum's bound, 2 out of memory. */
static int row_push(struct row *w, long long x)
{
	unsigned long long a = x < 0 ? 0 - (unsigned long long)x : (unsigned long long)x;
	long long *grown;

	if (a > 0x7fffffffffffffffULL - w->abs_sum)
		return 1;
	if (w->sp == w->cap) {
		grown = realloc(w->st, (w->cap ? 2 * w->cap : 1024) * sizeof *w->st);
		if (!grown)
			return 2;
		w->st = grown;
		w->cap = w->cap ? 2 * w->cap : 1024;
	}
	w->abs_sum += a;
	w->total += x;
	/* |y - z + x| <= abs_sum, so no merge overflows */
	for (; w->sp >= 2 && w->st[w->sp - 2] <= w->st[w->sp - 1] && w->st[w->sp - 1] >= x; w->sp -= 2)
		x = w->st[w->sp - 2] - w->st[w->sp - 1] + x;
	w->st[w->sp++] = x;
	return 0;
}

/* D, the first player's total minus the second's: no peak is left, each takes the larger end. */
static long long row_diff(const struct row *w)
{
	long long d = 0, sign = 1;
	size_t l = 0, r = w->sp;

	for (; l < r; sign = -sign)
		d += sign * (w->st[l] >= w->st[r - 1] ? w->st[l++] : w->st[--r]);
	return d;
}

/* The answer: the winner's score, (total + |d|) / 2 without overflowing total + |d|; for
 * EDPC L, d itself. */
static long long answer(long long total, long long d)
{
#ifdef EDPC_L
	return d;
#endif
	d = d < 0 ? -d : d;
	return total / 2 + d / 2 + (total % 2 + d % 2) / 2;
}

/* LEETCODE-BEGIN */
#if defined(LEETCODE) || defined(UNIT_TEST) /* LeetCode 486 "Predict the Winner" */
/* Does player 1 end with at least player 2's total?  The same stack, on LeetCode's at most
 * 20 values of at most 10^7: no bound to check. */
bool predictTheWinner(int *nums, int numsSize)
{
	long long st[20], x, d = 0, sign = 1;
	int i, sp = 0, l = 0;

	for (i = 0; i < numsSize && i < 20; i++) {
		for (x = nums[i]; sp >= 2 && st[sp - 2] <= st[sp - 1] && st[sp - 1] >= x; sp -= 2)
			x = st[sp - 2] - st[sp - 1] + x; /* the peak st[sp - 1] merged away */
		st[sp++] = x;
	}
	for (; l < sp; sign = -sign)
		d += sign * (st[l] >= st[sp - 1] ? st[l++] : st[--sp]);
	return d >= 0; /* a tie counts as a win for player 1 */
}
#endif
/* LEETCODE-END */

#ifndef KIT
/* The judge's program: its input is valid. */
int main(void)
{
	struct row w = { NULL, 0, 0, 0, 0 };
	long long n, i, x;

	while (scanf("%lld", &n) == 1) {
		w.sp = 0, w.total = 0, w.abs_sum = 0;
		for (i = 0; i < n && scanf("%lld", &x) == 1; i++)
			row_push(&w, x);
		printf("%lld\n", answer(w.total, row_diff(&w)));
	}
	free(w.st);
	return 0;
}
#endif
