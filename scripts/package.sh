#!/usr/bin/env bash
# package.sh OUTDIR NAME...: each problem NAME as a problem package in OUTDIR/NAME/, in the
# Kattis problem package format (legacy: problemtools verifies it, DOMjudge imports it):
#   problem.yaml          name, source, the judge's memory limit
#   .timelimit            the judge's time limit (DOMjudge reads it; problemtools renders it)
#   problem_statement/    problem.en.tex (\problemname; samples are added by the judges)
#   data/sample, secret   NAME.in and NAME.ans: testdata/NAME and bigger generated cases,
#                         answered by our verified solver
#   input_validators/     our strict reader: exit 42 on a valid input, anything else not
#   submissions/          accepted: our dist files (the LeetCode ones behind judge/leetcode's
#                         driver) and attempts; wrong_answer, time_limit_exceeded,
#                         run_time_error: tests/wrong/ and the seed algorithms (bench/)
# and OUTDIR/NAME.zip when zip is installed.  Built by make package, which first builds
# bin/, dist/ and the generators; make check runs ./judge.sh --verify on each.
set -u
export LC_ALL=C

root=$(cd "$(dirname "$0")/.." && pwd) || exit 2
[ $# -ge 2 ] || { echo "usage: scripts/package.sh OUTDIR NAME..." >&2; exit 2; }
out=$1
shift

# leetcode_program METHOD FILE: FILE (a LeetCode-form attempt) as a program that reads the
# package's input: LeetCode's headers, FILE, our driver (judge/leetcode/), in one file
leetcode_program() {
    cat "$root/judge/leetcode/prelude.h"
    printf '#line 1 "%s"\n' "${2##*/}"
    cat "$2"
    printf '\n#define JUDGE_%s 1\n' "$1"
    cat "$root/judge/leetcode/driver.c"
}

# reader_validator DIR PROGRAM.c [CFLAGS]: an input validator that is PROGRAM.c (a strict
# reader that exits 0 on valid input): a build script compiling it and a run script that
# turns exit 0 into 42
reader_validator() {
    mkdir -p "$1"
    cp "$2" "$1/reader.c"
    printf '#!/bin/sh\n# our strict reader, compiled\nexec cc -O2 %s -o reader reader.c -lm\n' "${3:-}" \
        > "$1/build"
    # shellcheck disable=SC2016 # the run script's own text
    printf '#!/bin/sh\n# valid input: the reader answers it and exits 0 (42 for the judge)\n"$(dirname "$0")/reader" > /dev/null 2>&1 && exit 42\nexit 43\n' \
        > "$1/run"
    chmod +x "$1/build" "$1/run"
}

# statement TITLE: problem_statement/problem.en.tex, the text from stdin
statement() {
    mkdir -p "$p/problem_statement"
    { printf '\\problemname{%s}\n\n' "$1"; cat; } > "$p/problem_statement/problem.en.tex"
}

# cases: testdata/NAME's sample* into data/sample, the rest into data/secret (.out as .ans)
cases() {
    local f base sub
    mkdir -p "$p/data/sample" "$p/data/secret"
    for f in "$root/testdata/$1"/*.in; do
        base=${f##*/}
        base=${base%.in}
        sub=secret
        [[ $base != sample* ]] || sub=sample
        cp "$f" "$p/data/$sub/$base.in"
        cp "${f%.in}.out" "$p/data/$sub/$base.ans"
    done
}

# generated NAME REF GEN-ARGS...: a secret case gen-NAME made by build/tests/PROBLEM/gen (or
# the command GEN-ARGS names), answered by REF
generated() {
    local name=$1 ref=$2
    shift 2
    "$@" > "$p/data/secret/$name.in" || exit 1
    "$ref" < "$p/data/secret/$name.in" > "$p/data/secret/$name.ans" || exit 1
}

# submit FOLDER FILE [NAME]: FILE as submissions/FOLDER/NAME
submit() {
    mkdir -p "$p/submissions/$1"
    cp "$2" "$p/submissions/$1/${3:-${2##*/}}"
}

