#!/usr/bin/env bash
# leetcode_test.sh: judge.sh on attempts in LeetCode's form (a method of
# judge/leetcode/methods with no main of its own, judge/leetcode/ drivers): one process a
# case and a new Solution a call in C, C++, Java and Python, JavaScript's functions, globals
# carried over, input outside LeetCode's constraints refused, LeetCode's budget (tl for each
# leetcode_tests calls, and a second for the run's start) and its wall limit, a call that
# never ends stopped and named; and the form told from the file alone, in any folder and
# under any judge.  Real compilers, a real JVM and interpreter: a test whose toolchain is
# missing says "skipped".  Last line: "N passed, N failed".
# shellcheck source=tests/lib.sh
. "$(dirname "$0")/lib.sh"
at="$root/tests/attempts"
cd "$root" || exit 2

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
        'WA .*call 3, canIWin\(1, 2\): expected "false", got "true"' -- -d "$lf" "$work/global.c"
    # LeetCode's runs: a case of more calls than leetcode_tests (50) runs as runs of at most
    # that many, run k of R holding calls k, k + R, ...; each run gets tl and a second for
    # its start.  120 calls of 12 ms (1.44 s) under -t 0.2: three runs of 40 (0.48 s each in
    # a budget of 1.2 s) are AC; as one run (leetcode_tests=120) they do not fit 1.2 s.  (The
    # room is wide: a loaded machine's run took 0.3 s more than its calls.)
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
    cp "$lf/judge.conf" "$bf/judge.conf"
    for ((i = 0; i < 120; i++)); do echo "20 12"; done > "$bf/1.in"
    for ((i = 0; i < 120; i++)); do echo true; done > "$bf/1.out"
    check "LeetCode runs: 120 calls of 12 ms under -t 0.2 are 3 runs of 40 (0.48 s in 1.2 s each)" 0 \
        '^AC .*in 3 runs of at most 50 calls' -- -t 0.2 --wall 60 -d "$bf" "$work/slow.c"
    sed -i 's/^leetcode_tests=50$/leetcode_tests=120/' "$bf/judge.conf"
    check "LeetCode runs: as one run (leetcode_tests=120) they do not fit 1.2 s, the run's limit" 1 \
        "^TLE .*CPU time [0-9.]+ s > 1.2 s; the limit is the run's: LeetCode's for its calls together, and 1 s for its start$" -- \
        -t 0.2 --wall 60 -d "$bf" "$work/slow.c"
    # (how a case is cut in runs, on calls of 1 ms)
    qf="$work/quick"
    mkdir -p "$qf"
    sed '/^leetcode_tests=/d' "$bf/judge.conf" > "$qf/judge.conf"
    for ((i = 0; i < 120; i++)); do echo "20 1"; done > "$qf/1.in"
    cp "$bf/1.out" "$qf/1.out"
    check "LeetCode runs: under any profile (the form makes them, not the judge)" 0 \
        '^AC .*in 3 runs of at most 50 calls' -- --judge plain --wall 60 -d "$qf" "$work/slow.c"
    check "LeetCode runs: leetcode_tests= is 50 by default" 0 '^AC .*in 3 runs of at most 50 calls' -- \
        --wall 60 -d "$qf" "$work/slow.c"
    echo 'leetcode_tests=10' >> "$qf/judge.conf"
    check "LeetCode runs: leetcode_tests=10 makes 12 runs" 0 '^AC .*in 12 runs of at most 10 calls' -- \
        --wall 60 -d "$qf" "$work/slow.c"
    sed -i '/^leetcode_tests=/d' "$bf/judge.conf"
    echo 'leetcode_tests=10' >> "$bf/judge.conf"
    # memory is a run's too: 2 MB kept a call, 120 calls; one run holds 240 MB (MLE under
    # -m 128), each of three holds 80 MB (AC); the plain profile (no ASan: its own memory)
    cat > "$work/keeps.c" <<'C'
