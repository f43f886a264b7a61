# judge/leetcode/driver.py - LeetCode's way of running a Python 3 attempt: one interpreter
# for all the calls of a case, a new Solution for each call (module-level state carries
# over, as on LeetCode), the arguments read as LeetCode lays them out, "true" or "false"
# printed for each.  judge/attempt.sh copies it as the program to run, with a first line
#   JUDGE = (METHOD, ATTEMPT, SHOWN)
# (the method's name, the attempt's copy, the attempt's own path for tracebacks):
#   canIWin           canIWin(int, int), from pairs "m d", 1 <= m <= 20, 0 <= d <= 300
#   predictTheWinner  predictTheWinner(List[int]), from arrays "[1,5,2]", 1 to 20 values
#                     in 0..10^7
# The attempt runs with LeetCode's usual imports already made (below).  Input outside those
# constraints is refused (exit 1).  Each call may use JUDGE_CALL_SECONDS of CPU time (from
# the environment): past it the run ends saying which call.  What the attempt prints goes to
# stderr, never into the answers (LeetCode keeps a method's prints apart, its "Stdout"):
# the answers go to the run's stdout through a stream of their own, ANSWERS.  With
# JUDGE_CALL_MARKS in the environment (judge.sh sets it), before each call the words
# "judge.sh: begin call N" and a newline are written to stderr after the prints so far, so
# that judge.sh shows the failing call's own prints (judge/testcase.sh).
import os
import re
import resource
import signal
import sys

# LeetCode's imports, as users found them (github.com/Animenosekai/leet, runners/python3.md;
# LeetCode publishes only "most libraries are already imported automatically")
PRELUDE = """
import bisect, builtins, collections, copy, datetime, functools, heapq, io, itertools, json
import math, operator, os, random, re, statistics, string, sys, typing
from string import *
from re import *
from operator import *
from builtins import *
from typing import *
from datetime import *
from collections import *
from heapq import *
from bisect import *
from copy import *
from math import *
from random import *
from statistics import *
from itertools import *
from functools import *
from io import *
from sys import *
from json import *
"""


ANSWERS = sys.stdout
sys.stdout = sys.stderr


def refuse(call, what):
    ANSWERS.flush()
    sys.stderr.write("judge.sh: the input of call %d is not LeetCode's: %s\n" % (call, what))
    sys.exit(1)


def calls(method, text):
    """The argument lists of the calls, as LeetCode lays them out."""
    if method == "canIWin":
        words = text.split()
        for i in range(0, len(words), 2):
            call = i // 2 + 1
            if i + 1 == len(words) or not all(re.fullmatch(r"[-+]?[0-9]{1,12}", w)
                                              for w in words[i:i + 2]):
                refuse(call, "two integers, 1 <= m <= 20 and 0 <= d <= 300")
            m, d = int(words[i]), int(words[i + 1])
            if not (1 <= m <= 20 and 0 <= d <= 300):
                refuse(call, "two integers, 1 <= m <= 20 and 0 <= d <= 300")
            yield m, d
    else:
        rest = text.strip()
        call = 0
        while rest:
            call += 1
            found = re.match(r"\[\s*([-+]?[0-9]+(\s*,\s*[-+]?[0-9]+)*)\s*\]\s*", rest)
            if not found:
                refuse(call, "an array [a,b,...] of integers")
            nums = [int(x) for x in found.group(1).split(",")]
            if not (1 <= len(nums) <= 20 and all(0 <= x <= 10 ** 7 for x in nums)):
                refuse(call, "1 <= nums.length <= 20, 0 <= nums[i] <= 10^7")
            rest = rest[found.end():]
            yield (nums,)


def main():
    method, attempt, shown = JUDGE  # noqa: F821 (the first line of this file)
    space = {"__name__": "solution"}
    exec(PRELUDE, space)
    with open(attempt, encoding="utf-8") as f:
        exec(compile(f.read(), shown, "exec"), space)
    Solution = space["Solution"]
    # each call's limit, and the hard one where it is stopped (JUDGE_CALL_HARD)
    limit = float(os.environ.get("JUDGE_CALL_SECONDS", "0") or 0)
    hard = max(limit, float(os.environ.get("JUDGE_CALL_HARD", "0") or 0))
    running = [""]
    marks = "JUDGE_CALL_MARKS" in os.environ

    def cpu():
        # (the kernel's account, as judge.sh shows it: user + system seconds)
        u = resource.getrusage(resource.RUSAGE_SELF)
        return u.ru_utime + u.ru_stime

    def late(signum, frame):
        # (on until the kernel's account says the hard limit too: the row's time is never
        # below the "more than" said)
        while cpu() - start < hard:
            pass
        ANSWERS.flush()
        if hard > limit:
            said = ("more than %g s of CPU time, where it was stopped (the limit is %g s)"
                    % (hard, limit))
        else:
            said = "ran past %g s of CPU time" % limit
        os.write(2, ("judge.sh: call %s, %s\n" % (running[0], said)).encode())
        os._exit(1)

    signal.signal(signal.SIGPROF, late)
    for call, args in enumerate(calls(method, sys.stdin.read()), 1):
        running[0] = "%d, %s(%s)" % (call, method, ", ".join(map(str, args)))
        # (through the prints' own stream: after them, whether or not they ended their line)
        if marks:
            sys.stderr.write("judge.sh: begin call %d\n" % call)
        start = cpu()
        signal.setitimer(signal.ITIMER_PROF, hard)
        r = getattr(Solution(), method)(*args)
        signal.setitimer(signal.ITIMER_PROF, 0)
        used = cpu() - start
        if limit > 0 and used > limit:
            ANSWERS.flush()
            os.write(2, ("judge.sh: call %s, took %.3f s of CPU time (the limit is %g s)\n"
                         % (running[0], used, limit)).encode())
            os._exit(1)
        # (each answer written as its call ends: after a crash, judge.sh counts the answers
        # to name the call that was running)
        ANSWERS.write("true\n" if r else "false\n")
        ANSWERS.flush()


main()
