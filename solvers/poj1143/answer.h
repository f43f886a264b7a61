/*
 * poj1143's answers, "Test Case #k" (ZOJ: "Scenario #k:") and the winning moves, written
 * into the reader's answer buffer.  Part of main.c, included after the reader; "make dist"
 * inlines it.
 */

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
 * a winning move, and how many, are coin flips on random input, so the text goes out without
 * a branch on them: fixed-size copies, each followed by the pointer moved by its real length
 * (the buffer has room for the overrun), and the moves by their set bits.
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

static void print_answer(FILE *out, const struct counter *k, set pos)
{
	char *p = answer_room(out, 200);
	unsigned long moves = winning_moves(pos), left;
	int x, win = moves != 0;

	memcpy(p, HEADING, sizeof HEADING - 1);
	p += sizeof HEADING - 1;
	memcpy(p, k->digit, sizeof k->digit);
	p += k->len;
	memcpy(p, HEADING_END, sizeof HEADING_END);
	p += sizeof HEADING_END - 1;
	memcpy(p, verdict[win], sizeof verdict[win]);
	p += 24 - 2 * win; /* the lengths of the two verdicts */
	for (left = moves; left != 0; left &= left - 1) {
		x = smallest((set)left);
		memcpy(p, move_text[x - LO], 4);
		p += 2 + (x >= 10);
	}
	memcpy(p, VERDICT_END, sizeof VERDICT_END);
	p += sizeof VERDICT_END - 1;
	answer_done(p);
}