#include <stdlib.h>
#include <string.h>
char *kept[200];
int calls;
bool canIWin(int m, int d) /* 2 MB kept, touched; then d <= m */
{
	char *p = malloc(2 << 20);
	if (p)
		memset(p, calls, 2 << 20);
	kept[calls++ % 200] = p;
	return p && d <= m;
}
C
    sed -i 's/^leetcode_tests=10$/leetcode_tests=50/' "$bf/judge.conf"
    printf '20 1\n%.0s' $(seq 120) > "$bf/1.in"
    check "LeetCode runs: memory is each run's (3 runs of 80 MB, -m 128): AC" 0 '^AC ' -- \
        --judge plain -m 128 --wall 60 -d "$bf" "$work/keeps.c"
    sed -i 's/^leetcode_tests=50$/leetcode_tests=120/' "$bf/judge.conf"
    check "LeetCode runs: ... as one run, 240 MB: MLE" 1 '^MLE ' -- \
        --judge plain -m 128 --wall 60 -d "$bf" "$work/keeps.c"
    sed -i 's/^leetcode_tests=120$/leetcode_tests=50/' "$bf/judge.conf"
    # the failing call named in the case, whichever run it is in: call 8 is run 2's third
    for ((i = 1; i <= 120; i++)); do if [ "$i" -eq 8 ]; then echo "18 18"; else echo "19 19"; fi; done \
        > "$bf/1.in"
    printf 'bool canIWin(int m, int d) { return m != 18 && d <= m; }\n' > "$work/not18.c"
    check "LeetCode runs: a WA names its run and the call (call 8, in run 2 of 3)" 1 \
        '^WA .*run 2 of 3 \(calls 2, 5, 8, \.\.\.\): call 8, canIWin\(18, 18\): expected "true", got "false"$' -- \
        -d "$bf" "$work/not18.c"
    # the prints shown are the failing call's own (its run's third: calls 2 and 5 printed
    # before it), as LeetCode shows a failing test's Stdout
    printf '%s\n' 'bool canIWin(int m, int d) {' '    printf("m %d d %d\n", m, d);' \
        '    return m != 18 && d <= m;' '}' > "$work/says18.c"
    check "LeetCode runs: under a WA, the failing call's prints" 1 '^        m 18 d 18$' -- \
        -d "$bf" "$work/says18.c"
    expect "... and not an earlier call's" test "$(grep -c '^        m 19 d 19$' "$work/out")" -eq 0
    # ... and where they were cut from the middle of a long stderr (runguard keeps 4 KiB of
    # each end), said so, not another call's shown: call 59 is run 2's 20th of 40, 300 bytes each
    for ((i = 1; i <= 120; i++)); do if [ "$i" -eq 59 ]; then echo "18 18"; else echo "19 19"; fi; done \
        > "$bf/1.in"
    sed -i 's/m %d d %d/m %d d %d %0280d/; s/, m, d)/, m, d, 0)/' "$work/says18.c"
    check "LeetCode runs: ... lost in a long stderr's middle: said" 1 \
        "^        \[\.\.\. the call's prints were in the middle of a long stderr, not kept \.\.\.\]$" -- \
        -d "$bf" "$work/says18.c"
    expect "... and no other call's shown" test "$(grep -c '^        m 19 ' "$work/out")" -eq 0
    for ((i = 1; i <= 120; i++)); do if [ "$i" -eq 8 ]; then echo "18 18"; else echo "19 19"; fi; done \
        > "$bf/1.in"
    printf 'bool canIWin(int m, int d) { if (m == 18) { volatile int *p = 0; return *p; } return d <= m; }\n' \
        > "$work/crash18.c"
    check "LeetCode runs: a crash names the call that was running" 1 \
        '^RE .*run 2 of 3 \(calls 2, 5, 8, \.\.\.\): call 8, canIWin\(18, 18\): ' -- \
        -d "$bf" "$work/crash18.c"
    # an input not in the method's layout (an odd number of words) runs whole, refused
    printf '19 19\n%.0s' $(seq 60) > "$bf/1.in"; echo 19 >> "$bf/1.in"
    check "LeetCode runs: an input that does not split runs whole, and is refused" 1 \
        "^RE .*the input of call 61 is not LeetCode's" -- -d "$bf" "$work/slow.c"
    for ((i = 0; i < 120; i++)); do echo "20 20"; done > "$bf/1.in"
    sed -i 's/^tl=1$/tl=0.25/' "$bf/judge.conf"
    for bad in 'leetcode=xcanIWin' 'judge=dom' 'leetcode_tests=0'; do
        cp "$bf/judge.conf" "$work/conf.keep"
        echo "$bad" >> "$bf/judge.conf"
        check "judge.conf '$bad' is refused" 2 "judge.conf line [0-9]+: ${bad%%=*}= " -- \
            -d "$bf" "$work/slow.c"
        cp "$work/conf.keep" "$bf/judge.conf"
    done
    # the wall limit follows the run's own budget (2 x 2 s + 1 s for one run of 120 calls
    # under tl=1, leetcode_tests=120), not the folder's (2 x 1 s + 1 s): 120 calls that each
    # wait 30 ms (3.6 s of wall time, no CPU to speak of) are AC
    sed -i 's/^leetcode_tests=50$/leetcode_tests=120/' "$bf/judge.conf"
    cat > "$work/waits.c" <<'C'
