#!/usr/bin/env bash
# badinput.sh BINDIR: every row of tests/badinput.tsv against BINDIR/<solver>: stdout, the
# exact stderr line and the exit status; then per solver --help, --help into a full disk, an
# unknown option, a full disk, and read errors (stdin a directory, stdin closed).  The ZOJ
# 1039 rows run the kit's program of that dialect, build/kit/zoj1039 (a submission file
# keeps no bad-input contract).  Last line: "N passed, N failed".
set -u
export LC_ALL=C

bindir=${1:-bin}
here=$(cd "$(dirname "$0")" && pwd) || exit 2
work=$(mktemp -d) || exit 2
trap 'rm -rf "$work"' EXIT
passed=0 failed=0

# expect LABEL FILE WANT(%b or "(none)"): the file's bytes are exactly WANT.  Builtins only
# (read -d '' keeps every trailing newline; no output here holds a NUL byte): a process
# start costs milliseconds on a busy machine, and this runs three times in make check.
expect() {
    local want="" got=""
    [ "$3" = "(none)" ] || printf -v want '%b' "$3"
    IFS= read -r -d '' got < "$2"
    [ "$got" = "$want" ] && return 0
    echo "FAIL $1: expected $(printf '%q' "$want")"
    echo "     got      $(printf '%q' "$got")"
    return 1
}

# every solver run gets BADINPUT_SECONDS (30) at most (a hung mutant is a failure, not a hung
# make check): timeout ends it, status 124
limit() {
    timeout -k 5 "${BADINPUT_SECONDS:-30}" "$@"
}

row=0
while IFS=$'\t' read -r solver input out err status; do
    case "$solver" in ''|'#'*) continue ;; esac
    row=$((row + 1))
    if [ "$input" = "(empty)" ]; then
        : > "$work/in"
    else
        printf '%b' "$input" > "$work/in"
    fi
    prog="$bindir/$solver"
    [ "$solver" != zoj1039 ] || prog="$here/../build/kit/zoj1039"
    limit "$prog" < "$work/in" > "$work/out" 2> "$work/err"
    st=$?
    label="$solver row $row (${input:0:30})"
    ok=1
    expect "$label stdout" "$work/out" "$out" || ok=0
    expect "$label stderr" "$work/err" "$err" || ok=0
    if [ "$st" -eq 124 ] || [ "$st" -eq 137 ]; then
        echo "FAIL $label: no answer in ${BADINPUT_SECONDS:-30} s, killed"
        ok=0
    elif [ "$st" -ne "$status" ]; then
        echo "FAIL $label: exit status $st, expected $status"
        ok=0
    fi
    if [ "$ok" -eq 1 ]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
done < "$here/badinput.tsv"

for solver in lc464 poj1143 cards-in-line; do
    if limit "$bindir/$solver" --help > "$work/out" 2> "$work/err" && grep -q '^usage: ' "$work/out" && [ ! -s "$work/err" ]; then
        passed=$((passed + 1))
    else
        echo "FAIL $solver --help: want usage on stdout and exit 0"
        failed=$((failed + 1))
    fi
    limit "$bindir/$solver" --bogus < /dev/null > "$work/out" 2> "$work/err"
    if [ $? -eq 2 ] && grep -q "unknown option" "$work/err" && [ ! -s "$work/out" ]; then
        passed=$((passed + 1))
    else
        echo "FAIL $solver --bogus: want usage on stderr and exit 2"
        failed=$((failed + 1))
    fi
    if [ -w /dev/full ]; then
        limit "$bindir/$solver" < "$here/../testdata/$solver/sample1.in" > /dev/full 2> "$work/err"
        if [ $? -eq 1 ] && grep -q "^$solver: cannot write the output" "$work/err"; then
            passed=$((passed + 1))
        else
            echo "FAIL $solver > /dev/full: want a write error and exit 1"
            failed=$((failed + 1))
        fi
        limit "$bindir/$solver" --help > /dev/full 2> "$work/err"
        if [ $? -eq 1 ] && grep -q "^$solver: cannot write the output: " "$work/err"; then
            passed=$((passed + 1))
        else
            echo "FAIL $solver --help > /dev/full: want a write error and exit 1"
            failed=$((failed + 1))
        fi
    fi
    # a read error is not the end of the input
    for how in dir closed; do
        if [ "$how" = dir ]; then
            limit "$bindir/$solver" < / > "$work/out" 2> "$work/err"
            st=$?
            want="$solver: cannot read the input: Is a directory"
        else
            limit "$bindir/$solver" <&- > "$work/out" 2> "$work/err"
            st=$?
            want="$solver: cannot read the input: Bad file descriptor"
        fi
        if [ "$st" -eq 1 ] && [ "$(cat "$work/err")" = "$want" ] && [ ! -s "$work/out" ]; then
            passed=$((passed + 1))
        else
            echo "FAIL $solver, stdin $how: exit $st, stderr: $(cat "$work/err")"
            failed=$((failed + 1))
        fi
    done
done
echo "bad input ($bindir): $passed passed, $failed failed"
[ "$failed" -eq 0 ]