# problem_yaml NAME SOURCE MEMORY [MORE]: problem.yaml (legacy) and nothing else
problem_yaml() {
    {
        echo "# made by scripts/package.sh (make package) from the kit's testdata and solvers"
        echo "name: $1"
        echo "source: $2"
        echo "license: unknown"
        echo "limits:"
        echo "  memory: $3"
        [ -z "${4:-}" ] || printf '%s\n' "$4"
    } > "$p/problem.yaml"
}

for name in "$@"; do
    p="$out/$name"
    rm -rf "$p" "$out/$name.zip"
    mkdir -p "$p" || exit 2
    gen="$root/build/tests/$name/gen"
    [[ $name != cards-play ]] || gen="$root/build/tests/cards-in-line/gen"
    case "$name" in
        lc464)
            problem_yaml "Can I Win" "LeetCode 464" 256
            echo 2 > "$p/.timelimit"
            statement "Can I Win" <<'TEX'
Two players take turns choosing a number from $1$ to $m$; a number cannot be chosen twice.
Each chosen number is added to a running total, which starts at $0$. The player whose choice
makes the total reach or exceed $d$ wins. Both play as well as they can.

\section*{Input}
Pairs of integers $m$ and $d$ ($1 \le m \le 20$, $0 \le d \le 300$), separated by any
whitespace, until the end of the input.

\section*{Output}
For each pair, \texttt{true} if the first player can force a win, else \texttt{false}.
TEX
            # A case is at most 50 calls, as LeetCode judges about 50 calls under one limit
            # (judge.conf's leetcode_tests): testdata's cases are (its whole range, 6,020
            # calls, is in robust/, where seed 001's class, accepted by LeetCode, would be TLE
            # in one run)
            cases lc464
            for k in 1 2 3 4 5 6 7 8; do
                generated "gen-$k" "$root/bin/lc464" "$gen" "$k" 20 2
            done
            # the hardest calls, m = 20 and d where the search is deepest, eight or nine a
            # case: seed 001 (accepted by LeetCode) takes 0.06 s of CPU for each, so an
            # accepted submission keeps more than twice its time below the limit, as
            # BAPCtools asks (2025-09's ac_to_time_limit, 2)
            generated hard-20a "$root/bin/lc464" seq -f '20 %g' 150 157
            generated hard-20b "$root/bin/lc464" seq -f '20 %g' 158 165
            generated hard-20c "$root/bin/lc464" seq -f '20 %g' 166 174
            m=$(mktemp) || exit 2
            "$root/scripts/bundle.sh" "$root/solvers/lc464/main.c" > "$m" || exit 1
            reader_validator "$p/input_validators/reader" "$m"
            rm -f "$m"
            leetcode_program canIWin "$root/dist/lc464-leetcode.c" > "$p/lc.c"
            submit accepted "$p/lc.c" lc464-leetcode.c
            leetcode_program canIWin "$root/tests/attempts/lc464.c" > "$p/lc.c"
            submit accepted "$p/lc.c" lc464-attempt.c
            leetcode_program canIWin "$root/tests/attempts/lc464-seed001.cpp" > "$p/lc.c"
            submit accepted "$p/lc.c" lc464-seed001.cpp
            submit accepted "$root/bench/lc464-seed001.c"
            # (the same mistake as a C++ class, tests/attempts/lc464-nosum.cpp, is not here: a
            # C++ class as a program takes 5 s to build, <bits/stdc++.h> under -g -static, and
            # seed001.cpp above already builds that way; stress_test judges it as a class)
            submit wrong_answer "$root/tests/wrong/lc464-nosum.c"
            # the game tree searched without a memo: up to 20! orders
            printf '%s\n' 'static bool wins(int used, int m, int need) {' \
                '    for (int i = 1; i <= m; i++)' \
                '        if (!(used >> i & 1) && (i >= need || !wins(used | 1 << i, m, need - i)))' \
                '            return true;' \
                '    return false;' '}' \
                'bool canIWin(int m, int d) {' \
                '    if (d <= 0) return true;' \
                '    if (m * (m + 1) / 2 < d) return false;' \
                '    return wins(0, m, d);' '}' > "$p/nomemo.c"
            leetcode_program canIWin "$p/nomemo.c" > "$p/lc.c"
            submit time_limit_exceeded "$p/lc.c" lc464-no-memo.c
            rm -f "$p/lc.c" "$p/nomemo.c" ;;
        poj1143|zoj1039)
            if [ "$name" = poj1143 ]; then
                problem_yaml "Number Game" "POJ 1143, Mid-Central European Regional 2000" 64
                other=zoj1039
            else
                problem_yaml "Number Game" "ZOJ 1039, NWERC 2001" 64
                other=poj1143
            fi
            echo 1 > "$p/.timelimit"
            statement "Number Game" <<'TEX'
