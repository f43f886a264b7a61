/*
 * runguard - run one command under a judge's limits and say what happened
 *
 *   runguard [OPTION...] -- COMMAND [ARG...]
 *
 * Each option has a long name too (runguard --help lists them; DOMjudge's runguard's names
 * where the meaning is the same: -t --cpu-time, -w --wall-time, -p --nproc, -o --stdout,
 * -e --stderr, -d --chdir, -V --environment-variable, -r --outmeta).
 *
 * One small program owns what a shell chain (timeout | time | ulimit | a re-run) cannot get
 * right: judge.sh runs every case through it and make bench times every row with it, so
 * both agree on what a second and a megabyte are.  Linux only (it reads /proc), libc only,
 * no root.  It is not a security sandbox (see README, "What judge.sh does not isolate").
 *
 * The run:
 *   - gets its own session and process group; runguard is its child subreaper, so every
 *     process the run starts stays a descendant of runguard even if it detaches, and all of
 *     them are killed with SIGKILL when the main process exits, at any limit, and when
 *     runguard gets SIGINT, SIGTERM or SIGHUP (it then exits 128 + the signal);
 *   - reads COMMAND's stdin from -i, and its stdout and stderr through pipes: stdout is kept
 *     in -o up to -O bytes (and compared byte for byte with -x SAME, when given), stderr's first and last 4 KiB in -e (a line "[... N bytes ...]"
 *     between them); each stream is counted to the end;
 *   - runs in -d DIR, or in -D DIR, a fresh directory made for the run and removed with all
 *     it holds once every process of the run is gone (-k FILES: with a copy of each file at
 *     the top of the folder FILES in it, the program's own files, made before the run).
 *
 * Limits, each measured on the run itself (never on a second run):
 *   -t SEC[:HARD]  CPU time, user + system of every process of the run: sampled from /proc
 *           while they live (every 10 to 50 ms), exact (rusage) once they are reaped;
 *           RLIMIT_CPU as a backstop per process.  Past SEC the run is TLE; it is stopped
 *           at HARD (default SEC), so that a TLE shows how long it ran, as DOMjudge's
 *           runguard takes soft:hard limits
 *   -w SEC[:HARD]  wall-clock time, likewise (default 2 * t + 1 when -t is given, else
 *           none; its HARD then as far past it as -t's is)
 *   -m MB   memory: the peak resident memory of the run (the main process's own peak, from
 *           wait4, or the sum over all its processes, sampled, pages of files and pages a
 *           fork shares counted once, whichever is larger) against MB.  How the memory may be asked for is a matter of the runtime (judge.sh picks
 *           these per runtime, judge/runtime.sh); the defaults suit a native program:
 *   -a MB   the address space of each process (RLIMIT_AS; default twice -m, 0 none: a JVM,
 *           V8 or AddressSanitizer reserves far more address space than it ever touches); a
 *           program whose code and static arrays (its ELF image) pass it is killed by the
 *           kernel as it is loaded, and that SIGSEGV is an MLE
 *   -b MB   the largest block: a single mmap or mremap of more than MB (not PROT_NONE) kills
 *           the process with SIGSYS (a seccomp filter), so an allocation that would be
 *           refused is an MLE, not the program's own failure (default -m, 0 none)
 *   -s MB   the stack (RLIMIT_STACK; default 0, unlimited, as DOMjudge and Kattis set it: the
 *           main thread's stack then counts against -m as a whole, and each new thread gets
 *           glibc's default of 2 MiB; a limit would be every thread's default size)
 *   -R TEXT a run that fails with TEXT in its stderr ran out of memory: MLE (a runtime that
 *           was refused memory and said so, such as the JVM's OutOfMemoryError); TEXT that
 *           starts with ^ must start a line.  May be given up to 8 times
 *   -T TEXT likewise, a run that fails saying TEXT ran out of time: TLE (a limit of its own,
 *           such as the time judge.sh's LeetCode driver gives each call)
 *   -V NAME=VALUE  set in the run's environment (up to 8 times)
 *   -p N    processes alive at once (default 64; 0 none), sampled: more is RE, the run
 *           stopped
 *   -F      past -p, a fork fails instead (EAGAIN) and the run goes on, as on DOMjudge, whose
 *           runguard limits the run's user's processes (RLIMIT_NPROC, --nproc): a pids
 *           cgroup of the run's own with pids.max = N (cgroup v1's pids hierarchy, else
 *           v2's), where runguard may make one (root, the hierarchy mounted writable); where
 *           it may not, -p as without -F
 *   -K      the run pinned to the one CPU runguard starts on (sched_setaffinity), as
 *           DOMjudge pins each judgehost's runs to a core: every process of the run shares it
 *   -W      the -D folder read-only to the run, as DOMjudge's run folder is to its run user:
 *           a read-only bind mount in a mount namespace of the run's own (root), else the
 *           folder's mode 0555 (which root would pass)
 *   -f MB   largest file the run may write (RLIMIT_FSIZE; default 64)
 *   -O B    stdout limit in bytes; -E B stderr limit (default 8 MiB each).  Output past a
 *           limit is read and dropped up to twice the limit plus 1 MiB, then the run is
 *           stopped: a program that writes a little too much and then fails is still RE
 *   -C      output past a limit is cut, never a reason to stop: read and dropped for as
 *           long as the run lasts, as DOMjudge's runguard truncates its streams
 *           (--streamsize) and problemtools and BAPCtools write stdout to a file; a run that
 *           floods its stdout is then TLE when it runs out of time, OLE only when it ends
 *           in time, and stderr past its limit is no verdict at all (DOMjudge judges
 *           stdout's truncation only, judgedaemon's determineVerdict)
 *   -H      with -o a pipe (our own stdout, the result in -r): the end of the command's
 *           stdout is passed on only once its main process has ended, not when it closes
 *           its stdout, as BAPCtools' relay delays a submission's end of output until it
 *           dies (interactive.py): a program that closes its stdout and then crashes is RE,
 *           not the WA of an interactor that saw the end first
 *
 * -P PID: the process that starts runguard: when it dies, runguard stops the run (and if
 * it is gone already when runguard starts, nothing is run).
 *
 * Result, "key value" lines on stdout (or -r FILE):
 *   verdict OK|TLE|MLE|RE|OLE   by the precedence TLE > MLE > RE > OLE (then the caller's
 *                               WA > AC): a limit that stopped the run outranks the exit
 *                               status it caused; RE outranks OLE as in DOMjudge
 *   detail  a human sentence (empty for OK)
 *   cpu     seconds of CPU (user + system, every process; a run stopped at -t's HARD, at
 *           least HARD)
 *   wall    seconds from start to the last process reaped
 *   ended   when the main process was reaped, in CLOCK_MONOTONIC seconds (comparable
 *           between two runguards: judge.sh tells which side of an interactive run ended
 *           first by it)
 *   memory  peak KiB as above
 *   exit    N, or "signal NAME"
 *   same    yes or no: stdout is -x FILE byte for byte (with -x only; judge.sh needs no
 *           comparer then: every way of comparing passes identical bytes)
 *   stdout  bytes written; stderr bytes written; processes the most seen at once
 *   time    the seconds judged: the wall time of a run that passed its wall limit (and not
 *           its CPU limit), else the CPU time
 * Exit status: 0 when the result was written (-Z N: N when a limit stopped the run, so that
 * build/interact knows a program it relays was stopped), 2 on a usage or system error
 * (message on stderr), 128 + N when interrupted by signal N.
 */
#define _GNU_SOURCE
#include <ctype.h>
#include <dirent.h>
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <getopt.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/signalfd.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#if defined(__linux__) && (defined(__x86_64__) || defined(__aarch64__))
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#define HAVE_SECCOMP 1
#endif

/* Samples of /proc: every 10 ms at first, then every tenth of the time so far, at most
 * every 50 ms (a sample reads the run's processes in /proc). */
#define SAMPLE_MIN 0.010
#define SAMPLE_MAX 0.050
#define ERR_KEEP 4096       /* bytes of stderr kept from its start, and from its end */
#define MAX_TREE 4096       /* processes tracked per sample */
#define MAX_LIST 8          /* -R and -V given at most this often */

