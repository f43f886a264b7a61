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
 * and its length, written out by the preprocessor: Nx(W, t) is W(u t) for the text u of
 * each subset of the group's numbers up to x, in the order of the subsets' bits (those
 * without x, then those with it, x last), so that N9(TEXT, "") lists the texts of 2..9 and
 * N9(LENGTH, "") their lengths (each row with room for the text's closing NUL, which C lets
 * a text that fills its row leave out and C++ does not: a byte a row, for any compiler).
 */
#ifdef ZOJ1039
static const char verdict[2][25] = { "There is no winning move", "The winning moves are:" };
#define VERDICT_END ".\n\n"
#else
static const char verdict[2][25] = { "There's no winning move.", "The winning moves are:" };
#define VERDICT_END "\n\n"
#endif
#define TEXT(t) t
#define LENGTH(t) (sizeof t - 1)
#define N2(W, t) W(t), W(" 2" t)
#define N3(W, t) N2(W, t), N2(W, " 3" t)
#define N4(W, t) N3(W, t), N3(W, " 4" t)
#define N5(W, t) N4(W, t), N4(W, " 5" t)
#define N6(W, t) N5(W, t), N5(W, " 6" t)
#define N7(W, t) N6(W, t), N6(W, " 7" t)
#define N8(W, t) N7(W, t), N7(W, " 8" t)
#define N9(W, t) N8(W, t), N8(W, " 9" t)
#define N10(W, t) W(t), W(" 10" t)
#define N11(W, t) N10(W, t), N10(W, " 11" t)
#define N12(W, t) N11(W, t), N11(W, " 12" t)
#define N13(W, t) N12(W, t), N12(W, " 13" t)
#define N14(W, t) N13(W, t), N13(W, " 14" t)
#define N15(W, t) W(t), W(" 15" t)
#define N16(W, t) N15(W, t), N15(W, " 16" t)
#define N17(W, t) N16(W, t), N16(W, " 17" t)
#define N18(W, t) N17(W, t), N17(W, " 18" t)
#define N19(W, t) N18(W, t), N18(W, " 19" t)
#define N20(W, t) N19(W, t), N19(W, " 20" t)
static const char text_2_9[256][17] = { N9(TEXT, "") }, text_10_14[32][16] = { N14(TEXT, "") },
	text_15_20[64][19] = { N20(TEXT, "") };
static const unsigned char len_2_9[256] = { N9(LENGTH, "") },
	len_10_14[32] = { N14(LENGTH, "") }, len_15_20[64] = { N20(LENGTH, "") };

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
