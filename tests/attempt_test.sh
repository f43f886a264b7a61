#!/usr/bin/env bash
# attempt_test.sh: judge.sh on attempts as people write them (tests/attempts/): source files
# in C, C++, Java and Python, compiled as each judge compiles them (judge/profiles), and
# LeetCode's form run as LeetCode runs it; compile errors, warnings, limits, the reuse of a
# build, the LeetCode budget, and --stress with a source file.  Real compilers, a real JVM
# and interpreter: a test whose toolchain is missing says "skipped".
# Last line: "N passed, N failed".
# shellcheck source=tests/lib.sh
. "$(dirname "$0")/lib.sh"
at="$root/tests/attempts"
cd "$root" || exit 2
# (tests/attempts/lc464-small: testdata/lc464's small cases, but whitespace.in asks (14, 60)
# where testdata's asks (20, 150), a lost position that a Python search of every set takes
# 4 to 8 s of CPU to prove here: its own files, not links)

# ---- each language, each problem, one command, no wrapper ----
if ! skip g++; then
    # seed 001's class as written: its memo is a member resized, never cleared, so it is
    # right only with a new Solution for every call, as LeetCode makes one
    # (on the small cases: under ASan its 6,020 calls of testdata/lc464's whole range take
    # 16 s of CPU, and --verify of our lc464 package judges it on them, without ASan)
    check "lc464: seed 001's C++ class as written" 0 '^4 passed, 0 failed$' -- \
        -d "$at/lc464-small" "$at/lc464-seed001.cpp"
    # seed 000's class holds non-breaking spaces (U+00A0): the compiler says where
    check "--runtime native overrides the profile's memory rule (asan): ASan's shadow refused" 1 \
        '^MLE .*asked for one block' -- --runtime native -x lc464 "$at/lc464-seed001.cpp"
    check "lc464: seed 000's non-breaking spaces are CE, with the compiler's line" 1 \
        'lc464-seed000\.cpp:3:1: error: extended character' -- lc464 "$at/lc464-seed000.cpp"
    expect "seed 000: every case failed" grep -q '^0 passed, 5 failed$' "$work/out"
    check "poj1143: a C++98 program (poj profile)" 0 '^5 passed, 0 failed$' -- \
        poj1143 "$at/poj1143.cpp"
    check "poj1143: C++11 under poj is CE, with the compiler's message" 1 \
        'CE  poj1143/\(build\) .*poj1143-cpp11\.cpp does not compile \(poj profile\)' -- \
        poj1143 "$at/poj1143-cpp11.cpp"
    expect "C++11 under poj: the compiler's message" \
        grep -q 'error: .*C++ 2011\|only available with .-std=c++11' "$work/out"
    check "poj1143: the same C++11 under atcoder is AC" 0 '^5 passed, 0 failed$' -- \
        --judge atcoder poj1143 "$at/poj1143-cpp11.cpp"
fi
if ! skip gcc; then
    # (on the small cases: testdata/lc464's whole range is 5 s of CPU under ASan; --verify
    # of our lc464 package judges the same attempt on the package's cases)
    check "lc464: a bare C function, no includes" 0 '^4 passed, 0 failed$' -- \
        -d "$at/lc464-small" "$at/lc464.c"
    check "lc486: a bare C function" 0 '^7 passed, 0 failed$' -- lc486 "$at/lc486.c"
