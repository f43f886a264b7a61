/*
 * judge/leetcode/driver.c - LeetCode's way of running a C or C++ attempt, included after it
 * (judge/attempt.sh, with LeetCode's headers before it: prelude.h): one process for all the
 * calls of a case, in C++ a new Solution for each call (static and global state carries
 * over from call to call, as on LeetCode), the arguments read as LeetCode lays them out,
 * "true" or "false" printed for each.  One of these is defined before it:
 *   JUDGE_canIWin           bool canIWin(int maxChoosableInteger, int desiredTotal), from
 *                           pairs "m d" (LeetCode's "10\n11\n"), 1 <= m <= 20, 0 <= d <= 300
 *   JUDGE_predictTheWinner  bool predictTheWinner(int *nums, int numsSize) (C++: vector<int>&),
 *                           from arrays "[1,5,2]", 1 to 20 values in 0..10^7
 * Input outside those constraints is refused (exit 1), so the driver is the problem's
 * validator too.  Each call may use JUDGE_CALL_SECONDS of CPU time (from the environment;
 * LeetCode gives a single test its whole limit): a call past it ends the run saying which
 * call and how long it took, or, at JUDGE_CALL_HARD (the hard limit, default the same), is
 * stopped there, saying so.  What the attempt prints (printf, puts, cout) goes to stderr,
 * never into the answers (LeetCode keeps a method's prints apart, its "Stdout"): the answers
 * go to the run's stdout by write(2) on a copy of it, judge_fd (no stdio stream: fdopen is
 * POSIX, not C99, and the submission files build under -std=c99).  With JUDGE_CALL_MARKS
 * in the environment (judge.sh sets it), before each call the prints so far are flushed and
 * the words "judge.sh: begin call N" and a newline are written to stderr, so that judge.sh
 * shows the failing call's own prints (judge/testcase.sh).
 */
#include <signal.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <unistd.h>

static char judge_late[400];     /* what to say if the call running now reaches the hard limit */
static int judge_late_len;
static char judge_call[240];     /* the call running now: "call 3, canIWin(10, 11)" */
static double judge_soft, judge_hard, judge_start;
static int judge_fd = -1;        /* the answers: the run's stdout (fd 1 is stderr's copy) */
static int judge_marks;          /* JUDGE_CALL_MARKS: each call's beginning written to stderr */

static double judge_cpu(void);

static void judge_out_of_time(int sig)
{
	(void)sig;
	/* (the alarm's count and the kernel's account of the run, which judge.sh shows, may
	 * differ by a tick: on until this one says the hard limit too, so that the row's time is
	 * never below the "more than" it says) */
	while (judge_cpu() - judge_start < judge_hard)
		;
	if (write(2, judge_late, (size_t)judge_late_len) < 0)
		_exit(1);
	_exit(1);
}

/* the CPU-time alarm of one call: seconds of it from now, or 0 to stop it */
static void judge_alarm(double seconds)
{
	struct itimerval t;

	memset(&t, 0, sizeof t);
	t.it_value.tv_sec = (time_t)seconds;
	t.it_value.tv_usec = (suseconds_t)((seconds - (double)(time_t)seconds) * 1e6);
	setitimer(ITIMER_PROF, &t, NULL);
}

/* the CPU seconds of the process so far (user + system, as ITIMER_PROF counts them) */
static double judge_cpu(void)
{
	struct rusage u;

	getrusage(RUSAGE_SELF, &u);
	return (double)u.ru_utime.tv_sec + (double)u.ru_utime.tv_usec / 1e6 +
	       (double)u.ru_stime.tv_sec + (double)u.ru_stime.tv_usec / 1e6;
}

/* call number CALL (judge_call) begins: the prints so far flushed and its words written
 * (judge_marks), what to say at the hard limit made, its CPU-time alarm set there */
static void judge_begin(long call)
{
	char line[64];
	int len;

	if (judge_marks) {
#ifdef __cplusplus
		cout.flush();
#endif
		fflush(stdout);
		len = snprintf(line, sizeof line, "judge.sh: begin call %ld\n", call);
		if (write(2, line, (size_t)len) < 0)
			_exit(1);
	}
	if (judge_hard > judge_soft)
		judge_late_len = snprintf(judge_late, sizeof judge_late, "judge.sh: %s, more than %g s "
					  "of CPU time, where it was stopped (the limit is %g s)\n",
					  judge_call, judge_hard, judge_soft);
	else
		judge_late_len = snprintf(judge_late, sizeof judge_late, "judge.sh: %s, ran past %g s "
					  "of CPU time\n", judge_call, judge_soft);
	if (judge_late_len >= (int)sizeof judge_late)
		judge_late_len = (int)sizeof judge_late - 1;
	judge_start = judge_cpu();
	judge_alarm(judge_hard);
}

