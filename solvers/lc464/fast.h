/*
 * fast.h - lc464's kit program at speed (kit.c): make bench's whole range of 6,020 queries
 * 150x seed 001's search and a single hardest query 50x.  Bench tuning; a learner can skip
 * it.  It serves whoever asks bin/lc464 many queries or --explain (which reads lc_solve's
 * table); the answers are main.c's (the Check suite compares them on every input).
 *
 * The slack recurrence of main.c's header, with S the numbers left:
 *   win(S) = sum(S) - max(S) <= s  or  some i in S with not win(S - {i}),
 * computed bottom-up for every S, 64 sets a machine word (lc_solve); and for many queries
 * the same for every slack at once (table_build), chosen between by ski rental (answer).
 */
#include <stdint.h>
#include <stdlib.h>
#include "../common/populate.h"

#include "../common/bits.h"

/* The largest number in a set (0 for the empty set) and the smallest (of a non-empty set) */
static int top_number(unsigned set)
{
	return set ? bit_high(set) + 1 : 0;
}

static int low_number(unsigned set)
{
	return bit_low(set) + 1;
}

/* One query, the slack fixed: lc_won has a bit per set S of numbers left (1: the mover wins),
 * filled for every S in {1..m} from the small sets up, 64 sets a word: word k holds the sets
 * whose numbers 7..20 are the bits of k, bit L of the word the numbers 1..6 in L. */
static uint64_t lc_won[(1u << MAX_M) / 64];

/* Fills lc_won for the numbers 1..m and the given slack. */
static void lc_solve(int m, int slack)
{
	/* bit L set in has_low[b] when L holds the number b + 1; in popcount[r] when L holds r */
	static const uint64_t has_low[6] = {
		0xaaaaaaaaaaaaaaaau, 0xccccccccccccccccu, 0xf0f0f0f0f0f0f0f0u,
		0xff00ff00ff00ff00u, 0xffff0000ffff0000u, 0xffffffff00000000u
	};
	uint64_t popcount[7] = { 0 }, sum_at_most[22] = { 0 }, at_once0 = 0, at_once, high, w, x;
	uint32_t k, rest, words = m > 6 ? 1u << (m - 6) : 1;
	int low, sum, top, r, b, n, c;

	for (low = 0; low < 64; low++) {
		for (sum = top = n = 0, b = 0; b < 6; b++)
			if (low >> b & 1) {
				sum += b + 1;
				top = b + 1;
				n++;
			}
		popcount[n] |= (uint64_t)1 << low;
		for (r = sum; r <= 21; r++)
			sum_at_most[r] |= (uint64_t)1 << low;
		if (sum - top <= slack) /* the empty set too: the game is over, never to move */
			at_once0 |= (uint64_t)1 << low;
	}
	for (k = 0; k < words; k++) {
		/* the numbers 7..20 in k: taking one leaves another word, all of whose sets count */
		for (high = 0, sum = 0, rest = k; rest; rest &= rest - 1) {
			high |= ~lc_won[k ^ (rest & (0 - rest))];
			sum += low_number(rest) + 6;
		}
		/* the top number is in k (k > 0): a set wins at once when its low sum is at most c */
		c = slack - sum + top_number(k) + 6;
		at_once = !k ? at_once0 : c < 0 ? 0 : c >= 21 ? ~(uint64_t)0 : sum_at_most[c];
		/* the numbers 1..6 stay in the word: settle its sets by how many of them they hold,
		 * each round reading only rounds before it */
		w = 0;
		for (r = 0; r <= 6; r++) {
			x = at_once | high;
			for (b = 0; b < 6; b++)
				x |= ~w << (1 << b) & has_low[b];
			w |= x & popcount[r];
		}
		lc_won[k] = w;
	}
}

static int lc_get(uint32_t set)
{
	return lc_won[set >> 6] >> (set & 63) & 1;
}

