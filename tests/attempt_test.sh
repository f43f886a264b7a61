#!/usr/bin/env bash
# attempt_test.sh: judge.sh on attempts as people write them (tests/attempts/): source files
# in C, C++, Java, Python and JavaScript, compiled as each judge compiles them
# (docs/judges.md), programs and LeetCode's form on our problems' cases; how an argument is
# read, compile errors, warnings and limits, the reuse of a build.  LeetCode's form itself
# (a new Solution a call, the budget, the drivers) is tests/leetcode_test.sh's, --stress with
# a source file tests/stress_test.sh's.  Real compilers, a real JVM and interpreter: a test
# whose toolchain is missing says "skipped".  Last line: "N passed, N failed".
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
    check "lc464: seed 001's C++ class as written (accepted on LeetCode)" 0 '^4 passed, 0 failed$' -- \
        lc464 "$at/lc464-seed001.cpp"
    # seed 000's class holds non-breaking spaces (U+00A0): the compiler says where
    check "--runtime native overrides the profile's memory rule (asan): ASan's shadow refused" 1 \
        '^MLE .*asked for one block' -- --runtime native -x lc464 "$at/lc464-seed001.cpp"
    check "lc464: seed 000's non-breaking spaces are CE, with the compiler's line" 1 \
        'lc464-seed000\.cpp:3:1: error: extended character' -- lc464 "$at/lc464-seed000.cpp"
    expect "seed 000: every case failed" grep -q '^0 passed, 4 failed$' "$work/out"
    expect "seed 000: the hint names the invisible character, its line and column" \
        grep -q '^      hint: line 3, column 1 holds U+00A0 (a no-break space, invisible): ' "$work/out"
    # C++ in a file named as C: CE with the compiler's words, and a hint
    cp "$at/poj1143.cpp" "$work/cxx.c"
    check "C++ in a .c file: CE, and a hint to name it .cpp" 1 \
        "^      hint: $work/cxx\.c is C\+\+ \(its headers, std:: or a class\), in a file named as C: name it \.cpp$" -- \
        -x poj1143 "$work/cxx.c"
    # a crash's words name the attempt's copy as it was built (attempt.cpp), not the folder
    # it was built in, which is gone by then
    printf '#include <cstdio>\nint main() { int *p = nullptr, m, d; while (std::scanf("%%d %%d", &m, &d) == 2) std::printf("%%d\\n", *p); }\n' \
        > "$work/null.cpp"
    check "a crash under LeetCode's UBSan: its line in the attempt, no build folder" 1 \
        "^RE .*stderr: attempt\.cpp:2:[0-9]+: runtime error: load of null pointer" -- -x lc464 "$work/null.cpp"
    expect "a crash's words: no build folder" [ "$(grep -c 'build/attempts' "$work/out")" -eq 0 ]
    check "poj1143: a C++98 program (poj profile)" 0 '^12 passed, 0 failed$' -- \
        poj1143 "$at/poj1143.cpp"
    # 64-bit integers as POJ's MinGW G++ takes them (judge/poj/msvcrt.h): __int64 and "%I64d"
    # AC there, where glibc's printf pads to 64 columns; Linux's g++ has no __int64
    check "poj1143: __int64 and %I64d (POJ's MinGW msvcrt) are AC on POJ" 0 '^12 passed, 0 failed$' -- \
        poj1143 "$at/poj1143-i64.cpp"
    check "... and CE under atcoder (no __int64 in Linux's g++)" 1 "error: '__int64' was not declared" -- \
        --judge atcoder poj1143 "$at/poj1143-i64.cpp"
    check "poj1143: C++11 under poj is CE, with the compiler's message" 1 \
        'CE  poj1143/\(build\) .*poj1143-cpp11\.cpp does not compile \(poj profile\)' -- \
        poj1143 "$at/poj1143-cpp11.cpp"
    expect "C++11 under poj: the compiler's message" \
        grep -q 'error: .*C++ 2011\|only available with .-std=c++11' "$work/out"
    expect "... its first 10 lines, then how many more -v shows" \
        grep -Eq '^      \[\.\.\. [0-9]+ more lines: -v shows them all \.\.\.\]$' "$work/out"
    check "poj1143: the same C++11 under atcoder is AC" 0 '^12 passed, 0 failed$' -- \
        --judge atcoder poj1143 "$at/poj1143-cpp11.cpp"
    # <bits/stdc++.h>: CE on POJ (its MinGW GCC 4.4, as POJ's users report), said why;
    # AC where GCC has it (judge/poj/bits/stdc++.h stands in for POJ's lack of it)
    check "poj1143: <bits/stdc++.h> is CE on POJ, saying why" 1 \
        "error: #error \"POJ's G\+\+ \(MinGW GCC 4\.4\.0\) has no <bits/stdc\+\+\.h>" -- poj1143 "$at/poj1143-bits.cpp"
    # (the other side: poj1143.cpp, the same program with its headers named, is AC on POJ, below)
    # POJ's verdicts on POJ 1143 (testdata/poj1143/judge.conf: 1 s, 64 MB, exact with PE)
    check "poj1143: seed 002's program as written (POJ accepted it; 13 MB cleared a case)" 0 \
        '^12 passed, 0 failed$' -- poj1143 "$at/poj1143-seed002.cpp"
    check "poj1143: a 160 MiB table is MLE under POJ's 64 MB, as POJ judges it" 1 \
        '^MLE poj1143/positions-01 .*static arrays take 160\.0 MB, more than the 64 MB limit' -- \
        -x poj1143 "$at/poj1143-table.cpp"
    mkdir "$work/poj-sample" && cp "$root"/testdata/poj1143/{judge.conf,sample1.in,sample1.out} \
        "$work/poj-sample/" || exit 2
    check "poj1143: the same table under -m 256 is AC (161 MB)" 0 '^AC .* 16[0-9]\.[0-9] MB$' -- \
        -m 256 -d "$work/poj-sample" "$at/poj1143-table.cpp"
