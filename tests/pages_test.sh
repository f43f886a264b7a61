#!/usr/bin/env bash
# pages_test.sh: the solvers' --explain=html pages (bin/cards-in-line, bin/lc464, bin/poj1143;
# build/kit/edpc-l for D) and judge.sh --html's.  Each page self-contained (no script,
# nothing fetched, a policy that forbids it) and well nested; each case holding what a
# learner reads, checked against the solvers' other outputs (themselves held to the brute
# forces by the Check suites):
#   cards: the interval table's n(n+1)/2 cells up to 30 cards (none past), optimal play's
#     path through it numbered 1..n from cell (1, n), the n moves, the row's n cards up to
#     60 each labelled with its move, and cell (1, n) equal to D as EDPC L's program prints it
#     (peak removal, a method of its own);
#   lc464: who wins as the answer says, each of the m first picks marked, the winning ones as
#     --explain names them and each losing one with the refutation --explain gives;
#   poj1143: who wins as --explain says, the board's allowed numbers, a row for each legal
#     move, the winning ones those POJ's answer prints;
#   judge.sh --html: the table and exit status as without it, a row a case with its verdict,
#     each failure's section with its input and its differing lines marked (a blank at a line
#     end shown); --stress's page with the shrunk failure and its explanation inlined.
# (--stress writes build/stress/edpc-l/: make check runs this after stress_test and doc_test)
# Then, where Debian's chromium is installed, a page of each kind rendered headless: its DOM
# holds the same, no console message, a PNG written (PICTURES=DIR keeps them: make pictures).
# Last line: "N passed, N failed".
# shellcheck source=tests/lib.sh
. "$(dirname "$0")/lib.sh"
cd "$root" || exit 2
make -s bin/cards-in-line bin/lc464 bin/poj1143 build/kit/edpc-l build/dist/edpc-l \
    build/tests/edpc-l/gen build/tests/edpc-l/validate || exit 2

# facts PAGE: tests/pages.py's lines for PAGE, into $work/facts
facts() { python3 tests/pages.py "$1" > "$work/facts"; }
# fact LINE: the facts hold LINE (a regular expression, grep -E, the whole line)
fact() { grep -Eqx -- "$1" "$work/facts"; }
# classes K CLASS=N...: case K has N elements of each CLASS (0: none)
classes() {
    local k=$1 c
    shift
    for c in "$@"; do
        if [[ $c == *=0 ]]; then
            ! fact "case $k classes (.* )?${c%=0}=[0-9]+( .*)?" || return 1
        else
            fact "case $k classes (.* )?$c( .*)?" || return 1
        fi
    done
}
# self_contained PAGE: the checks every page passes
self_contained() {
    facts "$1"
    expect "$1: well nested" fact 'nesting ok'
    expect "$1: no script" fact 'script 0'
    expect "$1: nothing fetched (no src or href leaving it)" fact 'external 0'
    expect "$1: its policy forbids fetching" fact 'csp yes'
}

# ---- cards-in-line: rows of each size around the bounds (the table up to 30 cards, the row
# drawn up to 60), random, none, a tie ----
{
    for n in 0 1 2 3 7 29 30 31 60 61; do
        echo "$n"
        awk -v n="$n" 'BEGIN { srand(n); for (i = 0; i < n; i++)
            printf "%s%d", i ? " " : "", int(rand() * 199) - 99; print "" }'
    done
    printf '2\n3 3\n'
} > "$work/rows.in"
bin/cards-in-line --explain=html < "$work/rows.in" > "$work/cards.html"
expect "cards --explain=html: exit 0" [ $? -eq 0 ]
cp "$work/cards.html" "$work/rows.html"
self_contained "$work/cards.html"
k=0
while read -r n; do
    read -r row
    k=$((k + 1))
    d=None
    [ "$n" -eq 0 ] || d=$(printf '%s\n%s\n' "$n" "$row" | build/kit/edpc-l)
    path=$(seq -s , 1 "$n") first="1,$n" cells=$((n * (n + 1) / 2)) cards=$n labels=$((2 * n))
    [ "$n" -le 30 ] || { cells=0 path=- first=- d=None labels=$n; }
    [ "$n" -le 60 ] || { cards=0 labels=0; }
    [ "$n" -gt 0 ] || { path=- first=-; }
    expect "cards case $k ($n cards): path $path, D $d, move 1 at $first" \
        fact "case $k path $path d $d first $first"
    expect "cards case $k: $cells cells, $n moves, $cards cards" \
        classes "$k" "cell=$cells" "move=$n" "card=$cards"
    [ "$n" -eq 0 ] || [ "$n" -gt 30 ] || expect "cards case $k: $n path cells" classes "$k" "path=$n"
    expect "cards case $k: every mark in words too ($labels labels)" fact "case $k labels $labels"
    [ "$n" -eq 0 ] || [ "$n" -gt 30 ] ||
        expect "cards case $k: each path cell's end (L or R) the one its move takes" \
            fact "case $k ends ([LR]+) took \\1"
