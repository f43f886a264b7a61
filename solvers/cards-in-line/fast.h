/*
 * fast.h - long rows at the speed of reading them, for the kit's program (kit.c): make bench's
 * 10^7 cards within 1.5x of only reading them.  Bench tuning; a learner can skip it.  It
 * serves whoever pipes rows of millions of cards into bin/cards-in-line (the contract allows
 * them); the answer is the same as main.c's row_push card by card (the Check suite's oracles
 * run both).  Plain cards, digits ended by ' ' or '\n', are read straight from the reader's
 * buffer and pushed with the top two cards in registers; the first merge of each card, a coin
 * flip on random rows, is done without a branch (a branch mispredicted as often costs more
 * than the rest of the merging), a cascade of further merges by main.c's loop.
 */

/* Whether the 8 bytes at p are all digits; if so *u is their value: three multiply steps on
 * the bytes as one little-endian word, the well-known SWAR parse (as in D. Lemire's
 * fast_float).  A machine of the other byte order takes the bytes one by one. */
static int eight_digits(const unsigned char *p, unsigned long long *u)
{
	unsigned long long x;

	memcpy(&x, p, 8);
	if (*(const unsigned char *)&(unsigned short){ 1 } == 0 ||
	    (((x + 0x4646464646464646u) | (x - 0x3030303030303030u)) & 0x8080808080808080u))
		return 0; /* big-endian, or a byte not in 0x30..0x39 */
	x -= 0x3030303030303030u;
	x = (x * 10 + (x >> 8)) & 0x00ff00ff00ff00ffu;
	x = (x * 100 + (x >> 16)) & 0x0000ffff0000ffffu;
	*u = (x * 10000 + (x >> 32)) & 0xffffffffu;
	return 1;
}

/* Pushes the plain cards at the reader's position, at most left of them, once row_push has
 * pushed one (st[0] holds a card: the loads below may read it in place of one under the
 * stack); returns how many (0: the next card is for read_field). */
static long long row_fast(struct row *w, struct reader *r, long long left)
{
	const unsigned char *p = r->buf + r->pos, *e = r->buf + r->len, *q, *lim;
	size_t room = (size_t)(e - p) / 2 + 1, sp = w->sp, cap; /* a card takes 2 bytes at least */
	long long *st = w->st, a, b, c, d, x, m, k = 0, total = w->total;
	unsigned long long abs_sum = w->abs_sum, u, u8;
	long line = r->line;

	room = (unsigned long long)left < room ? (size_t)left : room;
	if (r->last == '\r' || sp == 0)
		return 0;
	if (sp + room > w->cap) {
		cap = 2 * w->cap > sp + room ? 2 * w->cap : sp + room;
		if (!(st = realloc(w->st, cap * sizeof *st)))
			return 0; /* row_push will say so */
		w->st = st, w->cap = cap;
	}
	for (a = st[sp - 1], b = st[sp > 1 ? sp - 2 : 0]; (size_t)k < room; k++) {
		while (p < e && (*p == ' ' || *p == '\n'))
			line += *p++ == '\n';
		lim = e - p > 18 ? p + 18 : e;
		q = p, u = 0;
		if (lim - q >= 9 && eight_digits(q, &u8)) /* most cards' first 8 digits at once */
			q += 8, u = u8;
		for (; q < lim && (unsigned)(*q - '0') < 10; q++)
			u = u * 10 + (unsigned)(*q - '0');
		if (q == p || q == e || (*q != ' ' && *q != '\n') || u > 0x7fffffffffffffffULL - abs_sum)
			break;
		abs_sum += u;
		total += x = (long long)u;
		/* the two below, loaded before they are needed (st[0] where there are none) */
		c = st[sp > 2 ? sp - 3 : 0], d = st[sp > 3 ? sp - 4 : 0];
		m = -(long long)((sp >= 2) & (b <= a) & (a >= x)); /* all ones: merge b, a, x */
		x += (b - a) & m;
		sp -= (size_t)(2 & m);
		a ^= (a ^ c) & m;
		b ^= (b ^ d) & m;
		while (sp >= 2 && b <= a && a >= x) { /* a cascade, as row_push */
			x = b - a + x, sp -= 2;
			if (sp >= 2)
				a = st[sp - 1], b = st[sp - 2];
		}
		st[sp++] = x;
		b = a, a = x;
		line += *q == '\n';
		p = q + 1;
	}
	if (k > 0)
		r->last = p[-1], r->pos = (size_t)(p - r->buf), r->line = line;
	w->sp = sp, w->total = total, w->abs_sum = abs_sum;
	return k;
}