fi
if ! skip gcc; then
    # a byte that is not UTF-8, and a CE with nothing to hint: no hint line
    printf 'int main(void) { return 0\xff; }\n' > "$work/byte.c"
    check "a byte that is not UTF-8: named in the hint" 1 \
        '^      hint: line 1, column 26 holds the byte \\xff, not UTF-8 text$' -- -x poj1143 "$work/byte.c"
    # (the same in POJ's GCC: C reads judge/poj/msvcrt.h too)
    mkdir "$work/poj-i64" && printf 'judge=poj\n' > "$work/poj-i64/judge.conf" &&
        printf '5000000000\n' | tee "$work/poj-i64/1.in" > "$work/poj-i64/1.out" || exit 2
    printf '#include <stdio.h>\nint main(void) { __int64 n; scanf("%%I64d", &n); printf("%%I64d\\n", n); return 0; }\n' \
        > "$work/i64.c"
    check "a C program's __int64 and %I64d under poj: AC" 0 '^AC ' -- -d "$work/poj-i64" "$work/i64.c"
    printf 'int main(void) { return x; }\n' > "$work/plain-ce.c"
    # a program for one case on a problem of many: the first answer only, said, and the
    # problem of one case an input named (cards-in-line's judge.conf, one_case=)
    check "cards-in-line: a one-case program answers the first case only, and is told so" 1 \
        "^WA  cards-in-line/random .*\(it answered the first case only: this input holds 22 cases, read until its end; cards-nowcoder is the form with one case an input\)$" -- \
        cards-in-line "$at/cards-one-case.c"
    expect "... and AC on the samples of one case" grep -q '^AC  cards-in-line/sample1 ' "$work/out"
    check "... on cards-nowcoder, the form it was written for: AC" 0 '^7 passed, 0 failed$' -- \
        cards-nowcoder "$at/cards-one-case.c"
    # the winner's score, not the first player's: the odd rows the second player wins tell
    check "cards-nowcoder: the first player's score printed, not the winner's: WA on an odd row" 1 \
        '^WA  cards-nowcoder/second-wins .*expected "100", got "2"' -- cards-nowcoder "$at/cards-nowcoder-first.c"
    check "a CE in plain ASCII C" 1 'CE  poj1143/\(build\)' -- -x poj1143 "$work/plain-ce.c"
    expect "... has no hint" test "$(grep -c 'hint:' "$work/out")" -eq 0
    check "poj1143: while (scanf(\"%d\", &n), n) stops at POJ's 0: AC" 0 '^12 passed, 0 failed$' -- \
        poj1143 "$at/poj1143-scanf-comma.c"
    # (robust/ is our solver's: an input without the 0, on which that loop never ends)
    check "poj1143: ... and loops on our solver's input without the 0 (OLE)" 1 \
        '^OLE robust/no-terminator .*stdout passed 65536 bytes; stopped, writing on after it had read all its input \(a loop that misses the end of the input\?\)$' -- \
        -d testdata/poj1143/robust "$at/poj1143-scanf-comma.c"
    check "poj1143: a space after each winning move is PE, naming the whitespace" 1 \
        '^PE  poj1143/sample1 .*line 2 col 25: expected a line end, got a space \(the tokens are right; only whitespace differs\); in Test Case #1, whose input is "2 2 5"$' -- \
        poj1143 "$at/poj1143-trailing-space.c"
    expect "poj1143: ... every case PE, none WA" grep -q '^0 passed, 12 failed$' "$work/out"
    expect "poj1143: ... PE on every case" [ "$(grep -c '^PE ' "$work/out")" -eq 12 ]
    check "poj1143: ... --mode lines (blanks at line ends ignored) makes it AC" 0 \
        '^12 passed, 0 failed$' -- --mode lines poj1143 "$at/poj1143-trailing-space.c"
fi
# AtCoder EDPC L at the statement's limits (N = 3000, a_i up to 10^9; testdata/edpc-l/max-*,
# answered by our solver): the textbook O(N^2) table is AC; a search without a memo is AC on
# the samples alone and TLE at N = 3000, as on AtCoder
if ! skip g++; then
    check "edpc-l: the O(N^2) table in C++ (72 MB) is AC at N = 3000" 0 '^8 passed, 0 failed$' -- \
        edpc-l "$at/edpc-l.cpp"
    # AtCoder's own libraries (docs/judges.md's library lines): the AtCoder Library, missing
    # here, is JE saying how to give it, not CE; with JUDGE_ACL (a stand-in atcoder/all) it
    # is judged as AtCoder judges it; a header no judge installs stays CE
    check "edpc-l: #include <atcoder/all> without the library here: JE, saying JUDGE_ACL=DIR" 2 \
        '^JE  edpc-l/\(build\) +atcoder has atcoder \(its own library\), not installed here: give .*JUDGE_ACL=DIR' -- \
        edpc-l "$at/edpc-l-acl.cpp"
    # (with the library given: a small program of it on one case, its compile a third of the
    # template's, which <bits/stdc++.h> makes long)
    mkdir -p "$work/acl/atcoder" "$work/acl-one" && cp testdata/edpc-l/sample1.* "$work/acl-one/" &&
        printf 'namespace atcoder { int two() { return 2; } }\n' > "$work/acl/atcoder/all" || exit 2
    printf '%s\n' '#include <atcoder/all>' '#include <cstdio>' \
        'int main() { std::printf("%d\n", 8 + atcoder::two()); }' > "$work/acl.cpp"
    JUDGE_ACL=$work/acl check "... with JUDGE_ACL=DIR: its folder on the include path, AC" 0 '^1 passed, 0 failed$' -- \
        --judge atcoder -d "$work/acl-one" "$work/acl.cpp"
    printf '#include <nosuchlib/all>\nint main() { return 0; }\n' > "$work/nolib.cpp"
    check "... a header no judge installs: CE" 1 '^CE  edpc-l/\(build\)' -- edpc-l "$work/nolib.cpp"