Two players take turns choosing integers greater than $1$. A number that was chosen, a
multiple of one, or a sum of such multiples can no longer be chosen; a player who cannot
choose loses. A position is the set of numbers in $2 \ldots 20$ still allowed: everything
above $20$ is already forbidden. Choosing $x$ forbids $x$ and every $y$ that is $x$ plus a
forbidden number. For each position, list the moves that win against any reply.
TEX
            cases "$name"
            # (POJ's layout: cases "n a1 .. an", ended by 0; ZOJ's: a count of scenarios)
            if [ "$name" = poj1143 ]; then
                generated gen-all "$root/bin/poj1143" "$root/build/tests/poj1143/gen" all
                generated gen-many "$root/bin/poj1143" "$root/build/tests/poj1143/gen" bench 1 20000
                submit time_limit_exceeded "$root/bench/poj1143-seed002.c"
                submit accepted "$root/tests/attempts/poj1143.cpp"
                # (no Python: POJ has none, and PyPy, the Python of DOMjudge's and Kattis'
                # profiles, peaks at 53-66 MB here before it reads a byte: MLE at POJ's 64 MB;
                # problemtools' address-space limit of 64 MiB stops it at its start)
                submit accepted "$root/tests/attempts/poj1143-solution.java"
                reader_validator "$p/input_validators/reader" "$root/dist/poj1143.c" -std=gnu89
            else
                reader_validator "$p/input_validators/reader" "$root/dist/zoj1039.c" -std=gnu89
            fi
            submit accepted "$root/dist/$name.c"
            # the other judge's program: on POJ's input ZOJ's prints its own lines (WA); on
            # ZOJ's input POJ's finds a case cut short and exits 1 (RE)
            if [ "$name" = poj1143 ]; then
                submit wrong_answer "$root/dist/$other.c" "$other-format.c"
            else
                submit run_time_error "$root/dist/$other.c" "$other-format.c"
            fi ;;
        cards-in-line)
            problem_yaml "Cards in a Line" "the textbook interval game (Nowcoder's cards in line, wider)" 256
            echo 2 > "$p/.timelimit"
            statement "Cards in a Line" <<'TEX'
Cards with integer values lie in a row. Players A (first) and B take turns taking the
leftmost or the rightmost card; both play to maximise their own total.

\section*{Input}
Cases, until the end of the input: $n$ ($0 \le n$), then $n$ signed 64-bit card values.
No total exceeds the signed 64-bit range.

\section*{Output}
For each case, the winner's score: the larger of the two totals ($0$ for no cards).
TEX
            cases cards-in-line
            generated gen-rows "$root/bin/cards-in-line" "$gen" 1 0 300
            generated gen-20000 "$root/bin/cards-in-line" "$root/build/bench/cardsgen" 20000 100000 7
            reader_validator "$p/input_validators/reader" "$root/dist/cards-in-line.c"
            submit accepted "$root/dist/cards-in-line.c"
            submit accepted "$root/tests/attempts/cards.java"
            submit wrong_answer "$root/tests/wrong/cards-greedy.c"
            submit run_time_error "$root/tests/wrong/cards-crash.c"
            # seed 003's two n x n tables: out of memory on 20,000 cards
            submit run_time_error "$root/bench/cards-seed003.c" ;;
        edpc-l)
            problem_yaml "Deque" "AtCoder Educational DP Contest, problem L" 1024
            echo 2 > "$p/.timelimit"
            statement "Deque" <<'TEX'
