/*
 * fast.h - many cases at the speed of reading them, for the kit's program (kit.c): make
 * bench's 100,000 cases within 1.5x of only reading them and writing the answers.  Bench
 * tuning; a learner can skip it.  It serves whoever pipes many positions into bin/poj1143
 * (every reachable one: testdata/poj1143/robust/all-positions.in); the answers are
 * main.c's (the Check suite compares the two ways on every position).  A plain case (n and
 * its numbers of one or two digits, each ended by ' ' or '\n', all in the reader's buffer,
 * right in every way) is read straight from the buffer; its answer's text is kept by
 * position, and the answers go out 32 KiB a write.  Anything else goes the careful way.
 */
#include "../common/populate.h"

#define SLOTS 8192 /* the 3,514 reachable positions at under half load */
static long slot_pos[SLOTS];        /* a position + 1 (0: an empty slot), hashed */
static short slot_text[SLOTS];      /* where its text is in texts[] */
static char texts[3514][76];        /* "The winning moves are: ...\n\n", as first asked */
static unsigned char text_len[3514];
static int ntexts;
static char pending[1 << 15]; /* answers not yet written */
static int populated;
static size_t npending;

/* Writes the pending answers to out. */
static void flush_pending(FILE *out)
{
	fwrite(pending, 1, npending, out);
	npending = 0;
}

/* The text after the heading of pos's answer (pos occurs in a game), kept from the first
 * time it is asked: the keys in a small hash, the texts side by side in the order asked, so
 * that few pages are touched (a page first touched costs as much as a hundred answers). */
static int answer_text(long pos, const char **text)
{
	unsigned h = (unsigned)((unsigned long)pos * 2654435761u >> 9) & (SLOTS - 1);
	char *p;
	long moves;
	int x;

	while (slot_pos[h] != 0 && slot_pos[h] != pos + 1)
		h = (h + 1) & (SLOTS - 1);
	if (slot_pos[h] == 0) {
		slot_pos[h] = pos + 1;
		slot_text[h] = (short)ntexts;
		moves = winning_moves(pos);
		(void)wins(pos); /* pos solved too: asked again, it is known to occur in a game */
		p = texts[ntexts];
		strcpy(p, moves ? WINS : NONE);
		p += strlen(p);
		for (x = 2; x <= 20; x++)
			if (moves & BIT(x)) {
				*p++ = ' ';
				if (x >= 10)
					*p++ = (char)('0' + x / 10);
				*p++ = (char)('0' + x % 10);
			}
		strcpy(p, END);
		text_len[ntexts] = (unsigned char)(p - texts[ntexts] + (int)strlen(END));
		ntexts++;
	}
	*text = texts[slot_text[h]];
	return text_len[slot_text[h]];
}

/* Case k's answer into pending: HEADING with k written in by hand (a printf per case costs
 * more than the rest), then the text. */
static void fast_answer(FILE *out, int k, long pos)
{
	static const char heading[] = HEADING;
	const char *text, *d = strchr(heading, '%');
	char digits[12], *q = pending + npending;
	int len = answer_text(pos, &text), n = 0;

	if (npending + 128 > sizeof pending)
		flush_pending(out), q = pending;
	memcpy(q, heading, (size_t)(d - heading));
	q += d - heading;
	do
		digits[n++] = (char)('0' + k % 10);
	while ((k /= 10) > 0);
	while (n > 0)
		*q++ = digits[--n];
	memcpy(q, d + 2, sizeof heading - 3 - (size_t)(d - heading)); /* what follows "%d" */
	q += sizeof heading - 3 - (size_t)(d - heading);
	memcpy(q, text, (size_t)len);
	npending = (size_t)(q + len - pending);
}

/* A number of one or two digits at p, after spaces and "\n" (not past end) and ended by ' '
 * or '\n' (each counted in *line): its value, with p moved past its end; -1 if none.  How
 * long it is is a coin flip, so it is read without a branch on that. */
static inline int short_number(const unsigned char **p, const unsigned char *end, long *line)
{
	const unsigned char *q = *p;
	unsigned d0, d1, two, sep;

	while (q < end && (*q == ' ' || *q == '\n'))
		*line += *q++ == '\n';
	d0 = (unsigned)q[0] - '0', d1 = (unsigned)q[1] - '0';
	two = d1 < 10;
	sep = q[1] ^ ((q[1] ^ q[2]) & (0u - two)); /* q[1 + two] without a branch or a load on two */
	*line += sep == '\n';
	*p = q + 2 + two;
	return d0 < 10 && (sep == ' ' || sep == '\n') ? (int)(d0 + (9 * d0 + d1) * two) : -1;
}

#ifdef UNIT_TEST
static int fast_off; /* the Check suite's switch: set, every case goes the careful way */
#endif

/* Reads the case at the reader's position when it is plain: 1 with its position in *pos;
 * else 0, having read nothing (the careful path reads it again and says what is wrong). */
static int fast_case(struct reader *r, long *pos)
{
	const unsigned char *p = r->buf + r->pos, *end = p + 96; /* 3 bytes past end are read */
	long line = r->line, caseline;
	int n, i, v, a, b;

	/* room for a plain case, 20 numbers of 3 bytes and some spaces (after a '\r', whose
	 * "\n" ends no line, the careful way) */
#ifdef UNIT_TEST
	if (fast_off)
		return 0;
#endif
	if (r->last == '\r' || r->len - r->pos < 128)
		return 0;
	if (ntexts == 0 && slot_pos[0] == 0 && !populated++) /* the first plain case: many follow */
		populate(memo, sizeof memo), populate(slot_pos, sizeof slot_pos),
			populate(texts, sizeof texts), populate(pending, sizeof pending);
	while (p < end && (*p == ' ' || *p == '\n'))
		line += *p++ == '\n';
	caseline = line;
	if ((n = short_number(&p, end, &line)) < 1 || n > 19 || p > end)
		return 0;
	for (*pos = 0, i = 0; i < n; i++) {
		if ((v = short_number(&p, end, &line)) < 2 || v > 20 || (*pos & BIT(v)) || p > end)
			return 0;
		*pos |= BIT(v);
	}
	if (memo[*pos] == 0 && unreachable(*pos, &a, &b)) /* memo: reached in a game */
		return 0;
	r->pos = (size_t)(p - r->buf);
	r->last = p[-1];
	r->line = line;
	r->tokline = r->caseline = caseline;
	return 1;
}