fi
if ! skip python3; then
    mkdir "$work/edpc-samples" && cp testdata/edpc-l/{judge.conf,sample*} "$work/edpc-samples/" ||
        exit 2
    check "edpc-l: an exponential search in Python is AC on the samples alone" 0 \
        '^5 passed, 0 failed$' -- -d "$work/edpc-samples" "$at/edpc-l-exponential.py"
    # (--timeout 2: stopped at the limit; the run on to the hard limit is judge_test's)
    check "edpc-l: ... and TLE at N = 3000" 1 \
        '^TLE edpc-l/max-odd-alternating .*CPU time [0-9.]+ s > 2 s$' -- \
        -x --timeout 2 edpc-l "$at/edpc-l-exponential.py"
    # numpy, which AtCoder's CPython has, on both sides: AC with a python3 that has it (this
    # one, or Debian's /usr/bin/python3 with python3-numpy, first on PATH), JE saying how to
    # install it with one that lacks it (python3 -S: no site-packages), not RE; a module
    # AtCoder lacks too stays RE
    np=""
    for p in "$(type -P python3)" /usr/bin/python3; do
        [ -x "$p" ] && "$p" -c 'import numpy' > /dev/null 2>&1 && { np=$p; break; }
    done
    mkdir -p "$work/np" "$work/nonp" || exit 2
    printf '#!/bin/sh\nexec %s -S "$@"\n' "$(type -P python3)" > "$work/nonp/python3"
    chmod +x "$work/nonp/python3"
    if [ -n "$np" ]; then
        ln -s "$np" "$work/np/python3"
        PATH="$work/np:$PATH" check "edpc-l: numpy (AtCoder's CPython has it), here too: AC" 0 \
            '^8 passed, 0 failed$' -- edpc-l "$at/edpc-l-numpy.py"
    else
        echo "skipped: no python3 here has numpy (apt-get install python3-numpy): its AC side did not run"
    fi
    PATH="$work/nonp:$PATH" check "edpc-l: numpy (AtCoder's CPython has it), not here: JE saying how to install it" 2 \
        '^JE  edpc-l/[^ ]+ .*atcoder has numpy \(its own library\), not installed here: apt-get install python3-numpy' -- \
        -x edpc-l "$at/edpc-l-numpy.py"
    expect "... naming the python3 that ran it (a machine may have another, with numpy)" \
        grep -q "; the python3 that ran it: $work/nonp/python3\$" "$work/out"
    # LeetCode's Python has sortedcontainers (its environments page): AC with a python3 that
    # has it, JE with one that lacks it (python3 -S, as above)
    { echo 'from sortedcontainers import SortedList'; cat "$at/lc464.py"; } > "$work/sorted.py"
    if python3 -c 'import sortedcontainers' > /dev/null 2>&1; then
        check "lc464: sortedcontainers (LeetCode's Python has it), here too: AC" 0 '^4 passed, 0 failed$' -- \
            -d "$at/lc464-small" "$work/sorted.py"
    else
        echo "skipped: this python3 has no sortedcontainers: its AC side did not run"
    fi
    PATH="$work/nonp:$PATH" check "lc464: sortedcontainers, not here: JE saying how to install it" 2 \
        '^JE  lc464-small/[^ ]+ .*leetcode has sortedcontainers \(its own library\), not installed here' -- \
        -x -d "$at/lc464-small" "$work/sorted.py"
    printf 'import nosuchmodule\n' > "$work/nomod.py"
    check "... a module no judge installs: RE" 1 "^RE  edpc-l/[^ ]+ .*No module named 'nosuchmodule'" -- \
        -x edpc-l "$work/nomod.py"
fi
if ! skip gcc; then
    # POJ's C is GCC 4.4's default, gnu89: C99's loop declaration is CE there (its FAQ's GCC;
    # users' "for loop initial declarations" CE), and AC under a judge of a later standard
    mkdir -p "$work/sum" && printf '3\n1 2 3\n' > "$work/sum/1.in" && printf '6\n' > "$work/sum/1.ans" || exit 2
    printf '%s\n' '#include <stdio.h>' 'int main(void) { int n, x, s = 0; scanf("%d", &n);' \
        '  for (int i = 0; i < n; i++) { scanf("%d", &x); s += x; } printf("%d\n", s); return 0; }' > "$work/c99.c"
    check "POJ's gnu89: a C99 loop declaration is CE, with the compiler's words" 1 \
        "^CE  sum/\(build\) .*c99\.c does not compile \(poj profile\)" -- --judge poj -d "$work/sum" "$work/c99.c"
    expect "POJ's gnu89: the compiler's words" grep -q "initial declarations are only allowed in C99" "$work/out"
    expect "... and a hint: declare it before the for, or judge it as today's judges do" \
        grep -q "^      hint: poj's C is C89 (docs/judges.md): declare the loop's variable before the for" "$work/out"
    check "... the same under plain (gnu11): AC" 0 '^1 passed, 0 failed$' -- --judge plain -d "$work/sum" "$work/c99.c"
    # (on the small cases: testdata/lc464's whole range is 5 s of CPU under ASan; --verify
    # of our lc464 package judges the same attempt on the package's cases)
    check "lc464: a bare C function, no includes" 0 '^4 passed, 0 failed$' -- \
        -d "$at/lc464-small" "$at/lc464.c"
    check "lc486: a bare C function" 0 '^6 passed, 0 failed$' -- lc486 "$at/lc486.c"
