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
 * LeetCode gives a single test its whole limit): past it the run ends saying which call.
 */
#include <signal.h>
#include <sys/time.h>
#include <unistd.h>

static char judge_late[200];     /* what to say if the call running now takes too long */
static int judge_late_len;

static void judge_out_of_time(int sig)
{
	(void)sig;
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
	const char *limit = getenv("JUDGE_CALL_SECONDS");
	double seconds = limit ? atof(limit) : 0;
	long call;
	bool r;

	signal(SIGPROF, judge_out_of_time);
	for (call = 1;; call++) {
#ifdef JUDGE_canIWin
		long m, d;
		int got = scanf("%ld %ld", &m, &d);
		if (got == EOF)
			break;
		if (got != 2 || m < 1 || m > 20 || d < 0 || d > 300)
			judge_refuse(call, "two integers, 1 <= m <= 20 and 0 <= d <= 300");
		judge_late_len = snprintf(judge_late, sizeof judge_late, "judge.sh: call %ld, "
					  "canIWin(%ld, %ld), ran past %g s of CPU time\n",
					  call, m, d, seconds);
		judge_alarm(seconds);
#ifdef __cplusplus
		r = Solution().canIWin((int)m, (int)d);
#else
		r = canIWin((int)m, (int)d);
#endif
#endif
#ifdef JUDGE_predictTheWinner
		int nums[20], n, i;
		if (!judge_array(call, nums, &n))
			break;
		judge_late_len = snprintf(judge_late, sizeof judge_late, "judge.sh: call %ld, "
					  "predictTheWinner([%d", call, nums[0]);
		for (i = 1; i < n && judge_late_len < 120; i++)
			judge_late_len += snprintf(judge_late + judge_late_len, 20, ",%d", nums[i]);
		judge_late_len += snprintf(judge_late + judge_late_len, 60, "%s]), ran past %g s "
					   "of CPU time\n", i < n ? ",..." : "", seconds);
		judge_alarm(seconds);
#ifdef __cplusplus
		{
			vector<int> v(nums, nums + n);
			r = Solution().predictTheWinner(v);
		}
#else
		r = predictTheWinner(nums, n);
#endif
#endif
		judge_alarm(0);
		/* (each answer written as its call ends: after a crash, judge.sh counts the
		 * answers to name the call that was running) */
		puts(r ? "true" : "false");
		fflush(stdout);
	}
	return fflush(stdout) == 0 ? 0 : 1;
}
