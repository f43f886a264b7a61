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
	unsigned long k, moves;

	if (o == LOST)
		return 0;
	if (o != ANSWERED) {
		if ((moves = search(pos)) != 0)
			outcome_add(pos, ANSWERED);
		return moves;
	}
	for (h = HASH(pos); (k = get3(slot[h])) != 0 && k != (unsigned long)pos + 1;)
		h = (h + 1) & (SLOTS - 1);
	if (k == 0) {
		put3(slot[h], (unsigned long)pos + 1);
		put3(slot[h] + 3, search(pos));
	}
	return get3(slot[h] + 3);
}

/* The case number in decimal, counted up in place: cheaper than formatting it each time. */
struct counter {
	char digit[24]; /* the digits, then zeros */
	int len;
};

static void count_up(struct counter *c)
{
	int i = c->len - 1;

	while (i >= 0 && c->digit[i] == '9')
		c->digit[i--] = '0';
	if (i >= 0) {
		c->digit[i]++;
	} else {
		memmove(c->digit + 1, c->digit, (size_t)c->len++);
		c->digit[0] = '1';
	}
}

/*
 * One case's answer, gathered with the others (reader.h's answer buffer).  Whether there is
 * a winning move, and which and how many, are coin flips on random input, so the text goes
 * out without a branch on them: fixed-size copies, each followed by the pointer moved by its
 * real length (the buffer has room for the overrun).  The moves come from three tables, one
 * for each group of numbers (2..9, 10..15, 16..20) with the text of every subset of the
 * group, written once, before the first answer.
 */
#ifdef ZOJ1039
#define HEADING "Scenario #"
#define HEADING_END ":\n"
static const char verdict[2][25] = { "There is no winning move", "The winning moves are:" };
#define VERDICT_END ".\n\n"
#else
#define HEADING "Test Case #"
#define HEADING_END "\n"
static const char verdict[2][25] = { "There's no winning move.", "The winning moves are:" };
#define VERDICT_END "\n\n"
#endif
/* each move as printed: " 2" .. " 20" */
static const char move_text[HI - LO + 1][4] = { " 2", " 3", " 4", " 5", " 6", " 7", " 8",
	" 9", " 10", " 11", " 12", " 13", " 14", " 15", " 16", " 17", " 18", " 19", " 20" };
/* the groups: their first bit in a set of moves and their sizes; the text of each subset
 * (at most 6 moves of 3 bytes) and its length */
static const int group_at[3] = { 0, 8, 14 }, group_size[3] = { 8, 6, 5 };
static char group_text[3][256][24];
static unsigned char group_len[3][256];

static void write_groups(void)
{
	int g, s, b;
	char *p;

	for (g = 0; g < 3; g++)
		for (s = 0; s < 1 << group_size[g]; s++) {
			for (p = group_text[g][s], b = 0; b < group_size[g]; b++)
				if (s >> b & 1) {
					memcpy(p, move_text[group_at[g] + b], 4);
					p += 2 + (group_at[g] + b + LO >= 10);
				}
			group_len[g][s] = (unsigned char)(p - group_text[g][s]);
		}
}

static void print_answer(FILE *out, const struct counter *k, set pos)
{
	static int groups_written;
	char *p = answer_room(out, 200);
	unsigned long moves = winning_moves(pos), s;
	int g, win = moves != 0;

	if (!groups_written) {
		write_groups();
		groups_written = 1;
	}
	memcpy(p, HEADING, sizeof HEADING - 1);
	p += sizeof HEADING - 1;
	memcpy(p, k->digit, sizeof k->digit);
	p += k->len;
	memcpy(p, HEADING_END, sizeof HEADING_END);
	p += sizeof HEADING_END - 1;
	memcpy(p, verdict[win], sizeof verdict[win]);
	p += 24 - 2 * win; /* the lengths of the two verdicts */
	for (g = 0; g < 3; g++) {
		s = moves >> group_at[g] & ((1ul << group_size[g]) - 1);
		memcpy(p, group_text[g][s], sizeof group_text[g][s]);
		p += group_len[g][s];
	}
	memcpy(p, VERDICT_END, sizeof VERDICT_END);
	p += sizeof VERDICT_END - 1;
	answer_done(p);
}
