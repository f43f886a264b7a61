#!/usr/bin/env bash
# stress_test.sh: judge.sh --stress against deliberately wrong solutions (tests/wrong/): each
# found within 200 seeds and shrunk (lc464 to one pair, the greedy cards to at most 4
# cards), a crash counted as a failure, a correct solution through 1,000 seeds, the same
# seeds giving the same inputs.  Last line: "N passed, N failed".
# shellcheck source=tests/lib.sh
. "$(dirname "$0")/lib.sh"

make -s -C "$root" build/wrong/lc464-nosum build/wrong/cards-greedy build/wrong/cards-crash \
    tools || exit 2
# stress_check LABEL NAME COMMAND MAX_NUMBERS: exit 1, a failing seed named, the input kept in
# build/stress/NAME/input.txt with at most MAX_NUMBERS numbers and one case, our --explain
stress_check() {
    local n
    "$judge" --stress "$2" -c "$3" -n 200 > "$work/out" 2>&1
    st=$?
    n=$(wc -w < "$root/build/stress/$2/input.txt")
    if [ "$st" -eq 1 ] && grep -q "^stress $2: seed [0-9]* is the first that fails" "$work/out" &&
        [ "$n" -le "$4" ] && [ "$(wc -l < "$root/build/stress/$2/input.txt")" -eq 1 ] &&
        grep -q 'optimal play' "$work/out" && [ -s "$root/build/stress/$2/explain.txt" ] &&
        [ -s "$root/build/stress/$2/seed.txt" ]; then
        ok
    else
        fail "$1: exit $st, $n numbers:"; sed 's/^/    /' "$work/out"
    fi
}
stress_check "stress lc464 ignoring sum < d: one pair" lc464 "$root/build/wrong/lc464-nosum" 2
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
    '^stress cards-in-line: seeds 1\.\.1000 agree \([0-9]+ seeds/s\)$' -- \
    --stress cards-in-line -c "$work/mine" -n 1000
check "stress, general form (--gen, --ref)" 1 '^stress custom: seed [0-9]+ is the first' -- \
    --stress --gen "$root/build/tests/lc464/gen" --ref "$root/bin/lc464" \
    -c "$root/build/wrong/lc464-nosum" -n 20
# the same seeds give the same inputs: a second run finds the same first seed and input
cp "$root/build/stress/lc464/found.txt" "$work/found1"
"$judge" --stress lc464 -c "$root/build/wrong/lc464-nosum" -n 30 > "$work/out" 2>&1
if cmp -s "$work/found1" "$root/build/stress/lc464/found.txt"; then
    ok
else
    fail "stress: another run, another input"
fi
check "stress: --seed" 0 '^stress lc464: seeds 500\.\.519 agree' -- \
    --stress lc464 -c "$root/bin/lc464" -n 20 --seed 500
check "stress usage" 2 'takes one NAME' -- --stress -c cat

echo "judge.sh --stress self-test: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
