#!/usr/bin/env bash
# stress.sh NAME [COUNT] [SEED]: our solver (bin/NAME, or the ref= of testdata/NAME/judge.conf)
# against the brute force on COUNT generated inputs from seed SEED, through judge.sh's stress
# mode (build/tests/NAME/gen for the inputs, build/tests/NAME/brute as the reference).  On a mismatch judge.sh shrinks the input and
# keeps it in build/stress/custom/.  Last line: "N passed, N failed".  Build first with:
# make all tools
set -u
export LC_ALL=C

if [ $# -lt 1 ] || [ $# -gt 3 ]; then
    echo "usage: scripts/stress.sh NAME [COUNT] [SEED]" >&2
    exit 2
fi
root=$(cd "$(dirname "$0")/.." && pwd) || exit 2
ours=bin/$1
[ -f "$root/solvers/$1/main.c" ] || ours=$(sed -n 's/^ref=//p' "$root/testdata/$1/judge.conf")
exec "$root/judge.sh" --stress --gen "$root/build/tests/$1/gen" --ref "$root/build/tests/$1/brute" \
    -c "$root/$ours" -n "${2:-100}" --seed "${3:-1}"