Taro and Jiro take turns, Taro first, removing the first or the last element of a sequence
$a_1, \ldots, a_N$ and scoring its value. Taro maximises $X - Y$, Jiro minimises it, where
$X$ and $Y$ are their totals.

\section*{Input}
$N$ ($1 \le N \le 3000$), then $a_1 \ldots a_N$ ($1 \le a_i \le 10^9$).

\section*{Output}
$X - Y$ under optimal play.
TEX
            cases edpc-l
            generated gen-3000 "$root/build/dist/edpc-l" "$gen" 5 3000
            mkdir -p "$p/input_validators/onecase"
            sed 's|#include "../onecase.h"|#include "onecase.h"|' "$root/tests/edpc-l/validate.c" \
                > "$p/input_validators/onecase/validate.c"
            cp "$root/tests/onecase.h" "$p/input_validators/onecase/"
            submit accepted "$root/dist/edpc-l.c"
            # the winner's score, not X - Y
            submit wrong_answer "$root/tests/wrong/cards-greedy.c" ;;
        lc486)
            problem_yaml "Predict the Winner" "LeetCode 486" 256
            echo 2 > "$p/.timelimit"
            statement "Predict the Winner" <<'TEX'
Two players take turns taking a number from either end of an array; both play to maximise
their own total. Player 1 wins when their total is at least player 2's.

\section*{Input}
Arrays in LeetCode's layout, one a line: \texttt{[1,5,2]}, with $1$ to $20$ values in
$0 \ldots 10^7$.

\section*{Output}
For each array, \texttt{true} if player 1 wins, else \texttt{false}.
TEX
            cases lc486
            generated gen-arrays "$root/build/ref/lc486" "$gen" 1 20 300
            reader_validator "$p/input_validators/reader" /dev/null
            leetcode_program predictTheWinner "$root/dist/lc486-leetcode.c" \
                > "$p/input_validators/reader/reader.c"
            leetcode_program predictTheWinner "$root/dist/lc486-leetcode.c" > "$p/lc.c"
            submit accepted "$p/lc.c" lc486-leetcode.c
            leetcode_program predictTheWinner "$root/tests/attempts/lc486.c" > "$p/lc.c"
            submit accepted "$p/lc.c" lc486-attempt.c
            # the greedy: each player takes the larger end ([1,5,2]: true, where it is false)
            printf '%s\n' 'bool predictTheWinner(int *nums, int n) {' \
                '    long long s[2] = {0, 0}; int l = 0, r = n - 1, p = 0;' \
                '    while (l <= r) { s[p] += nums[l] >= nums[r] ? nums[l++] : nums[r--]; p ^= 1; }' \
                '    return s[0] >= s[1];' '}' > "$p/greedy.c"
            leetcode_program predictTheWinner "$p/greedy.c" > "$p/lc.c"
            submit wrong_answer "$p/lc.c" lc486-greedy.c
            rm -f "$p/lc.c" "$p/greedy.c" ;;
        lc464-play)
            # LeetCode 464 against our perfect player (play/lc464.c, the interactor)
            problem_yaml "Can I Win: play it" "LeetCode 464, played against a perfect player" 256 \
                "validation: custom interactive"
            echo 5 > "$p/.timelimit"
            statement "Can I Win: play it" <<'TEX'
Play LeetCode 464's game as the first player against a perfect opponent: numbers $1$ to $m$,
each chosen once, added to a running total; whoever brings it to $d$ or more wins. Every game
you are given is one the first player wins.

