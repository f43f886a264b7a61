#!/usr/bin/env bash
# stress_test.sh: judge.sh --stress against deliberately wrong solutions (tests/wrong/): each
# found within 200 seeds and shrunk (lc464 to one pair, the greedy cards to at most 4
# cards), a crash counted as a failure, a correct solution through 1,000 seeds, the same
# seeds giving the same inputs; and with a source file (an attempt compiled as judge.sh
# compiles it, LeetCode's form with its budget and its per-call stop).  The only suite that
# writes build/stress/.  Last line: "N passed, N failed".
# shellcheck source=tests/lib.sh
. "$(dirname "$0")/lib.sh"

make -s -C "$root" build/wrong/lc464-nosum build/wrong/cards-greedy build/wrong/cards-crash \
    tools || exit 2
# stress_check LABEL NAME COMMAND MAX_NUMBERS: exit 1, a failing seed named, the input kept in
# build/stress/NAME/input.txt with at most MAX_NUMBERS numbers and one case (its line, or
# its count's and its values', and a line "0", POJ's last case), our --explain
stress_check() {
    local n
    "$judge" --stress "$2" -c "$3" -n 200 > "$work/out" 2>&1
    st=$?
    n=$(wc -w < "$root/build/stress/$2/input.txt")
    if [ "$st" -eq 1 ] && grep -Eq "^stress $2: (seed [0-9]+ is the first that fails|the edge input testdata/$2/edges/[^ ]+ fails)" "$work/out" &&
        [ "$n" -le "$4" ] && [ "$(grep -cvx 0 "$root/build/stress/$2/input.txt")" -le 2 ] &&
        grep -q 'optimal play' "$work/out" && [ -s "$root/build/stress/$2/explain.txt" ] &&
        [ -s "$root/build/stress/$2/seed.txt" ]; then
        ok
    else
        fail "$1: exit $st, $n numbers:"; sed 's/^/    /' "$work/out"
    fi
}
stress_check "stress lc464 ignoring sum < d: one pair" lc464 "$root/build/wrong/lc464-nosum" 2
cp "$work/out" "$work/out1"
if [ "$(cat "$root/build/stress/lc464/input.txt")" = "1 2" ]; then
    ok
else
    fail "stress lc464: shrunk to '$(cat "$root/build/stress/lc464/input.txt")', want '1 2'"
fi
stress_check "stress greedy cards: at most 4 cards" cards-in-line \
    "$root/build/wrong/cards-greedy" 5
stress_check "stress poj1143 moves in the wrong order" poj1143 \
    "$root/tests/wrong/poj1143-reversed.sh" 8
stress_check "stress: a crash is a failure too" cards-in-line "$root/build/wrong/cards-crash" 4
if grep -q 'why: *RE: killed by SIGABRT' "$work/out"; then ok; else fail "stress crash: no RE"; fi
cp "$root/bin/cards-in-line" "$work/mine"
check "stress: a correct solution passes 1,000 seeds" 0 \
    '^stress cards-in-line: its 2 edge inputs and seeds 1\.\.1000 agree \([0-9]+ seeds/s\)$' -- \
    --stress cards-in-line -c "$work/mine" -n 1000
check "stress, general form (--gen, --ref)" 1 '^stress custom: seed [0-9]+ is the first' -- \
    --stress --gen "$root/build/tests/lc464/gen" --ref "$root/bin/lc464" \
    -c "$root/build/wrong/lc464-nosum" -n 20
# the same attempt and seeds give the same inputs and the same shrink (bounded by its count
# of tries, not a clock): a second run prints the same bytes
cp "$root/build/stress/lc464/found.txt" "$work/found1"
"$judge" --stress lc464 -c "$root/build/wrong/lc464-nosum" -n 200 > "$work/out" 2>&1
expect "stress: another run, the same input found" cmp -s "$work/found1" "$root/build/stress/lc464/found.txt"
expect "stress: another run, the same words" cmp -s "$work/out1" "$work/out"
check "stress: --seed" 0 '^stress lc464: its 2 edge inputs and seeds 500\.\.519 agree' -- \
    --stress lc464 -c "$root/bin/lc464" -n 20 --seed 500