/* canIWin by lc_solve: one query. */
static bool fast_can_i_win(int m, int d)
{
	if (d <= m)
		return true; /* d <= 0 is reached before anyone picks: LeetCode says true */
	if (m * (m + 1) / 2 < d)
		return false; /* nobody can reach d */
	if (m > 12)
		populate(lc_won, (size_t)1 << (m - 3)); /* the words lc_solve fills */
	lc_solve(m, m * (m + 1) / 2 - d);
	return lc_get((1u << m) - 1);
}
/*
 * Many queries: the same recurrence for every slack at once.  Since a pick keeps the slack,
 * set S and slack s depend only on the sets S minus one number with the same s: no shifting.
 * sweep[S] holds 64 slacks (one chunk) per set; three chunks cover every slack below
 * 20 * 19 / 2 = 190 that is not decided at once.  From each chunk only the full sets
 * {1..m} are kept, in lost_full, so the sweep buffer serves every chunk.  It holds the sets
 * without 20 only (4 MiB); the sets with 20 come last, in place: S + {20} needs S (taking
 * 20), read just before S's slot is overwritten, and the sets S - {x} + {20}, already in the
 * slots S - {x} below.
 */
#define CHUNKS 3
static uint64_t lost_full[MAX_M + 1][CHUNKS]; /* bit s: {1..m} with slack s loses */
static int table_ready;

/* The 64 slacks of a chunk for one set: those below at_once need a move to a lost set
 * (a set one number smaller, in sweep), the rest win at once.  win: moves known to win. */
static uint64_t sweep_set(const uint64_t *sweep, uint32_t set, int at_once, uint64_t win)
{
	uint32_t rest;

	if (at_once <= 0)
		return ~(uint64_t)0;
	if (at_once < 64)
		win |= ~(uint64_t)0 << at_once;
	for (rest = set; rest; rest &= rest - 1)
		win |= ~sweep[set ^ (rest & (0 - rest))];
	return win;
}

static uint8_t sum_byte[3][256]; /* byte b of a set: the sum of its numbers 8b+1 .. 8b+8 */

static int set_sum(uint32_t set)
{
	return sum_byte[0][set & 255] + sum_byte[1][set >> 8 & 255] + sum_byte[2][set >> 16];
}

/* Fills lost_full for every m and every slack; 0 if there is no memory for it. */
static int table_build(void)
{
	const uint32_t half = (uint32_t)1 << (MAX_M - 1); /* the sets without 20 */
	size_t size = sizeof(uint64_t) * half;
	uint32_t set;
	uint64_t *sweep;
	int c, m;
	void *p;

#ifdef MADV_HUGEPAGE
	/* 1,024 page faults of 4 KiB cost more than the sweep on some machines */
	if (posix_memalign(&p, (size_t)1 << 21, size) != 0)
		return 0;
	(void)madvise(p, size, MADV_HUGEPAGE);
#else
	if (!(p = malloc(size)))
		return 0;
#endif
	sweep = p;
	for (m = 0; m < 3; m++)
		for (c = 1; c < 256; c++)
			sum_byte[m][c] = (uint8_t)(sum_byte[m][c & (c - 1)] + 8 * m + low_number(c));
	for (c = 0; c < CHUNKS; c++) {
		/* slacks s >= sum - top win at once: the largest number reaches the total */
		sweep[0] = ~(uint64_t)0; /* the empty set: the game is over, never to move */
		for (set = 1; set < half; set++)
			sweep[set] = sweep_set(sweep, set, set_sum(set) - top_number(set) - 64 * c, 0);
		for (m = 1; m < MAX_M; m++)
			lost_full[m][c] = ~sweep[((uint32_t)1 << m) - 1];
		/* now S + {20} in the slot of S: 20 is the top, so sum - top is S's sum */
		for (set = 0; set < half; set++)
			sweep[set] = sweep_set(sweep, set, set_sum(set) - 64 * c, ~sweep[set]);
		lost_full[MAX_M][c] = ~sweep[half - 1];
	}
	free(sweep);
	table_ready = 1;
	return 1;
}

/* Ski rental: answer each query on its own until those answers have cost a quarter of the
 * table (then at most 1.25 times the cost of building it at once, and a single query never
 * pays for it).  Costs in measured ns: a query ~1 per set of 2^m, the table ~25 ms. */
#define TABLE_COST 25e6
static double spent;

static bool answer(int m, int d)
{
	int s = m * (m + 1) / 2 - d;

	if (d <= m || s < 0)
		return fast_can_i_win(m, d);
	if (!table_ready && spent >= TABLE_COST / 4)
		(void)table_build(); /* without memory for it, go on query by query */
	if (table_ready)
		return !(lost_full[m][s / 64] >> (s % 64) & 1);
	spent += (double)(1u << m);
	return fast_can_i_win(m, d);
}

