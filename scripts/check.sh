#!/usr/bin/env bash
# check.sh SOLVER...: every test of "make check", built beforehand by make.  Each step prints
# its own lines; the counts are added up into the last line, "N passed, N failed".
set -u
export LC_ALL=C

root=$(cd "$(dirname "$0")/.." && pwd) || exit 2
cd "$root" || exit 2
log=$(mktemp) || exit 2
trap 'rm -f "$log"' EXIT
passed=0 failed=0 steps_failed=()

# bounded SECONDS COMMAND...: the command, ended (status 124) if it runs past SECONDS, so a
# hung program fails its step instead of hanging make check; the Check suites have their own
# per-test limits, judge.sh its runner's
bounded() {
    local s=$1
    shift
    timeout -k 5 "$s" "$@"
}

# step LABEL COMMAND...: runs it, shows its output, adds its counts (its "N passed, N failed"
# line, or Check's "Checks: N, Failures: F, Errors: E"; else 1 pass or 1 fail by exit status)
step() {
    local label=$1 st p f line
    shift
    local t0=${EPOCHREALTIME/./}
    echo "---- $label"
    "$@" > "$log" 2>&1
    st=$?
    cat "$log"
    echo "     ($(( (${EPOCHREALTIME/./} - t0) / 1000 )) ms)"
    line=$(grep -E 'Checks: [0-9]+, Failures: [0-9]+, Errors: [0-9]+' "$log" | tail -n 1)
    if [[ $line =~ Checks:\ ([0-9]+),\ Failures:\ ([0-9]+),\ Errors:\ ([0-9]+) ]]; then
        f=$((BASH_REMATCH[2] + BASH_REMATCH[3]))
        p=$((BASH_REMATCH[1] - f))
    else
        line=$(grep -E '(^|: )[0-9]+ passed, [0-9]+ failed' "$log" | tail -n 1)
        if [[ $line =~ ([0-9]+)\ passed,\ ([0-9]+)\ failed ]]; then
            p=${BASH_REMATCH[1]} f=${BASH_REMATCH[2]}
        elif [ "$st" -eq 0 ]; then
            p=1 f=0
        else
            p=0 f=1
        fi
    fi
    # a step that failed without counting a failure still fails
    [ "$st" -eq 0 ] || [ "$f" -gt 0 ] || f=1
    passed=$((passed + p)) failed=$((failed + f))
    [ "$f" -eq 0 ] || steps_failed+=("$label")
}

# judge.sh's three self-tests spend much of their time waiting (sleeps, wall limits, process
# starts): they run beside the other steps from the start, and their output is shown in
# their place below.  Their limits are CPU time, so the load does not change a verdict.
bg_dir=$(mktemp -d) || exit 2
trap 'rm -f "$log"; rm -rf "$bg_dir"' EXIT
# Each gets a TMPDIR of its own, checked to be empty at the end: the tests remove their own
# folders, so anything left there is a temporary file judge.sh (or what it ran) forgot.
mkdir "$bg_dir/tmp" || exit 2
TMPDIR=$bg_dir/tmp tests/judge_test.sh > "$bg_dir/judge" 2>&1 &
judge_pid=$!
TMPDIR=$bg_dir/tmp tests/stress_test.sh > "$bg_dir/stress" 2>&1 &
stress_pid=$!
TMPDIR=$bg_dir/tmp tests/attempt_test.sh > "$bg_dir/attempt" 2>&1 &
attempt_pid=$!
TMPDIR=$bg_dir/tmp tests/package_test.sh > "$bg_dir/package" 2>&1 &
package_pid=$!
TMPDIR=$bg_dir/tmp tests/interactive_test.sh > "$bg_dir/interactive" 2>&1 &
interactive_pid=$!
# our problems as packages (scripts/package.sh, as make package writes them), each verified:
# its input validators on its data, every submission against its folder (in the background
# too: most of it is one process at a time)
verify_packages() {
    local p n=0 bad=0
    if [ -z "${PACKAGES:-}" ]; then
        echo "skipped: no PACKAGES (make check names them)"
        return 0
    fi
    # shellcheck disable=SC2086 # the names, a word each
    scripts/package.sh build/packages $PACKAGES || { echo "0 passed, 1 failed"; return 1; }
    for p in $PACKAGES; do
        echo "-- ./judge.sh --verify build/packages/$p"
        if ./judge.sh --verify "build/packages/$p"; then n=$((n + 1)); else bad=$((bad + 1)); fi
    done
    echo "$n passed, $bad failed"
    [ "$bad" -eq 0 ]
}
verify_packages > "$bg_dir/packages" 2>&1 &
packages_pid=$!
# finished PID LOG: waits for a background step, shows its output, returns its status
finished() {
    wait "$1"
    local st=$?
    cat "$2"
    return "$st"
}

step "Check suite reader (solvers/common)" build/check_reader
for s in "$@"; do
    step "Check suite $s" "build/check_$s"
done
step "Check suite poj1143, 32-bit sets, no bit scan (UBSan)" build/check_poj1143-set-int
step "judge.sh on testdata" ./judge.sh
# one real example of each test layout and way of judging (tests/examples/)
ex=tests/examples
step "judge.sh: a Kattis problem package" ./judge.sh -c bin/poj1143 -d "$ex/kattis-poj1143"
step "judge.sh: float answers" ./judge.sh --mode float:1e-6 -c "$ex/float-mean/mean.sh" \
    -d "$ex/float-mean"
step "judge.sh: a testlib checker" ./judge.sh --checker build/examples/check-testlib \
    -c "$ex/checker-poj1143/one-move.sh" -d "$ex/checker-poj1143"
step "judge.sh: a Kattis checker" ./judge.sh --checker build/examples/check-kattis \
    --checker-protocol kattis -c "$ex/checker-poj1143/one-move.sh" -d "$ex/checker-poj1143"