fi
if ! skip javac java; then
    check "lc464: a Java class, no imports, state in a field" 0 '^4 passed, 0 failed$' -- \
        -d "$at/lc464-small" "$at/lc464.java"
    check "poj1143: public class Main in a file of another name" 0 '^5 passed, 0 failed$' -- \
        poj1143 "$at/poj1143-solution.java"
    check "cards-in-line: a Java program (public class Cards in cards.java)" 0 \
        '^5 passed, 0 failed$' -- cards-in-line "$at/cards.java"
    check "Java under atcoder: -Xss{mb}M filled in" 0 '^5 passed, 0 failed$' -- \
        --judge atcoder cards-in-line "$at/cards.java"
    check "Java under kattis: -Xms{mb}m -Xmx{mb}m filled in" 0 '^5 passed, 0 failed$' -- \
        --judge kattis cards-in-line "$at/cards.java"
    printf 'x\n' > "$work/x.in"; printf 'x\n' > "$work/x.out"
    mkdir -p "$work/x"; mv "$work/x.in" "$work/x.out" "$work/x/"
    printf 'final public class Sol {\n    public static void main(String[] a) { System.out.println("x"); }\n}\n' \
        > "$work/sol.java"
    check "Java: a public class after another modifier names the file" 0 '^1 passed' -- \
        -d "$work/x" "$work/sol.java"
    # "public" on a line of its own: the file is named after the class with main
    printf 'public\nclass Foo {\n    public static void main(String[] a) { System.out.println("x"); }\n}\n' \
        > "$work/foo.java"
    check "Java: public on the line before the class: named after main's class" 0 '^1 passed' -- \
        -d "$work/x" "$work/foo.java"
    # javac is a JVM: its heap and stack set as a run's are (a javac first on PATH that
    # notes its arguments)
    mkdir -p "$work/jpath"
    printf '#!/bin/sh\necho "$@" > %s\nexec %s "$@"\n' "$work/javac.args" "$(command -v javac)" \
        > "$work/jpath/javac"
    chmod +x "$work/jpath/javac"
    PATH="$work/jpath:$PATH" "$judge" -d "$work/x" "$work/sol.java" > "$work/out" 2>&1
    expect "javac under the jvm rule: -J-Xmx1920m -J-Xss64m -J-XX:+UseSerialGC" \
        grep -q -- '-J-XX:+UseSerialGC -J-Xss64m -J-Xmx1920m' "$work/javac.args"
    printf 'class Foo { }\n' > "$work/foo.java"
    check "Java: no class with main is CE" 1 'no class Main with main after compiling' -- \
        -d "$work/x" "$work/foo.java"
fi
if ! skip python3; then
    check "lc464: a Python class, no imports" 0 '^4 passed, 0 failed$' -- \
        -d "$at/lc464-small" "$at/lc464.py"
    check "poj1143: a Python program, under the plain profile (POJ has no Python)" 0 \
        "poj1143's judge, poj, has no python: the plain profile" -- poj1143 "$at/poj1143.py"
    expect "poj1143.py: all AC" grep -q '^5 passed, 0 failed$' "$work/out"
    check "lc486: a Python class" 0 '^7 passed, 0 failed$' -- lc486 "$at/lc486.py"
fi

# ---- stress with a source file ----
if ! skip g++; then
    check "--stress lc464 FILE: a wrong class found, shrunk to one pair, explained" 1 \
        'nobody can reach it' -- --stress lc464 "$at/lc464-nosum.cpp" -n 200
    expect "--stress lc464 FILE: shrunk to '$(cat build/stress/lc464/input.txt)', want '1 2'" \
        [ "$(cat build/stress/lc464/input.txt)" = "1 2" ]
fi
if ! skip gcc; then
    # the greedy of tests/attempts/lc486-greedy.py in C (each try of the shrink runs the
    # attempt: 0.1 s of CPU a Python start); -n 81: seed 80 is the first that fails, and no
    # later seed is shrunk too
    printf '%s\n' 'bool predictTheWinner(int *nums, int n) {' \
        '    int i = 0, j = n - 1, me = 1, mine = 0, theirs = 0;' \
        '    while (i <= j) {' '        int take = nums[i] >= nums[j] ? nums[i++] : nums[j--];' \
        '        if (me) mine += take; else theirs += take;' '        me = !me;' '    }' \
        '    return mine >= theirs;' '}' > "$work/lc486-greedy.c"
    check "--stress lc486 FILE: in LeetCode's layout, shrunk" 1 '^  input: +\[[0-9,]+\]\|$' -- \
        --stress lc486 "$work/lc486-greedy.c" -n 81
    n=$(tr ',[]' '   ' < build/stress/lc486/input.txt | wc -w)
    expect "--stress lc486: shrunk to at most 4 numbers: $(cat build/stress/lc486/input.txt)" \
        [ "$n" -le 4 ]
    expect "--stress lc486: shrunk to one array" [ "$(wc -l < build/stress/lc486/input.txt)" -eq 1 ]
    expect "--stress lc486: explained" grep -q 'A wins\|B wins\|tie' build/stress/lc486/explain.txt
