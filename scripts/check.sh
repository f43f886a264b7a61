#!/usr/bin/env bash
# check.sh SOLVER...: every test of "make check", built beforehand by make.
#
# Reads: PACKAGES (the problems make package writes; make check names them), CHECK_JOBS (how
# many steps run at once; default: two more than the cores), FUZZ_CC (clang).
# Prints: each step's output under "---- LABEL", in the order the steps are listed below,
# with its wall time; then the failed steps and the last line, "N passed, N failed" (the
# counts of every step added up).  Exit status 0 when nothing failed.
#
# The steps run CHECK_JOBS at a time.  Every verdict a step expects is decided by CPU time, or
# by a wall limit far from what the run needs, so a loaded machine (the steps beside each
# other, or other jobs) changes no result, only the wall time.  Steps that read or write the
# same files run one after the other, as one chain (also).
set -u
export LC_ALL=C

root=$(cd "$(dirname "$0")/.." && pwd) || exit 2
cd "$root" || exit 2
# a pyenv shim (python3 on PATH a script that asks pyenv which Python to run) takes about half
# a second of CPU at every start, and the steps start Python hundreds of times: they run the
# Python it picks, found once (the test of judge/attempt.sh's unshimmed, which judge.sh uses
# for an attempt's runs; that part is not sourced here: it reads the judge's constants)
if py=$(type -P python3) && [[ $py == */shims/* ]] && grep -q pyenv -- "$py" 2> /dev/null &&
    py=$(pyenv which python3 2> /dev/null) && [ -x "$py" ]; then
    export PATH="${py%/*}:$PATH"
fi
# the steps' own temporary folder (their TMPDIR, below) in a tmpfs (/dev/shm) when there is
# one and TMPDIR names no other place, as judge.sh's: the steps make and remove tens of
# thousands of files, and on a disk each new file's inode is searched for among those lately
# freed (ext4's recently_deleted: 5% of make check's CPU where the folder was on /tmp)
# (named by our pid: a make check killed outright, whose EXIT trap never ran, left its folder
# there until a reboot; the next one removes the folders of ours whose make check is gone)
if [ -z "${TMPDIR:-}" ] && [ -d /dev/shm ] && [ -w /dev/shm ]; then
    for old in /dev/shm/check.*.*; do
        p=${old#/dev/shm/check.} p=${p%%.*}
        [ -d "$old" ] && [ -O "$old" ] && [[ $p =~ ^[0-9]+$ ]] && ! kill -0 "$p" 2> /dev/null &&
            rm -rf -- "$old"
    done
    dir=$(mktemp -d "/dev/shm/check.$$.XXXXXX") || exit 2
else
    dir=$(mktemp -d) || exit 2
fi
trap 'rm -rf "$dir"' EXIT
mkdir "$dir/log" "$dir/tmp" || exit 2
# (two more than the cores: some steps wait much of their time (the sleepers of judge_test
# and interactive_test, a compiler reading its files), and the steps beside them keep both
# cores busy then.  On 2 cores on 2026-12-07, quiet, check.sh side by side: 2 at a time
# 249 s of wall time and 366 s of the steps' CPU, 3 at a time 176 s and 326 s (0.71 and
# 0.89); after session 24's cuts of CPU, 3 at a time 174 s and 317 s, 4 at a time 156 s and
# 300 s (0.90 and 0.95), the steps' wait a larger part of what is left; on 2026-12-03, a
# day whose fork cost four times as much, 3 at a time gained nothing over 2)
jobs=${CHECK_JOBS:-$(( $(nproc 2> /dev/null || echo 1) + 2 ))}
[[ $jobs =~ ^[1-9][0-9]*$ ]] || { echo "check.sh: CHECK_JOBS is a whole number from 1" >&2; exit 2; }

# ---- the list: step starts a chain, also adds to the last one ----
labels=() commands=() chain_of=() chains=0
step() {
    chains=$((chains + 1))
    also "$@"
}
also() {
    labels+=("$1")
    shift
    commands+=("$(printf '%q ' "$@")")
    chain_of+=("$chains")
}

# bounded SECONDS COMMAND...: the command, ended (status 124) if it runs past SECONDS of wall
# time, so a hung program fails its step instead of hanging make check (far beyond what any
# step needs, loaded or not)
bounded() {
    local s=$1
    shift
    timeout -k 5 "$s" "$@"
}

# counts LOG STATUS: "P F", the step's passes and failures: its "N passed, N failed" line, or
# Check's "Checks: N, Failures: F, Errors: E"; else 1 pass or 1 fail by exit status.  A step
# that failed without counting a failure still fails.
counts() {
    local line p f
    line=$(grep -E 'Checks: [0-9]+, Failures: [0-9]+, Errors: [0-9]+' "$1" | tail -n 1)
    if [[ $line =~ Checks:\ ([0-9]+),\ Failures:\ ([0-9]+),\ Errors:\ ([0-9]+) ]]; then
        f=$((BASH_REMATCH[2] + BASH_REMATCH[3]))
        p=$((BASH_REMATCH[1] - f))
    else
        line=$(grep -E '(^|: )[0-9]+ passed, [0-9]+ failed' "$1" | tail -n 1)
        if [[ $line =~ ([0-9]+)\ passed,\ ([0-9]+)\ failed ]]; then
            p=${BASH_REMATCH[1]} f=${BASH_REMATCH[2]}
        elif [ "$2" -eq 0 ]; then
            p=1 f=0
        else
            p=0 f=1
        fi
    fi
    [ "$2" -eq 0 ] || [ "$f" -gt 0 ] || f=1
    echo "$p $f"
}

# cpu_ticks: ticks set to the CPU time of this shell's children that have ended, in clock
# ticks (fields 16 and 17 of its stat, cutime and cstime; the name in field 2 has no blank)
cpu_ticks() {
    local f
    read -r -a f < "/proc/$BASHPID/stat"
    ticks=$((f[15] + f[16]))
}

# run_chain C: the steps of chain C, one after the other, each into log/N (its output) and
# log/N.st ("STATUS MILLISECONDS CPU_MILLISECONDS START", written when it ends; START: the
# seconds from check.sh's start to the step's)
run_chain() {
    local i t0 c0 st hz ticks
    hz=$(getconf CLK_TCK)
    export TMPDIR=$dir/tmp
    for i in "${!labels[@]}"; do
        [ "${chain_of[i]}" -eq "$1" ] || continue
        t0=${EPOCHREALTIME/./}
        cpu_ticks
        c0=$ticks
        # (each step bounded: a hang fails its step, 124, instead of hanging make check; a
        # step that is a function of this script runs in a bash that has them, exported)
        bounded 3600 bash -c "${commands[i]}" > "$dir/log/$i" 2>&1 < /dev/null
        st=$?
        [ "$st" -ne 124 ] || echo "FAIL: still running after an hour, stopped (timeout)" >> "$dir/log/$i"
        cpu_ticks
        echo "$st $(( (${EPOCHREALTIME/./} - t0) / 1000 )) $(( (ticks - c0) * 1000 / hz ))" \
            "$(( (t0 - began) / 1000000 ))" > "$dir/log/$i.st"
    done
}

passed=0 failed=0 steps_failed=() shown=0 began=${EPOCHREALTIME/./}
# show_done: every finished step not shown yet, in the list's order, up to the first that is
# still running
show_done() {
    local st ms cpu at p f
    while [ "$shown" -lt ${#labels[@]} ] && [ -e "$dir/log/$shown.st" ]; do
        read -r st ms cpu at < "$dir/log/$shown.st"
        echo "---- ${labels[shown]}"
        cat "$dir/log/$shown"
        echo "     ($ms ms, ${cpu:-0} ms of CPU, from ${at:-0} s)"
        read -r p f < <(counts "$dir/log/$shown" "$st")
        passed=$((passed + p)) failed=$((failed + f))
        [ "$f" -eq 0 ] || steps_failed+=("${labels[shown]}")
        shown=$((shown + 1))
    done
}

# run_all: the chains, $jobs at a time, each shown as it ends
run_all() {
    local c=1 running=0 p
    local -a pids=()
    while [ "$c" -le "$chains" ] || [ "$running" -gt 0 ]; do
        while [ "$running" -lt "$jobs" ] && [ "$c" -le "$chains" ]; do
            run_chain "$c" &
            pids+=("$!")
            c=$((c + 1))
            running=$((running + 1))
        done
        wait -n 2> /dev/null
        running=0
        for p in "${pids[@]}"; do
            ! kill -0 "$p" 2> /dev/null || running=$((running + 1))
        done
        show_done
    done
    wait
    show_done
}

# ---- the steps' own functions (a step runs in a subshell of this script) ----

# skipped WHY: a step whose toolchain is missing: it says so, and counts neither way
skipped() {
    echo "skipped: $*"
    echo "0 passed, 0 failed"
}

# our problems as packages (scripts/make-package.sh, as make package writes them), each verified:
# its input validators on its data and on the tools' invalid inputs, its problem.yaml, its
# data's layout, every submission against its folder, warnings failing it (a wall limit far
# from what they need: the interactive ones play 900 games a case, each move a round trip
# through four processes, which a loaded machine slows without using more CPU time)
verify_packages() {
    local p n=0 bad=0
    if [ -z "${PACKAGES:-}" ]; then
        echo "skipped: no PACKAGES (make check names them)"
        return 0
    fi
    # shellcheck disable=SC2086 # the names, a word each
    scripts/make-package.sh build/packages $PACKAGES || { echo "0 passed, 1 failed"; return 1; }
    for p in $PACKAGES; do
        # (the package's name: the problem's without what is not [a-z0-9], make-package.sh's rule)
        p=${p//[^a-z0-9]/}
        echo "-- ./judge.sh --werror --verify build/packages/$p"
        if ./judge.sh --wall 300 --werror --verify "build/packages/$p"; then n=$((n + 1)); else bad=$((bad + 1)); fi
    done
    echo "$n passed, $bad failed"
    [ "$bad" -eq 0 ]
}

# each problem's input validator (judge.conf validate=) takes all of its testdata
validated() {
    local d f v n=0 bad=0 err
    err=$(mktemp) || return 2
    for d in testdata/*/; do
        v=$(sed -n 's/^validate=//p' "$d/judge.conf" 2> /dev/null)
        [ -n "$v" ] || continue
        for f in "$d"*.in; do
            if "$v" < "$f" 2> "$err"; [ $? -eq 42 ]; then
                n=$((n + 1))
            else
                echo "FAIL $f: $(cat "$err")"
                bad=$((bad + 1))
            fi
        done
    done
    rm -f "$err"
    echo "$n passed, $bad failed"
}

# validator_table: tests/validators.tsv, each row's input through its validator
# (build/tests/NAME/validate; NAME-play: lc464's or cards-in-line's validate-play): the
# status, and for 43 the start of its stderr
validator_table() {
    local v input want msg bin got said n=0 bad=0
    while IFS=$'\t' read -r v input want msg; do
        [[ $v == \#* ]] && continue
        case "$v" in
            lc464-play) bin=build/tests/lc464/validate-play ;;
            cards-play) bin=build/tests/cards-in-line/validate-play ;;
            *) bin=build/tests/$v/validate ;;
        esac
        said=$(printf '%b' "$input" | "$bin" 2>&1 > /dev/null)
        got=$?
        if [ "$got" = "$want" ] && [[ $said == "$msg"* ]]; then
            n=$((n + 1))
        else
            echo "FAIL $v $(printf '%q' "$input"): exit $got (want $want), said: $said (want: $msg...)"
            bad=$((bad + 1))
        fi
    done < tests/validators.tsv
    echo "$n passed, $bad failed"
    [ "$bad" -eq 0 ]
}

