#!/usr/bin/env bash
# lint.sh: cppcheck over the C sources and shellcheck over the shell scripts, each when
# installed, the size of each solver's main.c and of each submission file (dist/, which make
# lint writes first), and what the judge's bash functions read and
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
        --std=c11 judge/runguard.c judge/compare.c judge/interact.c play/*.c tests/*/validate.c tests/runguard/*.c &&
        cppcheck --quiet --error-exitcode=1 --enable=warning,portability,performance \
        --std=c99 solvers/*/kit.c; then
        echo "cppcheck: clean"
        passed=$((passed + 1))
    else
        echo "cppcheck: findings above"
        failed=$((failed + 1))
    fi
else
    echo "cppcheck not installed: skipped"
fi
# tiny (issue 50): each solver's main.c, the model answer a learner reads, at most 150 lines;
# each submission at most about twice the longest accepted one people publish: 200 lines for
# POJ 1143 and ZOJ 1039, 100 for cards-in-line and EDPC L, 60 for a LeetCode function
long=$(wc -l solvers/*/main.c dist/*.c | awk '$2 != "total" {
    max = $2 ~ /^dist\/(poj1143|zoj1039)\.c$/ ? 200 : $2 ~ /-leetcode\.c$/ ? 60 : $2 ~ /^dist/ ? 100 : 150
    if ($1 > max) print $2 " (" $1 " lines, at most " max ")" }')
if [ -z "$long" ] && [ -n "$(ls dist/*.c 2> /dev/null)" ]; then
    echo "sizes: each main.c at most 150 lines, each dist file within its judge's bound"
    passed=$((passed + 1))
else
    echo "too long: ${long:-no dist/ files (make dist first)}"
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