fi
if ! skip javac java; then
    check "lc464: a Java class, no imports, state in a field" 0 '^4 passed, 0 failed$' -- \
        -d "$at/lc464-small" "$at/lc464.java"
    # (on one case: a JVM's start is 0.3 s of CPU a case)
    mkdir "$work/poj-one" && cp testdata/poj1143/sample1.* testdata/poj1143/judge.conf "$work/poj-one/" ||
        exit 2
    if ! skip ecj; then
        check "poj1143: public class Main in a file of another name" 0 '^1 passed, 0 failed$' -- \
            -d "$work/poj-one" "$at/poj1143-solution.java"
        # each judge's Java as a submission meets it (docs/judges.md: file lines, POJ's ecj at
        # Java 6): POJ and AtCoder save a source as Main.java, POJ compiles Java 6
        check "poj1143: public class NumberGame is CE on POJ (it saves Main.java)" 1 \
            'public type NumberGame must be defined in its own file' -- poj1143 "$at/poj1143-numbergame.java"
        expect "... and a hint: POJ saves it as Main.java, so its class must be Main" grep -qx \
            '      hint: poj saves every Java source as Main\.java: name the public class Main, not NumberGame' "$work/out"
        check "poj1143: a diamond, new HashMap<>(), is CE on POJ (Java 6), its line shown" 1 \
            "'<>' operator is not allowed for source level below 1.7" -- poj1143 "$at/poj1143-diamond.java"
        expect "... its class is Main: no hint of the name" [ "$(grep -c 'hint: poj saves' "$work/out")" -eq 0 ]
        # Java 6's library: POJ's has no String.join (Java 8); judge.sh compiles against Java
        # 7's (build/jvm/java7-api.jar, from the JDK's ct.sym)
        sed 's/^\( *\)System\.out\.print(out);$/\1System.out.print(String.join("", Arrays.asList(out.toString())));/' \
            "$at/poj1143-solution.java" > "$work/join.java"
        check "poj1143: String.join (Java 8) is CE on POJ (JDK 6), as ecj against Java 7's library says" 1 \
            'The method join\(String, List<String>\) is undefined for the type String' -- -d "$work/poj-one" "$work/join.java"
        expect "... and a hint: POJ's Java is older than this JDK" \
            grep -q "^      hint: poj's Java is older than this JDK" "$work/out"
        check "... the same under atcoder (Java 17): AC" 0 '^1 passed, 0 failed$' -- \
            --judge atcoder -d "$work/poj-one" "$work/join.java"
        if grep -q 'Picked up JDK_JAVA_OPTIONS' "$work/out"; then
            fail "POJ's compiler (ecj): the java launcher's note among its words"
        else
            ok
        fi
    fi
    check "... the same NumberGame under kattis, which finds the class: AC" 0 '^1 passed, 0 failed$' -- \
        --judge kattis -d "$work/poj-one" "$at/poj1143-numbergame.java"
    check "... the diamond under atcoder (Java 17): AC" 0 '^1 passed, 0 failed$' -- \
        --judge atcoder -d "$work/poj-one" "$at/poj1143-diamond.java"
    check "edpc-l: public class DequeGame is CE on AtCoder (it compiles Main.java)" 1 \
        'class DequeGame is public, should be declared in a file named DequeGame.java' -- \
        edpc-l "$at/edpc-l-dequegame.java"
    expect "... and a hint: AtCoder saves it as Main.java" grep -qx \
        '      hint: atcoder saves every Java source as Main\.java: name the public class Main, not DequeGame' "$work/out"
    # a class in a package runs by its full name (DOMjudge's java_javac_detect): my.pkg.Main
    mkdir -p "$work/jpkg"
    printf '1\n' > "$work/jpkg/1.in"; printf '1\n' > "$work/jpkg/1.out"
    printf '%s\n' 'package my.pkg;' 'import java.util.Scanner;' \
        'public class Main { public static void main(String[] a) { System.out.println(new Scanner(System.in).nextInt()); } }' \
        > "$work/jpkg/Main.java"
    check "a Java class in a package (package my.pkg;): run as my.pkg.Main" 0 '^1 passed, 0 failed$' -- \
        -d "$work/jpkg" "$work/jpkg/Main.java"
    check "cards-in-line: a Java program (public class Cards in cards.java)" 0 \
        '^5 passed, 0 failed$' -- cards-in-line "$at/cards.java"
    # (the other profiles on the largest case alone: a JVM's start is 0.3 s of CPU a case)
    mkdir "$work/cards-limits" && cp "$root"/testdata/cards-in-line/limits.* "$work/cards-limits/" ||
        exit 2
    # (AtCoder compiles Main.java: its class named Main)
    sed 's/^public class Cards /public class Main /' "$at/cards.java" > "$work/cards-main.java"
    check "Java under atcoder: -Xss{mb}M filled in" 0 '^1 passed, 0 failed$' -- \
        --judge atcoder -d "$work/cards-limits" "$work/cards-main.java"
    check "Java under kattis: -Xms{mb}m -Xmx{mb}m filled in" 0 '^1 passed, 0 failed$' -- \
        --judge kattis -d "$work/cards-limits" "$at/cards.java"
    # (Nowcoder saves a Java source as Main.java, as its code template's class: docs/judges.md)
    check "cards-nowcoder: public class Cards is CE on Nowcoder, saying to name it Main" 1 \
        '^      hint: nowcoder saves every Java source as Main\.java: name the public class Main, not Cards$' -- \
        cards-nowcoder "$at/cards.java"
    check "... and public class Main under nowcoder: AC" 0 '^1 passed, 0 failed$' -- \
        --judge nowcoder -d "$work/cards-limits" "$work/cards-main.java"
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
    # on a LeetCode problem, a file with neither the method nor a program's entry: CE, named
    : > "$work/empty.py"
    check "lc464: an empty .py is CE: no canIWin for LeetCode to call" 1 \
        'empty\.py has no canIWin for LeetCode to call \(class Solution with a method canIWin' -- lc464 "$work/empty.py"
    mkdir -p "$work/dir.py"
    check "a folder named like a source, with no source in it: CE, its words only" 1 \
        'a folder program needs sources of one language' -- lc464 "$work/dir.py"
    expect "... no awk error about a folder" test "$(grep -c 'Is a directory' "$work/out")" -eq 0
    check "lc464: a Python class, no imports" 0 '^4 passed, 0 failed$' -- \
        -d "$at/lc464-small" "$at/lc464.py"
    # (POJ offers no Python: no AC for it, but a CE that says which languages it takes, and
    # how to judge the program all the same)
    check "poj1143: a Python program is CE: POJ takes no Python" 1 \
        "^CE  poj1143/\(build\) .*poj1143\.py: poj1143's judge, poj, takes no python$" -- poj1143 "$at/poj1143.py"
    expect "... saying what it takes, and how to judge it as a plain program" \
        grep -q '^      its languages here: c cpp java (docs/judges.md); --judge plain judges ' "$work/out"
    check "poj1143: the same Python program under --judge plain: AC" 0 '^12 passed, 0 failed$' -- \
        --judge plain poj1143 "$at/poj1143.py"
    check "lc486: a Python class" 0 '^6 passed, 0 failed$' -- lc486 "$at/lc486.py"
fi

if ! skip python3; then
    check "lc486: the greedy Python class is WA" 1 '^WA  lc486/' -- lc486 "$at/lc486-greedy.py"
fi

