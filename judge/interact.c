/*
 * interact - the relay of an interactive run: a program and the judge's interactor, each
 * one's output the other's input, through us.  judge.sh's interactive cases run through it.
 *
 *   interact [-t TRANSCRIPT] [-w SEC] [-k N] -- PROGRAM [ARG...] --- INTERACTOR [ARG...]
 *
 * Both commands are started at once (judge.sh gives each as a build/runguard line, so each
 * runs under its own limits and every process it starts is killed when it ends), their
 * stdin and stdout pipes to us.  What one writes is kept in a buffer of ours, as large as
 * it needs (up to 1 GiB), until the other reads it: neither side can block the other by
 * writing much without reading (a pipe holds at most 1 MiB).  When one side closes its
 * output, the other's input is closed once what is buffered has been delivered.  What the
 * program writes after the interactor has stopped reading is read and dropped, so neither
 * side dies of SIGPIPE because the other finished first.
 *
 * -t TRANSCRIPT: the exchange, as lines "> " (to the program) and "< " (from it); its first
 * 16 KiB and last 48 KiB, with a line "[... N bytes ...]" between them.
 * -w SEC: when both have not ended after SEC seconds of wall-clock time, both are stopped
 * (SIGTERM, then SIGKILL a second later): a backstop, each runguard has its own limits.
 * -k N: a program side that exits N (its runguard's -Z: a limit stopped the program) has its
 * output that the interactor has not read yet dropped, and the interactor's input closed at
 * once: what a program stopped at a limit wrote decides nothing (its limit does, the
 * interactor not having ended first), and an interactor far behind a flood of it stops now,
 * not after reading gigabytes.
 *
 * Result on stdout, "key value" lines:
 *   program N, interactor N    each one's exit status (or "signal NAME")
 *   wall yes                   only when -w stopped them
 * A side that is stopped (SIGSTOP from the program it runs) is continued at once.
 * SIGTERM, SIGINT or SIGHUP is passed on to both (each runguard then stops its run); the
 * result is still written once they have ended.
 * Exit status 0 when the result was written, 2 on a usage or system error.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define MAX_BUFFER (1u << 30)
#define HEAD_KEEP 16384
#define TAIL_KEEP 49152

/* bytes on their way from one side to the other */
struct flow {
	int from, to;     /* our ends: read from, write to (-1 once closed) */
	char *buf;
	size_t start, end, cap;
	int dropping;     /* the reader is gone: what comes is dropped */
	char tag;         /* '>' to the program, '<' from it */
};

static struct {
	FILE *f;
	unsigned long long seen;   /* transcript bytes made so far */
	char tail[TAIL_KEEP];
	int mid_line;              /* the last byte made was not a newline */
	char last_tag;
} tr;

static pid_t kids[2];

static void pass_on(int sig)
{
	for (int i = 0; i < 2; i++)
		if (kids[i] > 0)
			kill(kids[i], sig);
}

static void die(const char *what)
{
	fprintf(stderr, "interact: %s: %s\n", what, strerror(errno));
	exit(2);
}

/* transcript bytes: the first HEAD_KEEP written at once, the rest kept in a ring */
static void tr_put(const char *p, size_t n)
{
	for (size_t i = 0; i < n; i++, tr.seen++) {
		if (tr.seen < HEAD_KEEP)
			fputc(p[i], tr.f);
		else
			tr.tail[(tr.seen - HEAD_KEEP) % TAIL_KEEP] = p[i];
	}
}

/* the bytes of one chunk, each line tagged with its direction */
static void transcript(char tag, const char *p, size_t n)
{
	char prefix[2] = { tag, ' ' };

	if (!tr.f)
		return;
	for (size_t i = 0; i < n; i++) {
		/* a line cut by the other side's turn ends here */
		if (tr.mid_line && tag != tr.last_tag)
			tr_put("\n", 1), tr.mid_line = 0;
		if (!tr.mid_line)
			tr_put(prefix, 2);
		tr_put(p + i, 1);
		tr.mid_line = p[i] != '\n';
		tr.last_tag = tag;
	}
}