fi
if ! skip python3; then
    check "lc486: the greedy Python class is WA" 1 '^WA  lc486/' -- lc486 "$at/lc486-greedy.py"
fi

# ---- how an argument is read; usage errors ----
printf 'int main(void) { return 0; }\n' > "$work/prog.c"
check "-c with a source file names the source-file form" 2 \
    "-c takes a command, and .*prog\.c is a source file: judge it with ./judge.sh NAME" -- \
    -c "$work/prog.c" -d "$at/lc464-small"
check "a source file that is not there" 2 'nosuch\.cpp: no such file' -- lc464 "$work/nosuch.cpp"
check "a path of no known language" 2 "not a source judge.sh knows" -- lc464 ./judge.sh
check "a source file and a NAME too many" 2 'a source file goes with one NAME' -- \
    lc464 poj1143 "$work/prog.c"
check "two source files" 2 'one source file at a time' -- lc464 "$work/prog.c" "$work/prog.c"
check "an unknown problem" 2 "no problem 'nosuch'" -- nosuch "$work/prog.c"
check "--judge of no judge" 2 '--judge is one of: poj leetcode atcoder domjudge kattis plain' -- \
    --judge nosuch lc464 "$work/prog.c"
check "--judge poj has no Python: a usage error when asked for" 2 \
    'the poj profile has no python \(its languages: c cpp java\)' -- \
    --judge poj poj1143 "$at/poj1143.py"
check "--compile-time 0" 2 '--compile-time takes a whole number' -- --compile-time 0 \
    lc464 "$work/prog.c"