# a pyenv shim first on PATH (a script that asks pyenv which Python to run: 0.1 s of CPU time
# a start, which the clock would count) runs as the Python pyenv names; a python3 that is no
# shim is kept, whatever pyenv would say.  Fakes: a shim that compiles but will not run, a
# plain wrapper, and two pyenvs, one naming the real python3 and one a python3 that fails.
# shellcheck disable=SC2016 # the fakes are scripts, $ and all
if ! skip python3 && { [ -x /usr/bin/python3 ] ||
    { echo "skipped: no /usr/bin/python3 (the pyenv shim tests did not run)"; false; }; }; then
    mkdir -p "$work/py1" "$work/shims" "$work/plain" "$work/bad" "$work/pyenv-good" "$work/pyenv-bad"
    echo 3 > "$work/py1/1.in"; echo 6 > "$work/py1/1.out"
    printf 'print(2 * int(input()))\n' > "$work/py1/twice.py"
    printf '#!/bin/sh\n# a pyenv shim\n[ "$1" != -m ] || exec /usr/bin/python3 "$@"\necho "the shim ran" >&2; exit 3\n' \
        > "$work/shims/python3"
    printf '#!/bin/sh\nexec /usr/bin/python3 "$@"\n' > "$work/plain/python3"
    printf '#!/bin/sh\necho "a python3 that fails" >&2; exit 3\n' > "$work/bad/python3"
    printf '#!/bin/sh\n[ "$1" = which ] && echo /usr/bin/python3\n' > "$work/pyenv-good/pyenv"
    printf '#!/bin/sh\n[ "$1" = which ] && echo %s\n' "$work/bad/python3" > "$work/pyenv-bad/pyenv"
    chmod +x "$work"/shims/python3 "$work"/plain/python3 "$work"/bad/python3 "$work"/pyenv-*/pyenv
    PATH="$work/shims:$work/pyenv-good:$PATH" check "a pyenv shim runs as the Python pyenv names" 0 \
        '^1 passed' -- --judge plain -d "$work/py1" "$work/py1/twice.py"
    PATH="$work/plain:$work/pyenv-bad:$PATH" check "a python3 that is no shim is kept" 0 \
        '^1 passed' -- --judge plain -d "$work/py1" "$work/py1/twice.py"
fi

# ---- how an argument is read; usage errors ----
printf 'int main(void) { return 0; }\n' > "$work/prog.c"
check "-c with a source file names the source-file form" 2 \
    "-c takes a command, and .*prog\.c is a source file: judge it with ./judge.sh NAME" -- \
    -c "$work/prog.c" -d "$at/lc464-small"
# a shell script is a source (.sh, .bash: DOMjudge's and BAPCtools' languages) and, after
# -c, a command: -c ./run.sh runs it
check "-c with a .sh script runs it as a command" 0 '^3 passed, 0 failed' -- \
    --mode float:1e-6 -c "$root/tests/examples/float-mean/mean.sh" -d "$root/tests/examples/float-mean"
check "-c sh SCRIPT.sh too" 0 '^3 passed, 0 failed' -- \
    --mode float:1e-6 -c "sh $root/tests/examples/float-mean/mean.sh" -d "$root/tests/examples/float-mean"
check "a source file that is not there" 2 'nosuch\.cpp: no such file' -- lc464 "$work/nosuch.cpp"
check "a path of no known language: the languages docs/judges.md has, named" 2 \
    "not a source judge.sh knows \\(C \\(\\.c\\), C\\+\\+ \\(\\.cc \\.cpp \\.cxx \\.c\\+\\+ \\.C\\), Java" -- lc464 ./Makefile
# every extension of docs/judges.md's language lines is its language's (.C and .c++: C++)
printf '#include <cstdio>\nint main() { int m, d; while (std::scanf("%%d %%d", &m, &d) == 2) std::puts(m * (m + 1) / 2 >= d && d <= 1 ? "true" : "false"); }\n' > "$work/Cap.C"
check "a .C file is C++ (docs/judges.md)" 1 'WA +lc464-small/' -- --judge plain -d "$at/lc464-small" "$work/Cap.C"
check "a source file and a NAME too many" 2 'a source file goes with one NAME' -- \
    lc464 poj1143 "$work/prog.c"
check "two source files" 2 'one source file at a time' -- lc464 "$work/prog.c" "$work/prog.c"
check "an unknown problem" 2 "no problem 'nosuch'" -- nosuch "$work/prog.c"
check "--judge of no judge" 2 '--judge is one of: poj leetcode atcoder nowcoder domjudge kattis plain' -- \
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
    expect "CE: 10 lines of it, and a line saying how many more" [ "$(grep -c '^      ' "$work/out")" -eq 11 ]
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
    expect "... and no line of more left out" test "$(grep -c 'more lines: -v' "$work/out")" -eq 0
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
    mkdir "$work/tmpdir"
    TMPDIR=$work/tmpdir check "--compile-time: a compiler that runs on is CE" 1 \
        'the compiler ran past its limit \(CPU time [0-9.]+ s > 1 s\)' -- \
        --compile-time 1 --judge atcoder -d "$work/cases" "$work/spin.cpp"
    # (stopped at its hard limit, 1.5 x 1 + 1 s of CPU, not after the loop's minutes)
    expect "--compile-time 1: stopped at its hard limit" \
        grep -Eq 'the compiler ran past its limit \(CPU time (1\.|2\.[0-5])[0-9]* s > 1 s\)' "$work/out"
    # the stopped compiler's temporary files (cc1plus's .s) go with the build folder
    expect "--compile-time 1: nothing left in TMPDIR" [ -z "$(ls -A "$work/tmpdir")" ]
    # a program of 80 MB (an initialized array: the compiler writes it all) builds: the
    # compile's files may be as large as DOMjudge's script_filesize_limit, 2560 MB (BAPCtools'
    # and DOMjudge's test-memstatic.cc), not a run's 64 MB
    printf '#include <stdio.h>\nstatic char a[80 << 20] = {1};\nint main(void) { puts("x"); return a[5]; }\n' \
        > "$work/big.c"
    mkdir -p "$work/w-case" && printf 'x\n' > "$work/w-case/1.in" && printf 'x\n' > "$work/w-case/1.out"
    check "an 80 MB program is no CE (the compile's file size limit is DOMjudge's)" 0 '^1 passed' -- \
        -d "$work/w-case" "$work/big.c"
    printf '#define A(x) x x x x\n#define B(x) A(A(A(A(A(x)))))\nB(B(B(int z;)))\n' > "$work/bomb.c"
    # (under 256 MB, JUDGE_COMPILE_MB: under the default 2 GB the bomb takes 12 s of CPU)
    JUDGE_COMPILE_MB=256 check "a compiler out of memory is CE" 1 'memory exhausted|ran out of memory' -- \
        -d "$work/cases" "$work/bomb.c"
    JUDGE_COMPILE_MB=x check "JUDGE_COMPILE_MB=x: a usage error" 2 'JUDGE_COMPILE_MB takes a whole number' -- \
        -d "$work/cases" "$work/bomb.c"