# same_answers BIN IN ANSWERS: BIN's output on IN against ANSWERS, line by line ("N
# passed, N failed"; a BIN that fails, or a count that differs, one failure more)
same_answers() {
    local got
    got=$(mktemp) || return 2
    if ! "$1" < "$2" > "$got"; then
        echo "$1 failed on $2"
        rm -f "$got"
        echo "0 passed, 1 failed"
        return 1
    fi
    paste -d ' ' "$got" "$3" | awk -v a="$(wc -l < "$got")" -v b="$(wc -l < "$3")" '
        { if ($1 == $2) p++; else { f++; if (f <= 3) print "line " NR ": got " $1 ", want " $2 } }
        END { if (a != b) { print "lines: got " a ", want " b; f++ }
              printf "%d passed, %d failed\n", p, f; exit f > 0 }'
    local st=$?
    rm -f "$got"
    return $st
}

# every_position: POJ 1143's submission file (build/dist/poj1143, main.c's scanf program) on
# every reachable position (testdata/poj1143/robust/all-positions.in, against its answers);
# and ZOJ 1039's kit program (build/kit/zoj1039, its fast.h way on a long input) against its
# submission file (build/dist/zoj1039) on the same positions as one ZOJ input
every_position() {
    local in out n=0 bad=0
    in=$(mktemp) && out=$(mktemp) || return 2
    awk '{ for (i = 1; i <= NF; i++) t[++n] = $i }
        END { for (i = 1; i <= n && t[i] != 0; i += t[i] + 1) c++
              print c
              for (i = 1; i <= n && t[i] != 0; i += t[i] + 1) {
                  print t[i]; s = ""
                  for (j = 1; j <= t[i]; j++) s = s (j > 1 ? " " : "") t[i + j]
                  print s } }' testdata/poj1143/robust/all-positions.in > "$in"
    build/dist/zoj1039 < "$in" > "$out"
    if build/kit/zoj1039 < "$in" | cmp -s - "$out" && [ "$(grep -c '^Scenario' "$out")" -eq 3514 ]; then
        n=$((n + 1))
    else
        echo "FAIL: build/kit/zoj1039 and build/dist/zoj1039 differ on every position"
        bad=$((bad + 1))
    fi
    if build/dist/poj1143 < testdata/poj1143/robust/all-positions.in |
        cmp -s - testdata/poj1143/robust/all-positions.out; then
        n=$((n + 1))
    else
        echo "FAIL: build/dist/poj1143 on testdata/poj1143/robust/all-positions.in"
        bad=$((bad + 1))
    fi
    rm -f "$in" "$out"
    echo "$n passed, $bad failed"
    [ "$bad" -eq 0 ]
}