# ---- compile errors, warnings, limits ----
mkdir -p "$work/cases"
printf '1\n' > "$work/cases/1.in"; printf '1\n' > "$work/cases/1.out"
if ! skip gcc; then
    # fifteen errors: the first 10 lines from the first error, all of them with -v
    for i in $(seq 15); do printf 'int f%d(void) { return undeclared%d; }\n' "$i" "$i"; done \
        > "$work/errors.c"
    printf 'int main(void) { return 0; }\n' >> "$work/errors.c"
    check "CE: exit 1, the compiler's first lines, every case failed" 1 \
        "^CE  cases/\(build\) +$work/errors\.c does not compile \(plain profile\):\$" -- \
        -d "$work/cases" "$work/errors.c"
    expect "CE: its first error line" grep -q "^      $work/errors.c:1:.*error: .undeclared1. undeclared" "$work/out"
    expect "CE: 10 lines of it" [ "$(grep -c '^      ' "$work/out")" -eq 10 ]
    expect "CE: 0 passed, every case failed" grep -q '^0 passed, 1 failed$' "$work/out"
    # more than 10 lines of warnings before the error: the error shown, from its line
    { for i in $(seq 4); do echo "void f$i(void) { int unused$i; }"; done
      echo 'int main(void) { return missing; }'; } > "$work/late.c"
    check "CE after many warnings: from the first error line" 1 \
        "^      $work/late.c:5:25: error: .missing. undeclared" -- --judge domjudge -d "$work/cases" \
        "$work/late.c"
    expect "CE after many warnings: no warning shown" \
        [ "$(grep -c 'unused variable' "$work/out")" -eq 0 ]
    check "CE -v: all of the compiler's output" 1 'undeclared15' -- -v -d "$work/cases" "$work/errors.c"
    "$judge" --tsv -d "$work/cases" "$work/errors.c" > "$work/tsv" 2> /dev/null
    # shellcheck disable=SC2016 # an awk program
    expect "CE --tsv: a (build) row of six fields" \
        awk -F '\t' 'NR == 2 && $1 == "cases" && $2 == "(build)" && $3 == "CE" && NF == 6 { ok = 1 }
                     END { exit !ok }' "$work/tsv"
    expect "CE --tsv: the header and one row" [ "$(wc -l < "$work/tsv")" -eq 2 ]
    # a warning is shown, on stderr, and is no failure
    printf '#include <stdio.h>\nint main(void) { int unused; char s[9]; if (scanf("%%8s", s) != 1) return 1;\n puts(s); return 0; }\n' \
        > "$work/warn.c"
    printf 'x\n' > "$work/w.in"; printf 'x\n' > "$work/w.out"
    check "warnings shown, not failures" 0 "judge.sh: $work/warn\.c compiled \(domjudge profile\) with warnings:" \
        -- --judge domjudge -d "$work" "$work/warn.c"
    expect "warnings: the compiler's line" grep -q "warn.c:2:.*unused variable" "$work/out"
    "$judge" --judge domjudge -d "$work" "$work/warn.c" > /dev/null 2> "$work/err"
    expect "warnings go to stderr" grep -q 'with warnings' "$work/err"
    # a compiler bomb: CE, not a hang (CPU time, then memory).  The CPU one: a constexpr loop
    # of 2^31 steps, which AtCoder's -fconstexpr-ops-limit allows, in little memory
    printf '%s\n' 'constexpr long f() { long s = 0; for (long i = 0; i < 2147483000; i++) s += i & 1; return s; }' \
        'static_assert(f() > 0, "");' 'int main() {}' > "$work/spin.cpp"
    t0=$SECONDS
    mkdir "$work/tmpdir"
    TMPDIR=$work/tmpdir check "--compile-time: a compiler that runs on is CE" 1 \
        'the compiler ran past its limit \(CPU time [0-9.]+ s > 1 s\)' -- \
        --compile-time 1 --judge atcoder -d "$work/cases" "$work/spin.cpp"
    expect "--compile-time 1: stopped within 10 s" [ $((SECONDS - t0)) -lt 10 ]
    # the stopped compiler's temporary files (cc1plus's .s) go with the build folder
    expect "--compile-time 1: nothing left in TMPDIR" [ -z "$(ls -A "$work/tmpdir")" ]
    printf '#define A(x) x x x x\n#define B(x) A(A(A(A(A(x)))))\nB(B(B(int z;)))\n' > "$work/bomb.c"
    check "a compiler out of memory is CE" 1 'memory exhausted|ran out of memory' -- \
        -d "$work/cases" "$work/bomb.c"
fi

