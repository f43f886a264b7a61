/*
 * play/interactor.h - what our interactors (play/lc464.c, play/cards.c) share: the end of the
 * exchange.  Copied beside them wherever they go (the packages' output validator folder,
 * interactive_test's packages).
 */
#ifndef PLAY_INTERACTOR_H
#define PLAY_INTERACTOR_H
#include <ctype.h>
#include <stdio.h>

/* the games are over: the program's input closed (so that it ends), its output read to the
 * end: anything but whitespace after the last game is WA, as trailing output (BAPCtools
 * warns of an interactor that exits first with AC: it cannot see such output).  Writes why
 * to msg (judgemessage.txt); returns the exit status, 42 AC or 43 WA. */
static int end_of_play(FILE *msg, int games)
{
	int c;

	fclose(stdout);
	while ((c = getchar()) != EOF)
		if (!isspace(c)) {
			fprintf(msg, "won all %d games, then more output: '%c' after the last game",
				games, c);
			return 43;
		}
	fprintf(msg, "won all %d games", games);
	return 42;
}
#endif
