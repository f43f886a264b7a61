#!/usr/bin/env bash
# make-package.sh [--legacy] OUTDIR NAME...: each problem NAME as a problem package in OUTDIR/SHORT/
# (SHORT: NAME without what is not [a-z0-9], the format's rule for a package's name:
# cards-in-line in OUTDIR/cardsinline/), in the Kattis problem package format 2025-09
# (BAPCtools, problemtools 1.2025+ and DOMjudge 9 read it) or, with --legacy, the legacy
# format (older DOMjudge and problemtools, BAPCtools' legacy branch), from the problem's
# folder, testdata/NAME/package/ (this script names no problem):
#   package.conf          problem.yaml's facts (name, source, uuid, license, rights_owner,
#                         type, time_limit, memory), written as YAML with every string quoted;
#                         legacy: the time limit in .timelimit (DOMjudge reads it)
#   problem.en.tex        statement/ (legacy: problem_statement/; samples are added by the
#                         judges)
# and what its recipe.sh (sourced, with the functions below) puts there:
#   data/sample, secret   NAME.in and NAME.ans: testdata/NAME and bigger generated cases,
#                         answered by our verified solver, in the one layout the package's
#                         input validator takes
#   input_validators/     our strict validator, tests/PROBLEM/validate.c with its headers, in
#                         one C file: exit 42 on a valid input, 43 with why on anything else
#   output_validator/     an interactive problem's interactor (legacy: output_validators/NAME/)
#   submissions/          accepted: our dist files (the LeetCode ones behind judge/leetcode's
#                         driver) and attempts; wrong_answer, time_limit_exceeded,
#                         run_time_error: tests/wrong/ and the seed algorithms (bench/); a
#                         Java file named after its public class, as javac wants
# and OUTDIR/SHORT.zip when zip is installed.  Built by make package (make package-deps
# first: bin/, dist/, the generators and validators, which this script also asks make for);
# make check runs ./judge.sh --verify on each.
set -u
export LC_ALL=C