# ---- a build is reused while the source, the profile and the compiler are unchanged ----
if ! skip gcc; then
    mark="reuse $$.$RANDOM.$EPOCHREALTIME"
    printf '#include <stdio.h>\nint main(void) { puts("x"); return 0; } /* %s */\n' "$mark" \
        > "$work/reuse.c"
    # the builds of this source (their folders, found by the mark in their copy of it: other
    # suites build in build/attempts at the same time); new_builds BEFORE: how many are new
    # since BEFORE
    builds() { grep -lF -- "$mark" "$root"/build/attempts/[0-9a-f]*/attempt.c 2> /dev/null | sort; }
    new_builds() { comm -13 <(printf '%s\n' "$1") <(builds) | grep -c .; }
    b=$(builds)
    check "reuse: built and judged" 0 '^1 passed' -- -d "$work" "$work/reuse.c"
    expect "reuse: a first run builds" [ "$(new_builds "$b")" -eq 1 ]
    b=$(builds)
    check "reuse: judged again" 0 '^1 passed' -- -d "$work" "$work/reuse.c"
    expect "reuse: the second run reuses the build" [ "$(new_builds "$b")" -eq 0 ]
    check "reuse: another profile builds again" 0 '^1 passed' -- --judge kattis -d "$work" \
        "$work/reuse.c"
    expect "reuse: another profile, another build" [ "$(new_builds "$b")" -eq 1 ]
    b=$(builds)
    printf '/* changed */\n' >> "$work/reuse.c"
    check "reuse: a changed source builds again" 0 '^1 passed' -- -d "$work" "$work/reuse.c"
    expect "reuse: a changed source, another build" [ "$(new_builds "$b")" -eq 1 ]
    b=$(builds)
    # another compiler of the same name (first on PATH) builds again
    mkdir -p "$work/path"
    printf '#!/bin/sh\nexec %s "$@"\n' "$(command -v gcc)" > "$work/path/gcc"
    chmod +x "$work/path/gcc"
    PATH="$work/path:$PATH" "$judge" -d "$work" "$work/reuse.c" > "$work/out" 2>&1
    expect "reuse: another compiler, another build" [ "$(new_builds "$b")" -eq 1 ]
    # a compiler that is not installed: a harness error that names it
    mkdir -p "$work/kit"
    cp -r "$root/judge" "$root/judge.sh" "$root/Makefile" "$work/kit/"
    mkdir -p "$work/kit/build"
    cp "$root/build/runguard" "$root/build/compare" "$work/kit/build/"
    sed -i 's/^plain    | c          | gcc /plain    | c          | nosuchcc /' "$work/kit/judge/profiles"
    "$work/kit/judge.sh" -d "$work" "$work/reuse.c" > "$work/out" 2>&1
    expect "a compiler that is not installed: exit 2, named" [ $? -eq 2 ]
    expect "a compiler that is not installed: said" \
        grep -q 'nosuchcc is not installed: the plain profile compiles and runs c with it' "$work/out"
fi

# ---- LeetCode's form: one process a case, a new Solution a call, LeetCode's budget ----
if ! skip g++; then
    # a member set by the first call on an object: right only with a new object per call;
    # a static counter: it keeps counting from call to call within a case, as on LeetCode
    cat > "$work/fresh.cpp" <<'CPP'
class Solution {
    bool used = false;
public:
    bool canIWin(int m, int d) {
        static int calls = 0;
        bool right = m >= d || m * (m + 1) / 2 >= d; // right for m <= 2 only
        if (used) return !right;
        used = true;
        return ++calls == 2 ? right : right;
    }
};
CPP
    lf="$work/leet"
    mkdir -p "$lf"
    printf 'tl=1\nleetcode=canIWin\nleetcode_tests=50\njudge=leetcode\n' > "$lf/judge.conf"
    printf '1 0\n1 1\n1 2\n2 3\n2 4\n' > "$lf/1.in"; printf 'true\ntrue\nfalse\ntrue\nfalse\n' > "$lf/1.out"
    check "LeetCode form: a new Solution for every call" 0 '^1 passed' -- -d "$lf" "$work/fresh.cpp"
    mkdir -p "$work/outside"
    cp "$lf/judge.conf" "$work/outside/"
    printf '10 301\n' > "$work/outside/1.in"; printf 'false\n' > "$work/outside/1.out"
    check "LeetCode form: input outside LeetCode's constraints is refused" 1 \
        "^RE .*is not LeetCode's: two integers, 1 <= m <= 20 and 0 <= d <= 300" -- \
        -d "$work/outside" "$at/lc464.c"
    cat > "$work/global.c" <<'C'
static int calls;
bool canIWin(int m, int d) { return ++calls == 3 ? !(m >= d) : m >= d || m * (m + 1) / 2 >= d; }
C
    check "LeetCode form: globals carry over from call to call, as on LeetCode" 1 \
        'WA .*line 3 col 1: expected "false", got "true"' -- -d "$lf" "$work/global.c"
    # the budget: tl for each 50 calls (leetcode_tests=), and a second for the run's start:
    # 120 calls of 20 ms (2.4 s) under tl=1 get 4 s and would not fit 1 s; 120 calls of 30 ms
    # (3.6 s) under tl=0.5 do not fit 2.5 s; with leetcode_tests=10 they get 7 s
    cat > "$work/slow.c" <<'C'