fi
# the compiler's processes: at most 64 at once, as DOMjudge's compile scripts allow; a gcc
# on PATH that first starts FORKS sleepers beside itself: 1 + 63 is fine, 1 + 64 is CE
if ! skip gcc; then
    mkdir -p "$work/forkcc"
    printf '%s\n' '#!/bin/bash' 'for ((i = 0; i < FORKS; i++)); do sleep 1 & done' 'wait' \
        "exec $(type -P gcc) \"\$@\"" > "$work/forkcc/gcc"
    chmod +x "$work/forkcc/gcc"
    for k in 63 64; do
        printf '#include <stdio.h>\nint main(void) { puts("1"); return 0; } /* %s */\n' \
            "$k $$.$RANDOM" > "$work/forks$k.c"
    done
    PATH="$work/forkcc:$PATH" FORKS=63 check "the compiler with 64 processes at once: it builds" 0 \
        '^1 passed, 0 failed$' -- -d "$work/cases" "$work/forks63.c"
    PATH="$work/forkcc:$PATH" FORKS=64 check "the compiler with 65 processes at once: CE" 1 \
        'the compiler failed \(more than 64 processes at once\)' -- -d "$work/cases" "$work/forks64.c"
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
    # two judges building the same source at once (a compiler that takes 1 s): the first to
    # finish keeps its build, the other's folder is removed (nothing left in build/attempts)
    printf '#!/bin/sh\nsleep 1\nexec %s "$@"\n' "$(command -v gcc)" > "$work/path/gcc"
    printf '/* at once */\n' >> "$work/reuse.c"
    b=$(builds)
    PATH="$work/path:$PATH" "$judge" -d "$work" "$work/reuse.c" > "$work/out" 2>&1 &
    PATH="$work/path:$PATH" "$judge" -d "$work" "$work/reuse.c" > "$work/out2" 2>&1
    wait $!
    expect "reuse: two judges at once, one build kept" [ "$(new_builds "$b")" -eq 1 ]
    expect "reuse: ... both judged it" \
        test "$(cat "$work/out" "$work/out2" | grep -c '^1 passed, 0 failed$')" -eq 2
    expect "reuse: ... and no half-made build left" \
        test -z "$(grep -lF -- "$mark" "$root"/build/attempts/new.*/attempt.c 2> /dev/null)"
    # a compiler that is not installed: a harness error that names it
    mkdir -p "$work/kit"
    cp -r "$root/judge" "$root/judge.sh" "$root/Makefile" "$work/kit/"
    mkdir -p "$work/kit/docs"
    cp "$root/docs/judges.md" "$work/kit/docs/"
    mkdir -p "$work/kit/build"
    cp "$root/build/runguard" "$root/build/compare" "$work/kit/build/"
    sed -i 's/^plain    | c          | gcc /plain    | c          | nosuchcc /' "$work/kit/docs/judges.md"
    "$work/kit/judge.sh" -d "$work" "$work/reuse.c" > "$work/out" 2>&1
    expect "a compiler that is not installed: exit 2, named" [ $? -eq 2 ]
    expect "a compiler that is not installed: said" \
        grep -q 'nosuchcc is not installed: the plain profile compiles and runs c with it' "$work/out"
fi

# ---- JavaScript (Node.js): a program, and a syntax error as CE (node --check) ----
if ! skip node; then
    printf '%s\n' "const s = require('fs').readFileSync(0, 'utf8');" "process.stdout.write(s);" \
        > "$work/echo.js"
    check "JavaScript: a program" 0 '^1 passed' -- -d "$work/cases" "$work/echo.js"
    # in a folder whose judge.conf names a LeetCode method, a JavaScript program is still a
    # program (LeetCode's form is C, C++, Java and Python here): judged under -t, not under
    # LeetCode's budget (tl a 50 calls and a second: 1.5 s); 0.8 s of CPU time is TLE
    mkdir -p "$work/leetjs"
    printf 'tl=5\nleetcode=canIWin\nleetcode_tests=50\n' > "$work/leetjs/judge.conf"
    printf '1 1\n' > "$work/leetjs/1.in"; printf 'true\n' > "$work/leetjs/1.out"
    printf '%s\n' 'while (process.cpuUsage().user < 800000) { }' 'console.log("true");' \
        > "$work/spin.js"
    check "JavaScript: a program in a LeetCode folder is judged under -t (0.5 s): TLE" 1 \
        '^TLE .*CPU time ([0-9.]+ s > 0\.5 s|more than 1\.75 s, where it was stopped \(the limit is 0\.5 s\))' -- \
        --judge plain -t 0.5 -d "$work/leetjs" "$work/spin.js"
    printf 'const x = ;\n' > "$work/broken.js"
    check "JavaScript: a syntax error is CE" 1 'broken\.js:1' -- -d "$work/cases" "$work/broken.js"
    expect "JavaScript: CE names the error" grep -q 'SyntaxError' "$work/out"
    # AtCoder offers Node.js (its 2023 language update): EDPC L in JavaScript is judged on
    # all its cases, none refused as a language the judge lacks
    mkdir -p "$work/edpc-js" && cp testdata/edpc-l/{judge.conf,sample*} "$work/edpc-js/" || exit 2
    check "edpc-l: JavaScript on AtCoder (Node.js), the interval table: AC" 0 '^5 passed, 0 failed$' -- \
        -d "$work/edpc-js" "$at/edpc-l.js"
    expect "... under the atcoder profile, none refused" grep -q '^== edpc-js: 5 of 5 passed' "$work/out"
fi