static void tr_close(void)
{
	if (!tr.f)
		return;
	if (tr.seen > HEAD_KEEP) {
		unsigned long long kept = tr.seen - HEAD_KEEP, from = 0, n = kept;
		if (kept > TAIL_KEEP) {
			fprintf(tr.f, "\n[... %llu bytes ...]\n", kept - TAIL_KEEP);
			from = kept % TAIL_KEEP;
			n = TAIL_KEEP;
		}
		for (unsigned long long i = 0; i < n; i++)
			fputc(tr.tail[(from + i) % TAIL_KEEP], tr.f);
	}
	if (tr.mid_line)
		fputc('\n', tr.f);
	if (fclose(tr.f) != 0)
		die("the transcript");
}

static pid_t start(char **argv, int in, int out, int close1, int close2)
{
	pid_t pid = fork();

	if (pid < 0)
		die("fork");
	if (pid == 0) {
		if (dup2(in, 0) < 0 || dup2(out, 1) < 0)
			_exit(127);
		close(in), close(out), close(close1), close(close2);
		signal(SIGPIPE, SIG_DFL);
		execvp(argv[0], argv);
		fprintf(stderr, "interact: %s: %s\n", argv[0], strerror(errno));
		_exit(127);
	}
	return pid;
}

/* reads what is there into the flow; 0 at end of input */
static int take(struct flow *f)
{
	char chunk[65536];
	ssize_t got = read(f->from, chunk, sizeof chunk);

	if (got < 0)
		return errno == EAGAIN || errno == EINTR;
	if (got == 0)
		return 0;
	transcript(f->tag, chunk, (size_t)got);
	if (f->dropping)
		return 1;
	if (f->end + (size_t)got > f->cap) {
		size_t used = f->end - f->start, cap = f->cap ? f->cap : 65536;
		memmove(f->buf, f->buf + f->start, used);
		f->start = 0, f->end = used;
		while (cap < used + (size_t)got)
			cap *= 2;
		if (cap > MAX_BUFFER) {
			errno = ENOBUFS;
			die("more than 1 GiB waiting to be read");
		}
		if (cap > f->cap && !(f->buf = realloc(f->buf, f->cap = cap)))
			die("memory");
	}
	memcpy(f->buf + f->end, chunk, (size_t)got);
	f->end += (size_t)got;
	return 1;
}

/* writes what it can of the flow */
static void give(struct flow *f)
{
	ssize_t put = write(f->to, f->buf + f->start, f->end - f->start);

	if (put < 0) {
		if (errno == EAGAIN || errno == EINTR)
			return;
		/* the reader is gone (EPIPE): drop the rest, and what comes */
		close(f->to);
		f->to = -1, f->dropping = 1, f->start = f->end = 0;
		return;
	}
	f->start += (size_t)put;
	if (f->start == f->end)
		f->start = f->end = 0;
}

static const char *status_text(int st)
{
	static char text[2][64];
	static int k;

	k ^= 1;
	if (WIFEXITED(st))
		snprintf(text[k], sizeof text[k], "%d", WEXITSTATUS(st));
	else
		snprintf(text[k], sizeof text[k], "signal %s", sigabbrev_np(WTERMSIG(st)) ?
			 sigabbrev_np(WTERMSIG(st)) : "?");
	return text[k];
}

static double now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