#include <time.h>
bool canIWin(int m, int d) /* d ms of CPU time, then d <= m */
{
	clock_t end = clock() + (clock_t)(d * (CLOCKS_PER_SEC / 1000));
	while (clock() < end)
		;
	return d <= m;
}
C
    bf="$work/budget"
    mkdir -p "$bf"
    cp "$lf/judge.conf" "$bf/"
    for ((i = 0; i < 120; i++)); do echo "20 20"; done > "$bf/1.in"
    for ((i = 0; i < 120; i++)); do echo true; done > "$bf/1.out"
    check "LeetCode budget: 120 calls of 20 ms under tl=1 (4 s)" 0 '^1 passed' -- \
        --wall 60 -d "$bf" "$work/slow.c"
    check "LeetCode budget: under any profile (the form makes it, not the judge)" 0 \
        '^1 passed' -- --judge plain --wall 60 -d "$bf" "$work/slow.c"
    for ((i = 0; i < 120; i++)); do echo "20 30"; done > "$bf/1.in"
    for ((i = 0; i < 120; i++)); do echo false; done > "$bf/1.out"
    sed -i 's/^tl=1$/tl=0.5/' "$bf/judge.conf"
    check "LeetCode budget: 120 calls of 30 ms do not fit 2.5 s (tl=0.5)" 1 \
        '^TLE .*CPU time [0-9.]+ s > 2.5 s' -- --wall 60 -d "$bf" "$work/slow.c"
    sed -i '/^leetcode_tests=/d' "$bf/judge.conf"
    check "LeetCode budget: leetcode_tests= is 50 by default" 1 '^TLE .*> 2.5 s' -- \
        --wall 60 -d "$bf" "$work/slow.c"
    echo 'leetcode_tests=10' >> "$bf/judge.conf"
    check "LeetCode budget: leetcode_tests=10 gives 7 s to 120 calls" 0 '^1 passed' -- \
        --wall 60 -d "$bf" "$work/slow.c"
    for bad in 'leetcode=xcanIWin' 'judge=dom' 'leetcode_tests=0'; do
        cp "$bf/judge.conf" "$work/conf.keep"
        echo "$bad" >> "$bf/judge.conf"
        check "judge.conf '$bad' is refused" 2 "judge.conf line [0-9]+: ${bad%%=*}= " -- \
            -d "$bf" "$work/slow.c"
        cp "$work/conf.keep" "$bf/judge.conf"
    done
    sed -i 's/^leetcode_tests=10$/leetcode_tests=50/' "$bf/judge.conf"
    # the wall limit follows the case's own budget (2 x 4 s + 1 s for 120 calls under tl=1),
    # not the folder's (2 x 1 s + 1 s): 120 calls that each wait 30 ms (3.6 s of wall time,
    # no CPU to speak of) are AC
    cat > "$work/waits.c" <<'C'
#include <unistd.h>
bool canIWin(int m, int d) /* 30 ms of waiting, then d <= m */
{
	usleep(30000);
	return d <= m;
}
C
    sed -i 's/^tl=0.5$/tl=1/' "$bf/judge.conf"
    check "LeetCode budget: the wall limit is the case's (9 s), not the folder's (3 s)" 0 \
        '^1 passed' -- -d "$bf" "$work/waits.c"
    sed -i 's/^tl=1$/tl=0.5/' "$bf/judge.conf"
    # the budget itself, at each boundary: tl x ceil(calls / tests) + 1 s (50 calls a group)
    for row in "1 50 2" "1 51 3" "1 100 3" "1 101 4" "0.5 120 2.5"; do
        read -r btl bn bwant <<< "$row"
        for ((i = 0; i < bn; i++)); do echo "10 11"; done > "$work/calls.in"
        got=$(bash -c 'root=$1; . "$1/judge/compile.sh"; leetcode_budget "$2" canIWin 50 "$3"' \
            _ "$root" "$btl" "$work/calls.in")
        expect "leetcode_budget: $bn calls under tl=$btl get $bwant s (got $got)" [ "$got" = "$bwant" ]
    done
    # a call that never ends: stopped at tl (0.5 s), before the run's budget (1.5 s)
    printf '1 1\n20 1\n' > "$bf/1.in"
    printf 'true\ntrue\n' > "$bf/1.out"
    cat > "$work/hang.c" <<'C'