# each run in an empty folder: what a run leaves there is gone before the next (a solution
# that fails where a file of its own is found passes every seed)
check "stress: each run in an empty folder" 0 '^stress lc464: its 2 edge inputs and seeds 1\.\.30 agree' -- \
    --stress lc464 -c "sh -c '[ ! -e mark ] || exit 3; touch mark; exec $root/bin/lc464'" -n 30
check "stress usage" 2 'takes one NAME' -- --stress -c cat

# each problem's own limits, kept while shrinking: EDPC L (1 <= N, 1 <= a_i, its validator),
# LeetCode 486 (1 to 20 values in 0..10^7, its driver)
cat > "$work/edpc-greedy.c" <<'C'
#include <stdio.h>
int main(void)
{
	long long n, i, a[3000], l, r, d = 0, t;
	if (scanf("%lld", &n) != 1)
		return 1;
	for (i = 0; i < n; i++)
		if (scanf("%lld", &a[i]) != 1)
			return 1;
	for (l = 0, r = n - 1, i = 0; l <= r; i++) {
		t = a[l] >= a[r] ? a[l++] : a[r--];
		d += i % 2 ? -t : t;
	}
	printf("%lld\n", d);
	return 0;
}
C
cc -O1 -o "$work/edpc-greedy" "$work/edpc-greedy.c" || exit 2
check "stress edpc-l: a greedy found" 1 '^stress edpc-l: seed [0-9]+ is the first that fails' -- \
    --stress edpc-l -c "$work/edpc-greedy" -n 200
# the shrunk input is one EDPC L's validator takes (n on its line, the values on the next),
# and expected.txt is our answer to it
valid() { "$root/build/tests/$1/validate" < "$root/build/stress/$1/input.txt" > /dev/null 2>&1; [ $? -eq 42 ]; }
expect "stress edpc-l: the input within EDPC L's limits (its validator)" valid edpc-l
expect "stress edpc-l: expected.txt is our answer to input.txt" \
    cmp -s "$root/build/stress/edpc-l/expected.txt" <("$root/build/dist/edpc-l" < "$root/build/stress/edpc-l/input.txt")
expect "stress edpc-l: explained" grep -q 'winner' "$root/build/stress/edpc-l/explain.txt"
# Nowcoder's cards (1 <= n <= 5000, values 1..10^5), our greedy cards-in-line
check "stress cards-nowcoder: a greedy found" 1 '^stress cards-nowcoder: seed [0-9]+ is the first' \
    -- --stress cards-nowcoder -c "$root/build/wrong/cards-greedy" -n 200
expect "stress cards-nowcoder: the input within Nowcoder's limits (its validator)" valid cards-nowcoder