done < "$work/rows.in"
expect "cards: a section a case" [ "$(grep -c '^case [0-9]* title' "$work/facts")" -eq "$k" ]
expect "cards, the tie (3 3): A takes the left card" \
    grep -q '<li class="move" data-player="A">A takes the left card, 3 (taking the left is worth 0, the right 0)' "$work/cards.html"
expect "cards, the tie: a tie said" grep -q 'A 3, B 3: a tie' "$work/cards.html"
bin/cards-in-line --explain=html < /dev/null > "$work/none.html"
facts "$work/none.html"
expect "no cases: a page all the same, well nested" fact 'nesting ok'
printf '2 1 2\n3 1 x\n' | bin/cards-in-line --explain=html > "$work/bad.html" 2> "$work/err"
expect "bad input: exit 1" [ $? -eq 1 ]
expect "bad input: one line on stderr" [ "$(wc -l < "$work/err")" -eq 1 ]
facts "$work/bad.html"
expect "bad input: the page closed" fact 'nesting ok'
expect "bad input: the case before it kept" fact 'case 1 path 1,2 d 1 first 1,2'

# ---- lc464: m from 1 to 20 with d at its edges (0, m, m + 1, the sum, past it) and between ----
for m in 1 2 3 5 8 10 13 20; do
    s=$((m * (m + 1) / 2))
    for d in 0 "$m" $((m + 1)) $((s / 2)) $((s - 1)) "$s" $((s + 1)); do
        [ "$d" -le 300 ] && echo "$m $d"
    done
done > "$work/queries.in"
bin/lc464 --explain=html < "$work/queries.in" > "$work/lc464.html"
expect "lc464 --explain=html: exit 0" [ $? -eq 0 ]
self_contained "$work/lc464.html"
bin/lc464 --explain < "$work/queries.in" > "$work/explained"
python3 tests/pages_check.py lc464 "$work/lc464.html" "$work/explained" > "$work/out"
expect "lc464: each query's winner, its winning first picks or each pick's answer, as --explain says: $(tail -n 1 "$work/out")" \
    grep -q ' 0 failed$' "$work/out" || head -n 5 "$work/out"

# ---- poj1143: every 200th reachable position (18 of 3,514: 1 to 16 numbers allowed), and
# the game's start, all 19 ----
{ awk 'NR % 200 == 1' testdata/poj1143/robust/all-positions.in; echo "19 $(seq -s ' ' 2 20)"
  echo 0; } > "$work/positions.in"
bin/poj1143 --explain=html < "$work/positions.in" > "$work/poj1143.html"
expect "poj1143 --explain=html: exit 0" [ $? -eq 0 ]
self_contained "$work/poj1143.html"
bin/poj1143 --explain < "$work/positions.in" > "$work/explained"
bin/poj1143 < "$work/positions.in" > "$work/answers"
python3 tests/pages_check.py poj1143 "$work/poj1143.html" "$work/explained" "$work/answers" > "$work/out"
expect "poj1143: each position's winner, board and moves, the winning ones POJ's answer's: $(tail -n 1 "$work/out")" \
    grep -q '^poj1143 .*: 20 passed, 0 failed$' "$work/out" || head -n 5 "$work/out"

# ---- judge.sh --html FILE: a page of the run beside its table ----
# (a folder of three cases: WA, AC, and a line with a blank at its end under --mode exact)
wa=$work/wa
mkdir "$wa" && printf '2\n' > "$wa/1.in" && printf '3\n' > "$wa/1.out" && printf '5\n' > "$wa/2.in" &&
    printf '5\n' > "$wa/2.out" && printf '7 \n' > "$wa/3.in" && printf '7\n' > "$wa/3.out" || exit 2
"$judge" --mode exact -c cat -d "$wa" > "$work/plain" 2>&1
st=$?
"$judge" --mode exact -c cat -d "$wa" --html "$work/report.html" > "$work/out" 2>&1
expect "--html: the exit status as without it ($st)" [ $? -eq "$st" ]
# (a run's memory differs from run to run: the times and sizes aside)
expect "--html: the table as without it, not a line more" \
    diff <(sed 's/[0-9.]* s *[0-9.]* MB/T/' "$work/plain") <(sed 's/[0-9.]* s *[0-9.]* MB/T/' "$work/out")
self_contained "$work/report.html"
expect "--html: a row a case, its verdict in words" fact 'page verdicts WA AC WA'
expect "--html: a section each failed case, its lines side by side, the differing ones marked" \
    fact 'page classes (.* )?differs=2 (.* )?failure=2 (.* )?row=3( .*)?'
expect "--html: the failed case's input shown" grep -q '<pre class="input">2$' "$work/report.html"
expect "--html: a blank at a line end shown and marked" \
    grep -q '<code>7<mark title="blanks at the line end">␠</mark></code>' "$work/report.html"
expect "--html: each failed row linked to its section" \
    test "$(grep -c 'href="#fail-[12]"' "$work/report.html")" -eq 2