#include <unistd.h>
bool canIWin(int m, int d) /* 30 ms of waiting, then d <= m */
{
	usleep(30000);
	return d <= m;
}
C
    sed -i 's/^tl=0.25$/tl=1/' "$bf/judge.conf"
    check "LeetCode budget: the wall limit is the run's (5 s), not the folder's (3 s)" 0 \
        '^1 passed' -- -d "$bf" "$work/waits.c"
    sed -i -e 's/^tl=1$/tl=0.5/' -e 's/^leetcode_tests=120$/leetcode_tests=50/' "$bf/judge.conf"
    # the budget itself, at each boundary: tl x ceil(calls / tests) + 1 s (50 calls a group)
    for row in "1 50 2" "1 51 3" "1 100 3" "1 101 4" "0.5 120 2.5"; do
        read -r btl bn bwant <<< "$row"
        for ((i = 0; i < bn; i++)); do echo "10 11"; done > "$work/calls.in"
        got=$(bash -c 'root=$1; . "$1/judge/attempt.sh"; profiles_read; leetcode_budget "$2" canIWin 50 "$3"' \
            _ "$root" "$btl" "$work/calls.in")
        expect "leetcode_budget: $bn calls under tl=$btl get $bwant s (got $got)" [ "$got" = "$bwant" ]
    done
    # a call that never ends: past tl (0.5 s) it runs on to the hard limit, 1.5 x 0.5 + 1 s,
    # and is stopped there by the driver, before the run's own (its budget's, 3.25 s)
    printf '1 1\n20 1\n' > "$bf/1.in"
    printf 'true\ntrue\n' > "$bf/1.out"
    cat > "$work/hang.c" <<'C'
bool canIWin(int m, int d) { while (m == 20) ; return d <= m; }
C
    check "LeetCode form: a call that never ends, run on to the hard limit and named" 1 \
        '^TLE .*call 2, canIWin\(20, 1\): more than 1\.75 s of CPU time, where it was stopped \(the limit is 0\.5 s\)$' \
        -- --wall 60 -d "$bf" "$work/hang.c"
    # shellcheck disable=SC2016 # an awk program
    expect "LeetCode form: its time column at least the 1.75 s it says" \
        awk '$1 == "TLE" { t = $3 } END { exit !(t >= 1.75) }' "$work/out"
    check "LeetCode form: --timeout 0.5, the call stopped at tl" 1 \
        '^TLE .*call 2, canIWin\(20, 1\): ran past 0\.5 s of CPU time$' -- --timeout 0.5 --wall 60 \
        -d "$bf" "$work/hang.c"
    # a call that ends past tl, before the hard limit: its own time, named
    cat > "$work/slow-call.c" <<'C'