bool canIWin(int m, int d) { while (m == 20) ; return d <= m; }
C
    t0=$SECONDS
    check "LeetCode form: a call that never ends, stopped at tl and named" 1 \
        '^TLE .*judge.sh: call 2, canIWin\(20, 1\), ran past 0.5 s of CPU time' -- -d "$bf" "$work/hang.c"
    expect "LeetCode form: a hanging call stopped within 10 s" [ $((SECONDS - t0)) -lt 10 ]
fi
# the same stop in the Java and the Python driver
if ! skip javac java; then
    printf 'class Solution {\n    public boolean canIWin(int m, int d) { while (m == 20) { } return d <= m; }\n}\n' \
        > "$work/hang.java"
    check "LeetCode form, Java: a call that never ends, stopped and named" 1 \
        '^TLE .*judge.sh: call 2, canIWin\(20, 1\), ran past 0.5 s of CPU time' -- -d "$bf" \
        "$work/hang.java"
fi
if ! skip python3; then
    printf 'class Solution:\n    def canIWin(self, m, d):\n        while m == 20:\n            pass\n        return d <= m\n' \
        > "$work/hang.py"
    check "LeetCode form, Python: a call that never ends, stopped and named" 1 \
        '^TLE .*judge.sh: call 2, canIWin\(20, 1\), ran past 0.5 s of CPU time' -- -d "$bf" \
        "$work/hang.py"
fi

if ! skip python3; then
    printf '%s\n' 'class Solution:' '    def __init__(self):' '        self.used = False' \
        '    def canIWin(self, m, d):' '        right = m >= d or m * (m + 1) // 2 >= d' \
        '        if self.used:' '            return not right' '        self.used = True' \
        '        return right' > "$work/fresh.py"
    check "LeetCode form, Python: a new Solution for every call" 0 '^1 passed' -- -d "$lf" \
        "$work/fresh.py"
fi
if ! skip javac java; then
    printf '%s\n' 'class Solution {' '    boolean used;' '    public boolean canIWin(int m, int d) {' \
        '        boolean right = m >= d || m * (m + 1) / 2 >= d;' '        if (used) return !right;' \
        '        used = true;' '        return right;' '    }' '}' > "$work/Fresh.java"
    check "LeetCode form, Java: a new Solution for every call" 0 '^1 passed' -- -d "$lf" \
        "$work/Fresh.java"
fi

# ---- the LeetCode form, told from the file alone (judge/compile.sh, leetcode_form): no main
# of its own (main as a word: remain( is no main); in Python a class Solution that reads no
# stdin (sys.stdin, input(), open(0)) ----
lf_is() { bash -c '. "$1/judge/compile.sh"; leetcode_form "$2" "$3" canIWin' _ "$root" "$@"; }
form() { # LABEL LANGUAGE WANT(leetcode|program) LINE...
    local label=$1 lang=$2 want=$3 got=program
    shift 3
    printf '%s\n' "$@" > "$work/form.src"
    ! lf_is "$work/form.src" "$lang" || got=leetcode
    expect "LeetCode form: $label: $want (got $got)" [ "$got" = "$want" ]
}
form "a C++ class with a helper remain()" cpp leetcode 'class Solution {' \
    '    bool remain(int m) { return m > 0; }' 'public:' \
    '    bool canIWin(int m, int d) { return remain(m) && d <= m; }' '};'
form "C with main" c program 'int main(void) { return 0; }'
form "C with main (, a blank before its parenthesis" c program 'int main (void) { return 0; }'
form "C: a main at the start of a line" c program 'int' 'main(void) { return 0; }'
form "Java with static void main" java program 'class Solution {' \
    '    public static void main(String[] a) { }' '}'
