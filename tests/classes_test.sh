#!/usr/bin/env bash
# classes_test.sh: each judged problem's cases (testdata/NAME/*.in, not robust/) hold every class
# of input its judge's data must hold, derived from the problem's constraints
# (../shared/PROBLEMS.md): n at 1, at its largest, even and odd; each value at its bounds; each
# player winning, and a tie where the game has one.  A class with no case fails, named: an
# attempt that is wrong only there (the first player's score printed for the winner's, wrong
# only on odd rows) would pass our cases and fail the judge's.  Last line: "N passed, N failed".
# shellcheck source=tests/lib.sh
. "$(dirname "$0")/lib.sh"

make -s -C "$root" bin/cards-in-line || exit 2

# has NAME CLASS...: each CLASS among the classes found (the file $work/NAME.classes, a class
# a line), else a failure naming it
has() {
    local name=$1 c
    shift
    for c in "$@"; do
        if grep -qxF -- "$c" "$work/$name.classes"; then ok; else fail "$name: no case where $c"; fi
    done
}

# cards ROWS: the classes of card rows (ROWS: "n a1 .. an" a line), n's and the values'
# (awk: n=1, n even, n odd > 1, n=N for the N a row has, value=V for its smallest and
# largest), and who wins (our solver's --explain: A wins, B wins, a tie)
cards() {
    awk '{ n = $1; print "n=" n; if (n % 2 == 0) print "n even"; else if (n > 1) print "n odd, more than 1"
           lo = hi = $2; for (i = 3; i <= NF; i++) { if ($i < lo) lo = $i; if ($i > hi) hi = $i }
           if (n > 0) { print "value=" lo; print "value=" hi } }' "$1"
    "$root/bin/cards-in-line" --explain < "$1" |
        sed -n 's/.*: A wins, winner.*/the first player wins/p; s/.*: B wins, winner.*/the second player wins/p; s/.*: a tie, winner.*/a tie/p'
}

# ---- Nowcoder's cards in line: one case, 1 <= n <= 5000, values 1..10^5 ----
for f in "$root"/testdata/cards-nowcoder/*.in; do tr '\n' ' ' < "$f"; echo; done > "$work/rows"
cards "$work/rows" > "$work/cards-nowcoder.classes"
has cards-nowcoder "n=1" "n=5000" "n even" "n odd, more than 1" "value=1" "value=100000" \
    "the first player wins" "the second player wins" "a tie"

# ---- AtCoder EDPC L: one case, 1 <= N <= 3000, 1 <= a_i <= 10^9; X - Y of each sign ----
for f in "$root"/testdata/edpc-l/*.in; do tr '\n' ' ' < "$f"; echo; done > "$work/rows"
cards "$work/rows" > "$work/edpc-l.classes"
has edpc-l "n=1" "n=3000" "n even" "n odd, more than 1" "value=1" "value=1000000000" \
    "the first player wins" "the second player wins" "a tie"

# ---- LeetCode 486: arrays of 1 to 20 values in 0..10^7; true (a win or a tie), false ----
cat "$root"/testdata/lc486/*.in | tr -d '[] \r' | awk -F , 'NF { printf "%d", NF; for (i = 1; i <= NF; i++) printf " %s", $i; print "" }' \
    > "$work/rows"
cards "$work/rows" > "$work/lc486.classes"
has lc486 "n=1" "n=20" "n even" "n odd, more than 1" "value=0" "value=10000000" \
    "the first player wins" "the second player wins" "a tie"

# ---- LeetCode 464: 1 <= m <= 20, 0 <= d <= 300; true and false, d = 0, d past the sum ----
for f in "$root"/testdata/lc464/*.in; do
    tr -s '[:space:]' '\n' < "$f" | awk 'NF' | paste - - | paste - "${f%.in}.out"
done | awk '{ m = $1; d = $2; print "m=" m; print "d=" d; print "answer " $3
              if (d > m * (m + 1) / 2) print "d past 1 + ... + m"
              else if ($3 == "false") print "false, though 1 + ... + m reaches d" }' > "$work/lc464.classes"
has lc464 "m=1" "m=20" "d=0" "d=300" "answer true" "answer false" "d past 1 + ... + m" \
    "false, though 1 + ... + m reaches d"

# ---- POJ 1143 and ZOJ 1039: 1 <= n <= 19 (ZOJ: 0 <= a < 20); a winning move, and none ----
# games NAME AWK NO: NAME's classes in $work/NAME.classes: "n=N" for each game of each input
# (AWK prints them, a file's tokens in t[1..k]), and "a winning move" or "no winning move"
# for each answer line that lists moves or matches NO (a sed pattern: the two judges word
# it apart)
games() {
    local f
    for f in "$root/testdata/$1"/*.in; do
        awk "{ for (i = 1; i <= NF; i++) t[++k] = \$i } END { $2 }" "$f"
    done > "$work/$1.classes"
    cat "$root/testdata/$1"/*.out |
        sed -n "s/^The winning moves are:.*/a winning move/p; s/^$3\$/no winning move/p" >> "$work/$1.classes"
}
# (POJ: each input a run of cases ending with its 0; ZOJ: the count of scenarios first)
games poj1143 'for (p = 1; p <= k && t[p] != 0; p += t[p] + 1) print "n=" t[p]' \
    "There's no winning move\\."
has poj1143 "n=1" "n=19" "a winning move" "no winning move"
games zoj1039 'p = 2; for (g = 1; g <= t[1]; g++) { print "n=" t[p]; p += t[p] + 1 }' \
    'There is no winning move\.'
has zoj1039 "n=0" "n=19" "a winning move" "no winning move"

echo "judge.sh data classes: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
