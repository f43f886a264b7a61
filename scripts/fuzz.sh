#!/usr/bin/env bash
# fuzz.sh SECONDS NAME...: run $FUZZ_DIR/NAME (libFuzzer + ASan + UBSan) for SECONDS each,
# seeded with testdata/NAME/*.in; a crash, leak, timeout or sanitizer report fails.
# fuzz.sh --available: exit 0 when clang can build a libFuzzer target here.
# FUZZ_OPT (-O1) and FUZZ_DIR (build/fuzz, from the kit's root): how and where the targets
# are built (make check's pass: -O0 in build/fuzz-O0).  FUZZ_RUNS=N: N inputs each from
# libFuzzer's seed 1 instead, the same inputs on any machine (make check's pass), SECONDS
# then only a far safety net (said when it ends a target first).
set -u
export LC_ALL=C

root=$(cd "$(dirname "$0")/.." && pwd) || exit 2
cc=${FUZZ_CC:-clang}
opt=${FUZZ_OPT:--O1} fdir=${FUZZ_DIR:-build/fuzz}
if [ "${1:-}" = --available ]; then
    t=$(mktemp -d) || exit 1
    printf '#include <stddef.h>\n#include <stdint.h>\nint LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) { (void)d; (void)n; return 0; }\n' > "$t/f.c"
    "$cc" -fsanitize=fuzzer,address,undefined -o "$t/f" "$t/f.c" > /dev/null 2>&1
    st=$?
    rm -rf "$t"
    exit "$st"
fi
if [ $# -lt 2 ] || ! [[ $1 =~ ^[0-9]+$ ]]; then
    echo "usage: scripts/fuzz.sh SECONDS NAME... | --available" >&2
    exit 2
fi
secs=$1
shift
runs_asked=${FUZZ_RUNS:-}
[[ -z $runs_asked || $runs_asked =~ ^[1-9][0-9]*$ ]] ||
    { echo "fuzz.sh: FUZZ_RUNS is a whole number from 1" >&2; exit 2; }
passed=0 failed=0
# all targets first, two at a time; a failed build is reported per target below
make -s -j2 -C "$root" "${@/#/$fdir/}" FUZZ_CC="$cc" FUZZ_OPT="$opt" FUZZ_DIR="$fdir" > /dev/null 2>&1
for name in "$@"; do
    if ! make -s -C "$root" "$fdir/$name" FUZZ_CC="$cc" FUZZ_OPT="$opt" FUZZ_DIR="$fdir"; then
        echo "fuzz $name: the target does not build"
        failed=$((failed + 1))
        continue
    fi
    # (FUZZ_RUNS: a fresh corpus of testdata's inputs alone, removed after, so that what a
    # pass tries is the same every time; otherwise the corpus folder keeps what libFuzzer
    # finds, for the next run)
    corpus="$root/$fdir/corpus/$name${runs_asked:+.runs}"
    [ -z "$runs_asked" ] || rm -rf "$corpus"
    mkdir -p "$corpus" || exit 2
    for f in "$root/testdata/$name"/*.in; do
        # big files make slow seeds; the fuzzer finds its way from the small ones
        [ "$(wc -c < "$f")" -gt 4096 ] || cp "$f" "$corpus/"
    done
    log="$root/$fdir/$name.log"
    (cd "$root/$fdir" && "./$name" -max_total_time="$secs" -max_len=1024 -timeout=10 \
        -rss_limit_mb=2048 -print_final_stats=1 ${runs_asked:+-runs="$runs_asked" -seed=1} \
        "$corpus" > "$log" 2>&1)
    st=$?
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    [ -z "$runs_asked" ] || rm -rf "$corpus"
    if [ "$st" -eq 0 ] && [ -n "$runs_asked" ] && [ "${runs:-0}" -lt "$runs_asked" ]; then
        echo "fuzz $name: stopped by the safety net of $secs s after ${runs:-?} of $runs_asked runs, nothing found"
        passed=$((passed + 1))
    elif [ "$st" -eq 0 ] && [ -n "$runs_asked" ]; then
        echo "fuzz $name: $runs_asked runs from seed 1, nothing found"
        passed=$((passed + 1))
    elif [ "$st" -eq 0 ]; then
        echo "fuzz $name: ${runs:-?} runs in $secs s, nothing found"
        passed=$((passed + 1))
    else
        echo "fuzz $name: FAILED after ${runs:-?} runs (exit $st); see $log"
        grep -E 'ERROR|SUMMARY|runtime error' "$log" | head -n 5
        failed=$((failed + 1))
    fi
done
echo "fuzz: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