#include <time.h>
bool canIWin(int m, int d) { clock_t end = clock() + CLOCKS_PER_SEC * 8 / 10; while (m == 20 && clock() < end) ; return d <= m; }
C
    check "LeetCode form: a call of 0.8 s past tl 0.5: TLE, how long it took" 1 \
        '^TLE +budget/1 +0\.[89][0-9]* s .*call 2, canIWin\(20, 1\): took 0\.[89][0-9]* s of CPU time \(the limit is 0\.5 s\)$' \
        -- --wall 60 -d "$bf" "$work/slow-call.c"
fi
# undefined behaviour under LeetCode's UBSan: RE with the runtime error's line and the call;
# with -v the sanitizer's whole report, its stack among it (UBSAN_OPTIONS print_stacktrace)
if ! skip g++; then
    printf '%s\n' 'class Solution {' 'public:' '    int at(int x) { int a[4] = {0, 1, 2, 3}; return a[x]; }' \
        '    bool canIWin(int m, int d) { return at(m + 3) >= d; }' '};' > "$work/ub.cpp"
    check "UBSan: RE with its runtime error, the call named" 1 \
        "^RE .*call 1, canIWin\(1, 0\): exit status 1; stderr: .*ub\.cpp:3:.*runtime error: index [0-9]+ out of bounds for type 'int \[4\]'$" -- \
        -d "$lf" "$work/ub.cpp"
    check "UBSan with -v: its stack shown" 1 '^          #0 0x[0-9a-f]+ in ' -- \
        -v -d "$lf" "$work/ub.cpp"
fi
# the same stop in the Java and the Python driver (each with --wall 60: the stop is by CPU
# time, and a JVM starved beside other work took the budget's wall limit, 4 s, to start, in
# a make check beside two CPU burners on 2026-12-07)
if ! skip javac java; then
    printf 'class Solution {\n    public boolean canIWin(int m, int d) { while (m == 20) { } return d <= m; }\n}\n' \
        > "$work/hang.java"
    check "LeetCode form, Java: a call that never ends, stopped and named (--timeout 0.5)" 1 \
        '^TLE .*call 2, canIWin\(20, 1\): ran past 0.5 s of CPU time' -- --timeout 0.5 --wall 60 \
        -d "$bf" "$work/hang.java"
fi
if ! skip python3; then
    printf 'class Solution:\n    def canIWin(self, m, d):\n        while m == 20:\n            pass\n        return d <= m\n' \
        > "$work/hang.py"
    check "LeetCode form, Python: a call that never ends, stopped at the hard limit and named" 1 \
        '^TLE .*call 2, canIWin\(20, 1\): more than 1\.75 s of CPU time, where it was stopped' -- --wall 60 \
        -d "$bf" "$work/hang.py"
fi