struct limits {
	double cpu, wall;           /* seconds: past them, TLE; 0 none */
	double cpu_hard, wall_hard; /* seconds: where the run is stopped (at least cpu, wall) */
	uint64_t mem;               /* bytes; 0 none */
	uint64_t as, block, stack;  /* bytes; 0 none (stack: 0 unlimited) */
	long procs;                 /* 0 none */
	uint64_t fsize;             /* bytes */
	uint64_t out_cap, err_cap;  /* bytes */
	int cut;                    /* -C: output past a cap is dropped, the run goes on */
	int hold;                   /* -H: the end of stdout held until the main process ends */
	int pin;                    /* -K: the run on one CPU, the one runguard starts on */
	int fork_fails;             /* -F: past -p processes a fork fails (a pids cgroup) */
	int read_only;              /* -W: the run's folder (-D) is read-only to it */
	const char *refusal[MAX_LIST + 1]; /* stderr texts that mean out of memory */
	const char *late[MAX_LIST + 1];    /* stderr texts that mean out of time */
};

/* What was seen; the verdict is derived from it at the end. */
struct seen {
	int main_status, main_done;
	double main_end;            /* CLOCK_MONOTONIC seconds when the main process was reaped */
	long main_maxrss;           /* KiB, from wait4 */
	long tree_rss;              /* KiB, the largest sampled sum */
	long procs;                 /* the most alive at once */
	double cpu, wall;
	double stop_cpu;            /* the CPU seconds sampled when the run was stopped for them */
	uint64_t out_bytes, err_bytes;
	int killed;                 /* runguard killed the run */
	const char *stop;           /* the limit that made runguard stop it, or NULL */
	int interrupted;            /* signal that interrupted runguard */
	const char *err[2];         /* stderr's kept start and end */
	size_t err_len[2];
	int same;                   /* stdout is -x FILE byte for byte: 1, 0, or -1 not asked */
	int input_read;             /* stopped for its stdout after reading all its input */
};

static pid_t self, main_pid;
static double cpu_base;       /* the CPU time of runguard's children before this run (-L) */
static struct seen *seen_now; /* main's record of the run, for pump (reap) */
static long page_kib, ticks;
static const char *made_dir; /* the -D directory while runguard has it */
static char cgroup_dir[256];  /* -F: the run's pids cgroup while it exists, else "" */
static char cgroup_procs[300]; /* its cgroup.procs, which the child joins */
static char **cmd_argv;       /* the command, and the directory it runs in */
static const char *cmd_dir;

static double now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static double tv_sec(struct timeval t)
{
	return (double)t.tv_sec + (double)t.tv_usec / 1e6;
}

/* ---- the process tree, from /proc ---- */

struct proc {
	pid_t pid;
	double cpu;
	long rss_kib;
};

/* /proc/PID/FILE into buf as a string; 0 if the process is gone. */
static int read_proc(pid_t pid, const char *file, char *buf, size_t size)
{
	char path[64];
	int fd;
	ssize_t n;

	snprintf(path, sizeof path, "/proc/%d/%s", (int)pid, file);
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return 0;
	n = read(fd, buf, size - 1);
	close(fd);
	if (n <= 0)
		return 0;
	buf[n] = '\0';
	return 1;
}

/* Reads pid's CPU seconds and resident KiB from /proc/PID/stat; 0 if it is gone. */
static int read_stat(pid_t pid, struct proc *p)
{
	char buf[1024], *s;
	unsigned long utime = 0, stime = 0;
	long rss = 0;

	if (!read_proc(pid, "stat", buf, sizeof buf))
		return 0;
	/* the command name may hold spaces and parentheses: fields start after the last ')' */
	if (!(s = strrchr(buf, ')')))
		return 0;
	if (sscanf(s + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %lu %lu %*d %*d %*d %*d "
		   "%*d %*d %*u %*u %ld", &utime, &stime, &rss) != 3)
		return 0;
	p->pid = pid;
	p->cpu = (double)(utime + stime) / (double)ticks;
	p->rss_kib = rss * page_kib;
	return 1;
}

/* The resident KiB of pid that are pages of files or shared memory (/proc/PID/statm's third
 * field), which other processes may map too; -1 if it is gone. */
static long shared_kib(pid_t pid)
{
	char buf[256];
	long size = 0, resident = 0, shared = 0;

	if (!read_proc(pid, "statm", buf, sizeof buf) ||
	    sscanf(buf, "%ld %ld %ld", &size, &resident, &shared) != 3)
		return -1;
	return shared * page_kib;
}

/* The KiB of pid's own pages (not of files) with each page that it shares with others (a
 * forked child's copy-on-write pages, until either writes them) divided among them, as
 * /proc/PID/smaps_rollup's Pss_Anon has it (Linux 5.8 and later): the run's processes'
 * sum counts each page once, as a memory cgroup does.  -1 where there is no such line, -2
 * if pid is gone. */
static long own_kib_shared_once(pid_t pid)
{
	char buf[2048], *at;
	long kib;

	if (!read_proc(pid, "smaps_rollup", buf, sizeof buf))
		return -2;
	if (!(at = strstr(buf, "\nPss_Anon:")) || sscanf(at + 10, "%ld", &kib) != 1)
		return -1;
	return kib;
}

/*
 * The run's processes, found by following children from runguard down: each process's
 * threads' /proc/PID/task/TID/children (Linux 3.5 and later, CONFIG_PROC_CHILDREN).  Every
 * live descendant is reached so: runguard is a child subreaper (prctl), so a process whose
 * parent ended is runguard's child, never lost to init.  A scan of all of /proc read the stat
 * of every process on the machine at the run's first sample (76 files with 70 processes, 1
 * ms of system time a run; more on a busy machine); this reads only the run's.  A list read
 * while a process forks may miss the newest child; the next sample sees it.
 */

/* The pids of pid's children, appended to list from *n (at most max): every thread's list. */
static void children_of(pid_t pid, pid_t *list, int *n, int max)
{
	char path[96], buf[4096];
	DIR *d;
	struct dirent *e;
	long v = 0;
	int fd, digits = 0;
	ssize_t got, i;

	snprintf(path, sizeof path, "/proc/%d/task", (int)pid);
	if (!(d = opendir(path)))
		return;
	while ((e = readdir(d)) && *n < max) {
		if (!isdigit((unsigned char)e->d_name[0]))
			continue;
		snprintf(path, sizeof path, "/proc/%d/task/%.20s/children", (int)pid, e->d_name);
		if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
			continue;
		/* "PID PID ... ": numbers across the reads' edges */
		while ((got = read(fd, buf, sizeof buf)) > 0)
			for (i = 0; i < got; i++)
				if (isdigit((unsigned char)buf[i])) {
					v = v * 10 + (buf[i] - '0');
					digits = 1;
				} else if (digits) {
					if (*n < max)
						list[(*n)++] = (pid_t)v;
					v = 0, digits = 0;
				}
		if (digits && *n < max)
			list[(*n)++] = (pid_t)v;
		v = 0, digits = 0;
		close(fd);
	}
	closedir(d);
}

/* Every live descendant of runguard (the run's processes) into tree; returns how many. */
static int scan_tree(struct proc *tree, int max)
{
	static pid_t found[MAX_TREE];
	int n = 0, k = 0, i;

	if (max > MAX_TREE)
		max = MAX_TREE;
	children_of(self, found, &n, max);
	for (i = 0; i < n; i++)
		if (read_stat(found[i], &tree[k])) {
			k++;
			children_of(found[i], found, &n, max);
		}
	return k;
}

/* ---- starting the command ---- */

#ifdef HAVE_SECCOMP
/*
 * A seccomp filter: mmap (or mremap) of more than max bytes, not PROT_NONE, kills the
 * process with SIGSYS.  The kernel would refuse such a request under the address-space limit
 * anyway; this way the refusal is seen (the program cannot hide it by exiting cleanly).
 */
static void limit_mmap(uint64_t max)
{
#if defined(__x86_64__)
#define ARCH AUDIT_ARCH_X86_64
#else
#define ARCH AUDIT_ARCH_AARCH64
#endif
#define ARG_LO(i) (offsetof(struct seccomp_data, args) + 8 * (i))
#define ARG_HI(i) (offsetof(struct seccomp_data, args) + 8 * (i) + 4)
/* seven instructions: kill the process if args[i] > max (hi:lo, as two 32-bit halves) */
#define KILL_IF_ABOVE(i)                                                 \
	BPF_STMT(BPF_LD | BPF_W | BPF_ABS, ARG_HI(i)),                   \
	BPF_JUMP(BPF_JMP | BPF_JGT | BPF_K, hi, 4, 0),                   \
	BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, hi, 0, 2),                   \
	BPF_STMT(BPF_LD | BPF_W | BPF_ABS, ARG_LO(i)),                   \
	BPF_JUMP(BPF_JMP | BPF_JGT | BPF_K, lo, 1, 0),                   \
	BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),                    \
	BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS)
	uint32_t hi = (uint32_t)(max >> 32), lo = (uint32_t)max;
	struct sock_filter f[] = {
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, ARCH, 1, 0),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_mmap, 2, 0),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_mremap, 11, 0), /* to KILL_IF_ABOVE(2) */
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
		/* mmap(addr, len, prot, ...): PROT_NONE reserves address space only */
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, ARG_LO(2)),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, 0, 0, 1),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
		/* len (args[1]) > max */
		KILL_IF_ABOVE(1),
		/* mremap(old, old_len, new_len, ...): new_len (args[2]) > max */
		KILL_IF_ABOVE(2),
	};
	struct sock_fprog prog = { (unsigned short)(sizeof f / sizeof *f), f };

	/* without it the run still works, and the address-space limit still refuses */
	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) == 0)
		(void)prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &prog);
}
#endif