int main(int argc, char **argv)
{
	char **prog = NULL, **judge = NULL;
	double wall = 0, t0;
	int killed = -1;
	int i, to_prog[2], from_prog[2], to_judge[2], from_judge[2], st[2] = { 0, 0 };
	int left = 2, stopped = 0;
	pid_t pid[2];
	struct flow down = { 0 }, up = { 0 }; /* down: interactor -> program; up: back */

	for (i = 1; i < argc && argv[i][0] == '-' && strcmp(argv[i], "--") != 0; i++) {
		if (strcmp(argv[i], "-t") == 0 && i + 1 < argc) {
			if (!(tr.f = fopen(argv[++i], "w")))
				die(argv[i]);
		} else if (strcmp(argv[i], "-k") == 0 && i + 1 < argc) {
			killed = atoi(argv[++i]);
		} else if (strcmp(argv[i], "-w") == 0 && i + 1 < argc) {
			char *end;
			wall = strtod(argv[++i], &end);
			if (*end || !(wall > 0))
				goto usage;
		} else {
			goto usage;
		}
	}
	if (i >= argc || strcmp(argv[i], "--") != 0)
		goto usage;
	prog = argv + i + 1;
	for (i++; i < argc && strcmp(argv[i], "---") != 0; i++)
		;
	if (i >= argc - 1 || argv + i == prog)
		goto usage;
	argv[i] = NULL;
	judge = argv + i + 1;

	signal(SIGPIPE, SIG_IGN);
	if (pipe2(to_prog, O_CLOEXEC) || pipe2(from_prog, O_CLOEXEC) ||
	    pipe2(to_judge, O_CLOEXEC) || pipe2(from_judge, O_CLOEXEC))
		die("pipe");
	signal(SIGTERM, pass_on), signal(SIGINT, pass_on), signal(SIGHUP, pass_on);
	t0 = now();
	kids[0] = pid[0] = start(prog, to_prog[0], from_prog[1], to_judge[0], from_judge[1]);
	kids[1] = pid[1] = start(judge, to_judge[0], from_judge[1], to_prog[0], from_prog[1]);
	close(to_prog[0]), close(from_prog[1]), close(to_judge[0]), close(from_judge[1]);
	down = (struct flow){ from_judge[0], to_prog[1], NULL, 0, 0, 0, 0, '>' };
	up = (struct flow){ from_prog[0], to_judge[1], NULL, 0, 0, 0, 0, '<' };
	for (i = 0; i < 4; i++) {
		int fd = i == 0 ? down.from : i == 1 ? down.to : i == 2 ? up.from : up.to;
		fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
	}

	while (left > 0 || down.from >= 0 || up.from >= 0) {
		struct pollfd p[4];
		struct flow *f[4];
		int n = 0, k, w;
		pid_t done;

		/* the ones that ended; one that was stopped (a program can SIGSTOP its parent, its
		 * runguard) is continued, and its runguard then finds its wall limit passed */
		while (left > 0 && (done = waitpid(-1, &w, WNOHANG | WUNTRACED)) > 0) {
			k = done == pid[0] ? 0 : done == pid[1] ? 1 : -1;
			if (k >= 0 && WIFSTOPPED(w)) {
				kill(done, SIGCONT);
				continue;
			}
			if (k < 0)
				continue;
			st[k] = w, left--;
			if (k == 0 && killed >= 0 && WIFEXITED(w) && WEXITSTATUS(w) == killed &&
			    !up.dropping) {
				/* the program was stopped at a limit: the rest of its output dropped */
				up.dropping = 1, up.start = up.end = 0;
				if (up.to >= 0)
					close(up.to), up.to = -1;
			}
		}
		if (wall > 0 && !stopped && now() - t0 > wall && left > 0) {
			kill(pid[0], SIGTERM), kill(pid[1], SIGTERM);
			stopped = 1;
		} else if (stopped == 1 && now() - t0 > wall + 1 && left > 0) {
			kill(pid[0], SIGKILL), kill(pid[1], SIGKILL);
			stopped = 2;
		}
		for (k = 0; k < 2; k++) {
			struct flow *x = k ? &up : &down;
			if (x->from >= 0) {
				p[n] = (struct pollfd){ x->from, POLLIN, 0 }, f[n++] = x;
			} else if (x->to >= 0 && x->start == x->end) {
				/* its writer is done and everything is delivered: the reader's end */
				close(x->to);
				x->to = -1;
			}
			if (x->to >= 0 && x->end > x->start)
				p[n] = (struct pollfd){ x->to, POLLOUT, 0 }, f[n++] = x;
		}
		if (n == 0) {
			if (left > 0)
				usleep(10000);
			continue;
		}
		if (poll(p, (nfds_t)n, 50) < 0 && errno != EINTR)
			die("poll");
		for (k = 0; k < n; k++) {
			if (!p[k].revents)
				continue;
			if (p[k].events == POLLIN) {
				if (!take(f[k])) {
					close(f[k]->from);
					f[k]->from = -1;
				}
			} else if (p[k].revents & (POLLERR | POLLHUP) && !(p[k].revents & POLLOUT)) {
				close(f[k]->to);
				f[k]->to = -1, f[k]->dropping = 1, f[k]->start = f[k]->end = 0;
			} else {
				give(f[k]);
			}
		}
	}
	tr_close();
	printf("program %s\ninteractor %s\n%s", status_text(st[0]), status_text(st[1]),
	       stopped ? "wall yes\n" : "");
	return fflush(stdout) == 0 ? 0 : 2;
usage:
	fputs("usage: interact [-t TRANSCRIPT] [-w SEC] [-k N] -- PROGRAM [ARG...] --- INTERACTOR [ARG...]\n",
	      stderr);
	return 2;
}
