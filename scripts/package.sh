#!/usr/bin/env bash
# package.sh OUTDIR NAME...: each problem NAME as a problem package in OUTDIR/NAME/, in the
# Kattis problem package format (legacy: problemtools verifies it, DOMjudge imports it),
# from the problem's folder, testdata/NAME/package/ (this script names no problem):
#   problem.yaml          its problem.yaml: name, source, the judge's memory limit
#   .timelimit            its timelimit: the judge's time limit (DOMjudge reads it)
#   problem_statement/    its problem.en.tex (\problemname; samples are added by the judges)
# and what its recipe.sh (sourced, with the functions below) puts there:
#   data/sample, secret   NAME.in and NAME.ans: testdata/NAME and bigger generated cases,
#                         answered by our verified solver
#   input_validators/     our strict reader: exit 42 on a valid input, anything else not
#   submissions/          accepted: our dist files (the LeetCode ones behind judge/leetcode's
#                         driver) and attempts; wrong_answer, time_limit_exceeded,
#                         run_time_error: tests/wrong/ and the seed algorithms (bench/)
# and OUTDIR/NAME.zip when zip is installed.  Built by make package, which first builds
# bin/, dist/ and the generators; make check runs ./judge.sh --verify on each.
set -u
export LC_ALL=C

root=$(cd "$(dirname "$0")/.." && pwd) || exit 2
[ $# -ge 2 ] || { echo "usage: scripts/package.sh OUTDIR NAME..." >&2; exit 2; }
out=$1
shift

# leetcode_program METHOD FILE: FILE (a LeetCode-form attempt) as a program that reads the
# package's input: LeetCode's headers, FILE, our driver (judge/leetcode/), in one file
leetcode_program() {
    cat "$root/judge/leetcode/prelude.h"
    printf '#line 1 "%s"\n' "${2##*/}"
    cat "$2"
    printf '\n#define JUDGE_%s 1\n' "$1"
    cat "$root/judge/leetcode/driver.c"
}

# reader_validator DIR PROGRAM.c [CFLAGS]: an input validator that is PROGRAM.c (a strict
# reader that exits 0 on valid input): a build script compiling it and a run script that
# turns exit 0 into 42
reader_validator() {
    mkdir -p "$1"
    cp "$2" "$1/reader.c"
    printf '#!/bin/sh\n# our strict reader, compiled\nexec cc -O2 %s -o reader reader.c -lm\n' "${3:-}" \
        > "$1/build"
    # shellcheck disable=SC2016 # the run script's own text
    printf '#!/bin/sh\n# valid input: the reader answers it and exits 0 (42 for the judge)\n"$(dirname "$0")/reader" > /dev/null 2>&1 && exit 42\nexit 43\n' \
        > "$1/run"
    chmod +x "$1/build" "$1/run"
}

# cases NAME [SKIP]: testdata/NAME's sample* into data/sample, the rest into data/secret
# (.out as .ans), but those whose name matches the glob SKIP
cases() {
    local f base sub
    mkdir -p "$p/data/sample" "$p/data/secret"
    for f in "$root/testdata/$1"/*.in; do
        base=${f##*/}
        base=${base%.in}
        # shellcheck disable=SC2053 # SKIP is a glob
        [ -z "${2:-}" ] || [[ $base != $2 ]] || continue
        sub=secret
        [[ $base != sample* ]] || sub=sample
        cp "$f" "$p/data/$sub/$base.in"
        cp "${f%.in}.out" "$p/data/$sub/$base.ans"
    done
}

# generated NAME REF GEN-ARGS...: a secret case gen-NAME made by build/tests/PROBLEM/gen (or
# the command GEN-ARGS names), answered by REF
generated() {
    local name=$1 ref=$2
    shift 2
    "$@" > "$p/data/secret/$name.in" || exit 1
    "$ref" < "$p/data/secret/$name.in" > "$p/data/secret/$name.ans" || exit 1
}

# submit FOLDER FILE [NAME]: FILE as submissions/FOLDER/NAME
submit() {
    mkdir -p "$p/submissions/$1"
    cp "$2" "$p/submissions/$1/${3:-${2##*/}}"
}

# submit_leetcode FOLDER METHOD FILE NAME: FILE, a LeetCode-form attempt, as a program that
# reads the package's input (leetcode_program), as submissions/FOLDER/NAME
submit_leetcode() {
    mkdir -p "$p/submissions/$1"
    leetcode_program "$2" "$3" > "$p/submissions/$1/$4"
}

# submit_prefixed FOLDER FILE NAME LINE: FILE with LINE before it, as submissions/FOLDER/NAME
submit_prefixed() {
    mkdir -p "$p/submissions/$1"
    { printf '%s\n' "$4"; cat "$2"; } > "$p/submissions/$1/$3"
}

for name in "$@"; do
    p="$out/$name" src="$root/testdata/$name/package"
    if [ ! -f "$src/recipe.sh" ]; then
        echo "package.sh: no package for '$name' (no testdata/$name/package/recipe.sh)" >&2
        exit 2
    fi
    rm -rf "$p" "$out/$name.zip"
    mkdir -p "$p/problem_statement" || exit 2
    { echo "# made by scripts/package.sh (make package) from the kit's testdata and solvers"
      grep -v '^#' "$src/problem.yaml"; } > "$p/problem.yaml" || exit 2
    cp "$src/timelimit" "$p/.timelimit" && cp "$src/problem.en.tex" "$p/problem_statement/" ||
        exit 2
    # shellcheck disable=SC2034 # gen: the recipe's (the problem's generator)
    gen="$root/build/tests/$name/gen"
    # shellcheck source=/dev/null # the problem's recipe (testdata/NAME/package/recipe.sh)
    . "$src/recipe.sh"
    if command -v zip > /dev/null 2>&1; then
        (cd "$p" && zip -q -r "../$name.zip" .) || exit 1
    fi
    echo "package.sh: $p$(command -v zip > /dev/null 2>&1 && echo " and $out/$name.zip")"
done
