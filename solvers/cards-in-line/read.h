/*
 * cards-in-line's rows straight from the reader's buffer, each card pushed as it is read.
 * Part of main.c, included after the game core and the reader; "make dist" inlines it.
 */

/*
 * Reads cards of the row straight from the reader's buffer while they are plain (at most
 * left, each kept in keep[] when it is not NULL) and pushes them as they are read, with one
 * merge each at most, without a branch; returns how many it took (0: the next card is for
 * read_field).  Every merge anywhere in the row keeps D (docs/peak-removal.md), so the
 * peaks a single merge leaves deeper in the stack can wait: they are all above the lowest
 * height the stack fell to, and the cards from there are pushed again with every merge at
 * the end.  On random rows one merge in ten cascades, a branch mispredicted as often, which
 * here costs more than all the rest of the merging.  A card that would take the sum of
 * |values| past INT64_MAX is left to the careful path, which refuses it.
 */
static int64_t row_read(struct row *w, struct reader *r, int64_t left, int64_t *keep)
{
	const unsigned char *p = r->buf + r->pos, *end = r->buf + r->len, *q;
	long ln = r->line;
	size_t room = (size_t)(end - p) / 2 + 1, k, sp, low; /* a card takes 2 bytes at least */
	int64_t *st, a, b, c, x, m, total = w->total;
	uint64_t abs_sum = w->abs_sum, u;

	if ((uint64_t)left < room)
		room = (size_t)left;
	if (r->last == '\r' || room == 0 || row_reserve(w, room) != ROW_OK)
		return 0;
	st = w->st;
	sp = low = w->sp;
	a = st[(ptrdiff_t)sp - 1];
	b = st[(ptrdiff_t)sp - 2];
	for (k = 0; k < room && (q = plain_token(&p, end, &ln, &x)) != NULL; k++) {
		u = x < 0 ? 0 - (uint64_t)x : (uint64_t)x;
		if (u > (uint64_t)INT64_MAX - abs_sum)
			break;
		abs_sum += u;
		total += x;
		if (keep)
			keep[k] = x;
		/* m all ones: a is a peak between b and x; merge them */
		c = st[(ptrdiff_t)sp - 3];
		m = -(int64_t)((sp >= 2) & (b <= a) & (a >= x));
		x += (b - a) & m;
		sp -= (size_t)(2 & m);
		low = sp < low ? sp : low;
		st[sp++] = x;
		b = a ^ ((a ^ c) & m);
		a = x;
		ln += *q == '\n';
		p = q + 1;
	}
	reader_moved(r, p, ln);
	/* st[0..low) is as it was, a valley; the rest again (merge_push reads each card before
	 * it writes at or below it) */
	w->sp = merge_push(st, low, st + low, sp - low);
	w->total = total;
	w->abs_sum = abs_sum;
	return (int64_t)k;
}
