/*
 * poj1143's cases from the reader: the plain path, a whole case straight from the buffer,
 * and the careful one, field by field.  Part of main.c, included after the game core and
 * the reader; "make dist" inlines it.
 */

/* A case's tokens take 3 bytes each at most (two digits and a separator) and it has 20:
 * with this much buffer left at a token that follows spaces, none is read past the end. */
#define CASE_ROOM 64

/* What a short token's first two bytes say, the first a digit d: token_value[d][c] is its
 * value when the second, c, is a digit (two digits) or ' ' or '\n' (one), else NO_TOKEN
 * (rows by the byte d itself, no subtraction: only '0'..'9' are filled, the others stay 0,
 * no number either); and separator[c] what c adds to a count of separators: 1 for '\n', 0
 * for ' ', and BAD_SEPARATOR for any other byte (a case has at most 20 separators).
 * Filled by plain_init(). */
#define NO_TOKEN 100
#define BAD_SEPARATOR 32
static unsigned char token_value['9' + 1][256], separator[256];

/* Whether c is a digit; and where the token after the short token at p begins, one
 * separator on: p + 3 after two digits, else p + 2 (a digit has bit 4 set, ' ' and '\n'
 * not; any other second byte is NO_TOKEN anyway). */
#define DIGIT(c) ((unsigned)((c) - '0') < 10)
#define TWO_DIGITS(p) ((size_t)((p)[1] >> 4 & 1))
#define NEXT_TOKEN(p) ((p) + 2 + TWO_DIGITS(p))

/* The short token at p, a digit first: its value (NO_TOKEN if it is no one- or two-digit
 * token) and where it ends, after its separator, which it counts into *seps.  Two table
 * reads and no branch: how long a token is and what ends it are coin flips. */
static RD_HOT const unsigned char *short_token(const unsigned char *p, unsigned long *v,
					       unsigned long *seps)
{
	*v = token_value[p[0]][p[1]];
	p += 1 + TWO_DIGITS(p);
	*seps += separator[*p];
	return p + 1;
}

/* The two short tokens at p, the first a digit, as short_token() reads them (the second
 * not a token if it does not begin with a digit: value 0 or NO_TOKEN).  Where the pair
 * ends waits on one load, not two: the second's length is chosen by the first's from
 * bytes 3 and 4, both read from p, so the chain of loads from token to token is half as
 * long (all positions parsed in a loop, caches warm: 97 -> 77 us). */
static RD_HOT const unsigned char *short_pair(const unsigned char *p, unsigned long *v,
					      unsigned long *w, unsigned long *seps)
{
	size_t two = TWO_DIGITS(p), at3 = TWO_DIGITS(p + 2), at4 = TWO_DIGITS(p + 3);
	size_t two_next = at3 ^ ((at3 ^ at4) & (0 - two)); /* two ? at4 : at3 */
	const unsigned char *q = NEXT_TOKEN(p);

	*v = token_value[p[0]][p[1]];
	*w = token_value[q[0] <= '9' ? q[0] : 0][q[1]];
	*seps += separator[p[1 + two]] + separator[q[1 + two_next]];
	return q + 2 + two_next;
}

/* The bit of each value short_token() gives, 0..99 or NO_TOKEN: BIT(v) for a number, else
 * the bit above them all, so that a value out of range needs no test of its own. */
#define NOT_A_NUMBER BIT(HI + 1)
static set number_bit[NO_TOKEN + 1];

/* A number's bit into the set got, and into twice if it is in got already. */
static RD_HOT void take(unsigned long v, set *got, set *twice)
{
	*twice |= *got & number_bit[v];
	*got |= number_bit[v];
}

/* Spaces and "\n" at p skipped (counted in *ln); NULL unless a digit follows them, with
 * CASE_ROOM bytes of buffer from it. */
static const unsigned char *short_skip(const unsigned char *p, const unsigned char *end,
				       long *ln)
{
	p = skip_plain(p, end, ln);
	return end - p < CASE_ROOM || !DIGIT(*p) ? NULL : p;
}

/*
 * Reads the case at the reader's position when it is plain, the common case: n in 1..19
 * and n numbers in 2..20, none twice, each of them one or two digits ended by ' ' or '\n',
 * all in the buffer, and a position that occurs in a game.  Returns 1 with the case read,
 * its count in *n and its position in *pos; else 0, having read nothing: the careful path
 * (read_field, read_position) reads the case again and says what is wrong, if anything (a
 * sign, a long or bad token, '\t' or '\r', n = 0, a number out of range or listed twice, a
 * position that cannot occur, the buffer's end).  Where a token ends and which number it
 * is are coin flips, so a token is read without a branch on them (short_token); a fault is
 * only noted (NO_TOKEN, a bad separator counted in, a number's bit twice) and looked at
 * once, at the end of the case, where the separators' count of lines is added too.  This
 * reads the input as fast as make bench's floor, a plain loop over its bytes (faster on
 * 100,000 random cases).
 */