root=$(cd "$(dirname "$0")/.." && pwd) || exit 2
format=2025-09
[ "${1:-}" != --legacy ] || { format=legacy; shift; }
[ $# -ge 2 ] || { echo "usage: scripts/make-package.sh [--legacy] OUTDIR NAME..." >&2; exit 2; }
out=$1
shift
# what the packages hold, built first (make package has built it; by hand, after make tools
# only, the reference programs and dist/ would be missing)
if ! make -s -C "$root" package-deps > /dev/null 2>&1; then
    echo "make-package.sh: cannot build what the packages hold: run 'make package-deps' to see why" >&2
    exit 1
fi

# leetcode_program METHOD FILE: FILE (a LeetCode-form attempt) as a program that reads the
# package's input: LeetCode's headers, FILE, our driver (judge/leetcode/), in one file
leetcode_program() {
    cat "$root/judge/leetcode/prelude.h"
    printf '#line 1 "%s"\n' "${2##*/}"
    cat "$2"
    printf '\n#define JUDGE_%s 1\n' "$1"
    cat "$root/judge/leetcode/driver.c"
}

# strict_validator PROBLEM [DEFINE]: tests/PROBLEM/validate.c (with DEFINE set to 1 first,
# when given) as one C file, input_validators/PROBLEM.c: its own headers (#include "../X.h")
# inlined, so the judges compile it as they compile any C validator
strict_validator() {
    local v="$root/tests/$1/validate.c" line h
    [ -f "$v" ] || { echo "make-package.sh: no validator tests/$1/validate.c" >&2; exit 2; }
    mkdir -p "$p/input_validators"
    {
        echo "/* made by scripts/make-package.sh from tests/$1/validate.c and its headers */"
        [ -z "${2:-}" ] || printf '#define %s 1\n' "$2"
        while IFS= read -r line; do
            h=$(printf '%s\n' "$line" | sed -n 's|^#include "\.\./\([a-z0-9_]*\.h\)"$|\1|p')
            if [ -n "$h" ]; then cat "$root/tests/$h"; else printf '%s\n' "$line"; fi
        done < "$v"
    } > "$p/input_validators/$1.c"
}

# output_validator FILE...: the package's own output validator (an interactive problem's
# interactor): 2025-09's output_validator/, legacy's output_validators/NAME/ (NAME: the first
# FILE's name without .c)
output_validator() {
    local d="$p/output_validator"
    [ "$format" = 2025-09 ] || { d=${1##*/}; d="$p/output_validators/${d%.c}"; }
    mkdir -p "$d" && cp "$@" "$d/"
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

# dialect_of TESTDATA: the dist file made for the testdata folder TESTDATA, by its name
# (solvers/dialects: dist/NAME.c, built as build/dist/NAME); exit 2 when none is
dialect_of() {
    local name _ t
    while read -r name _ _ _ t _; do
        [[ -n $name && $name != '#'* ]] || continue
        [ "$t" != "$1" ] || { echo "$name"; return; }
    done < "$root/solvers/dialects"
    echo "make-package.sh: solvers/dialects has no dist file for testdata/$1" >&2
    exit 2
}

# submit FOLDER FILE [NAME]: FILE as submissions/FOLDER/NAME; a Java file as CLASS.java,
# its public class's name (javac refuses a public class in a file of another name)
submit() {
    local name=${3:-${2##*/}} class
    if [[ $name == *.java ]]; then
        class=$(sed -n 's/^[[:space:]]*public[[:space:]]\{1,\}\(final[[:space:]]\{1,\}\)\{0,1\}class[[:space:]]\{1,\}\([A-Za-z_$][A-Za-z0-9_$]*\).*/\2/p' "$2" | head -n 1)
        [ -z "$class" ] || name=$class.java
    fi
    mkdir -p "$p/submissions/$1"
    cp "$2" "$p/submissions/$1/$name" || exit 1
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

# yaml_str TEXT: TEXT as a YAML double-quoted string (\ and " escaped); refused (exit 2)
# when it holds a control character
yaml_str() {
    if [[ $1 == *[[:cntrl:]]* ]]; then
        echo "make-package.sh: $src/package.conf: a control character in '$1'" >&2
        exit 2
    fi
    local t=${1//\\/\\\\}
    printf '"%s"' "${t//\"/\\\"}"
}

# conf KEY: package.conf's KEY (exit 2 when it has none)
conf() {
    local v
    v=$(sed -n "s/^$1=//p" "$src/package.conf" | tail -n 1)
    [ -n "$v" ] || { echo "make-package.sh: $src/package.conf has no $1=" >&2; exit 2; }
    printf '%s' "$v"
}

# problem_yaml: the package's problem.yaml from package.conf, in $format
problem_yaml() {
    local type tl mem
    type=$(conf type) tl=$(conf time_limit) mem=$(conf memory)
    [[ $type == pass-fail || $type == interactive ]] ||
        { echo "make-package.sh: $src/package.conf: type is pass-fail or interactive, not '$type'" >&2; exit 2; }
    [[ $tl =~ ^[1-9][0-9]*$ && $mem =~ ^[1-9][0-9]*$ ]] ||
        { echo "make-package.sh: $src/package.conf: time_limit and memory are whole numbers" >&2; exit 2; }
    echo "# made by scripts/make-package.sh (make package) from testdata/$name/package/package.conf"
    [ "$format" = legacy ] || echo "problem_format_version: 2025-09"
    [ "$format" = legacy ] || [ "$type" = pass-fail ] || echo "type: $type"
    echo "name: $(yaml_str "$(conf name)")"
    echo "uuid: $(yaml_str "$(conf uuid)")"
    echo "source: $(yaml_str "$(conf source)")"
    echo "license: $(yaml_str "$(conf license)")"
    echo "rights_owner: $(yaml_str "$(conf rights_owner)")"
    [ "$format" = 2025-09 ] || [ "$type" = pass-fail ] || echo "validation: custom interactive"
    echo "limits:"
    [ "$format" = legacy ] || echo "  time_limit: $tl"
    echo "  memory: $mem"
}

for name in "$@"; do
    short=${name//[^a-z0-9]/}
    p="$out/$short" src="$root/testdata/$name/package"
    if [ ! -f "$src/recipe.sh" ] || [ ! -f "$src/package.conf" ]; then
        echo "make-package.sh: no package for '$name' (no testdata/$name/package/recipe.sh and package.conf)" >&2
        exit 2
    fi
    rm -rf "$p" "$out/$short.zip"
    statement=statement
    [ "$format" = 2025-09 ] || statement=problem_statement
    mkdir -p "$p/$statement" || exit 2
    problem_yaml > "$p/problem.yaml" || exit 2
    [ "$format" = 2025-09 ] || conf time_limit > "$p/.timelimit" || exit 2
    [ "$format" = 2025-09 ] || echo >> "$p/.timelimit"
    cp "$src/problem.en.tex" "$p/$statement/" || exit 2
    # shellcheck disable=SC2034 # gen: the recipe's (the problem's generator)
    gen="$root/build/tests/$name/gen"
    # shellcheck source=/dev/null # the problem's recipe (testdata/NAME/package/recipe.sh)
    . "$src/recipe.sh"
    if command -v zip > /dev/null 2>&1; then
        (cd "$p" && zip -q -r "../$short.zip" .) || exit 1
    fi
    echo "make-package.sh: $p ($format)$(command -v zip > /dev/null 2>&1 && echo " and $out/$short.zip")"
done
