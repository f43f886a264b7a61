#!/usr/bin/env bash
# lint.sh: cppcheck over the C sources and shellcheck over the shell scripts, each when
# installed, the size of each solver's main.c, and what the judge's bash functions read and
# write against their parts' headers (scripts/scope-check.py, with python3).  Last line: "N passed, N failed".
set -u
export LC_ALL=C

root=$(cd "$(dirname "$0")/.." && pwd) || exit 2
cd "$root" || exit 2
passed=0 failed=0
if command -v cppcheck > /dev/null 2>&1; then
    # each dist file as it is built: its solver, macro and C standard (solvers/dialects; a
    # GNU standard checked as the ISO one it extends)
    dialects_ok=1
    while read -r name solver define std _; do
        [[ -n $name && $name != '#'* ]] || continue
        std=${std#gnu} std=c${std#c} dflag=()
        [ "$define" = - ] || dflag=("-D$define")
        cppcheck --quiet --error-exitcode=1 --enable=warning,portability,performance \
            --std="$std" --inline-suppr "${dflag[@]}" "solvers/$solver/main.c" ||
            { echo "cppcheck: $name (solvers/$solver/main.c, $std ${dflag[*]})"; dialects_ok=0; }
    done < solvers/dialects
    if [ "$dialects_ok" -eq 1 ] &&
        cppcheck --quiet --error-exitcode=1 --enable=warning,portability,performance \
        --std=c11 judge/runguard.c judge/compare.c judge/interact.c play/*.c tests/*/validate.c tests/runguard/*.c; then
        echo "cppcheck: clean"
        passed=$((passed + 1))
    else
        echo "cppcheck: findings above"
        failed=$((failed + 1))
    fi
else
    echo "cppcheck not installed: skipped"
fi
# the tiny main.c of issue #14: each solver's main.c holds the problem only (about 250
# lines); the reader is in solvers/common/, --explain in explain.h beside it
long=$(wc -l solvers/*/main.c | awk '$2 != "total" && $1 > 260 { print $2 " (" $1 " lines)" }')
if [ -z "$long" ]; then
    echo "main.c sizes: each at most 260 lines"
    passed=$((passed + 1))
else
    echo "main.c over 260 lines: $long"
    failed=$((failed + 1))
fi
if command -v shellcheck > /dev/null 2>&1; then
    if shellcheck -a -x judge.sh scripts/*.sh tests/*.sh tests/wrong/*.sh tests/examples/*/*.sh .ci/run \
        testdata/*/package/recipe.sh; then
        echo "shellcheck: clean"
        passed=$((passed + 1))
    else
        echo "shellcheck: findings above"
        failed=$((failed + 1))
    fi
else
    echo "shellcheck not installed: skipped"
fi
# the judge's bash parts keep to their headers: no function reads or writes a shared name its
# part does not declare, none gets a value through a caller's local (scripts/scope-check.py);
# and the checker itself on tests/scope/, each file with the breaches it must find
if command -v python3 > /dev/null 2>&1; then
    if python3 scripts/scope-check.py; then
        passed=$((passed + 1))
    else
        echo "scope-check: breaches above"
        failed=$((failed + 1))
    fi
    for f in tests/scope/*.sh; do
        want=$(sed -n 's/^# want: \([0-9]*\) breaches$/\1/p' "$f")
        got=$(python3 scripts/scope-check.py "$f" | sed -n 's/^scope: [0-9]* functions, \([0-9]*\) breaches$/\1/p')
        if [ -n "$want" ] && [ "$got" = "$want" ]; then
            passed=$((passed + 1))
        else
            echo "scope-check on $f: ${got:-no count} breaches, want ${want:-a '# want: N breaches' line}"
            failed=$((failed + 1))
        fi
    done
else
    echo "python3 not installed: scope-check skipped"
fi
echo "lint: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
