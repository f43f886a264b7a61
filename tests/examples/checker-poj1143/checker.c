/*
 * A special checker for "one winning move per POJ 1143 case, or 0 when there is none",
 * in either protocol: testlib's (check INPUT OUTPUT ANSWER: exit 0 AC, 1 WA, 2 PE, 3 on a
 * checker failure, the message on stderr) or, built with -DKATTIS, Kattis' (check INPUT
 * ANSWER FEEDBACK_DIR < OUTPUT: exit 42 AC, 43 WA, the message in
 * FEEDBACK_DIR/judgemessage.txt).  The answer file is POJ 1143's full output.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef KATTIS
enum { AC = 42, WA = 43, PE = 43, FAIL = 1 };
#else
enum { AC = 0, WA = 1, PE = 2, FAIL = 3 };
#endif

static FILE *msg;

static void verdict(int code, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vfprintf(msg, fmt, ap);
	va_end(ap);
	fputc('\n', msg);
	exit(code);
}

int main(int argc, char **argv)
{
	FILE *ans, *out;
	char line[512], word[64];
	int k = 0, winning[21], x, n, got;

	if (argc < 4) {
		fprintf(stderr, "usage: check INPUT OUTPUT ANSWER (testlib) or INPUT ANSWER DIR "
			"< OUTPUT (Kattis)\n");
		return FAIL;
	}
#ifdef KATTIS
	snprintf(line, sizeof line, "%s/judgemessage.txt", argv[3]);
	if (!(msg = fopen(line, "w")))
		return FAIL;
	ans = fopen(argv[2], "r");
	out = stdin;
#else
	msg = stderr;
	out = fopen(argv[2], "r");
	ans = fopen(argv[3], "r");
#endif
	if (!ans || !out)
		verdict(FAIL, "cannot open the files");
	while (fgets(line, sizeof line, ans)) {
		if (strncmp(line, "Test Case #", 11) != 0)
			continue;
		k++;
		memset(winning, 0, sizeof winning);
		if (!fgets(line, sizeof line, ans))
			verdict(FAIL, "case %d: the answer file ends early", k);
		n = 0;
		if (strncmp(line, "The winning moves are:", 22) == 0) {
			char *p = line + 22;
			int used;
			while (sscanf(p, "%d%n", &x, &used) == 1) {
				if (x >= 2 && x <= 20)
					winning[x] = 1;
				p += used;
				n++;
			}
		}
		got = fscanf(out, "%63s", word);
		if (got != 1)
			verdict(WA, "case %d: the output ends early", k);
		if (sscanf(word, "%d", &x) != 1 || strspn(word, "0123456789") != strlen(word))
			verdict(PE, "case %d: \"%s\" is not a move", k, word);
		if (n == 0 && x != 0)
			verdict(WA, "case %d: %d, but there is no winning move (0)", k, x);
		if (n > 0 && (x < 2 || x > 20 || !winning[x]))
			verdict(WA, "case %d: %d is not a winning move", k, x);
	}
	if (fscanf(out, "%63s", word) == 1)
		verdict(WA, "more output than cases: \"%s\"", word);
	verdict(AC, "%d cases, every move wins", k);
	return AC;
}