# explain_all BIN SOLVER: BIN --explain on every testdata input under 16 KB (explain is
# O(n^2) for cards and solves each lc464 query alone), which must exit 0 with no sanitizer
# report; its output is checked against the brute force by the Check suites
explain_all() {
    local f n=0 err
    err=$(mktemp) || return 2
    for f in testdata/"$2"/*.in; do
        [ "$(wc -c < "$f")" -le 16384 ] || continue
        if ! bounded 600 "$1" --explain < "$f" > /dev/null 2> "$err"; then
            echo "FAIL $f"
            head -n 5 "$err"
            rm -f "$err"
            echo "$n passed, 1 failed"
            return 1
        fi
        n=$((n + 1))
    done
    rm -f "$err"
    echo "$n passed, 0 failed"
}

# valgrind_samples SOLVER: memcheck on each sample input (no error, no definite leak)
valgrind_samples() {
    local f n=0 bad=0
    for f in testdata/"$1"/sample*.in; do
        if bounded 600 valgrind -q --error-exitcode=1 --leak-check=full \
            --errors-for-leak-kinds=definite "bin/$1" < "$f" > /dev/null; then
            n=$((n + 1))
        else
            echo "FAIL valgrind bin/$1 < $f"
            bad=$((bad + 1))
        fi
    done
    echo "$n passed, $bad failed"
}

# stress_ours NAME COUNT: our solver (bin/NAME, or the ref= of testdata/NAME/judge.conf)
# against the brute force (build/tests/NAME/brute) on COUNT inputs of build/tests/NAME/gen from
# seed 1, through judge.sh's stress mode in its general form (a mismatch shrunk and kept in
# build/stress/custom/)
stress_ours() {
    local ours=bin/$1
    [ -f "solvers/$1/main.c" ] || ours=$(sed -n 's/^ref=//p' "testdata/$1/judge.conf")
    ./judge.sh --stress --gen "build/tests/$1/gen" --ref "build/tests/$1/brute" -c "$ours" -n "$2"
}

# nothing_left DIR: passes when DIR is empty, else lists what is there
nothing_left() {
    if [ -z "$(ls -A "$1")" ]; then
        echo "1 passed, 0 failed"
    else
        echo "FAIL left in TMPDIR by the steps:"
        find "$1" -mindepth 1 | head -n 20
        echo "0 passed, 1 failed"
    fi
}

export -f skipped bounded verify_packages validated validator_table same_answers explain_all valgrind_samples stress_ours \
    every_position

# ---- the steps, the longest first (they start in this order) ----

# judge.sh's self-tests (each keeps to files of its own: only stress_test and doc_test, one
# after the other, write build/stress/,
# the steps that judge source files find their builds in build/attempts/ by their own marks)
step "judge.sh self-test" tests/judge_test.sh
step "judge.sh --stress self-test" tests/stress_test.sh
# (after stress_test, in its chain: the examples of docs/stress.md write build/stress/ too)
also "every example in README.md and docs/, run as written" tests/doc_test.sh
# (after them: its --stress writes build/stress/edpc-l/)
also "the --explain=html pages and judge.sh --html's, and in chromium where installed" tests/pages_test.sh
step "judge.sh attempts in C, C++, Java, Python, JavaScript" tests/attempt_test.sh
# (package_test in the first four: started fifth or later it ran on alone at the end, 70 s
# of wall time from its start, the others done 5 to 10 s before it; interactive_test, whose
# players wait most of its 60 s, the first after them: started seventh, it was the one)
step "judge.sh on problem packages" tests/package_test.sh
step "judge.sh on interactive cases" tests/interactive_test.sh
step "our problems as packages, each judge.sh --verify" verify_packages
step "judge.sh on LeetCode-form attempts" tests/leetcode_test.sh
# (lint before the short steps: with shellcheck, as CI runs it, 27 s of CPU and 45 s of wall
# time; started among the last, it ended 15 s after the rest)
step "lint" scripts/lint.sh
step "judge.sh on scoring problems" tests/score_test.sh
# problemtools and BAPCtools themselves on our packages, when the user has them
# (VERIFYPROBLEM=, BT=, BT_LEGACY=); skipped, with the reason, when not
step "our packages in problemtools and BAPCtools" scripts/tools-check.sh
step "the comparer on its own (tests/compare/)" tests/compare_test.sh
step "each judged problem's cases hold every class of input its judge's data must" tests/classes_test.sh
step "the runner on its own (tests/runguard/)" tests/runguard_test.sh
step "every submission file under every C compiler" tests/compilers_test.sh

# our solver against the brute force, through judge.sh --stress (the general form); then
# fuzzing and valgrind, chains of their own (the three longest of the short steps, started
# before the rest: one chain of stress and valgrind, 17 s under load, started among the last,
# ran on alone for the last 6 s of make check on 2026-12-07, one core idle)
step "stress ${1:-}" stress_ours "${1:-}" 100
for s in "${@:2}" lc486 edpc-l cards-nowcoder; do
    also "stress $s" stress_ours "$s" 100
done
if scripts/fuzz.sh --available; then
    # (each solver, and each dialect with a macro of its own: solvers/dialects)
    # (1,000 inputs a target from seed 1, the same on any machine; 120 s a safety net)
    # shellcheck disable=SC2046 # the dialects' names, a word each
    step "fuzz (short pass, -O0 builds)" env FUZZ_OPT=-O0 FUZZ_DIR=build/fuzz-O0 FUZZ_RUNS=1000 \
        scripts/fuzz.sh 120 "$@" \
        $(awk '!/^#/ && NF >= 5 && $1 !~ /-leetcode$/ && $3 != "-" { print $1 }' solvers/dialects)
else
    step "fuzz (short pass)" skipped "clang's libFuzzer runtime not found"
fi

if command -v valgrind > /dev/null 2>&1; then
    step "valgrind ${1:-} on its samples" valgrind_samples "${1:-}"
    for s in "${@:2}"; do
        also "valgrind $s on its samples" valgrind_samples "$s"
    done
else
    step "valgrind" skipped "valgrind is not installed"
fi

step "Check suite reader (solvers/common)" build/check_reader
for s in "$@"; do
    also "Check suite $s" "build/check_$s"
done
step "judge.sh on testdata" ./judge.sh
# one real example of each test layout and way of judging (tests/examples/)
ex=tests/examples
also "judge.sh: a Kattis problem package" ./judge.sh -c bin/poj1143 -d "$ex/kattis-poj1143"
also "judge.sh: float answers" ./judge.sh --mode float:1e-6 -c "$ex/float-mean/mean.sh" \
    -d "$ex/float-mean"
also "judge.sh: a testlib checker" ./judge.sh --checker build/examples/check-testlib \
    -c "$ex/checker-poj1143/one-move.sh" -d "$ex/checker-poj1143"
also "judge.sh: a Kattis checker" ./judge.sh --checker build/examples/check-kattis \
    --checker-protocol kattis -c "$ex/checker-poj1143/one-move.sh" -d "$ex/checker-poj1143"
also "bad input" tests/badinput.sh bin
also "POJ 1143's and ZOJ 1039's submission files on every position" every_position
also "input validators on testdata" validated
also "input validators, boundaries (tests/validators.tsv)" validator_table

# the submission files (solvers/dialects), compiled as their judges compile them (the
# Makefile's build/dist/), each on its testdata; the LeetCode ones behind the driver, below
while read -r name _ _ std data _; do
    [[ -n $name && $name != \#* && $name != *-leetcode ]] || continue
    also "dist/$name.c ($std)" ./judge.sh -c "build/dist/$name" -d "testdata/$data"
done < solvers/dialects
# (same_answers is a function: timeout runs it in a bash of its own, which has it exported)
# shellcheck disable=SC2016 # "$@": the inner bash's
also "dist/lc464-leetcode.c behind judge/leetcode's driver (gnu11, ASan+UBSan): all 6,020 calls" \
    bounded 600 bash -c 'same_answers "$@"' same_answers build/dist/lc464-leetcode-asan \
    testdata/lc464/robust/whole-range.in testdata/lc464/robust/whole-range.out
# shellcheck disable=SC2016 # "$@": the inner bash's
also "dist/lc486-leetcode.c behind judge/leetcode's driver (gnu11, ASan+UBSan): random arrays" \
    bounded 600 bash -c 'same_answers "$@"' same_answers build/dist/lc486-leetcode-asan \
    build/dist/lc486-random.in build/dist/lc486-random.ans

# sanitizer builds: all testdata and the bad-input table
step "ASan+UBSan ${1:-} on testdata" ./judge.sh -m 0 -t 20 --wall 600 -c "build/asan/${1:-}" \
    -d "testdata/${1:-}"
for s in "${@:2}"; do
    also "ASan+UBSan $s on testdata" ./judge.sh -m 0 -t 20 --wall 600 -c "build/asan/$s" \
        -d "testdata/$s"
done
cc=${FUZZ_CC:-clang}
if command -v "$cc" > /dev/null 2>&1; then
    for s in "$@"; do
        also "clang ASan+UBSan $s on testdata" ./judge.sh -m 0 -t 20 --wall 600 \
            -c "build/clangsan/$s" -d "testdata/$s"
    done
    # (with clang, the bad-input table runs under clang's sanitizers only: a sanitized
    # process takes about 50 ms to start, and clang's UBSan reports more, such as an offset
    # added to a null pointer)
    also "clang ASan+UBSan bad input" tests/badinput.sh build/clangsan
    for s in "$@"; do
        also "clang ASan+UBSan $s --explain on testdata" explain_all "build/clangsan/$s" "$s"
    done
else
    also "ASan+UBSan bad input" tests/badinput.sh build/asan
    also "clang ASan+UBSan" skipped "$cc is not installed (its sanitizer pass did not run)"
fi

run_all
# last, once every step has ended: nothing left behind in the steps' TMPDIR
labels+=("the steps left no temporary file")
TMPDIR="$dir/tmp" nothing_left "$dir/tmp" > "$dir/log/$shown" 2>&1
echo "$? 0" > "$dir/log/$shown.st"
show_done

echo
[ ${#steps_failed[@]} -eq 0 ] || printf 'failed: %s\n' "${steps_failed[@]}"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
