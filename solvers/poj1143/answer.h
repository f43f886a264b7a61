/*
 * poj1143's answers, "Test Case #k" (ZOJ: "Scenario #k:") and the winning moves, written
 * into the reader's answer buffer, and the memo of the moves answered.  Part of main.c,
 * included after the game core and the reader; "make dist" inlines it.
 */

/*
 * The answers' memo, kept across cases: the winning moves of each won position answered
 * twice, so that one asked again and again is not searched again each time (once is the
 * rule: 3,514 positions asked once each touch none of it).  An open-addressing table of
 * 6-byte entries, the position + 1 (0: empty) and its moves, 3 bytes each: 48 KiB holds the
 * 3,514 reachable positions at under half load.
 */
#define SLOTS 8192
#define HASH(pos) ((unsigned)(((unsigned long)(pos) * 2654435761u) >> 9) & (SLOTS - 1))
static unsigned char slot[SLOTS][6];

static unsigned long get3(const unsigned char *b)
{
	return b[0] | (unsigned long)b[1] << 8 | (unsigned long)b[2] << 16;
}

static void put3(unsigned char *b, unsigned long v)
{
	b[0] = (unsigned char)(v & 255);
	b[1] = (unsigned char)(v >> 8 & 255);
	b[2] = (unsigned char)(v >> 16 & 255);
}

/* The winning moves of pos, to answer it: none when it is lost; by the search the first time
 * (which marks it ANSWERED) and the second (which keeps them in the memo); then the memo's. */
static unsigned long winning_moves(set pos)
{
	unsigned o = outcome_of(pos), h;
	unsigned long k;

	if (o == LOST)
		return 0;
	if (o != ANSWERED)
		return search(pos, ANSWERED);
	for (h = HASH(pos); (k = get3(slot[h])) != 0 && k != (unsigned long)pos + 1;)
		h = (h + 1) & (SLOTS - 1);
	if (k == 0) {
		put3(slot[h], (unsigned long)pos + 1);
		put3(slot[h] + 3, search(pos, ANSWERED));
	}
	return get3(slot[h] + 3);
}

/* The heading line of a case, "Test Case #k\n", with its number k counted up in place in
 * decimal: cheaper than formatting it each time, and one copy for the whole line. */
#ifdef ZOJ1039
#define HEADING "Scenario #"
#define HEADING_END ":\n"
#else
#define HEADING "Test Case #"
#define HEADING_END "\n"
#endif
#define DIGITS_AT ((int)sizeof HEADING - 1)
struct counter {
	char line[48]; /* the heading, then zeros */
	int len;
};

static void counter_init(struct counter *c)
{
	static const char first[] = HEADING "0" HEADING_END;

	memset(c->line, 0, sizeof c->line);
	memcpy(c->line, first, sizeof first);
	c->len = (int)sizeof first - 1;
}

static void count_up(struct counter *c)
{
	int i = c->len - (int)sizeof HEADING_END; /* the last digit */

	while (i >= DIGITS_AT && c->line[i] == '9')
		c->line[i--] = '0';
	if (i >= DIGITS_AT) {
		c->line[i]++;
	} else { /* all nines: one digit more, a 1 in front of the zeros */
		memmove(c->line + DIGITS_AT + 1, c->line + DIGITS_AT, (size_t)(c->len++ - DIGITS_AT));
		c->line[DIGITS_AT] = '1';
	}
}

/*
 * One case's answer, gathered with the others (reader.h's answer buffer).  Whether there is
 * a winning move, and which and how many, are coin flips on random input, so the text goes
 * out without a branch on them: fixed-size copies, each followed by the pointer moved by its
 * real length (the buffer has room for the overrun).  The moves come from three tables, one
 * for each group of numbers (2..9, 10..14, 15..20), of the text of every subset of the group
 * and its length, written out by the preprocessor: Tx(t) is u t for the text u of each
 * subset of the group's numbers up to x, in the order of the subsets' bits (those without x,
 * then those with it, x last), so that T9("") lists the texts of 2..9; Lk(n, s) lists n plus
 * s times the number of bits of each k-bit subset in the same order, their lengths (each
 * row with room for the text's closing NUL, which C lets a text that fills its row leave out
 * and C++ does not: a byte a row, for any compiler).
 */
#ifdef ZOJ1039
static const char verdict[2][25] = { "There is no winning move", "The winning moves are:" };
#define VERDICT_END ".\n\n"
#else
static const char verdict[2][25] = { "There's no winning move.", "The winning moves are:" };
#define VERDICT_END "\n\n"
#endif
/* (written so that an old preprocessor takes them too: no macro's name passed to another
 * as an argument, which pcc's refuses six levels deep; an old MS Visual C++'s is older still) */
#define T2(t) t, " 2" t
#define T3(t) T2(t), T2(" 3" t)
#define T4(t) T3(t), T3(" 4" t)
#define T5(t) T4(t), T4(" 5" t)
#define T6(t) T5(t), T5(" 6" t)
#define T7(t) T6(t), T6(" 7" t)
#define T8(t) T7(t), T7(" 8" t)
#define T9(t) T8(t), T8(" 9" t)
#define T10(t) t, " 10" t
#define T11(t) T10(t), T10(" 11" t)
#define T12(t) T11(t), T11(" 12" t)
#define T13(t) T12(t), T12(" 13" t)
#define T14(t) T13(t), T13(" 14" t)
#define T15(t) t, " 15" t
#define T16(t) T15(t), T15(" 16" t)
#define T17(t) T16(t), T16(" 17" t)
#define T18(t) T17(t), T17(" 18" t)
#define T19(t) T18(t), T18(" 19" t)
#define T20(t) T19(t), T19(" 20" t)
/* the lengths: s more for each number in the subset (" 5" is 2 bytes, " 15" 3) */
#define L1(n, s) n, n + s
#define L2(n, s) L1(n, s), L1(n + s, s)
#define L3(n, s) L2(n, s), L2(n + s, s)
#define L4(n, s) L3(n, s), L3(n + s, s)
#define L5(n, s) L4(n, s), L4(n + s, s)
#define L6(n, s) L5(n, s), L5(n + s, s)
#define L7(n, s) L6(n, s), L6(n + s, s)
#define L8(n, s) L7(n, s), L7(n + s, s)
static const char text_2_9[256][17] = { T9("") }, text_10_14[32][16] = { T14("") },
	text_15_20[64][19] = { T20("") };
static const unsigned char len_2_9[256] = { L8(0, 2) }, len_10_14[32] = { L5(0, 3) },
	len_15_20[64] = { L6(0, 3) };

static void print_answer(FILE *out, const struct counter *k, set pos)
{
	char *p = answer_room(out, 200);
	unsigned long moves = winning_moves(pos), s;
	int win = moves != 0;

	memcpy(p, k->line, sizeof k->line);
	p += k->len;
	memcpy(p, verdict[win], sizeof verdict[win]);
	p += 24 - 2 * win; /* the lengths of the two verdicts */
	s = moves & 255;
	memcpy(p, text_2_9[s], sizeof text_2_9[s]);
	p += len_2_9[s];
	s = moves >> 8 & 31;
	memcpy(p, text_10_14[s], sizeof text_10_14[s]);
	p += len_10_14[s];
	s = moves >> 13;
	memcpy(p, text_15_20[s], sizeof text_15_20[s]);
	p += len_15_20[s];
	memcpy(p, VERDICT_END, sizeof VERDICT_END);
	p += sizeof VERDICT_END - 1;
	answer_done(p);
}
