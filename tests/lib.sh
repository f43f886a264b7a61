# shellcheck shell=bash
# tests/lib.sh - what the judge's self-tests share (sourced first): the shell's settings,
# root (the kit), work (a temporary folder, removed at exit), judge (judge.sh), counting,
# and checking one judge.sh run.
set -u
export LC_ALL=C

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd) || exit 2
work=$(mktemp -d) || exit 2
trap 'rm -rf "$work"' EXIT
judge="$root/judge.sh"
passed=0 failed=0
ok() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL $*"; }

# check LABEL WANT_STATUS WANT_REGEX -- judge.sh args...: the exit status must be
# WANT_STATUS and the output (stdout and stderr, kept in $work/out) match the regex
check() {
    local label=$1 want_st=$2 pattern=$3 st
    shift 4
    "$judge" "$@" > "$work/out" 2>&1
    st=$?
    if [ "$st" -eq "$want_st" ] && grep -Eq -- "$pattern" "$work/out"; then
        ok
    else
        fail "$label: exit $st (want $want_st), output lacks /$pattern/:"
        sed 's/^/    /' "$work/out"
    fi
}

# pids_cgroup: the cgroup hierarchy where runguard -F can make a pids cgroup (as it tries:
# v1's pids, then v2's), printed; nothing when it cannot (not root, none mounted writable)
pids_cgroup() {
    local base
    for base in /sys/fs/cgroup/pids /sys/fs/cgroup; do
        mkdir "$base/runguard-test.$$" 2> /dev/null || continue
        if [ -e "$base/runguard-test.$$/pids.max" ]; then
            rmdir "$base/runguard-test.$$"
            echo "$base"
            return
        fi
        rmdir "$base/runguard-test.$$"
    done
}

# skip TOOL...: true (and says so) when a toolchain the next tests need is missing
skip() {
    local t
    for t in "$@"; do
        command -v "$t" > /dev/null 2>&1 && continue
        echo "skipped: $t is not installed (the tests of it did not run)"
        return 0
    done
    return 1
}

# expect LABEL COMMAND...: one more check, passed when COMMAND succeeds
expect() {
    local label=$1
    shift
    if "$@"; then ok; else fail "$label"; fi
}
