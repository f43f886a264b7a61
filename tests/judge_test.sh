#!/usr/bin/env bash
# judge_test.sh: judge.sh against deliberately wrong commands; asserts each verdict, the
# summary line and the exit status.  Last line: "N passed, N failed".
set -u
export LC_ALL=C

root=$(cd "$(dirname "$0")/.." && pwd) || exit 2
work=$(mktemp -d) || exit 2
trap 'rm -rf "$work"' EXIT
judge="$root/judge.sh"
passed=0 failed=0

d="$work/cases"
mkdir -p "$d"
printf '1 2\n' > "$d/1.in"; printf '1 2\n' > "$d/1.out"
printf 'a\n' > "$d/10.in"; printf 'a\n' > "$d/10.out"
printf 'x\n' > "$d/2.in"; printf 'x\n' > "$d/2.out"

# a program that allocates and touches MB megabytes, and one that is killed by SIGSEGV
cat > "$work/alloc.c" <<'C'
#include <stdlib.h>
#include <string.h>
int main(int argc, char **argv)
{
	size_t n = (size_t)atoi(argv[1]) << 20;
	char *p = malloc(n);
	if (!p)
		return 3;
	memset(p, 1, n);
	return p[n - 1] == 1 ? 0 : 4;
}
C
cc -O0 -o "$work/alloc" "$work/alloc.c" || exit 2

# check LABEL WANT_STATUS WANT_REGEX -- judge.sh args...: the output must match every line
check() {
    local label=$1 want_st=$2 pattern=$3 st
    shift 4
    "$judge" "$@" > "$work/out" 2>&1
    st=$?
    if [ "$st" -eq "$want_st" ] && grep -Eq -- "$pattern" "$work/out"; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
        echo "FAIL $label: exit $st (want $want_st), output lacks /$pattern/:"
        sed 's/^/    /' "$work/out"
    fi
}

check "AC, natural order" 0 '^AC  cases/1 .*' -- -c cat -d "$d"
check "summary all AC" 0 '^3 passed, 0 failed$' -- -c cat -d "$d"
check "natural order 2 before 10" 0 'cases/2 [^$]*' -- -c cat -d "$d"
"$judge" -c cat -d "$d" | grep -o 'cases/[0-9]*' | tr '\n' ' ' > "$work/order"
if [ "$(cat "$work/order")" = "cases/1 cases/2 cases/10 " ]; then
    passed=$((passed + 1))
else
    failed=$((failed + 1)); echo "FAIL order: $(cat "$work/order")"
fi

w="$work/wrong"
mkdir -p "$w"
printf '1 2\n3\n' > "$w/1.in"; printf '1 2\n4\n' > "$w/1.out"
check "WA names line and column" 1 '^WA  wrong/1 .*line 2 col 1: expected "4", got "3"' -- -c cat -d "$w"
check "WA summary" 1 '^0 passed, 1 failed$' -- -c cat -d "$w"
check "WA -v diff" 1 '^      \+3' -- -v -c cat -d "$w"

s="$work/space"
mkdir -p "$s"
printf '1  2\r\n' > "$s/1.in"; printf '1 2\n' > "$s/1.out"
check "lines mode: CRLF ignored, spaces inside not" 1 'WA .*passes with --mode tokens' -- -c cat -d "$s"
check "tokens mode passes" 0 '^AC ' -- --mode tokens -c cat -d "$s"
printf '1 2  \r\n' > "$s/1.in"
check "lines mode ignores CR and trailing blanks" 0 '^AC ' -- -c cat -d "$s"
check "exact mode hints lines" 1 'WA .*passes with --mode lines' -- --mode exact -c cat -d "$s"

check "TLE" 1 '^TLE .*killed after 0.5 s' -- -t 0.5 -c 'sleep 5' -d "$d"
check "RE signal" 1 '^RE  .*SIGSEGV' -- -c 'kill -SEGV $$' -d "$d"
check "RE exit status" 1 '^RE  .*exit status 3' -- -c 'exit 3' -d "$d"
q="$work/quiet"
mkdir -p "$q"
: > "$q/1.in"; : > "$q/1.out"
check "MLE refused allocation" 1 '^MLE .*refused at the 64 MB limit' -- -m 64 -c "'$work/alloc' 200" -d "$q"
check "no MLE under the limit" 0 '^1 passed, 0 failed$' -- -m 64 -c "'$work/alloc' 8" -d "$q"
check "OLE" 1 '^OLE .*stopped reading' -- -c yes -d "$d"
check "-x stops after the first failure" 1 '^0 passed, 1 failed$' -- -x -c 'exit 1' -d "$d"
check "-j keeps order" 0 '^3 passed, 0 failed$' -- -j 3 -c cat -d "$d"
check "--tsv" 0 $'^cases\t1\tAC\t' -- --tsv -c cat -d "$d"

e="$work/empty"
mkdir -p "$e"
check "zero cases fail" 1 '^0 passed, 1 failed$' -- -c cat -d "$e"
m="$work/missing"
mkdir -p "$m"
printf 'x\n' > "$m/1.in"
check "an .in without .out fails" 1 'no expected output 1.out' -- -c cat -d "$m"
check "usage error" 2 'unknown option' -- --frobnicate
check "-c without -d" 2 '-c and -d go together' -- -c cat

# CE: a solver that does not build, in a scratch copy of the repo layout
ce="$work/ce"
mkdir -p "$ce/solvers/broken" "$ce/testdata/broken"
cp "$judge" "$root/Makefile" "$ce/"
printf 'int main(void) { return syntax error; }\n' > "$ce/solvers/broken/main.c"
printf '1\n' > "$ce/testdata/broken/1.in"; printf '1\n' > "$ce/testdata/broken/1.out"
"$ce/judge.sh" broken > "$work/out" 2>&1
st=$?
if [ "$st" -eq 1 ] && grep -q '^CE  broken' "$work/out" && grep -q '^0 passed, 1 failed$' "$work/out"; then
    passed=$((passed + 1))
else
    failed=$((failed + 1)); echo "FAIL CE: exit $st"; sed 's/^/    /' "$work/out"
fi

if NO_COLOR=1 "$judge" -c cat -d "$d" | grep -q $'\033'; then
    failed=$((failed + 1)); echo "FAIL colour in a pipe"
else
    passed=$((passed + 1))
fi
echo "judge.sh self-test: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