static void set_limit(int resource, rlim_t soft, rlim_t hard)
{
	struct rlimit r;

	r.rlim_cur = soft;
	r.rlim_max = hard;
	/* a hard limit runguard itself is under cannot be raised: then as much as it allows */
	if (setrlimit(resource, &r) < 0 && getrlimit(resource, &r) == 0) {
		r.rlim_cur = soft < r.rlim_max ? soft : r.rlim_max;
		(void)setrlimit(resource, &r);
	}
}

/*
 * In the child, before exec: its own session, the limits, the files.  Runs after vfork, so
 * it only makes system calls; a failure is reported through report (close-on-exec) as errno.
 */
static void child(char **argv, const struct limits *lim, const char *in, const char *dir,
		  int out_w, int err_w, int report, const sigset_t *mask)
{
	int fd, e;

	(void)prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
	(void)setsid();
	/* into the run's pids cgroup (-F), before anything of the run can fork */
	if (cgroup_procs[0]) {
		if ((fd = open(cgroup_procs, O_WRONLY)) < 0 || write(fd, "0", 1) != 1)
			goto fail;
		close(fd);
	}
	/* -W: the folder the run starts in read-only to it: a bind mount of its own, made
	 * read-only in a mount namespace of the run's own (root); else its mode (not root) */
	if (lim->read_only && dir && unshare(CLONE_NEWNS) == 0 &&
	    mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) == 0 &&
	    mount(dir, dir, NULL, MS_BIND, NULL) == 0)
		(void)mount(NULL, dir, NULL, MS_BIND | MS_REMOUNT | MS_RDONLY, NULL);
	if (lim->pin) {
		cpu_set_t one;
		int cpu = sched_getcpu();
		CPU_ZERO(&one);
		CPU_SET(cpu < 0 ? 0 : cpu, &one);
		(void)sched_setaffinity(0, sizeof one, &one);
	}
	if ((fd = open(in, O_RDONLY)) < 0 || dup2(fd, 0) < 0 || dup2(out_w, 1) < 0 ||
	    dup2(err_w, 2) < 0 || (dir && chdir(dir) < 0))
		goto fail;
	set_limit(RLIMIT_CORE, 0, 0);
	set_limit(RLIMIT_FSIZE, lim->fsize, lim->fsize);
	if (lim->cpu > 0) /* a backstop per process: the limit of the run is sampled */
		set_limit(RLIMIT_CPU, (rlim_t)lim->cpu_hard + 1, (rlim_t)lim->cpu_hard + 2);
	if (lim->as > 0)
		set_limit(RLIMIT_AS, lim->as, lim->as);
	if (lim->stack > 0)
		set_limit(RLIMIT_STACK, lim->stack, lim->stack);
	else
		set_limit(RLIMIT_STACK, RLIM_INFINITY, RLIM_INFINITY);
#ifdef HAVE_SECCOMP
	if (lim->block > 0)
		limit_mmap(lim->block);
#endif
	/* the run starts with the signals a program expects, whatever runguard inherited (a
	 * shell without job control starts background jobs with SIGINT ignored) */
	signal(SIGINT, SIG_DFL);
	signal(SIGTERM, SIG_DFL);
	signal(SIGHUP, SIG_DFL);
	signal(SIGPIPE, SIG_DFL);
	signal(SIGQUIT, SIG_DFL);
	sigprocmask(SIG_SETMASK, mask, NULL);
	execvp(argv[0], argv);
fail:
	e = errno;
	(void)!write(report, &e, sizeof e);
	_exit(127);
}

/* Starts the command; the child never returns from here (it execs or exits). */
static pid_t spawn(char **argv, const struct limits *lim, const char *in, const char *dir,
		   int out_w, int err_w, int report, const sigset_t *mask)
{
	pid_t pid = vfork();

	if (pid == 0)
		child(argv, lim, in, dir, out_w, err_w, report, mask);
	return pid;
}

/* ---- watching the run ---- */

static void kill_all(pid_t pgid)
{
	static struct proc tree[MAX_TREE];
	int i, n = scan_tree(tree, MAX_TREE);

	(void)kill(-pgid, SIGKILL);
	for (i = 0; i < n; i++)
		(void)kill(tree[i].pid, SIGKILL);
}

/* Reaps every child that has exited; returns 0 once runguard has no children left. */
static int reap(struct seen *s)
{
	struct rusage ru;
	int status;
	pid_t pid;

	for (;;) {
		pid = wait4(-1, &status, WNOHANG, &ru);
		if (pid < 0)
			return errno != ECHILD;
		if (pid == 0)
			return 1;
		if (pid == main_pid) {
			s->main_done = 1;
			s->main_end = now();
			s->main_status = status;
			s->main_maxrss = ru.ru_maxrss;
		}
	}
}

/* -F: a pids cgroup of the run's own, pids.max = N, tried in cgroup v1's pids hierarchy,
 * then in v2's; where neither can be made (not root, not mounted, read-only) none, and the
 * -p limit is sampled as without -F */
static void cgroup_make(long n)
{
	static const char *const base[] = { "/sys/fs/cgroup/pids", "/sys/fs/cgroup" };
	static unsigned serial;
	char path[320], num[32];
	int i, fd, len, ok;

	cgroup_dir[0] = cgroup_procs[0] = '\0';
	for (i = 0; i < 2; i++) {
		snprintf(cgroup_dir, sizeof cgroup_dir, "%s/runguard.%ld.%u", base[i], (long)getpid(),
			 serial++);
		if (mkdir(cgroup_dir, 0755) < 0)
			continue;
		snprintf(path, sizeof path, "%s/pids.max", cgroup_dir);
		len = snprintf(num, sizeof num, "%ld", n);
		ok = (fd = open(path, O_WRONLY)) >= 0 && write(fd, num, (size_t)len) == len;
		if (fd >= 0)
			close(fd);
		if (ok) {
			snprintf(cgroup_procs, sizeof cgroup_procs, "%s/cgroup.procs", cgroup_dir);
			return;
		}
		(void)rmdir(cgroup_dir);
	}
	cgroup_dir[0] = '\0';
}

/* The run's cgroup removed (once every process of it is gone) */
static void cgroup_remove(void)
{
	if (cgroup_dir[0])
		(void)rmdir(cgroup_dir);
	cgroup_dir[0] = cgroup_procs[0] = '\0';
}

/* Kills everything left and waits until no process of the run exists. */
static void finish(struct seen *s)
{
	int rounds;

	for (rounds = 0; rounds < 10000 && reap(s); rounds++) {
		struct timespec t = { 0, 1000000 };
		kill_all(main_pid);
		nanosleep(&t, NULL);
	}
}

/* nftw's step of removing a directory with all it holds: each entry after its contents */
static int remove_entry(const char *path, const struct stat *st, int type, struct FTW *f)
{
	(void)st;
	(void)f;
	return (type == FTW_DP ? rmdir(path) : unlink(path)) < 0 && errno != ENOENT;
}