#ifdef UNIT_TEST
static int plain_off; /* the Check suite's switch: set, every case goes the careful way */
#endif

/* Fills number_bit[], token_value[] and separator[]: once, before the first case. */
static void plain_init(void)
{
	int v, d, c;

	for (v = 0; v <= NO_TOKEN; v++)
		number_bit[v] = v >= LO && v <= HI ? BIT(v) : NOT_A_NUMBER;
	for (c = 0; c < 256; c++) {
		separator[c] = c == '\n' ? 1 : c == ' ' ? 0 : BAD_SEPARATOR;
		for (d = '0'; d <= '9'; d++)
			token_value[d][c] = (unsigned char)(c >= '0' && c <= '9' ? (d - '0') * 10 + c - '0'
							    : separator[c] != BAD_SEPARATOR ? d - '0' : NO_TOKEN);
	}
}

static int plain_case(struct reader *r, long *n, set *pos)
{
	const unsigned char *p = r->buf + r->pos, *end = r->buf + r->len;
	long ln = r->line, caseline, i;
	unsigned long v, w, seps = 0;
	set got = 0, twice = 0;
	int a, b;

#ifdef UNIT_TEST
	if (plain_off)
		return 0;
#endif
	if (r->last == '\r' || (p = short_skip(p, end, &ln)) == NULL)
		return 0;
	caseline = ln;
	p = short_token(p, &v, &seps);
	if (seps >= BAD_SEPARATOR || v == 0 || v > HI - LO + 1)
		return 0;
	*n = (long)v;
	for (i = 0; i < *n; i++) {
		/* one separator is the rule: more, and the room is looked at again; two tokens
		 * at once when a digit follows the first one's separator */
		if (!DIGIT(*p) && (p = short_skip(p, end, &ln)) == NULL)
			return 0;
		if (i + 1 < *n && DIGIT(*NEXT_TOKEN(p))) {
			p = short_pair(p, &v, &w, &seps);
			take(w, &got, &twice);
			i++;
		} else {
			p = short_token(p, &v, &seps);
		}
		take(v, &got, &twice);
	}
	if (seps >= BAD_SEPARATOR || twice || (got & NOT_A_NUMBER) || !occurs(got, &a, &b))
		return 0;
	reader_moved(r, p, ln + (long)seps);
	r->caseline = caseline;
	*pos = got;
	return 1;
}

/* Reads the n numbers of one case into *pos; on bad input prints the line and returns -1. */
static int read_position(struct reader *r, FILE *out, FILE *err, long n, set *pos)
{
	long i, v[HI - LO + 1], at[HI - LO + 1];
	set twice = 0;
	int a, b;

	*pos = 0;
	if (read_many(r, out, err, "an allowed number", LO, HI, v, at, (size_t)n) != 1)
		return -1;
	/* a number listed twice: looked for without a branch per number, then named */
	for (i = 0; i < n; i++) {
		twice |= *pos & BIT(v[i]);
		*pos |= BIT(v[i]);
	}
	if (twice) {
		for (i = 0, twice = 0; !(twice & BIT(v[i])); i++)
			twice |= BIT(v[i]);
		bad_input(out, err, at[i]);
		fprintf(err, "%ld is listed twice in one case\n", v[i]);
		return -1;
	}
	if (!occurs(*pos, &a, &b)) {
		for (i = 0; v[i] != a + b; i++)
			;
		bad_input(out, err, at[i]);
		fprintf(err, "this position cannot occur in a game: %d and %d are forbidden, so %d "
			"must be too, but it is listed\n", a, b, a + b);
		return -1;
	}
	return 0;
}

#ifdef ZOJ1039
#define WHAT_N "a, the count of allowed numbers"
#else
#define WHAT_N "n, the count of allowed numbers"
#endif

/* The next case, by the plain path or else the careful one: 1 with its position in *pos;
 * 0 at the end of the input (and at POJ's closing 0); -1 after the one stderr line. */
static int next_case(struct reader *r, FILE *out, FILE *err, int flags, set *pos)
{
	long n;
	int got;

	if (plain_case(r, &n, pos))
		return 1;
	if ((got = read_field(r, out, err, WHAT_N, 0, HI - LO + 1, flags, &n)) != 1)
		return got;
#ifndef ZOJ1039
	if (n == 0)
		return 0;
#endif
	return read_position(r, out, err, n, pos) < 0 ? -1 : 1;
}