# ---- the other languages of the judges' example packages, DOMjudge's commands (docs/judges.md,
# domjudge), each when its toolchain is installed ----
mkdir -p "$work/hello"
: > "$work/hello/1.in"; echo 'Hello world!' > "$work/hello/1.out"
printf 'program Hello;\nbegin\n  writeln('"'"'Hello world!'"'"');\nend.\n' > "$work/hello.pas"
printf 'print "Hello world!\\n";\n' > "$work/hello.pl"
printf 'fn main() {\n    println!("Hello world!");\n}\n' > "$work/hello.rs"
printf 'program hello\n  print '"'"'(a)'"'"', '"'"'Hello world!'"'"'\nend program hello\n' > "$work/hello.f95"
printf 'with Ada.Text_IO; use Ada.Text_IO;\nprocedure Hello is\nbegin\n   Put_Line ("Hello world!");\nend Hello;\n' \
    > "$work/hello.adb"
printf 'package main\nimport "fmt"\nfunc main() { fmt.Println("Hello world!") }\n' > "$work/hello.go"
printf 'main = putStrLn "Hello world!"\n' > "$work/hello.hs"
printf 'let () = print_endline "Hello world!"\n' > "$work/hello.ml"
printf 'puts "Hello world!"\n' > "$work/hello.rb"
printf 'class P { static void Main() { System.Console.WriteLine("Hello world!"); } }\n' > "$work/hello.cs"
printf 'print("Hello world!")\n' > "$work/hello.lua"
printf '<?php\necho "Hello world!\\n";\n' > "$work/hello.php"
printf 'cat("Hello world!\\n")\n' > "$work/hello.R"
printf 'BEGIN { print "Hello world!" }\n' > "$work/hello.awk"
printf 'fun main() {\n    println("Hello world!")\n}\n' > "$work/hello.kt"
printf 'object hello {\n  def main(args: Array[String]): Unit = println("Hello world!")\n}\n' > "$work/hello.scala"
printf 'main :- write(%s), nl.\n' "'Hello world!'" > "$work/hello.plg"
for lt in pas:fpc pl:perl rs:rustc f95:gfortran adb:gnatmake go:go hs:ghc ml:ocamlopt rb:ruby \
    cs:mcs:mono lua:luac:lua R:Rscript awk:awk kt:kotlinc:kotlin scala:scalac:scala plg:swipl; do
    tool=${lt#*:}
    # shellcheck disable=SC2086 # the tools, a word each
    skip ${tool//:/ } && continue
    # (-t 10 --wall 60: a JVM's start on one pinned CPU of a loaded machine is no TLE here)
    check "${lt%%:*}: DOMjudge's ${tool%%:*} line of docs/judges.md" 0 '^1 passed, 0 failed$' -- \
        --judge domjudge -t 10 --wall 60 -d "$work/hello" "$work/hello.${lt%%:*}"
done
# problemtools' commands (docs/judges.md, kattis; its languages.yaml)
for lt in go:gccgo hs:ghc ml:ocamlopt rb:ruby cs:mcs:mono php:php kt:kotlinc:kotlin scala:scalac:scala; do
    tool=${lt#*:}
    # shellcheck disable=SC2086
    skip ${tool//:/ } && continue
    check "${lt%%:*}: Kattis's ${tool%%:*} line of docs/judges.md" 0 '^1 passed, 0 failed$' -- \
        --judge kattis -t 10 --wall 60 -d "$work/hello" "$work/hello.${lt%%:*}"
done
# a syntax error in a language whose compile step only checks it: CE, with the checker's words
printf 'puts "x\n' > "$work/bad.rb"
if ! skip ruby; then
    check "Ruby: a syntax error is CE (ruby -c)" 1 'bad\.rb' -- --judge domjudge -d "$work/hello" "$work/bad.rb"
fi

# ---- a folder as one program: its sources of one language (C and C++ may mix) ----
mkdir -p "$work/mixed" "$work/nosrc"
printf 'print(2 * int(input()))\n' > "$work/mixed/main.py"
printf 'console.log(2);\n' > "$work/mixed/main.js"
echo notes > "$work/nosrc/README"
check "a folder of Python and JavaScript is CE, the languages named" 1 \
    'a folder program needs sources of one language \(C and C\+\+ may mix\), not: javascript python$' -- \
    -d "$work/cases" "$work/mixed/"
# JavaScript with no main.js, none named like the folder: its first file by name (DOMjudge's
# js/run), b.js not
if ! skip node; then
    mkdir -p "$work/jsfirst"
    printf 'console.log(1);\n' > "$work/jsfirst/a.js"
    printf 'console.log(2);\n' > "$work/jsfirst/b.js"
    check "a JavaScript folder: its first file starts it" 0 '^1 passed' -- -d "$work/cases" "$work/jsfirst/"
    # every file checked, as DOMjudge's js compile script checks them ({each}): a file with
    # a syntax error is CE even when the entry never loads it; Kattis checks the entry only
    printf 'console.log(1;\n' > "$work/jsfirst/c.js"
    check "DOMjudge: a JavaScript folder with a bad file the entry never loads: CE, the file named" 1 \
        'jsfirst/c.js:1' -- --judge domjudge -d "$work/cases" "$work/jsfirst/"
    check "Kattis: the same folder (nodejs -c of the first file): AC" 0 '^1 passed' -- \
        --judge kattis -d "$work/cases" "$work/jsfirst/"
fi
if ! skip sh; then
    mkdir -p "$work/shpair"
    printf 'echo 1\n' > "$work/shpair/main.sh"
    printf 'if then fi\n' > "$work/shpair/other.sh"
    check "DOMjudge: a shell folder whose second file is not sh: CE, the file named" 1 \
        'shpair/other.sh: .*[Ss]yntax error' -- --judge domjudge -d "$work/cases" "$work/shpair/"
    # DOMjudge's sh run script starts the program in its folder: its other files are there
    # (a copy in the case's fresh folder, runguard -k); Kattis starts it in an empty folder
    mkdir -p "$work/shsource"
    printf '. ./secondary.sh\n' > "$work/shsource/main.sh"
    printf 'echo 1\n' > "$work/shsource/secondary.sh"
    check "DOMjudge: a shell folder that sources its second file: AC" 0 '^1 passed' -- \
        --judge domjudge -d "$work/cases" "$work/shsource/"
    check "Kattis: the same folder: RE, no such file" 1 '^RE .*secondary.sh' -- \
        --judge kattis -d "$work/cases" "$work/shsource/"
    expect "DOMjudge: the folder's files copied, not moved" [ -f "$work/shsource/secondary.sh" ]
fi
check "a folder with no source is CE, said" 1 \
    'a folder program needs sources of one language \(C and C\+\+ may mix\), not: none$' -- \
    -d "$work/cases" "$work/nosrc/"

# ---- build/attempts keeps the 100 builds last used (prune_builds, on a folder of its own) ----
mkdir -p "$work/prune/build/attempts"
for i in $(seq 101); do
    mkdir "$work/prune/build/attempts/b$i"
    touch -d "@$((1000000 + i))" "$work/prune/build/attempts/b$i/ok"
done
mkdir "$work/prune/build/attempts/new.old" "$work/prune/build/attempts/new.now"
touch -d '25 hours ago' "$work/prune/build/attempts/new.old"
touch -d '23 hours ago' "$work/prune/build/attempts/new.now"
bash -c 'root=$1; . "$2/judge/attempt.sh"; prune_builds' _ "$work/prune" "$root"
left=("$work"/prune/build/attempts/*)
expect "builds: 101 built, the 100 last used kept (and new.now)" [ "${#left[@]}" -eq 101 ]
expect "builds: the least recently used removed" [ ! -e "$work/prune/build/attempts/b1" ]
expect "builds: the next kept" [ -e "$work/prune/build/attempts/b2/ok" ]
expect "builds: a half-made folder over a day old removed" [ ! -e "$work/prune/build/attempts/new.old" ]
expect "builds: a younger one kept (a judge may be building it)" [ -d "$work/prune/build/attempts/new.now" ]

# ---- --input: an input of one's own, our answer beside the attempt's output ----
if ! skip gcc; then
    printf '20 0\n' > "$work/d0.in"
    check "--input FILE lc464: a crash at d = 0, the call named, our answer beside it" 1 \
        '^RE  lc464/input .*call 1, canIWin\(20, 0\)' -- --input "$work/d0.in" lc464 "$at/lc464-divide-by-d.c"
    expect "--input: the input, no output, our answer" grep -qx '  expected: true| (our bin/lc464)' "$work/out"
    check "--input - (stdin) --explain: AC, our --explain of the input" 0 \
        'optimal play \(lc464 --explain\)' -- --input - --explain lc464 "$at/lc464.c" < "$work/d0.in"
    expect "--input -: the attempt's output shown" grep -qx '  output:   true|' "$work/out"
    printf '21 5\n' > "$work/m21.in"
    check "--input past the constraints: our solver's refusal, a usage error" 2 \
        'our bin/lc464 refuses this input: lc464: line 1: expected m, an integer in 1\.\.20, found "21"' -- \
        --input "$work/m21.in" lc464 "$at/lc464.c"
    check "--input of a missing file: a usage error" 2 '--input /nonexistent/x.in: no such file' -- \
        --input /nonexistent/x.in lc464 "$at/lc464.c"
    check "--input with --case: a usage error" 2 '--input is the one case: no --case' -- \
        --input "$work/d0.in" --case x lc464 "$at/lc464.c"
    check "--explain without --input: a usage error" 2 '--explain goes with --input' -- \
        --explain lc464 "$at/lc464.c"
fi
if ! skip g++; then
    # EDPC L on one line, not the statement's layout: said on stderr by its validator, judged
    printf '6 1000000000 1 1000000000 1 1000000000 1\n' > "$work/big.in"
    check "--input edpc-l: an int overflow is WA against our answer" 1 \
        '^WA  edpc-l/input .*expected "2999999997", got "999999999"' -- --input "$work/big.in" edpc-l "$at/edpc-l-int.cpp"
    expect "--input edpc-l: its validator's note" grep -q "note: not an input edpc-l's judge would give" "$work/out"
    # POJ 1143's inputs end with the case 0 (judge.conf last_case=): one without it, an empty
    # one say, is judged with a note; one with it, no note
    : > "$work/empty.in"
    check "--input poj1143, an empty file: a note that POJ's inputs end with the case 0" 0 \
        "^judge.sh: note: poj1143's inputs end with the case 0 \(judge.conf last_case=\)" -- \
        --input "$work/empty.in" poj1143 "$at/poj1143.cpp"
    printf '2 2 5\n0\n' > "$work/ends.in"
    check "--input poj1143 ending with its 0: no note" 0 '^1 passed' -- --input "$work/ends.in" poj1143 "$at/poj1143.cpp"
    expect "... none" test "$(grep -c 'note:' "$work/out")" -eq 0
fi
# a folder with no solver of ours: run, not compared, said so
mkdir -p "$work/noref"
printf 'a\n' > "$work/noref/1.in"; printf 'a\n' > "$work/noref/1.out"
printf 'hello\n' > "$work/hello.in"
check "--input -d DIR -c: no answer of ours, the output shown, not compared" 0 '^AC  noref/input ' -- \
    --input "$work/hello.in" -d "$work/noref" -c 'tr a-z A-Z'
expect "--input -d DIR: the output shown" grep -q '^  output:   HELLO|$' "$work/out"
expect "--input -d DIR: why it is not compared" grep -q 'expected: (none: no solver of ours' "$work/out"
check "--input -d DIR -c: a crash is still RE" 1 '^RE  noref/input .*exit status 3' -- \
    --input "$work/hello.in" -d "$work/noref" -c 'sh -c "exit 3"'
# a problem package: its limits (problem.yaml: 2 s, 1024 MB), said; a run past them TLE
check "--input -d PKG: the package's limits, said" 0 \
    'the limits of the package .*scoring-edpc-l: 2 s, 1024 MB' -- \
    --input "$work/hello.in" -d "$root/tests/examples/scoring-edpc-l" -c cat
check "--input -d PKG --timeout 2.1: a spinner past its 2 s, stopped at 2.1 s: TLE" 1 \
    '^TLE  *scoring-edpc-l/input .*CPU time more than 2\.1 s, where it was stopped \(the limit is 2 s\)$' -- \
    --input "$work/hello.in" --timeout 2.1 -d "$root/tests/examples/scoring-edpc-l" -c 'sh -c "while :; do :; done"'

echo "judge.sh attempt self-test: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