step "bad input" tests/badinput.sh bin
# each problem's input validator (judge.conf validate=) takes all of its testdata
validated() {
    local d f v n=0 bad=0
    for d in testdata/*/; do
        v=$(sed -n 's/^validate=//p' "$d/judge.conf" 2> /dev/null)
        [ -n "$v" ] || continue
        for f in "$d"*.in; do
            if "$v" < "$f" 2> "$bg_dir/validate.err"; [ $? -eq 42 ]; then
                n=$((n + 1))
            else
                echo "FAIL $f: $(cat "$bg_dir/validate.err")"
                bad=$((bad + 1))
            fi
        done
    done
    echo "$n passed, $bad failed"
}
step "input validators on testdata" validated

# the submission files, compiled as their judges compile them (see the Makefile)
step "dist/poj1143.c (C89)" ./judge.sh -c build/dist/poj1143 -d testdata/poj1143
step "dist/zoj1039.c (C89)" ./judge.sh -c build/dist/zoj1039 -d testdata/zoj1039
step "dist/cards-in-line.c" ./judge.sh -c build/dist/cards-in-line -d testdata/cards-in-line
step "dist/edpc-l.c" ./judge.sh -c build/dist/edpc-l -d testdata/edpc-l
step "dist/lc464-leetcode.c (gnu11, ASan)" bounded 300 build/dist/lc464-driver \
    testdata/lc464/whole-range.in testdata/lc464/whole-range.out
step "dist/lc486-leetcode.c (gnu11, ASan)" bounded 300 build/dist/lc486-driver


# sanitizer builds: all testdata and the bad-input table
for s in "$@"; do
    step "ASan+UBSan $s on testdata" ./judge.sh -m 0 -t 20 -c "build/asan/$s" -d "testdata/$s"
done
# explain_all BIN SOLVER: BIN --explain on every testdata input under 16 KB (explain is
# O(n^2) for cards and solves each lc464 query alone), which must exit 0 with no sanitizer
# report; its output is checked against the brute force by the Check suites
explain_all() {
    local f n=0
    for f in testdata/"$2"/*.in; do
        [ "$(wc -c < "$f")" -le 16384 ] || continue
        if ! bounded 60 "$1" --explain < "$f" > /dev/null 2> "$bg_dir/explain.err"; then
            echo "FAIL $f"
            head -n 5 "$bg_dir/explain.err"
            echo "$n passed, 1 failed"
            return 1
        fi
        n=$((n + 1))
    done
    echo "$n passed, 0 failed"
}

cc=${FUZZ_CC:-clang}
if command -v "$cc" > /dev/null 2>&1; then
    step "clang ASan+UBSan builds" make -s FUZZ_CC="$cc" "${@/#/build/clangsan/}"
    for s in "$@"; do
        step "clang ASan+UBSan $s on testdata" ./judge.sh -m 0 -t 20 -c "build/clangsan/$s" \
            -d "testdata/$s"
    done
    step "clang ASan+UBSan bad input" tests/badinput.sh build/clangsan
    for s in "$@"; do
        step "clang ASan+UBSan $s --explain on testdata" explain_all "build/clangsan/$s" "$s"
    done
else
    # (with clang, the bad-input table runs under clang's sanitizers only: a sanitized
    # process takes about 50 ms to start, and clang's UBSan reports more, such as an offset
    # added to a null pointer)
    step "ASan+UBSan bad input" tests/badinput.sh build/asan
    echo "---- clang not found: the clang sanitizer pass skipped"
fi

# our solver against the brute force, through judge.sh --stress (the general form)
for s in "$@" lc486 edpc-l cards-nowcoder; do
    step "stress $s" scripts/stress.sh "$s" 100 1
done

if command -v valgrind > /dev/null 2>&1; then
    for s in "$@"; do
        for f in testdata/"$s"/sample*.in; do
            step "valgrind $s ${f##*/}" bounded 300 valgrind -q --error-exitcode=1 --leak-check=full \
                --errors-for-leak-kinds=definite "bin/$s" < "$f"
        done
    done
else
    echo "---- valgrind not installed: skipped"
fi

if scripts/fuzz.sh --available; then
    step "fuzz (short pass)" scripts/fuzz.sh 2 "$@" zoj1039 edpc-l
else
    echo "---- clang's libFuzzer runtime not found: fuzz pass skipped"
fi

step "lint" scripts/lint.sh

step "judge.sh self-test (ran in the background)" finished "$judge_pid" "$bg_dir/judge"
step "judge.sh --stress self-test (ran in the background)" finished "$stress_pid" \
    "$bg_dir/stress"
step "judge.sh attempts in C, C++, Java, Python (ran in the background)" finished \
    "$attempt_pid" "$bg_dir/attempt"
step "judge.sh on problem packages (ran in the background)" finished "$package_pid" \
    "$bg_dir/package"
step "judge.sh on interactive cases (ran in the background)" finished "$interactive_pid" \
    "$bg_dir/interactive"
step "our problems as packages, each judge.sh --verify (ran in the background)" finished \
    "$packages_pid" "$bg_dir/packages"
# nothing_left DIR: passes when DIR is empty, else lists what is there
nothing_left() {
    if [ -z "$(ls -A "$1")" ]; then
        echo "1 passed, 0 failed"
    else
        echo "FAIL left in TMPDIR by the self-tests:"
        find "$1" -mindepth 1 | head -n 20
        echo "0 passed, 1 failed"
    fi
}
step "the self-tests left no temporary file" nothing_left "$bg_dir/tmp"

echo
[ ${#steps_failed[@]} -eq 0 ] || printf 'failed: %s\n' "${steps_failed[@]}"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
