#!/usr/bin/env bash
# stress.sh NAME [COUNT] [SEED]: for seeds SEED .. SEED+COUNT-1, feed build/tests/NAME/gen's
# input to bin/NAME and to build/tests/NAME/brute and compare (as judge.sh's lines mode).
# On the first mismatch: keep the input and both outputs in build/stress/NAME/, print the
# seed, exit 1.  Last line: "N passed, N failed".  Build first with: make all tools
set -u
export LC_ALL=C

if [ $# -lt 1 ] || [ $# -gt 3 ]; then
    echo "usage: scripts/stress.sh NAME [COUNT] [SEED]" >&2
    exit 2
fi
name=$1 count=${2:-100} seed=${3:-1}
root=$(cd "$(dirname "$0")/.." && pwd) || exit 2
gen="$root/build/tests/$name/gen" brute="$root/build/tests/$name/brute" fast="$root/bin/$name"
for f in "$gen" "$brute" "$fast"; do
    if [ ! -x "$f" ]; then
        echo "stress.sh: missing $f (run: make all tools)" >&2
        exit 2
    fi
done
if ! [[ $count =~ ^[0-9]+$ ]] || ! [[ $seed =~ ^[0-9]+$ ]]; then
    echo "stress.sh: COUNT and SEED are whole numbers" >&2
    exit 2
fi
out="$root/build/stress/$name"
mkdir -p "$out" || exit 2
tty=0
[ -t 2 ] && tty=1

# as judge.sh --mode lines: CR and trailing blanks ignored, trailing empty lines too
norm() { local t; t=$(sed -e 's/\r$//' -e 's/[[:blank:]]*$//' "$1"); printf '%s\n' "$t"; }

passed=0
for ((s = seed; s < seed + count; s++)); do
    "$gen" "$s" > "$out/input.txt" || { echo "stress.sh: gen failed on seed $s" >&2; exit 2; }
    "$brute" < "$out/input.txt" > "$out/expected.txt" || { echo "stress.sh: brute failed on seed $s" >&2; exit 2; }
    "$fast" < "$out/input.txt" > "$out/got.txt" 2> "$out/stderr.txt"
    st=$?
    if [ "$st" -ne 0 ] || [ "$(norm "$out/expected.txt")" != "$(norm "$out/got.txt")" ]; then
        [ "$tty" -eq 0 ] || printf '\r' >&2
        echo "stress $name: mismatch on seed $s (exit status $st)"
        echo "  input:    $out/input.txt"
        echo "  expected: $out/expected.txt"
        echo "  got:      $out/got.txt"
        echo "$passed passed, 1 failed"
        exit 1
    fi
    passed=$((passed + 1))
    [ "$tty" -eq 0 ] || printf '\rstress %s: %d/%d' "$name" "$passed" "$count" >&2
done
[ "$tty" -eq 0 ] || printf '\n' >&2
echo "stress $name: seeds $seed..$((seed + count - 1)) agree"
echo "$passed passed, 0 failed"