form "Java without main" java leetcode 'class Solution {' '    public boolean canIWin(int m, int d) { return true; }' '}'
form "Python, class Solution" python leetcode 'class Solution:' '    def canIWin(self, m, d):' \
    '        return self.input(m)' '    def input(self, m):' '        return m > 0'
form "Python, class Solution reading sys.stdin" python program 'import sys' 'class Solution:' \
    '    pass' 'print(sys.stdin.read())'
form "Python, class Solution reading input()" python program 'class Solution:' '    pass' \
    'print(input())'
form "Python, class Solution reading open(0)" python program 'class Solution:' '    pass' \
    'print(open(0).read())'
form "Python without class Solution" python program 'print(1)'

# ---- stress with a LeetCode-form attempt: LeetCode's budget, the per-call stop ----
if ! skip gcc; then
    # right, and 10 ms of CPU a call: a batch of 120 calls fits 3 s (1 s a 50), not 1 s
    { cat "$at/lc464.c"
      printf '%s\n' '#include <time.h>' 'bool slowly(int m, int d) {' \
          '	clock_t end = clock() + CLOCKS_PER_SEC / 100;' '	while (clock() < end)' '		;' \
          '	return canIWin(m, d);' '}' '#define canIWin slowly'; } > "$work/slow-right.c"
    check "--stress lc464 FILE: LeetCode's budget for a batch of calls" 0 'seeds 1\.\.140 agree' -- \
        --stress lc464 -t 1 -n 140 "$work/slow-right.c"
    printf 'bool canIWin(int m, int d) { while (m == 1) ; return m >= d || m * (m + 1) / 2 >= d; }\n' \
        > "$work/hang1.c"
    check "--stress lc464 FILE: a call that never ends is TLE, named" 1 \
        'why: +TLE: judge.sh: call [0-9]+, canIWin\(1, [0-9]+\), ran past 0.2 s' -- \
        --stress lc464 -t 0.2 -n 5 "$work/hang1.c"
fi

# ---- JavaScript (Node.js): a program, and a syntax error as CE (node --check) ----
if ! skip node; then
    printf '%s\n' "const s = require('fs').readFileSync(0, 'utf8');" "process.stdout.write(s);" \
        > "$work/echo.js"
    check "JavaScript: a program" 0 '^1 passed' -- -d "$work/cases" "$work/echo.js"
    printf 'const x = ;\n' > "$work/broken.js"
    check "JavaScript: a syntax error is CE" 1 'broken\.js:1' -- -d "$work/cases" "$work/broken.js"
    expect "JavaScript: CE names the error" grep -q 'SyntaxError' "$work/out"
fi

# ---- build/attempts keeps the 100 builds last used (prune_builds, on a folder of its own) ----
mkdir -p "$work/prune/build/attempts"
for i in $(seq 101); do
    mkdir "$work/prune/build/attempts/b$i"
    touch -d "@$((1000000 + i))" "$work/prune/build/attempts/b$i/ok"
done
mkdir "$work/prune/build/attempts/new.old" "$work/prune/build/attempts/new.now"
touch -d '25 hours ago' "$work/prune/build/attempts/new.old"
touch -d '23 hours ago' "$work/prune/build/attempts/new.now"
bash -c 'root=$1; . "$2/judge/compile.sh"; prune_builds' _ "$work/prune" "$root"
left=("$work"/prune/build/attempts/*)
expect "builds: 101 built, the 100 last used kept (and new.now)" [ "${#left[@]}" -eq 101 ]
expect "builds: the least recently used removed" [ ! -e "$work/prune/build/attempts/b1" ]
expect "builds: the next kept" [ -e "$work/prune/build/attempts/b2/ok" ]
expect "builds: a half-made folder over a day old removed" [ ! -e "$work/prune/build/attempts/new.old" ]
expect "builds: a younger one kept (a judge may be building it)" [ -d "$work/prune/build/attempts/new.now" ]

echo "judge.sh attempt self-test: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