/* The -D directory removed with all it holds (once the run is gone) */
static void remove_made_dir(void)
{
	if (made_dir)
		(void)chmod(made_dir, 0755); /* (-W, not root: its mode) */
	if (made_dir)
		(void)nftw(made_dir, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
	made_dir = NULL;
}

/*
 * A failure of runguard's own (a system call, its output): the message, then, as at any end,
 * the run killed and reaped and its fresh directory removed, so that nothing of it outlives
 * runguard (a second run with the same -D would find it there); exit status 2.
 */
static void die(const char *what)
{
	int e = errno, rounds;
	pid_t r;

	fprintf(stderr, "runguard: %s: %s\n", what, strerror(e));
	for (rounds = 0; main_pid > 0 && rounds < 10000; rounds++) {
		struct timespec t = { 0, 1000000 };
		kill_all(main_pid);
		while ((r = waitpid(-1, NULL, WNOHANG)) > 0)
			;
		if (r < 0 && errno == ECHILD)
			break;
		nanosleep(&t, NULL);
	}
	remove_made_dir();
	cgroup_remove();
	exit(2);
}

/* Has pid read its stdin, the regular file IN, to the end (its offset, from
 * /proc/PID/fdinfo/0, at IN's size)?  An output that runs on after that is a loop that
 * missed the end of its input. */
static int read_to_end(pid_t pid, const char *in)
{
	char buf[256], *pos;
	struct stat st;

	if (stat(in, &st) < 0 || !S_ISREG(st.st_mode) || !read_proc(pid, "fdinfo/0", buf, sizeof buf) ||
	    !(pos = strstr(buf, "pos:")))
		return 0;
	return strtoll(pos + 4, NULL, 10) >= (long long)st.st_size;
}

/* One stream from a pipe: stdout into its file up to the cap, stderr's start, counted. */
struct stream {
	int fd;          /* read end, -1 once at end */
	int keep_fd;     /* where kept bytes go, or -1 */
	uint64_t keep;   /* how many bytes to keep */
	uint64_t bytes;  /* how many came */
	char *head;      /* stderr: the kept start also here (keep bytes), or NULL */
	char *tail;      /* stderr: the last ERR_KEEP bytes after the start, a ring, or NULL */
	FILE *same_as;   /* stdout: the file it is compared with byte for byte (-x), or NULL */
	int differs;     /* stdout: a byte differed from same_as's, or one side is longer */
	int pipe_out;    /* stdout: -o is our own stdout, a pipe, and the result goes to -r:
			  * at the stream's end both are closed, so the reader sees its end when
			  * the command closes its stdout (an interactor that ends the exchange) */
	int hold;        /* -H: that end passed on only once the main process is reaped */
};

/* Our own stdout (a pipe, -o) closed: its reader sees the end of the stream. */
static void pass_end(struct stream *st)
{
	int null = open("/dev/null", O_WRONLY | O_CLOEXEC);

	close(st->keep_fd);
	st->keep_fd = -1;
	if (null >= 0)
		(void)dup2(null, 1), close(null);
	st->pipe_out = 0;
}

/* stdout against -x FILE as it comes: the next n bytes of FILE must be buf's */
static void compare_bytes(struct stream *st, const char *buf, size_t n)
{
	static char want[1 << 16];

	if (st->differs || fread(want, 1, n, st->same_as) != n || memcmp(want, buf, n) != 0)
		st->differs = 1;
}

/* The bytes past the kept start of a stream, the last ERR_KEEP of them, go round its ring. */
static void keep_tail(struct stream *st, const char *p, size_t n)
{
	uint64_t at = st->bytes > st->keep ? st->bytes - st->keep : 0;

	if (n > ERR_KEEP) {
		at += n - ERR_KEEP;
		p += n - ERR_KEEP;
		n = ERR_KEEP;
	}
	while (n > 0) {
		size_t i = (size_t)(at % ERR_KEEP), k = ERR_KEEP - i < n ? ERR_KEEP - i : n;
		memcpy(st->tail + i, p, k);
		p += k;
		at += k;
		n -= k;
	}
}

/* The end of the stream (what came after the kept start, its last ERR_KEEP bytes) in
 * order into end; appended to the kept file after a line that says how much was left out.
 * Returns its length. */
static size_t end_of(const struct stream *st, char *end)
{
	uint64_t past = st->bytes > st->keep ? st->bytes - st->keep : 0;
	size_t n = past < ERR_KEEP ? (size_t)past : ERR_KEEP;
	size_t from = (size_t)((past - n) % ERR_KEEP), k = ERR_KEEP - from < n ? ERR_KEEP - from : n;
	char gap[64];

	if (!st->tail || n == 0)
		return 0;
	memcpy(end, st->tail + from, k);
	memcpy(end + k, st->tail, n - k);
	if (st->keep_fd >= 0) {
		int g = past > n ? snprintf(gap, sizeof gap, "\n[... %llu bytes ...]\n",
					    (unsigned long long)(past - n)) : 0;
		if (write(st->keep_fd, gap, (size_t)g) < 0 || write(st->keep_fd, end, n) < 0)
			die("cannot save the output");
	}
	return n;
}

static void pump(struct stream *st)
{
	static char buf[1 << 16];
	ssize_t n = read(st->fd, buf, sizeof buf);
	uint64_t room;

	if (n < 0 && (errno == EINTR || errno == EAGAIN))
		return;
	if (n <= 0) {
		close(st->fd);
		st->fd = -1;
		if (st->pipe_out && !st->hold) {
			/* a command that exits closes its stdout a moment before it can be
			 * reaped: wait for that moment (20 ms at most) and reap it, its end time
			 * taken, before the reader sees the end (a side that ends because the
			 * other closed its output then always ends after it); a command that
			 * closed its stdout and goes on is left to run */
			int k;
			siginfo_t si;
			for (k = 0; k < 20; k++) {
				si.si_pid = 0;
				if (waitid(P_PID, (id_t)main_pid, &si, WEXITED | WNOHANG | WNOWAIT) < 0 ||
				    si.si_pid != 0)
					break;
				usleep(1000);
			}
			if (seen_now)
				(void)reap(seen_now);
			pass_end(st);
		}
		/* the same only if FILE ends here too */
		if (st->same_as && !st->differs && fgetc(st->same_as) != EOF)
			st->differs = 1;
		return;
	}
	if (st->same_as)
		compare_bytes(st, buf, (size_t)n);
	room = st->bytes < st->keep ? st->keep - st->bytes : 0;
	if (room > (uint64_t)n)
		room = (uint64_t)n;
	if (st->keep_fd >= 0 && room > 0 && write(st->keep_fd, buf, (size_t)room) < 0)
		die("cannot save the output");
	if (st->head && room > 0)
		memcpy(st->head + st->bytes, buf, (size_t)room);
	if (st->tail && (uint64_t)n > room)
		keep_tail(st, buf + room, (size_t)((uint64_t)n - room));
	st->bytes += (uint64_t)n;
}

static void sample(struct seen *s, const struct limits *lim)
{
	static struct proc tree[MAX_TREE];
	struct rusage ru;
	int i, n = scan_tree(tree, MAX_TREE);
	double cpu = 0;
	long rss = 0, shared, most_shared = 0, own;

	getrusage(RUSAGE_CHILDREN, &ru);
	cpu = tv_sec(ru.ru_utime) + tv_sec(ru.ru_stime) - cpu_base;
	/* the pages of files that every process maps (libc, the program itself) count once, as
	 * a memory cgroup counts them: each process's own pages, plus the largest file part; and
	 * where the run has several processes, its own pages that a fork shares with another
	 * counted once too (smaps_rollup, read then only: 40 MB touched, then 3 children
	 * forked, were 160 MB where a cgroup counts 40) */
	for (i = 0; i < n; i++) {
		cpu += tree[i].cpu;
		/* (a process gone since its stat was read has freed its pages: 150 sleepers
		 * ending at once were 150 whole processes, 105 MB, where a cgroup counts none) */
		if ((shared = shared_kib(tree[i].pid)) < 0 ||
		    (own = n > 1 ? own_kib_shared_once(tree[i].pid) : -1) == -2)
			continue;
		if (shared > tree[i].rss_kib)
			shared = tree[i].rss_kib;
		rss += own >= 0 && own < tree[i].rss_kib - shared ? own : tree[i].rss_kib - shared;
		if (shared > most_shared)
			most_shared = shared;
	}
	rss += most_shared;
	if (rss > s->tree_rss)
		s->tree_rss = rss;
	if (n > s->procs)
		s->procs = n;
	if (s->stop)
		return;
	if (lim->cpu > 0 && cpu > lim->cpu_hard) {
		s->stop = "cpu";
		s->stop_cpu = cpu;
	}
	else if (lim->mem > 0 && (uint64_t)rss * 1024 > lim->mem)
		s->stop = "memory";
	else if (lim->procs > 0 && n > lim->procs)
		s->stop = "processes";
}

/* ---- the verdict ---- */

static const char *signame(int sig)
{
	static char buf[16];

	switch (sig) {
	case SIGSEGV: return "SIGSEGV";
	case SIGABRT: return "SIGABRT";
	case SIGFPE: return "SIGFPE";
	case SIGKILL: return "SIGKILL";
	case SIGBUS: return "SIGBUS";
	case SIGILL: return "SIGILL";
	case SIGTERM: return "SIGTERM";
	case SIGPIPE: return "SIGPIPE";
	case SIGSYS: return "SIGSYS";
	case SIGXCPU: return "SIGXCPU";
	case SIGXFSZ: return "SIGXFSZ";
	case SIGINT: return "SIGINT";
	case SIGHUP: return "SIGHUP";
	case SIGTRAP: return "SIGTRAP";
	}
	snprintf(buf, sizeof buf, "signal %d", sig);
	return buf;
}

/*
 * The line of stderr's kept start or end that holds one of the texts (a text that starts
 * with ^ must start a line), its length in *len; NULL when none does.
 */
static const char *said(const struct seen *s, const char *const *texts, int *len)
{
	int i, k;

	for (i = 0; texts[i]; i++) {
		const char *t = texts[i] + (texts[i][0] == '^');
		size_t tn = strlen(t);
		for (k = 0; k < 2 && tn > 0; k++) {
			const char *b = s->err[k], *end = b + s->err_len[k], *p = b, *q;
			while ((p = memmem(p, (size_t)(end - p), t, tn))) {
				const char *line = p;
				while (line > b && line[-1] != '\n')
					line--;
				if (t == texts[i] || line == p) {
					q = memchr(p, '\n', (size_t)(end - p));
					*len = (int)((q ? q : end) - line);
					return line;
				}
				p++;
			}
		}
	}
	return NULL;
}

/*
 * The bytes the command's ELF image asks for as it is loaded (the sum of its PT_LOAD
 * segments' sizes in memory: code, data and the zeroed arrays), found as execvp finds it
 * (from the run's directory); 0 when it is no ELF file (a script) or cannot be read.  A
 * program whose static arrays pass the address-space limit is killed by the kernel while
 * it is loaded (SIGSEGV, before its first instruction): that is an MLE.
 */
static uint64_t image_bytes(void)
{
	char path[4096];
	const char *name = cmd_argv[0], *dirs = getenv("PATH"), *d;
	unsigned char h[64];
	uint64_t total = 0;
	int fd = -1, i, n;

	if (strchr(name, '/')) {
		if (name[0] != '/' && cmd_dir)
			snprintf(path, sizeof path, "%s/%s", cmd_dir, name);
		else
			snprintf(path, sizeof path, "%s", name);
		fd = open(path, O_RDONLY | O_CLOEXEC);
	} else {
		for (d = dirs ? dirs : "/usr/bin:/bin"; fd < 0 && *d; d += *d == ':') {
			size_t len = strcspn(d, ":");
			snprintf(path, sizeof path, "%.*s/%s", (int)len, len ? d : ".", name);
			fd = open(path, O_RDONLY | O_CLOEXEC);
			d += len;
		}
	}
	if (fd < 0)
		return 0;
	if (pread(fd, h, sizeof h, 0) != (ssize_t)sizeof h || memcmp(h, ELFMAG, SELFMAG) != 0) {
		close(fd);
		return 0;
	}
	if (h[EI_CLASS] == ELFCLASS64) {
		Elf64_Ehdr e;
		Elf64_Phdr ph;
		memcpy(&e, h, sizeof e);
		for (i = 0, n = e.e_phnum; i < n && i < 64; i++)
			if (pread(fd, &ph, sizeof ph, (off_t)(e.e_phoff + (uint64_t)i * e.e_phentsize)) ==
			    (ssize_t)sizeof ph && ph.p_type == PT_LOAD)
				total += ph.p_memsz;
	} else if (h[EI_CLASS] == ELFCLASS32) {
		Elf32_Ehdr e;
		Elf32_Phdr ph;
		memcpy(&e, h, sizeof e);
		for (i = 0, n = e.e_phnum; i < n && i < 64; i++)
			if (pread(fd, &ph, sizeof ph, (off_t)(e.e_phoff + (uint64_t)i * e.e_phentsize)) ==
			    (ssize_t)sizeof ph && ph.p_type == PT_LOAD)
				total += ph.p_memsz;
	}
	close(fd);
	return total;
}

static void verdict(FILE *f, const struct seen *s, const struct limits *lim)
{
	uint64_t image;
	const char *v = "OK", *line;
	char detail[256] = "";
	long mem = s->main_maxrss > s->tree_rss ? s->main_maxrss : s->tree_rss;
	int sig = WIFSIGNALED(s->main_status) ? WTERMSIG(s->main_status) : 0;
	int code = WIFEXITED(s->main_status) ? WEXITSTATUS(s->main_status) : 0, len = 0;
	int failed = !s->killed && (sig || code);
	double mb = (double)lim->mem / 1048576.0;
	int cpu_stop = s->stop && strcmp(s->stop, "cpu") == 0;
	int wall_stop = s->stop && strcmp(s->stop, "wall") == 0;
	/* a run stopped for its CPU time ran at least as long as the sample that stopped it
	 * (the exact count, taken as its processes are reaped, may miss a process that the
	 * sample saw and that ended between two counts) */
	double cpu = cpu_stop && s->stop_cpu > s->cpu ? s->stop_cpu : s->cpu, shown = cpu;

	/* TLE > MLE > RE > OLE: the first that holds */
	if (cpu_stop || sig == SIGXCPU) {
		v = "TLE";
		if (lim->cpu_hard > lim->cpu)
			snprintf(detail, sizeof detail, "CPU time more than %g s, where it was stopped "
				 "(the limit is %g s)", lim->cpu_hard, lim->cpu);
		else
			snprintf(detail, sizeof detail, "CPU time %.3f s > %g s", cpu, lim->cpu);
	} else if (failed && (line = said(s, lim->late, &len))) {
		/* (before the limits runguard itself holds: the run's own account of its time,
		 * such as which call of judge.sh's LeetCode driver ran past its limit) */
		v = "TLE";
		snprintf(detail, sizeof detail, "%.*s", len < 200 ? len : 200, line);
	} else if (lim->cpu > 0 && cpu > lim->cpu) {
		v = "TLE";
		snprintf(detail, sizeof detail, "CPU time %.3f s > %g s%s", cpu, lim->cpu,
			 wall_stop ? " (stopped at the wall-time limit)" : "");
	} else if (wall_stop || (lim->wall > 0 && s->wall > lim->wall)) {
		/* (the second: runguard itself was stopped, SIGSTOP, past the limit) */
		v = "TLE";
		shown = s->wall;
		if (wall_stop && lim->wall_hard > lim->wall)
			snprintf(detail, sizeof detail, "wall time more than %g s, where it was "
				 "stopped (the limit is %g s; CPU %.3f s): waiting, sleeping or "
				 "starved", lim->wall_hard, lim->wall, cpu);
		else
			snprintf(detail, sizeof detail, "wall time %.3f s > %g s (CPU %.3f s): "
				 "waiting, sleeping or starved", s->wall, lim->wall, cpu);
	} else if (lim->mem > 0 && (uint64_t)mem * 1024 > lim->mem) {
		v = "MLE";
		snprintf(detail, sizeof detail, "peak %.1f MB > %g MB", (double)mem / 1024.0, mb);
	} else if (lim->block > 0 && sig == SIGSYS) {
		v = "MLE";
		snprintf(detail, sizeof detail, "asked for one block of more than %g MB "
			 "(killed at the request)", (double)lim->block / 1048576.0);
	} else if (lim->as > 0 && lim->mem > 0 && sig == SIGSEGV && !s->killed &&
		   (image = image_bytes()) > lim->as) {
		v = "MLE";
		snprintf(detail, sizeof detail, "the program's code and static arrays take %.1f MB, "
			 "more than the %g MB limit allows: killed as it was loaded",
			 (double)image / 1048576.0, mb);
	} else if (lim->mem > 0 && failed && (line = said(s, lim->refusal, &len))) {
		v = "MLE";
		snprintf(detail, sizeof detail, "out of memory: \"%.*s\"", len < 160 ? len : 160, line);
	} else if (s->stop && strcmp(s->stop, "processes") == 0) {
		v = "RE";
		snprintf(detail, sizeof detail, "more than %ld processes at once", lim->procs);
	} else if (sig == SIGXFSZ) {
		v = "OLE";
		snprintf(detail, sizeof detail, "wrote a file past the %.0f MB file limit",
			 (double)lim->fsize / 1048576.0);
	} else if (!s->killed && (sig || code)) {
		v = "RE";
		if (sig)
			snprintf(detail, sizeof detail, "killed by %s", signame(sig));
		else
			snprintf(detail, sizeof detail, "exit status %d", code);
	} else if (s->out_bytes > lim->out_cap) {
		v = "OLE";
		snprintf(detail, sizeof detail, "stdout passed %llu bytes%s%s",
			 (unsigned long long)lim->out_cap, s->killed ? "; stopped" : "",
			 s->input_read ? ", writing on after it had read all its input (a loop "
			 "that misses the end of the input?)" : "");
	} else if (s->err_bytes > lim->err_cap && !lim->cut) {
		v = "OLE";
		snprintf(detail, sizeof detail, "stderr passed %llu bytes%s",
			 (unsigned long long)lim->err_cap, s->killed ? "; stopped" : "");
	}
	fprintf(f, "verdict %s\ndetail %s\ncpu %.6f\nwall %.6f\nended %.6f\nmemory %ld\n", v, detail,
		cpu, s->wall, s->main_end, mem);
	if (sig)
		fprintf(f, "exit signal %s\n", signame(sig));
	else
		fprintf(f, "exit %d\n", code);
	if (s->same >= 0)
		fprintf(f, "same %s\n", s->same ? "yes" : "no");
	fprintf(f, "stdout %llu\nstderr %llu\nprocesses %ld\ntime %.6f\n",
		(unsigned long long)s->out_bytes, (unsigned long long)s->err_bytes, s->procs, shown);
}

/* -k DIR: a copy of each regular file at DIR's top put into the run's fresh directory TO,
 * under its name and with its mode's permission bits (DOMjudge's run scripts start an
 * interpreted program in its own folder, so that it finds the files it came with) */
static void copy_files(const char *from, const char *to)
{
	static char buf[1 << 16];
	char src[4096], dst[4096];
	struct dirent *e;
	struct stat st;
	DIR *d = opendir(from);

	if (!d)
		die(from);
	while ((e = readdir(d))) {
		int in, out;
		ssize_t n;
		if (e->d_name[0] == '.' && (!e->d_name[1] || (e->d_name[1] == '.' && !e->d_name[2])))
			continue;
		snprintf(src, sizeof src, "%s/%s", from, e->d_name);
		snprintf(dst, sizeof dst, "%s/%s", to, e->d_name);
		if (stat(src, &st) < 0 || !S_ISREG(st.st_mode))
			continue;
		if ((in = open(src, O_RDONLY | O_CLOEXEC)) < 0)
			die(src);
		if ((out = open(dst, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, st.st_mode & 0777)) < 0)
			die(dst);
		while ((n = read(in, buf, sizeof buf)) > 0)
			if (write(out, buf, (size_t)n) != n)
				die(dst);
		if (n < 0)
			die(src);
		close(in);
		close(out);
	}
	closedir(d);
}

/* ---- options ---- */

static const char usage[] =
	"usage: runguard [OPTION...] -- COMMAND [ARG...]\n"
	"  -t, --cpu-time SEC[:HARD] CPU time of the run (every process): past SEC TLE,\n"
	"                            stopped at HARD (default SEC)\n"
	"  -w, --wall-time SEC[:HARD] wall-clock time, likewise (default 2 * t + 1 with -t,\n"
	"                            else none)\n"
	"  -m, --memory MB           peak resident memory of the run\n"
	"  -a, --address-space MB    RLIMIT_AS of each process (default 2 * m; 0 none)\n"
	"  -b, --largest-block MB    the largest single mmap (default m; 0 none)\n"
	"  -s, --stack MB            RLIMIT_STACK (default 0: unlimited)\n"
	"  -R, --refusal TEXT        failing with TEXT on stderr is MLE (up to 8 times)\n"
	"  -T, --late TEXT           failing with TEXT on stderr is TLE (up to 8 times)\n"
	"  -V, --environment-variable NAME=VALUE  set in the run (up to 8 times)\n"
	"  -p, --nproc N             processes alive at once (default 64; 0 none)\n"
	"  -f, --file-size MB        largest file written (default 64)\n"
	"  -O, --stdout-limit BYTES  stdout kept (default 8 MiB); -E, --stderr-limit BYTES\n"
	"  -C, --cut-output          output past a limit is dropped, the run goes on\n"
	"  -H, --hold-end            -o a pipe: its end passed on when the main process ends\n"
	"  -F, --fork-fails          past -p a fork fails (a pids cgroup), the run goes on\n"
	"  -K, --one-cpu             the run pinned to one CPU\n"
	"  -W, --read-only           the fresh directory (-D) read-only to the run\n"
	"  -k, --files DIR           copies of DIR's files in the fresh directory (-D)\n"
	"  -Z, --killed-status N     exit N (not 0) when a limit stopped the run\n"
	"  -i, --stdin FILE          the run's stdin (default /dev/null)\n"
	"  -o, --stdout FILE         where stdout is kept; -e, --stderr FILE: stderr's ends\n"
	"  -x, --same-as FILE        say whether stdout is FILE byte for byte\n"
	"  -d, --chdir DIR           run in DIR; -D, --fresh-dir DIR: made, then removed\n"
	"  -r, --outmeta FILE        the result there (default stdout)\n"
	"  -P, --parent PID          stop the run when PID dies\n"
	"  -L, --each FILE           a run per line of FILE: IN SAME OUT ERR RES DIR CAP, tab\n"
	"                            between (SAME \"-\": none); its number on stdout as it ends\n"
	"  -h, --help                this text\n";

static const char try_help[] = "runguard: runguard --help lists the options\n";

static double number(const char *opt, const char *s, int whole)
{
	char *end;
	double v;

	errno = 0;
	v = strtod(s, &end);
	if (errno || end == s || *end || !(v >= 0) || v > 1e12 || (whole && v != (double)(long)v)) {
		fprintf(stderr, "runguard: %s takes a %s number, not \"%s\"\n%s", opt,
			whole ? "whole" : "non-negative", s, try_help);
		exit(2);
	}
	return v;
}

/* SEC[:HARD] into *soft and *hard (HARD: SEC when not given); a usage error when HARD is
 * below SEC */
static void limit_pair(const char *opt, const char *v, double *soft, double *hard)
{
	char buf[64];
	const char *colon = strchr(v, ':');

	if (!colon) {
		*soft = *hard = number(opt, v, 0);
		return;
	}
	snprintf(buf, sizeof buf, "%.*s", (int)(colon - v < 63 ? colon - v : 63), v);
	*soft = number(opt, buf, 0);
	*hard = number(opt, colon + 1, 0);
	if (*hard < *soft) {
		fprintf(stderr, "runguard: %s %s: the hard limit is below the limit\n%s", opt, v,
			try_help);
		exit(2);
	}
}

static const struct option long_options[] = {
	{ "cpu-time", required_argument, NULL, 't' },
	{ "wall-time", required_argument, NULL, 'w' },
	{ "memory", required_argument, NULL, 'm' },
	{ "address-space", required_argument, NULL, 'a' },
	{ "largest-block", required_argument, NULL, 'b' },
	{ "stack", required_argument, NULL, 's' },
	{ "refusal", required_argument, NULL, 'R' },
	{ "late", required_argument, NULL, 'T' },
	{ "environment-variable", required_argument, NULL, 'V' },
	{ "nproc", required_argument, NULL, 'p' },
	{ "file-size", required_argument, NULL, 'f' },
	{ "stdout-limit", required_argument, NULL, 'O' },
	{ "stderr-limit", required_argument, NULL, 'E' },
	{ "cut-output", no_argument, NULL, 'C' },
	{ "hold-end", no_argument, NULL, 'H' },
	{ "fork-fails", no_argument, NULL, 'F' },
	{ "one-cpu", no_argument, NULL, 'K' },
	{ "read-only", no_argument, NULL, 'W' },
	{ "files", required_argument, NULL, 'k' },
	{ "killed-status", required_argument, NULL, 'Z' },
	{ "stdin", required_argument, NULL, 'i' },
	{ "stdout", required_argument, NULL, 'o' },
	{ "stderr", required_argument, NULL, 'e' },
	{ "same-as", required_argument, NULL, 'x' },
	{ "chdir", required_argument, NULL, 'd' },
	{ "fresh-dir", required_argument, NULL, 'D' },
	{ "outmeta", required_argument, NULL, 'r' },
	{ "parent", required_argument, NULL, 'P' },
	{ "each", required_argument, NULL, 'L' },
	{ "help", no_argument, NULL, 'h' },
	{ NULL, 0, NULL, 0 }
};

/* What the options say. */
struct options {
	struct limits lim;
	const char *in, *out_path, *err_path; /* the run's stdin, where stdout and stderr go */
	const char *dir, *res_path;           /* where it runs (NULL: here); the result's file */
	int fresh;                            /* dir is made for the run, then removed */
	long parent;                          /* -P: the process whose death stops the run */
	FILE *same_as;                        /* -x: stdout compared with it, or NULL */
	char **cmd;                           /* the command and its arguments */
	const char *each;                     /* -L: the file of runs, or NULL for one run */
	const char *files;                    /* -k: the folder whose files -D gets, or NULL */
	int killed_status;                    /* -Z: the exit status when a limit stopped the run */
};

/* options ARGC ARGV: the options into *o, every limit settled (defaults, and the ones set
 * from others); -1 to run, else the status to exit with (0 after --help, 2 on a usage
 * error, said on stderr) */
static int options(int argc, char **argv, struct options *o)
{
	double as_mb = -1, block_mb = -1;
	int refusals = 0, lates = 0, envs = 0, c;

	*o = (struct options){ .lim = { .wall = -1, .procs = 64, .fsize = (uint64_t)64 << 20,
					.out_cap = (uint64_t)8 << 20, .err_cap = (uint64_t)8 << 20 },
			       .in = "/dev/null", .out_path = "/dev/null", .err_path = "/dev/null" };
	/* the options, short as judge.sh gives them or long (DOMjudge's runguard's names where
	 * the meaning is the same: --wall-time, --cpu-time, --nproc, --stdout, --stderr,
	 * --chdir, --environment-variable, --outmeta); "+": none after COMMAND */
	opterr = 0;
	while ((c = getopt_long(argc, argv, "+:t:w:m:a:b:s:R:T:V:p:f:O:E:CHFKWk:Z:i:o:e:x:d:D:r:P:L:h",
				long_options, NULL)) != -1) {
		const char *v = optarg;
		char opt[3] = { '-', (char)c, '\0' };
		switch (c) {
		case 't': limit_pair(opt, v, &o->lim.cpu, &o->lim.cpu_hard); break;
		case 'w': limit_pair(opt, v, &o->lim.wall, &o->lim.wall_hard); break;
		case 'm': o->lim.mem = (uint64_t)(number(opt, v, 1) * 1048576.0); break;
		case 'a': as_mb = number(opt, v, 1); break;
		case 'b': block_mb = number(opt, v, 1); break;
		case 's': o->lim.stack = (uint64_t)(number(opt, v, 1) * 1048576.0); break;
		case 'R':
		case 'T':
		case 'V':
			if ((c == 'R' ? refusals : c == 'T' ? lates : envs) >= MAX_LIST ||
			    (c == 'V' ? !strchr(v, '=') || v[0] == '=' : !v[0])) {
				fprintf(stderr, "runguard: %s \"%s\": %s, at most %d times\n%s",
					opt, v, c == 'V' ? "NAME=VALUE" : "a text", MAX_LIST, try_help);
				return 2;
			}
			if (c == 'R')
				o->lim.refusal[refusals++] = v;
			else if (c == 'T')
				o->lim.late[lates++] = v;
			else if (envs++, putenv(optarg) != 0)
				die("putenv");
			break;
		case 'p': o->lim.procs = (long)number(opt, v, 1); break;
		case 'f': o->lim.fsize = (uint64_t)(number(opt, v, 1) * 1048576.0); break;
		case 'O': o->lim.out_cap = (uint64_t)number(opt, v, 1); break;
		case 'E': o->lim.err_cap = (uint64_t)number(opt, v, 1); break;
		case 'C': o->lim.cut = 1; break;
		case 'H': o->lim.hold = 1; break;
		case 'F': o->lim.fork_fails = 1; break;
		case 'K': o->lim.pin = 1; break;
		case 'W': o->lim.read_only = 1; break;
		case 'k': o->files = v; break;
		case 'Z': o->killed_status = (int)number(opt, v, 1) & 255; break;
		case 'i': o->in = v; break;
		case 'o': o->out_path = v; break;
		case 'e': o->err_path = v; break;
		case 'd': o->dir = v; break;
		case 'D': o->dir = v; o->fresh = 1; break;
		case 'x':
			if (!(o->same_as = fopen(v, "r")))
				die(v);
			break;
		case 'r': o->res_path = v; break;
		case 'P': o->parent = (long)number(opt, v, 1); break;
		case 'L': o->each = v; break;
		case 'h': fputs(usage, stdout); return 0;
		case ':':
			fprintf(stderr, "runguard: option \"%s\" needs a value\n%s", argv[optind - 1], try_help);
			return 2;
		default:
			fprintf(stderr, "runguard: unknown option \"%s\"\n%s", argv[optind - 1], try_help);
			return 2;
		}
	}
	/* the command follows "--" */
	if (optind < 2 || strcmp(argv[optind - 1], "--") != 0 || optind >= argc) {
		fprintf(stderr, "runguard: no \"-- COMMAND\"\n%s", try_help);
		return 2;
	}
	o->cmd = argv + optind;
	if (o->lim.wall < 0) {
		o->lim.wall = o->lim.cpu > 0 ? 2 * o->lim.cpu + 1 : 0;
		o->lim.wall_hard = o->lim.wall + (o->lim.cpu_hard - o->lim.cpu);
	}
	o->lim.as = as_mb < 0 ? 2 * o->lim.mem : (uint64_t)(as_mb * 1048576.0);
	o->lim.block = block_mb < 0 ? o->lim.mem : (uint64_t)(block_mb * 1048576.0);
	return -1;
}

/* watch: the run until its main process is gone, a limit is hit or a signal comes (into
 * *s); then every process of it killed and both pipes read to their end */
static void watch(struct seen *s, const struct limits *lim, struct stream *out,
		  struct stream *err, int sfd, double start, const char *in)
{
	/* with no limit to watch (make bench) /proc is never scanned, so the run has the
	 * machine to itself; the memory is then the main process's own peak */
	int sampling = lim->cpu > 0 || lim->mem > 0 || lim->procs > 0, i;
	double next_sample = start + SAMPLE_MIN;

	for (;;) {
		struct pollfd p[3];
		int n = 0, timeout;
		double t = now();

		if (!s->stop && !s->interrupted && !s->main_done) {
			if (sampling && t >= next_sample) {
				double gap = (t - start) / 10;
				sample(s, lim);
				next_sample = t + (gap < SAMPLE_MIN ? SAMPLE_MIN :
						   gap > SAMPLE_MAX ? SAMPLE_MAX : gap);
			}
			if (!s->stop && lim->wall > 0 && t - start > lim->wall_hard)
				s->stop = "wall";
			if (!s->stop && !lim->cut && out->bytes > 2 * lim->out_cap + (1 << 20)) {
				s->stop = "stdout";
				s->input_read = read_to_end(main_pid, in);
			}
			if (!s->stop && !lim->cut && err->bytes > 2 * lim->err_cap + (1 << 20))
				s->stop = "stderr";
		}
		if (s->stop || s->interrupted || s->main_done) {
			if (!s->main_done)
				s->killed = 1;
			finish(s);
			/* every writer is dead: read to the end */
			while (out->fd >= 0)
				pump(out);
			while (err->fd >= 0)
				pump(err);
			/* (-H: the end of stdout passed on now, the main process reaped) */
			if (out->pipe_out)
				pass_end(out);
			return;
		}
		p[n].fd = sfd;
		p[n++].events = POLLIN;
		if (out->fd >= 0) {
			p[n].fd = out->fd;
			p[n++].events = POLLIN;
		}
		if (err->fd >= 0) {
			p[n].fd = err->fd;
			p[n++].events = POLLIN;
		}
		/* until the next sample, or (not sampling) the wall limit; with neither, until a
		 * stream or a signal wakes us (no polling every millisecond beside the run) */
		if (sampling)
			timeout = (int)((next_sample - t) * 1000) + 1;
		else if (lim->wall > 0)
			timeout = (int)((start + lim->wall_hard - t) * 1000) + 1;
		else
			timeout = -1;
		if (sampling || lim->wall > 0)
			timeout = timeout < 0 ? 0 : timeout;
		if (poll(p, (nfds_t)n, timeout) < 0 && errno != EINTR)
			die("poll");
		for (i = 1; i < n; i++)
			if (p[i].revents)
				pump(p[i].fd == out->fd ? out : err);
		if (p[0].revents) {
			struct signalfd_siginfo si;
			while (read(sfd, &si, sizeof si) == (ssize_t)sizeof si)
				if (si.ssi_signo != SIGCHLD && si.ssi_signo != SIGPIPE)
					s->interrupted = (int)si.ssi_signo;
			(void)reap(s);
		}
	}
}

/* report: the run's end into *s (its wall time, the streams' counts and stderr's ends, the
 * CPU time of every reaped process), its fresh directory removed, the result written to
 * res; the exit status: 0, or 128 + the signal that interrupted it (said on stderr) */
static int report(FILE *res, struct seen *s, const struct limits *lim, const struct stream *out,
		  const struct stream *err, char *err_head, char *err_end, double start)
{
	struct rusage ru;

	s->wall = now() - start;
	/* every process of the run is gone: its fresh directory goes too */
	remove_made_dir();
	cgroup_remove();
	s->same = out->same_as ? !out->differs : -1;
	s->out_bytes = out->bytes;
	s->err_bytes = err->bytes;
	s->err[0] = err_head;
	s->err_len[0] = err->bytes < ERR_KEEP ? (size_t)err->bytes : ERR_KEEP;
	s->err[1] = err_end;
	s->err_len[1] = end_of(err, err_end);
	getrusage(RUSAGE_CHILDREN, &ru);
	s->cpu = tv_sec(ru.ru_utime) + tv_sec(ru.ru_stime) - cpu_base;
	if (s->interrupted) {
		fprintf(stderr, "runguard: interrupted by %s; the run was killed\n",
			signame(s->interrupted));
		return 128 + s->interrupted;
	}
	verdict(res, s, lim);
	if (fflush(res) != 0 || ferror(res))
		die("cannot write the result");
	return 0;
}

/* run_one: one run of o's command (o->in, o->same_as, o->out_path, o->err_path, o->dir,
 * o->res_path, o->lim): its files and pipes, the command started, watched and reported; 0,
 * 2 when it could not start (said on stderr; with -L also as the result file's one line), or
 * 128 + the signal that interrupted runguard */
static int run_one(struct options *o, int sfd, const sigset_t *old)
{
	static char err_head[ERR_KEEP], err_tail[ERR_KEEP], err_end[ERR_KEEP];
	struct seen s;
	struct stream out = { .fd = -1, .keep_fd = -1 };
	struct stream err = { .fd = -1, .keep_fd = -1, .keep = ERR_KEEP, .head = err_head,
			      .tail = err_tail };
	int out_p[2], err_p[2], rep[2], e;
	double start;
	FILE *res;
	ssize_t got;
	struct rusage ru;

	out.same_as = o->same_as;
	out.keep = o->lim.out_cap;
	out.hold = o->lim.hold;
	memset(&s, 0, sizeof s);
	seen_now = &s;
	main_pid = 0;
	getrusage(RUSAGE_CHILDREN, &ru);
	cpu_base = tv_sec(ru.ru_utime) + tv_sec(ru.ru_stime);

	if (o->fresh && mkdir(o->dir, 0755) < 0)
		die(o->dir);
	if (o->fresh)
		made_dir = o->dir;
	if (o->fresh && o->files)
		copy_files(o->files, o->dir);
	if (o->fresh && o->lim.read_only && geteuid() != 0)
		(void)chmod(o->dir, 0555);
	if ((out.keep_fd = open(o->out_path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644)) < 0)
		die(o->out_path);
	if ((err.keep_fd = open(o->err_path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644)) < 0)
		die(o->err_path);
	res = o->res_path ? fopen(o->res_path, "w") : stdout;
	if (!res)
		die(o->res_path);
	{
		struct stat a, b;
		out.pipe_out = o->res_path && fstat(1, &a) == 0 && fstat(out.keep_fd, &b) == 0 &&
			       S_ISFIFO(a.st_mode) && a.st_dev == b.st_dev && a.st_ino == b.st_ino;
	}
	if (pipe2(out_p, O_CLOEXEC) < 0 || pipe2(err_p, O_CLOEXEC) < 0 || pipe2(rep, O_CLOEXEC) < 0)
		die("pipe");

	if (o->lim.fork_fails && o->lim.procs > 0)
		cgroup_make(o->lim.procs);
	start = now();
	cmd_argv = o->cmd;
	cmd_dir = o->dir;
	main_pid = spawn(o->cmd, &o->lim, o->in, o->dir, out_p[1], err_p[1], rep[1], old);
	if (main_pid < 0)
		die("fork");
	close(out_p[1]);
	close(err_p[1]);
	close(rep[1]);
	got = read(rep[0], &e, sizeof e);
	close(rep[0]);
	if (got == (ssize_t)sizeof e) {
		/* the command never started: say why, as a shell would, and exit 2 */
		fprintf(stderr, "runguard: cannot run %s: %s\n", o->cmd[0], strerror(e));
		if (o->each)
			fprintf(res, "runguard: cannot run %s: %s\n", o->cmd[0], strerror(e));
		finish(&s);
		remove_made_dir();
		cgroup_remove();
		close(out_p[0]);
		close(err_p[0]);
		close(out.keep_fd);
		close(err.keep_fd);
		if (res != stdout)
			fclose(res);
		return 2;
	}
	out.fd = out_p[0];
	err.fd = err_p[0];
	watch(&s, &o->lim, &out, &err, sfd, start, o->in);
	e = report(res, &s, &o->lim, &out, &err, err_head, err_end, start);
	if (e == 0 && o->killed_status && s.killed && s.stop)
		e = o->killed_status;
	if (out.keep_fd >= 0)
		close(out.keep_fd);
	close(err.keep_fd);
	if (res != stdout && fclose(res) != 0)
		die("cannot write the result");
	main_pid = 0;
	return e;
}

/* each_run: the runs of -L FILE, one a line, "IN SAME OUT ERR RES DIR CAP" a tab between
 * (SAME "-": none; DIR made for the run, then removed; CAP stdout's limit in bytes), the
 * other options the same for each; after each, its number (from 1) on stdout.  A run that
 * could not start has its reason as its result and the next one runs; 0 at the end, or
 * 128 + the signal that interrupted runguard */
static int each_run(struct options *o, int sfd, const sigset_t *old)
{
	FILE *list = fopen(o->each, "r");
	char *line = NULL, *f[7];
	size_t size = 0;
	int k = 0, n, st;

	if (!list)
		die(o->each);
	while (getline(&line, &size, list) > 0) {
		char *p = line;
		line[strcspn(line, "\n")] = '\0';
		for (n = 0; n < 7 && p; n++) {
			f[n] = p;
			if ((p = strchr(p, '\t')))
				*p++ = '\0';
		}
		if (n != 7 || p) {
			fprintf(stderr, "runguard: %s line %d: IN SAME OUT ERR RES DIR CAP, a tab between\n",
				o->each, k + 1);
			return 2;
		}
		o->in = f[0];
		o->same_as = NULL;
		if (strcmp(f[1], "-") != 0 && !(o->same_as = fopen(f[1], "r")))
			die(f[1]);
		o->out_path = f[2];
		o->err_path = f[3];
		o->res_path = f[4];
		o->dir = f[5];
		o->fresh = 1;
		o->lim.out_cap = (uint64_t)number("-L CAP", f[6], 1);
		st = run_one(o, sfd, old);
		if (o->same_as)
			fclose(o->same_as);
		if (st >= 128)
			return st;
		printf("%d\n", ++k);
		if (fflush(stdout) != 0)
			die("cannot write the runs' numbers");
	}
	free(line);
	fclose(list);
	return 0;
}

/* main: the options; what every run shares (the subreaper, the signals); one run, or -L's */
int main(int argc, char **argv)
{
	struct options o;
	int st = options(argc, argv, &o), sfd;
	sigset_t block, old;

	if (st >= 0)
		return st;
	self = getpid();
	page_kib = sysconf(_SC_PAGESIZE) / 1024;
	ticks = sysconf(_SC_CLK_TCK);
	if (prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) < 0)
		die("cannot become a subreaper");
	/* our parent (judge.sh's subshell) killed outright: stop the run all the same.  A
	 * parent that died before this line sends nothing, so with -P, a parent already gone
	 * means nothing is run */
	(void)prctl(PR_SET_PDEATHSIG, SIGTERM, 0, 0, 0);
	if (o.parent > 0 && (long)getppid() != o.parent) {
		fprintf(stderr, "runguard: the parent %ld is gone; nothing run\n", o.parent);
		return 128 + SIGTERM;
	}
	sigemptyset(&block);
	sigaddset(&block, SIGCHLD);
	sigaddset(&block, SIGINT);
	sigaddset(&block, SIGTERM);
	sigaddset(&block, SIGHUP);
	sigaddset(&block, SIGPIPE);
	sigprocmask(SIG_BLOCK, &block, &old);
	if ((sfd = signalfd(-1, &block, SFD_CLOEXEC | SFD_NONBLOCK)) < 0)
		die("signalfd");
	return o.each ? each_run(&o, sfd, &old) : run_one(&o, sfd, &old);
}