/* ... and ends: past the limit (not the hard one), the run ends saying how long it took */
static void judge_end(void)
{
	double used;

	judge_alarm(0);
	used = judge_cpu() - judge_start;
	if (judge_soft > 0 && used > judge_soft) {
		fflush(stdout);
		fprintf(stderr, "judge.sh: %s, took %.3f s of CPU time (the limit is %g s)\n", judge_call,
			used, judge_soft);
		exit(1);
	}
}

static void judge_refuse(long call, const char *what)
{
	fflush(stdout);
	fprintf(stderr, "judge.sh: the input of call %ld is not LeetCode's: %s\n", call, what);
	exit(1);
}

#ifdef JUDGE_predictTheWinner
/* one array "[a,b,...]" into nums; 0 at the end of the input */
static int judge_array(long call, int *nums, int *n)
{
	char c;
	long v;

	*n = 0;
	if (scanf(" %c", &c) != 1)
		return 0;
	if (c != '[')
		judge_refuse(call, "an array starts with [");
	for (;;) {
		if (scanf(" %ld", &v) != 1)
			judge_refuse(call, "expected a number");
		if (*n == 20 || v < 0 || v > 10000000)
			judge_refuse(call, "1 <= nums.length <= 20, 0 <= nums[i] <= 10^7");
		nums[(*n)++] = (int)v;
		if (scanf(" %c", &c) != 1)
			judge_refuse(call, "the array is cut short");
		if (c == ']')
			return 1;
		if (c != ',')
			judge_refuse(call, "numbers are separated by ,");
	}
}
#endif

int main(void)
{
	const char *limit = getenv("JUDGE_CALL_SECONDS"), *hard = getenv("JUDGE_CALL_HARD");
	long call;
	bool r;

	if ((judge_fd = dup(1)) < 0 || dup2(2, 1) < 0) {
		perror("judge.sh: the driver's stdout");
		return 1;
	}
	judge_marks = getenv("JUDGE_CALL_MARKS") != NULL;
	judge_soft = limit ? atof(limit) : 0;
	judge_hard = hard ? atof(hard) : 0;
	if (judge_hard < judge_soft)
		judge_hard = judge_soft;
	signal(SIGPROF, judge_out_of_time);
	for (call = 1;; call++) {
#ifdef JUDGE_canIWin
		long m, d;
		int got = scanf("%ld %ld", &m, &d);
		if (got == EOF)
			break;
		if (got != 2 || m < 1 || m > 20 || d < 0 || d > 300)
			judge_refuse(call, "two integers, 1 <= m <= 20 and 0 <= d <= 300");
		snprintf(judge_call, sizeof judge_call, "call %ld, canIWin(%ld, %ld)", call, m, d);
		judge_begin(call);
#ifdef __cplusplus
		r = Solution().canIWin((int)m, (int)d);
#else
		r = canIWin((int)m, (int)d);
#endif
#endif
#ifdef JUDGE_predictTheWinner
		int nums[20], n, i, len;
		if (!judge_array(call, nums, &n))
			break;
		len = snprintf(judge_call, sizeof judge_call, "call %ld, predictTheWinner([%d", call,
			       nums[0]);
		for (i = 1; i < n && len < 120; i++)
			len += snprintf(judge_call + len, 20, ",%d", nums[i]);
		snprintf(judge_call + len, 20, "%s])", i < n ? ",..." : "");
		judge_begin(call);
#ifdef __cplusplus
		{
			vector<int> v(nums, nums + n);
			r = Solution().predictTheWinner(v);
		}
#else
		r = predictTheWinner(nums, n);
#endif
#endif
		judge_end();
		/* (each answer written as its call ends: after a crash, judge.sh counts the
		 * answers to name the call that was running) */
		if (write(judge_fd, r ? "true\n" : "false\n", r ? 5 : 6) < 0)
			return 1;
	}
	return fflush(stdout) == 0 ? 0 : 1;
}
