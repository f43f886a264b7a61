#!/usr/bin/env bash
# lint.sh: cppcheck over the C sources and shellcheck over the shell scripts, each when
# installed.  Last line: "N passed, N failed".
set -u
export LC_ALL=C

root=$(cd "$(dirname "$0")/.." && pwd) || exit 2
cd "$root" || exit 2
passed=0 failed=0
if command -v cppcheck > /dev/null 2>&1; then
    if cppcheck --quiet --error-exitcode=1 --enable=warning,portability,performance \
        --std=c99 --inline-suppr solvers/lc464/main.c solvers/cards-in-line/main.c &&
        cppcheck --quiet --error-exitcode=1 --enable=warning,portability,performance \
        --std=c89 solvers/poj1143/main.c &&
        cppcheck --quiet --error-exitcode=1 --enable=warning,portability,performance \
        --std=c11 scripts/runguard.c scripts/compare.c; then
        echo "cppcheck: clean"
        passed=$((passed + 1))
    else
        echo "cppcheck: findings above"
        failed=$((failed + 1))
    fi
else
    echo "cppcheck not installed: skipped"
fi
if command -v shellcheck > /dev/null 2>&1; then
    if shellcheck judge.sh scripts/*.sh tests/*.sh tests/wrong/*.sh tests/examples/*/*.sh .ci/run; then
        echo "shellcheck: clean"
        passed=$((passed + 1))
    else
        echo "shellcheck: findings above"
        failed=$((failed + 1))
    fi
else
    echo "shellcheck not installed: skipped"
fi
echo "lint: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