# the shrinker on LeetCode's arrays, alone (judge/stress.sh with a failure that holds only
# for [0,1,0,0]): from [9,0,1,0,0] it must drop the first number too
shrunk=$(bash -c '
    . "$1/judge/stress.sh"
    work=$2
    declare -A st=([format]=arrays [kind]=WA [tries]=0 [budget]=1000 [deadline]=$((SECONDS + 600)) [late]=0)
    st_case=("9 0 1 0 0")
    stress_fails() { local -n said=$2; said="WA: x"; [ "$(cat "$1")" = "[0,1,0,0]" ]; }
    stress_shrink st
    printf "%s" "${st_case[*]}"' _ "$root" "$work")
expect "stress: arrays shrunk to [0,1,0,0], not '$shrunk'" [ "$shrunk" = "0 1 0 0" ]
# chunks dropped, then a value's binary search: a failure while one number is at least 37
# shrinks "5 100 8 9 3" to the one number 37; with its deadline passed it is left as it is and
# the state says late
shrink_alone() {
    bash -c '
        . "$1/judge/stress.sh"
        work=$2
        declare -A st=([format]=tokens [kind]=WA [tries]=0 [budget]=500 [deadline]=$((SECONDS + $3)) [late]=0)
        st_case=("5 100 8 9 3")
        stress_fails() { local -n said=$2; said="WA: x"; [ "$(awk "{ for (i = 1; i <= NF; i++) if (\$i >= 37) n++ } END { print n + 0 }" "$1")" = 1 ]; }
        stress_shrink st
        printf "%s|%s|%s" "${st_case[*]}" "${st[late]}" "${st[tries]}"' _ "$root" "$work" "$1"
}
shrunk=$(shrink_alone 600)
expect "stress: '5 100 8 9 3' shrunk to 37 by chunks and a binary search, not '${shrunk%%|*}'" \
    [ "${shrunk%|*}" = "37|0" ]
expect "stress: ... in at most 20 tries (${shrunk##*|})" [ "${shrunk##*|}" -le 20 ]
shrunk=$(shrink_alone 0)
expect "stress: past its deadline the shrink stops, late: '$shrunk'" [ "$shrunk" = "5 100 8 9 3|1|0" ]

# a failure's own message: in why:, and its stderr kept
cat > "$work/says.sh" <<'SH'
#!/bin/sh
# cards-in-line, right, but it refuses rows of more than two cards, saying so
in=$(cat)
n=$(printf '%s\n' "$in" | awk 'NR == 1 { print $1 }')
if [ "$n" -gt 2 ]; then
    echo "a row of $n cards is too long for me" >&2
    exit 3
fi
printf '%s\n' "$in" | exec "$BIN"
SH
chmod +x "$work/says.sh"
BIN="$root/bin/cards-in-line" check "stress: an RE's message in why:" 1 \
    'why: +RE: exit status 3; stderr: a row of [0-9]+ cards is too long for me' -- \
    --stress cards-in-line -c "$work/says.sh" -n 80
expect "stress: its stderr kept in build/stress/NAME/stderr.txt" \
    grep -q 'too long for me' "$root/build/stress/cards-in-line/stderr.txt"
expect "stress: stderr.txt named" grep -q 'stderr.txt' "$work/out"

# shrinking keeps the failure's kind: a solution that is wrong (WA) on numbers from 5 up and
# crashes on 0, shrunk from 9: lowering to 0 would make the WA a crash, so it stays a WA, 5
printf '#!/bin/sh\necho 9\n' > "$work/gen9"
# shellcheck disable=SC2016 # scripts written for the runs
printf '#!/bin/sh\nread x; echo "$x"\n' > "$work/ref9"
# shellcheck disable=SC2016
printf '#!/bin/sh\nread x\n[ "$x" -ne 0 ] || kill -ABRT $$\n[ "$x" -lt 5 ] && echo "$x" || echo wrong\n' \
    > "$work/sol9"
chmod +x "$work/gen9" "$work/ref9" "$work/sol9"
check "stress: a WA shrunk stays a WA (not the crash at 0)" 1 'why: +WA: ' -- \
    --stress --gen "$work/gen9" --ref "$work/ref9" -c "$work/sol9" -n 1
expect "stress: shrunk as far as the WA goes, to 5" \
    [ "$(cat "$root/build/stress/custom/input.txt")" = 5 ]

# judge.conf's limits apply in stress mode too: lc464's tl=5 lets a 2.5 s run pass (judge.sh's
# own default is 2 s); -t 1 fails a 1.5 s one
# spin SECONDS [-once MARK] PROGRAM...: SECONDS of CPU time, then PROGRAM (with -once, only
# the first time: when the file MARK is not there yet, which it makes)
cat > "$work/spin.c" <<'C'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
int main(int argc, char **argv)
{
	int skip = 0, at = 2;
	if (argc > 4 && strcmp(argv[2], "-once") == 0) {
		skip = access(argv[3], F_OK) == 0;
		fclose(fopen(argv[3], "w"));
		at = 4;
	}
	clock_t end = clock() + (clock_t)(atof(argv[1]) * CLOCKS_PER_SEC);
	while (!skip && clock() < end)
		;
	execv(argv[at], argv + at);
	return 127;
}
C
cc -O1 -o "$work/spin" "$work/spin.c" || exit 2
check "--stress -n 0" 2 '-n takes a whole number of seeds from 1' -- --stress -n 0 -c true \
    --gen true --ref true
# the seed found is the one that failed, counted from --seed (--gen: no edges first)
check "stress --seed 5: the first seed tried is 5, nothing before it said to agree" 1 '^stress custom: seed 5 is the first that fails$' -- \
    --stress --gen "$root/build/tests/lc464/gen" --ref "$root/bin/lc464" --seed 5 -c false -n 3
expect "stress --seed 5: shrunk from seed 5, said" grep -Eq '^  shrunk:   to [0-9]+ numbers?, the smallest failing input found \(from seed 5; [0-9]+ tries\)$' "$work/out"
expect "stress --seed 5: seed.txt says 5" [ "$(cat "$root/build/stress/custom/seed.txt")" = 5 ]
# a problem's edges (judge.conf edges=) come before any seed, in name order; a failure
# there is shrunk alone, its path in seed.txt; none failing, they count as passed
check "stress lc464 -c false: its first edge input fails, before any seed" 1 \
    '^stress lc464: the edge input testdata/lc464/edges/1-smallest\.in fails \(before any seed\)' -- \
    --stress lc464 --seed 5 -c false -n 3
expect "stress lc464 -c false: 0 passed" grep -q '^0 passed, 1 failed$' "$work/out"
expect "stress lc464 -c false: seed.txt names the edge input" \
    [ "$(cat "$root/build/stress/lc464/seed.txt")" = testdata/lc464/edges/1-smallest.in ]
# (right on the small edge, wrong where m = 20: the second edge input, after one passed)
check "stress lc464: a class wrong only at m = 20 fails on the second edge input" 1 \
    '^stress lc464: the edge input testdata/lc464/edges/2-largest\.in fails' -- \
    --stress lc464 -c "sh -c 'read m d; [ \$m -lt 20 ] || exit 3; { echo \$m \$d; cat; } | $root/bin/lc464'" -n 3
expect "stress lc464, m = 20 wrong: 1 passed (the first edge)" grep -q '^1 passed, 1 failed$' "$work/out"
expect "stress lc464, m = 20 wrong: the edge that agreed before it, said" \
    grep -q '^stress lc464: the edge input testdata/lc464/edges/2-largest.in fails (before any seed; its 1 edge input before it agreed)$' "$work/out"
# shellcheck disable=SC2016 # $1 is bash -c's
expect "stress lc464, m = 20 wrong: input, expected, got and why, in that order" bash -c \
    'grep -E "^  (input|expected|got|why): " "$1" | cut -c 3-5 | tr -d "\n" | grep -qx inpexpgotwhy' _ "$work/out"
mkdir -p "$work/edgeconf"
printf 'edges=../x\n' > "$work/edgeconf/judge.conf"
check "judge.conf edges=../x: refused" 2 'edges= takes a folder of the problem.s' -- -c cat -d "$work/edgeconf"
# a reference that fails (exit status 3, with output) rejects the input: a harness error
# the count's word: one number (the 7 that sed changes), not "numbers"; none is "0 numbers"
check "stress: shrunk to one number, said in the singular" 1 '^  shrunk:   to 1 number, ' -- \
    --stress --gen 'echo 7' --ref cat -c 'sed s/7/8/' -n 3
check "stress: shrunk to none, \"0 numbers\"" 1 '^  shrunk:   to 0 numbers, ' -- \
    --stress --gen 'echo 7' --ref cat -c 'echo 8' -n 3
check "stress: a reference that exits 3 is no reference" 2 "the reference rejects the generator's input for seed 1" -- \
    --stress --gen 'echo 1' --ref 'echo 1; exit 3' -c 'echo 2' -n 5
check "stress: judge.conf's tl= (5 s for lc464, not the default 2 s)" 0 '^stress lc464: its 2 edge inputs and seeds 1\.\.1 agree' -- \
    --stress lc464 -c "$work/spin 2.3 -once $work/spun $root/bin/lc464" -n 1
# (a generous --wall: on a loaded machine the spinner's CPU time is what must decide)
# (each try of the shrink spins too: 0.15 s, not more, 50 ms past the limit)
check "stress: -t over judge.conf's tl=" 1 'why: +TLE: CPU time [0-9.]+ s > 0.1 s' -- \
    --stress lc464 -t 0.1 --timeout 0.1 --wall 60 -c "$work/spin 0.15 $root/bin/lc464" -n 1

# a progress line on a terminal (stderr), none when not one
if ! skip script; then
    TERM=xterm script -q -e -c "$judge --stress lc464 -c $root/bin/lc464 -n 300" "$work/typescript" \
        > /dev/null 2>&1
    expect "stress: a progress line on a terminal" \
        grep -Eq 'stress lc464: [0-9]+ of 300 seeds, [0-9]+ seeds/s, size [0-9]+' "$work/typescript"
    # redrawn at most 5 times a second: 300 quick seeds draw it a few times, not per batch
    t0=${EPOCHREALTIME/./}
    TERM=xterm script -q -e -c "$judge --stress lc464 -c $root/bin/lc464 -n 300" "$work/typescript" \
        > /dev/null 2>&1
    drawn=$(grep -o 'of 300 seeds' "$work/typescript" | wc -l)
    took=$(( (${EPOCHREALTIME/./} - t0) / 1000000 + 1 ))
    expect "stress: the progress line drawn at most 5 times a second ($drawn in ${took} s)" \
        [ "$drawn" -le $((1 + 5 * took)) ]
fi
"$judge" --stress lc464 -c "$root/bin/lc464" -n 300 > "$work/out" 2>&1
expect "stress: no progress line when not a terminal" [ "$(grep -c 'of 300 seeds' "$work/out")" -eq 0 ]

# ---- stress with a source file (tests/attempts/, compiled as judge.sh compiles them) ----
at="$root/tests/attempts"
if ! skip gcc; then
    # the problem's conventions (testdata/poj1143/judge.conf): each input ends with POJ's 0
    # (last_case=), so while (scanf("%d", &n), n) agrees; a space after each move is PE
    # (mode=exact, pe=whitespace), shrunk to one case and its 0
    check "--stress poj1143: each input ends with POJ's 0, so a scanf loop that stops there agrees" \
        0 '^102 passed, 0 failed$' -- --stress poj1143 "$at/poj1143-scanf-comma.c" -n 100
    check "--stress poj1143: a trailing space is POJ's PE" 1 \
        'why: +PE: line 2 col [0-9]+: expected a line end, got a space' -- \
        --stress poj1143 "$at/poj1143-trailing-space.c" -n 20
    expect "--stress poj1143: ... shrunk to one case, the 0 after it (got '$(tr '\n' '|' < \
        "$root/build/stress/poj1143/input.txt")')" \
        [ "$(tr '\n' '|' < "$root/build/stress/poj1143/input.txt")" = '1 2|0|' ]
    check "--stress poj1143 --mode lines: the trailing space passes" 0 '^22 passed, 0 failed$' -- \
        --mode lines --stress poj1143 "$at/poj1143-trailing-space.c" -n 20
fi
if ! skip g++; then
    check "--stress lc464 FILE: a wrong class found, shrunk to one pair, explained" 1 \
        'nobody can reach it' -- --stress lc464 "$at/lc464-nosum.cpp" -n 200
    expect "--stress lc464 FILE: shrunk to '$(cat "$root/build/stress/lc464/input.txt")', want '1 2'" \
        [ "$(cat "$root/build/stress/lc464/input.txt")" = "1 2" ]
    # an int table where EDPC L's X - Y passes 2^31: its edge of six cards finds it at once
    check "--stress edpc-l FILE -n 50: an int overflow found, on its edge of six cards" 1 \
        '^stress edpc-l: the edge input testdata/edpc-l/edges/4-past-32-bits\.in fails' -- \
        --stress edpc-l "$at/edpc-l-int.cpp" -n 50
    expect "--stress edpc-l: the overflow's WA (an answer past 32 bits), shrunk" \
        grep -Eq 'why: *WA: line 1 col [0-9]+: expected "[0-9]{10,}"' "$work/out"
    expect "--stress edpc-l: the shrunk input valid (its validator)" valid edpc-l
    expect "--stress edpc-l: expected.txt is our answer to input.txt" \
        cmp -s "$root/build/stress/edpc-l/expected.txt" <("$root/build/dist/edpc-l" < "$root/build/stress/edpc-l/input.txt")
fi
if ! skip gcc; then
    # LeetCode 464 in C, "no one reaches d" written as sum / d == 0: d = 0 divides by zero
    check "--stress lc464 FILE -n 50: a crash at d = 0 found, on its first edge" 1 \
        '^stress lc464: the edge input testdata/lc464/edges/1-smallest\.in fails' -- \
        --stress lc464 "$at/lc464-divide-by-d.c" -n 50
    expect "--stress lc464: the crash's RE, shrunk to 1 0" \
        [ "$(grep -c 'why: *RE: .*FPE' "$work/out"):$(cat "$root/build/stress/lc464/input.txt")" = "1:1 0" ]
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
    n=$(tr ',[]' '   ' < "$root/build/stress/lc486/input.txt" | wc -w)
    expect "--stress lc486: shrunk to at most 4 numbers: $(cat "$root/build/stress/lc486/input.txt")" \
        [ "$n" -le 4 ]
    expect "--stress lc486: shrunk to one array" [ "$(wc -l < "$root/build/stress/lc486/input.txt")" -eq 1 ]
    expect "--stress lc486: explained" grep -q 'A wins\|B wins\|tie' "$root/build/stress/lc486/explain.txt"
fi

# ---- stress with a LeetCode-form attempt: LeetCode's budget, the per-call stop ----
if ! skip gcc; then
    # right, and 5 ms of CPU a call: a batch of 140 calls fits 1.5 s (0.5 s a 50), not 0.5 s
    { cat "$at/lc464.c"
      printf '%s\n' '#include <time.h>' 'bool slowly(int m, int d) {' \
          '	clock_t end = clock() + CLOCKS_PER_SEC / 200;' '	while (clock() < end)' '		;' \
          '	return canIWin(m, d);' '}' '#define canIWin slowly'; } > "$work/slow-right.c"
    check "--stress lc464 FILE: LeetCode's budget for a batch of calls" 0 'seeds 1\.\.140 agree' -- \
        --stress lc464 -t 0.5 -n 140 "$work/slow-right.c"
    printf 'bool canIWin(int m, int d) { while (m == 1) ; return m >= d || m * (m + 1) / 2 >= d; }\n' \
        > "$work/hang1.c"
    # (-t 0.1: each try of the shrink that keeps m = 1 runs to it)
    check "--stress lc464 FILE: a call that never ends is TLE, named" 1 \
        'why: +TLE: call [0-9]+, canIWin\(1, [0-9]+\): ran past 0.1 s' -- \
        --stress lc464 -t 0.1 -n 5 "$work/hang1.c"
    printf 'bool canIWin(int m, int d) { return m < d }\n' > "$work/broken.c"
    check "--stress lc464 FILE: a file that does not compile fails, the compiler's line shown" 1 \
        "broken.c:1:.*expected ';'" -- --stress lc464 -n 5 "$work/broken.c"
    expect "--stress: a file that does not compile, said and counted" \
        grep -q '^stress lc464: .*broken.c does not compile (leetcode profile):' "$work/out"
fi

echo "judge.sh --stress self-test: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