"$judge" --verify --html "$work/v.html" "$work/no-package" > "$work/out" 2>&1
expect "--html with --verify: a usage error, said" \
    test $? -eq 2 -a "$(grep -c -- "--verify's report is --json or --junit" "$work/out")" -eq 1
"$judge" -c cat -d "$wa" --html "$work/no/such/r.html" > "$work/out" 2>&1
expect "--html into a folder that is not there: a usage error" [ $? -eq 2 ]
# --stress: the failure shrunk, its files, and the explaining program's page of its input
# (EDPC L, whose explain= is bin/cards-in-line: the greedy below prints a winner's score, not
# D, so the first seed fails)
printf '%s\n' '#include <stdio.h>' 'int main(void) { long long n, x, s = 0;' \
    '    while (scanf("%lld", &n) == 1) { while (n-- > 0 && scanf("%lld", &x) == 1) s += x;' \
    '        printf("%lld\n", s); } return 0; }' > "$work/sum.c"
"$judge" --stress edpc-l "$work/sum.c" -n 20 --html "$work/stress.html" > "$work/out" 2>&1
expect "--stress --html: a failure, exit 1" [ $? -eq 1 ]
self_contained "$work/stress.html"
expect "--stress --html: its row, WA" fact 'page verdicts WA'
expect "--stress --html: the failure's section, the shrunk input's table and path inlined" \
    fact 'case 1 path [0-9,]+ d -?[0-9]+ first 1,[0-9]+'
expect "--stress --html: the row names what was shrunk" grep -q '<h3>WA stress edpc-l/.*, shrunk</h3>' "$work/stress.html"
"$judge" --stress edpc-l -c build/dist/edpc-l -n 5 --html "$work/agree.html" > "$work/out" 2>&1
expect "--stress --html, every seed agreeing: exit 0" [ $? -eq 0 ]
facts "$work/agree.html"
expect "--stress --html, every seed agreeing: one AC row" fact 'page verdicts AC'
expect "--stress --html, every seed agreeing: no failure's section" \
    test "$(grep -c 'class="failure"' "$work/agree.html")" -eq 0

# ---- in a real browser ----
chrome=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
if [ -z "$chrome" ]; then
    echo "skipped: chromium is not installed (make check LANGUAGES=all installs it): the pages not rendered"
else
    printf '6\n3 9 1 2 7 4\n' | bin/cards-in-line --explain=html > "$work/cards.html"
    printf '10 11\n4 6\n' | bin/lc464 --explain=html > "$work/lc464.html"
    printf '5 2 3 4 5 6\n0\n' | bin/poj1143 --explain=html > "$work/poj1143.html"
    # (the report of the run above; --stress's page of a failure, with its explanation)
    for page in cards lc464 poj1143 report stress; do
        f=$work/$page.html
        facts "$f"
        cp "$work/facts" "$work/$page.facts"
        # (one start renders the PNG and prints the DOM; a profile of its own, so that
        # nothing of the user's is read or written)
        timeout 120 "$chrome" --headless --no-sandbox --disable-gpu --user-data-dir="$work/chrome" \
            --enable-logging=stderr --v=0 --window-size=1000,1300 --screenshot="$work/$page.png" \
            --dump-dom "file://$f" > "$work/$page.dom" 2> "$work/chrome.err"
        expect "chromium: $page.html rendered to a PNG" [ -s "$work/$page.png" ]
        expect "chromium: $page.html: no console message (a refusal, an error)" \
            test "$(grep -c 'CONSOLE\|Refused to' "$work/chrome.err")" -eq 0
        facts "$work/$page.dom"
        expect "chromium: $page.html's DOM holds every row, case, table, path, mark and move" \
            diff <(grep '^case \|^page ' "$work/$page.facts") <(grep '^case \|^page ' "$work/facts")
        [ -z "${PICTURES:-}" ] || cp "$work/$page.png" "$PICTURES/$page.png"
    done
    # on paper: the 30 cards' page (its table wider than the sheet: the print style fits each
    # picture to the page) printed to a PDF
    timeout 120 "$chrome" --headless --no-sandbox --disable-gpu --user-data-dir="$work/chrome" \
        --no-pdf-header-footer --print-to-pdf="$work/rows.pdf" "file://$work/rows.html" > /dev/null 2>&1
    expect "chromium: a page printed to a PDF" test "$(head -c 5 "$work/rows.pdf" 2> /dev/null)" = %PDF-
    sed 's|<h1>|<img src="http://example.com/x.png" alt="x"><h1>|' "$work/cards.html" > "$work/fetch.html"
    timeout 120 "$chrome" --headless --no-sandbox --disable-gpu --user-data-dir="$work/chrome" \
        --enable-logging=stderr --v=0 --dump-dom "file://$work/fetch.html" > /dev/null 2> "$work/chrome.err"
    expect "chromium: a page that fetches is caught by the console watch" \
        test "$(grep -c 'CONSOLE\|Refused to' "$work/chrome.err")" -ge 1
fi
echo "pages self-test: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