\section*{Interaction}
First a line with $G$, the number of games; then for each game a line ``$m$ $d$''. Print the
number you pick on a line (and flush). The reply is \texttt{win} when your pick brought the
total to $d$ or more (the next game follows), else the opponent's pick. If the opponent's pick
reaches $d$, you have lost, and the judge stops.
TEX
            mkdir -p "$p/data/sample" "$p/data/secret" "$p/output_validators/play"
            cp "$root/play/lc464.c" "$p/output_validators/play/"
            # every (m, d), 1 <= d <= 300, that the first player wins (our solver says which)
            m=$(mktemp) || exit 2
            for a in $(seq 1 20); do for b in $(seq 1 300); do echo "$a $b"; done; done > "$m"
            # shellcheck disable=SC2094 # both read it
            "$root/bin/lc464" < "$m" | paste -d ' ' "$m" - | awk '$3 == "true" { print $1, $2 }' > "$m.win"
            awk '$1 == 6 && $2 >= 12' "$m.win" | head -n 3 > "$p/data/sample/1.in"
            awk '$1 <= 15' "$m.win" > "$p/data/secret/m01-15.in"
            for a in 16 17 18 19 20; do awk -v a="$a" '$1 == a' "$m.win" > "$p/data/secret/m$a.in"; done
            rm -f "$m" "$m.win"
            for f in "$p"/data/*/*.in; do : > "${f%.in}.ans"; done
            submit accepted "$root/play/lc464-player.c" perfect.c
            { echo '#define BLUNDER_GAME 7 /* one losing first pick, in game 7 */'
              cat "$root/play/lc464-player.c"; } > "$p/blunder.c"
            submit wrong_answer "$p/blunder.c"
            rm -f "$p/blunder.c" ;;
        cards-play)
            # cards in a line against our perfect player (play/cards.c, the interactor)
            problem_yaml "Cards in a Line: play it" "the cards-in-line game, played against a perfect player" 256 \
                "validation: custom interactive"
            echo 2 > "$p/.timelimit"
            statement "Cards in a Line: play it" <<'TEX'
Play the cards-in-line game as the first player against a perfect opponent: take the
leftmost or the rightmost card in turn; you win a game when your total is at least what a
perfect first player takes.

\section*{Interaction}
First a line with $G$, the number of games; then for each game its row, ``$n$ $a_1$ \ldots
$a_n$'' ($1 \le n \le 2000$). Print \texttt{L} or \texttt{R} for the card you take (and
flush); while cards are left, the reply is the opponent's take, \texttt{L} or \texttt{R}. A
game ends when the row is empty; the next game's row follows.
TEX
            mkdir -p "$p/data/sample" "$p/data/secret" "$p/output_validators/play"
            cp "$root/play/cards.c" "$p/output_validators/play/"
            # rows: "n a1 .. an" on one line each, the empty ones left out
            rows() { tr -s ' \t\r\n' '\n' | awk 'NF { t[++k] = $1 } END { i = 1
                while (i <= k) { n = t[i++]; if (n > 0) { s = n; for (j = 0; j < n; j++) s = s " " t[i + j]; print s }; i += n } }'; }
            rows < "$root/testdata/cards-in-line/sample1.in" > "$p/data/sample/1.in"
            cat "$root"/testdata/cards-in-line/*.in | rows > "$p/data/secret/testdata.in"
            "$gen" 1 0 300 | rows > "$p/data/secret/gen-rows.in"
            "$root/build/bench/cardsgen" 2000 1000000000 5 | rows > "$p/data/secret/gen-2000.in"
            for f in "$p"/data/*/*.in; do : > "${f%.in}.ans"; done
            submit accepted "$root/play/cards-player.c" perfect.c
            { echo '#define BLUNDER_GAME 3 /* one take of the end worth less, from game 3 on */'
              cat "$root/play/cards-player.c"; } > "$p/blunder.c"
            submit wrong_answer "$p/blunder.c"
            rm -f "$p/blunder.c" ;;
        *) echo "package.sh: no package for '$name'" >&2; exit 2 ;;
    esac
    if command -v zip > /dev/null 2>&1; then
        (cd "$p" && zip -q -r "../$name.zip" .) || exit 1
    fi
    echo "package.sh: $p$(command -v zip > /dev/null 2>&1 && echo " and $out/$name.zip")"
done