if ! skip python3; then
    # LeetCode's usual Python (@cache on a nested function, tests/attempts/lc464-cache.py):
    # each call's cache outlives it, so 162 calls in one process pass 64 MB, where runs of
    # 50 (LeetCode's) hold 35 MB each: under -m 48, MLE as one run and AC as LeetCode runs it
    make -s -C "$root" bin/lc464 || exit 2
    cf="$work/cache"
    mkdir -p "$cf"
    printf 'judge=leetcode\nleetcode=canIWin\ntl=5\n' > "$cf/judge.conf"
    for m in 15 16; do for ((dd = 60; dd <= 300; dd += 3)); do echo "$m $dd"; done; done \
        > "$cf/1.in"
    "$root/bin/lc464" < "$cf/1.in" > "$cf/1.out"
    check "LeetCode's usual @cache Python: AC in runs of 50 calls (-m 48)" 0 \
        '^AC .*in 4 runs of at most 50 calls' -- -m 48 --wall 60 -d "$cf" "$at/lc464-cache.py"
    echo 'leetcode_tests=500' >> "$cf/judge.conf"
    check "LeetCode's usual @cache Python: ... 162 calls in one run: MLE" 1 '^MLE ' -- \
        -m 48 --wall 60 -d "$cf" "$at/lc464-cache.py"
    # (the issue's row: MLE on testdata/lc464 where LeetCode accepts it)
    check "LeetCode's usual @cache Python on testdata/lc464 (m = 20 among its calls): AC" 0 \
        '^4 passed, 0 failed$' -- -x lc464 "$at/lc464-cache.py"
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
    # LeetCode's Java is 21 (docs/judges.md's version line): List.getFirst() compiles there;
    # under an older javac judge.sh cannot say what LeetCode says, and says so (JE, not CE)
    v=$(javac -version 2>&1) v=${v#javac } v=${v%%.*}
    if [[ $v =~ ^[0-9]+$ ]] && [ "$v" -lt 21 ]; then
        check "LeetCode's Java 21 (List.getFirst) under javac $v: JE, not CE (exit 2)" 2 \
            "^JE  lc486/\(build\) +leetcode compiles Java 21, and this javac is $v, which lacks getFirst \(Java 21's\): " -- \
            lc486 "$at/lc486-java21.java"
    else
        check "LeetCode's Java 21 (List.getFirst) under javac $v: AC" 0 '^6 passed, 0 failed$' -- \
            lc486 "$at/lc486-java21.java"
    fi
fi

# ---- the LeetCode form, told from the file alone (judge/attempt.sh, leetcode_form): no main
# of its own (main as a word: remain( is no main); in Python a class Solution that reads no
# stdin (sys.stdin, input(), open(0)) ----
lf_is() { bash -c 'root=$1; . "$1/judge/attempt.sh"; profiles_read; leetcode_form "$2" "$3" canIWin' _ "$root" "$@"; }
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
form "JavaScript, LeetCode's template (var canIWin = function)" javascript leetcode \
    'var canIWin = function(maxChoosableInteger, desiredTotal) {' '    return true;' '};'
form "JavaScript, a function declaration" javascript leetcode 'function canIWin(m, d) { return d <= m; }'
form "JavaScript, an arrow" javascript leetcode 'const canIWin = (m, d) => d <= m;'
form "JavaScript reading process.stdin" javascript program \
    'const canIWin = (m, d) => d <= m;' 'process.stdin.on("data", (d) => console.log(d));'
form "JavaScript reading fs.readFileSync" javascript program \
    'function canIWin(m, d) { return d <= m; }' 'console.log(require("fs").readFileSync(0, "utf8"));'
form "JavaScript without the method" javascript program 'console.log(1);'

# which method of judge/leetcode/methods a file defines: its name before "(" or "=", as a
# word of its own (not mycanIWin(, not a call obj.canIWin()
defines() { # LABEL WANT LINE...
    local label=$1 want=$2 got
    shift 2
    printf '%s\n' "$@" > "$work/defines.src"
    got=$(bash -c 'root=$1; . "$1/judge/attempt.sh"; profiles_read; leetcode_defines "$2" m; echo "$m"' _ "$root" "$work/defines.src")
    expect "leetcode_defines: $label: '$want' (got '$got')" [ "$got" = "$want" ]
}
defines "a C function" canIWin 'bool canIWin(int m, int d) { return true; }'
defines "a C++ member, a blank before (" canIWin 'class Solution { public: bool canIWin (int m, int d); };'
defines "Java, predictTheWinner" predictTheWinner 'class Solution {' \
    '    public boolean predictTheWinner(int[] nums) { return true; }' '}'
defines "Python" predictTheWinner 'class Solution:' '    def predictTheWinner(self, nums):' '        return True'
defines "JavaScript, var = function" canIWin 'var canIWin = function(m, d) { return true; };'
defines "JavaScript, a let arrow" predictTheWinner 'let predictTheWinner=(nums)=>true;'
defines "another word that ends in the name" "" 'bool mycanIWin(int m, int d);'
defines "a call on an object only" "" 'int main(void) { return s.canIWin(1, 2); }'
defines "no method at all" "" 'int main(void) { return 0; }'

# ---- LeetCode's form everywhere: a folder without judge.conf, any --judge, JavaScript ----
nf="$work/nojudgeconf"
mkdir -p "$nf"
cp "$at"/lc464-small/sample*.{in,out} "$nf/"
printf '18 79\n' > "$nf/hard.in"; printf 'true\n' > "$nf/hard.out"
if ! skip g++; then
    # (the issue's row: CE "'vector' does not name a type" where only judge.conf's leetcode=
    # made the form)
    check "a LeetCode class in C++ (seed 001's) on a folder without judge.conf: AC" 0 \
        '^3 passed, 0 failed$' -- -d "$nf" "$at/lc464-seed001.cpp"
    check "... and under --judge leetcode" 0 '^3 passed, 0 failed$' -- --judge leetcode \
        -d "$nf" "$at/lc464-seed001.cpp"
    # (under another judge's profile: the budget checks above run C under --judge plain)
fi
if ! skip javac java; then
    check "a LeetCode class in Java on a folder without judge.conf: AC" 0 '^3 passed, 0 failed$' -- \
        -d "$nf" "$at/lc464.java"
fi
if ! skip python3; then
    check "a LeetCode class in Python on a folder without judge.conf: AC" 0 '^3 passed, 0 failed$' -- \
        -d "$nf" "$at/lc464.py"
fi
# ---- what a method prints: LeetCode judges the return value and shows the prints apart
# ("Stdout"), so a debug print left in is AC; here they go to stderr, shown under a row ----
if ! skip python3; then
    check "a print() in a Python method (tests/attempts/lc464-print.py): AC, as on LeetCode" 0 \
        '^4 passed, 0 failed$' -- lc464 "$at/lc464-print.py"
    check "... and -v shows the prints under each row, as LeetCode's Stdout" 0 \
        '^      stdout \(what the method printed, apart from its answers, as LeetCode shows it\):$' -- \
        -v -d "$nf" "$at/lc464-print.py"
    expect "... the print itself" grep -q '^        m = 18 desiredTotal = 79$' "$work/out"
    # (wrong at sample1's call 2, canIWin(10, 0): its print shown, call 1's not; each
    # without its newline)
    printf '%s\n' 'class Solution:' '    def canIWin(self, m, d):' '        print("guess", m, d, end="")' \
        '        return False' > "$work/guess.py"
    check "a wrong method's prints: under its failing row, without -v" 1 \
        '^      stdout \(what the method printed' -- -d "$nf" "$work/guess.py"
    expect "... the failing call's print" grep -q '^        guess 10 0$' "$work/out"
    expect "... and not the call's before" test "$(grep -c '^        guess 10 11$' "$work/out")" -eq 0
fi
# each language's prints in a method: the other cases AC (the prints never reach the
# answers), and under the case that fails at its second call (sample1's canIWin(10, 0) or
# lc486 ties' 9th) that call's prints, each driver flushing them before its next call: a
# print left without its newline (in C++ through a cout of its own, sync_with_stdio(false))
# still shown as the call's
if ! skip g++; then
    sed -e '1i static int fast = (ios::sync_with_stdio(false), 0);' -e 's/ << endl;/ << ";";/' \
        -e 's/^\(        return lead\[0\]\[n - 1\] >= 0\)/\1 != (n == 5 \&\& nums[0] == 2)/' \
        "$at/lc486-cout.cpp" > "$work/cout.cpp"
    check "a cout in a C++ method (tests/attempts/lc486-cout.cpp), made wrong at ties' call 9: the others AC" 1 \
        '^5 passed, 1 failed$' -- lc486 "$work/cout.cpp"
    expect "... ties' call 9's cout, flushed before call 10" grep -q '^        n = 5;$' "$work/out"
fi
if ! skip gcc; then
    sed '/^bool canIWin/,/^{$/ s/^{$/{ printf("canIWin(%d, %d)", maxChoosableInteger, desiredTotal); if (!desiredTotal) return false;/' \
        "$at/lc464.c" > "$work/print.c"
    check "a printf in a C function: the others AC" 1 '^2 passed, 1 failed$' -- -d "$nf" "$work/print.c"
    expect "... the failing call's printf" grep -q '^        canIWin(10, 0)$' "$work/out"
fi
if ! skip javac java; then
    sed 's/^\(    public boolean canIWin(int maxChoosableInteger, int desiredTotal) {\)$/\1 System.out.print("called " + desiredTotal); if (desiredTotal == 0) return false;/' \
        "$at/lc464.java" > "$work/Print.java"
    check "a System.out.print in a Java method: the others AC" 1 '^2 passed, 1 failed$' -- \
        -d "$nf" "$work/Print.java"
    expect "... the failing call's print" grep -q '^        called 0$' "$work/out"
fi
if ! skip node; then
    sed 's/^\(var canIWin = function(maxChoosableInteger, desiredTotal) {\)$/\1 console.log("called"); process.stdout.write("again " + desiredTotal); if (!desiredTotal) return false;/' \
        "$at/lc464.js" > "$work/print.js"
    check "a console.log and a process.stdout.write in a JavaScript function: the others AC" 1 \
        '^2 passed, 1 failed$' -- -d "$nf" "$work/print.js"
    expect "... the failing call's prints" grep -q '^        again 0$' "$work/out"
fi
if ! skip node; then
    js="$work/js"
    mkdir -p "$js" "$js-outside"
    printf 'tl=0.5\nleetcode=canIWin\njudge=leetcode\n' | tee "$js/judge.conf" > "$js-outside/judge.conf"
    printf '1 1\n20 1\n' > "$js/1.in"; printf 'true\ntrue\n' > "$js/1.out"
    printf '10 301\n' > "$js-outside/1.in"; printf 'false\n' > "$js-outside/1.out"
    check "LeetCode's JavaScript (var canIWin = function) on a folder without judge.conf: AC" 0 \
        '^3 passed, 0 failed$' -- -d "$nf" "$at/lc464.js"
    check "LeetCode's JavaScript on testdata/lc464: AC" 0 '^4 passed, 0 failed$' -- \
        lc464 "$at/lc464.js"
    expect "... and no word of a profile without JavaScript" \
        test "$(grep -c 'has no javascript' "$work/out")" -eq 0
    # (0.7 s of CPU, the clock read once a million steps: each read is a system call)
    printf '%s\n' 'var canIWin = function(m, d) {' '    if (m < 20) return d <= m;' \
        '    const t = process.cpuUsage(), end = t.user + t.system + 700000;' '    let x = 0;' \
        '    for (let u = process.cpuUsage(); u.user + u.system < end; u = process.cpuUsage())' \
        '        for (let i = 0; i < 1e6; i++) x += i;' '    return x > 0;' '};' > "$work/slow.js"
    check "LeetCode's JavaScript: a call past tl named when it returns, with its time" 1 \
        '^TLE .*call 2, canIWin\(20, 1\): took 0\.[7-9][0-9]* s of CPU time \(the limit is 0\.5 s\)' -- -d "$js" "$work/slow.js"
    printf '%s\n' 'var canIWin = function(m, d) {' '    if (m == 20) throw new RangeError("no 20 here");' \
        '    return d <= m;' '};' > "$work/throws.js"
    check "LeetCode's JavaScript: an exception is RE, its line in your file" 1 \
        "^RE .*throws\.js:2.*RangeError: no 20 here" -- -d "$js" "$work/throws.js"
    check "LeetCode's JavaScript: input outside LeetCode's constraints refused" 1 \
        "^RE .*is not LeetCode's: two integers, 1 <= m <= 20 and 0 <= d <= 300" -- \
        -d "$js-outside" "$at/lc464.js"
fi
if ! skip gcc; then
    check "a canIWin on LeetCode 486's problem is a usage error naming both" 2 \
        "lc464\.c defines canIWin, LeetCode's method of another problem: lc486's is predictTheWinner" -- \
        lc486 "$at/lc464.c"
    check "a LeetCode function on a POJ problem is a usage error that says why" 2 \
        "lc464\.c is LeetCode's canIWin \(no main of its own\), and poj1143 is a poj problem" -- \
        poj1143 "$at/lc464.c"
fi

echo "judge.sh LeetCode-form self-test: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
