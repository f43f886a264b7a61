import java.io.*;
import java.lang.management.*;
import java.lang.reflect.*;
import java.util.*;

/*
 * judge/leetcode/Main.java - LeetCode's way of running a Java attempt (compiled with it by
 * judge/attempt.sh): one JVM for all the calls of a case, a new Solution for each call
 * (static state carries over, as on LeetCode), the arguments read as LeetCode lays them out,
 * "true" or "false" printed for each.  The method is its first argument:
 *   canIWin           boolean canIWin(int, int), from pairs "m d", 1 <= m <= 20, 0 <= d <= 300
 *   predictTheWinner  boolean predictTheWinner(int[]), from arrays "[1,5,2]", 1 to 20 values
 *                     in 0..10^7
 * Input outside those constraints is refused (exit 1).  Each call may use JUDGE_CALL_SECONDS
 * of CPU time (from the environment): past it the run ends saying which call.  An exception
 * of the attempt is printed as Java prints an uncaught one, exit status 1.  What the attempt
 * prints (System.out) goes to stderr, never into the answers (LeetCode keeps a method's
 * prints apart, its "Stdout"): the answers go to the run's stdout through ANSWERS.  With
 * JUDGE_CALL_MARKS in the environment (judge.sh sets it), before each call the words
 * "judge.sh: begin call N" and a newline are written to stderr after the prints so far, so
 * that judge.sh shows the failing call's own prints (judge/testcase.sh).
 */
public class Main {
    static volatile long deadline = Long.MAX_VALUE; // CPU nanoseconds of the main thread
    static volatile String running = "";
    static final PrintStream ANSWERS = System.out;

    static void refuse(long call, String what) {
        ANSWERS.flush();
        System.err.println("judge.sh: the input of call " + call + " is not LeetCode's: " + what);
        System.exit(1);
    }

    @SuppressWarnings("deprecation") // (Thread.getId, deprecated in Java 19, is what Java 17 has)
    public static void main(String[] args) throws Throwable {
        String fn = args[0];
        System.setOut(System.err);
        String in = new String(System.in.readAllBytes(), "UTF-8");
        // each call's limit, and the hard one where it is stopped (JUDGE_CALL_HARD)
        String limit = System.getenv("JUDGE_CALL_SECONDS"), hardLimit = System.getenv("JUDGE_CALL_HARD");
        long budget = limit == null ? 0 : (long) (Double.parseDouble(limit) * 1e9);
        long hardBudget = Math.max(budget, hardLimit == null ? 0 : (long) (Double.parseDouble(hardLimit) * 1e9));
        String stopped = hardBudget > budget
            ? "more than " + hardLimit + " s of CPU time, where it was stopped (the limit is " + limit + " s)"
            : "ran past " + limit + " s of CPU time";
        Constructor<Solution> make = Solution.class.getDeclaredConstructor();
        make.setAccessible(true);
        Method method = null;
        for (Method m : Solution.class.getDeclaredMethods())
            if (m.getName().equals(fn))
                method = m;
        if (method == null) {
            System.err.println("judge.sh: class Solution has no method " + fn);
            System.exit(1);
        }
        method.setAccessible(true);
        if (budget > 0) {
            ThreadMXBean bean = ManagementFactory.getThreadMXBean();
            long id = Thread.currentThread().getId();
            Thread watch = new Thread(() -> {
                for (;;) {
                    if (bean.getThreadCpuTime(id) > deadline) {
                        System.err.println("judge.sh: call " + running + ", " + stopped);
                        Runtime.getRuntime().halt(1);
                    }
                    try { Thread.sleep(10); } catch (InterruptedException e) { return; }
                }
            });
            watch.setDaemon(true);
            watch.start();
        }
        ThreadMXBean self = ManagementFactory.getThreadMXBean();
        boolean marks = System.getenv("JUDGE_CALL_MARKS") != null;
        StreamTokenizer tok = new StreamTokenizer(new StringReader(in));
        tok.resetSyntax();
        tok.wordChars('0', '9');
        tok.wordChars('-', '-');
        tok.whitespaceChars(0, ' ');
        for (long call = 1;; call++) {
            Object[] a;
            if (fn.equals("canIWin")) {
                if (tok.nextToken() == StreamTokenizer.TT_EOF)
                    break;
                long m = number(tok, call), d = tok.nextToken() == StreamTokenizer.TT_WORD
                    ? number(tok, call) : -1;
                if (m < 1 || m > 20 || d < 0 || d > 300)
                    refuse(call, "two integers, 1 <= m <= 20 and 0 <= d <= 300");
                a = new Object[] { (int) m, (int) d };
                running = call + ", canIWin(" + m + ", " + d + ")";
            } else {
                if (tok.nextToken() == StreamTokenizer.TT_EOF)
                    break;
                if (tok.ttype != '[')
                    refuse(call, "an array starts with [");
                List<Integer> v = new ArrayList<>();
                for (;;) {
                    tok.nextToken();
                    long x = number(tok, call);
                    if (v.size() == 20 || x < 0 || x > 10000000)
                        refuse(call, "1 <= nums.length <= 20, 0 <= nums[i] <= 10^7");
                    v.add((int) x);
                    int c = tok.nextToken();
                    if (c == ']')
                        break;
                    if (c != ',')
                        refuse(call, "numbers are separated by ,");
                }
                int[] nums = new int[v.size()];
                for (int i = 0; i < nums.length; i++)
                    nums[i] = v.get(i);
                a = new Object[] { nums };
                running = call + ", predictTheWinner(" + v + ")";
            }
            // (through the prints' own stream, System.err: after them, ended or not)
            if (marks)
                System.err.println("judge.sh: begin call " + call);
            long start = self.getCurrentThreadCpuTime();
            if (budget > 0)
                deadline = start + hardBudget;
            Object r;
            try {
                r = method.invoke(make.newInstance(), a);
            } catch (InvocationTargetException e) {
                throw e.getCause(); // uncaught, as the attempt threw it
            }
            deadline = Long.MAX_VALUE;
            long used = self.getCurrentThreadCpuTime() - start;
            if (budget > 0 && used > budget) {
                ANSWERS.flush();
                System.err.println(String.format(Locale.ROOT, "judge.sh: call %s, took %.3f s of CPU time (the limit is %s s)",
                                                 running, used / 1e9, limit));
                System.exit(1);
            }
            // (each answer written as its call ends: after a crash, judge.sh counts the
            // answers to name the call that was running)
            ANSWERS.print((Boolean) r ? "true\n" : "false\n");
            ANSWERS.flush();
        }
        ANSWERS.flush();
    }

    static long number(StreamTokenizer tok, long call) {
        if (tok.ttype != StreamTokenizer.TT_WORD || !tok.sval.matches("-?[0-9]{1,12}"))
            refuse(call, "expected an integer");
        return Long.parseLong(tok.sval);
    }
}
