#!/usr/bin/env bash
# package_test.sh: judge.sh -d on problem packages of our own making (the Kattis problem
# package format, legacy and 2025-09): each default-validator flag on both sides, output
# validators in C and Python (and a build script), the time limit from .timelimit,
# domjudge-problem.ini and problem.yaml, the memory and output limits, the types judge.sh
# refuses, options that win over the package.  Last line: "N passed, N failed".
# shellcheck source=tests/lib.sh
. "$(dirname "$0")/lib.sh"

make -s -C "$root" build/runguard build/compare || exit 2

# pkg NAME YAML: a package folder $work/NAME with that problem.yaml ("" for none) and one
# case, data/secret/1 (.in and .ans from $in and $ans)
pkg() {
    local p="$work/$1"
    rm -rf "$p"
    mkdir -p "$p/data/secret"
    [ -z "$2" ] || printf '%s\n' "$2" > "$p/problem.yaml"
    printf '%s' "${in:-x}" > "$p/data/secret/1.in"
    printf '%s' "$ans" > "$p/data/secret/1.ans"
    P=$p
}
# says TEXT: the program that prints TEXT (printf's escapes)
says() { printf "printf '%s'" "$1"; }

# ---- the default validator: tokens, letters in either case, any whitespace, unless told ----
ans=$'Hello World\n'
pkg flags-none ""
check "default: case and whitespace changes are AC" 0 '^1 passed' -- \
    -c "$(says '  hello\tWORLD')" -d "$P"
check "default: a different token is WA" 1 '^WA .*expected "World", got "Word"' -- \
    -c "$(says 'Hello Word\n')" -d "$P"
check "default: a missing token is WA" 1 '^WA ' -- -c "$(says 'Hello\n')" -d "$P"
check "default: said on stderr" 0 'output validator: the default one, as judge.sh --mode tokens --ignore-case' -- \
    -c "$(says 'Hello World\n')" -d "$P"
# a source file on a package: compiled as Kattis compiles it, as --verify does, and said
printf '#include <stdio.h>\nint main(void) { puts("Hello World"); return 0; }\n' > "$work/hello.c"
check "-d PKG FILE: judged, the Kattis profile as --verify's" 0 '^1 passed' -- -d "$P" "$work/hello.c"
expect "... said on stderr" grep -q 'is a problem package: .*hello\.c is compiled and run as Kattis does' "$work/out"
pkg flags-case "validator_flags: case_sensitive"
check "case_sensitive: another case is WA" 1 '^WA .*expected "Hello", got "hello"' -- \
    -c "$(says 'hello World\n')" -d "$P"
check "case_sensitive: whitespace still free" 0 '^1 passed' -- -c "$(says 'Hello   World')" -d "$P"
pkg flags-space "validator_flags: space_change_sensitive"
check "space_change_sensitive: two spaces for one is WA" 1 \
    '^WA .*the whitespace before it: expected " ", got "  "' -- -c "$(says 'Hello  World\n')" -d "$P"
check "space_change_sensitive: a missing final newline is WA" 1 'the whitespace at the end' -- \
    -c "$(says 'Hello World')" -d "$P"
check "space_change_sensitive: case still free" 0 '^1 passed' -- -c "$(says 'HELLO world\n')" -d "$P"
ans=$'1.0 nan 100\n'
pkg flags-float "validator_flags: float_tolerance 1e-6"
check "float_tolerance: another form of the number is AC" 0 '^1 passed' -- \
    -c "$(says '1.0000000 NaN 1e2\n')" -d "$P"
check "float_tolerance: just inside (1e-6 of 1.0)" 0 '^1 passed' -- \
    -c "$(says '1.00000099 nan 100\n')" -d "$P"
check "float_tolerance: just outside" 1 '^WA .*difference .*1e-06 absolute and 1e-06 relative' -- \
    -c "$(says '1.0000011 nan 100\n')" -d "$P"
pkg flags-float-q "validator_flags: 'float_tolerance 1E-6'"
check "validator_flags quoted, 1E-6" 1 '^WA ' -- -c "$(says '1.0000011 nan 100\n')" -d "$P"
ans=$'0.001 100\n'
pkg flags-abs "validator_flags: float_absolute_tolerance 0.01"
check "float_absolute_tolerance: 0.0015 for 0.001 (abs 0.0005) is AC" 0 '^1 passed' -- \
    -c "$(says '0.0015 100.009\n')" -d "$P"
check "float_absolute_tolerance: 100.02 for 100 is WA (no relative)" 1 \
    '^WA .*token 2 .*more than 0.01 absolute\)' -- -c "$(says '0.001 100.02\n')" -d "$P"
pkg flags-rel "validator_flags: float_relative_tolerance 0.01"
check "float_relative_tolerance: 100.9 for 100 is AC" 0 '^1 passed' -- \
    -c "$(says '0.00100999 100.9\n')" -d "$P"
check "float_relative_tolerance: 0.0015 for 0.001 is WA (no absolute)" 1 \
    '^WA .*token 1 .*more than 0.01 relative\)' -- -c "$(says '0.0015 100\n')" -d "$P"
pkg flags-both "validator_flags: float_absolute_tolerance 0.01 float_relative_tolerance 0.001"
check "both tolerances: within either is AC" 0 '^1 passed' -- -c "$(says '0.0015 100.09\n')" -d "$P"
check "both tolerances: outside both is WA" 1 '^WA .*token 2' -- -c "$(says '0.001 100.2\n')" -d "$P"
ans=$'NaN\n'
pkg flags-nan "validator_flags: case_sensitive float_tolerance 1e-6"
check "a float tolerance: nan is a word, its case counts when told" 1 '^WA ' -- \
    -c "$(says 'nan\n')" -d "$P"
pkg flags-bad "validator_flags: float_tolerance"
check "a tolerance without a number: harness error" 2 'float_tolerance needs a number' -- \
    -c cat -d "$P"
pkg flags-unknown "validator_flags: ignore_whitespace"
check "an unknown flag: harness error" 2 "has no flag 'ignore_whitespace'" -- -c cat -d "$P"
pkg flags-two "validator_flags: float_tolerance 1e-6 float_absolute_tolerance 1e-3"
check "float_tolerance with another tolerance: harness error" 2 'float_tolerance goes without' -- \
    -c cat -d "$P"
pkg flags-twice "validator_flags: float_relative_tolerance 1e-6 float_relative_tolerance 1e-3"
check "a tolerance given twice: harness error" 2 'float_relative_tolerance given twice' -- \
    -c cat -d "$P"

# testdata.yaml's output_validator_flags add to problem.yaml's, for its folder and below
ans=$'Yes\n'
pkg groups "validator_flags: float_tolerance 0.5"
mkdir -p "$P/data/sample" "$P/data/secret/g"
printf 's' > "$P/data/sample/1.in"; printf '1\n' > "$P/data/sample/1.ans"
printf 'x' > "$P/data/secret/g/2.in"; printf 'Yes\n' > "$P/data/secret/g/2.ans"
printf '# flags of secret\noutput_validator_flags: case_sensitive\n' > "$P/data/secret/testdata.yaml"
# on the sample 1.4 (1 within 0.5), else "yes" for "Yes"
# shellcheck disable=SC2016 # a shell line for judge.sh -c
twice='read -r x; if [ "$x" = s ]; then echo 1.4; else echo yes; fi'
check "testdata.yaml: secret's flag, not sample's" 1 '^1 passed, 2 failed' -- -c "$twice" -d "$P"
expect "testdata.yaml: the problem's flag kept on the sample" grep -q '^AC  groups/sample/1 ' "$work/out"
expect "testdata.yaml: secret/1 and secret/g/2 WA under case_sensitive" \
    [ "$(grep -c '^WA  groups/secret/' "$work/out")" -eq 2 ]
# the nearest testdata.yaml that sets the key wins, even set to nothing (problemtools' rule)
printf 'output_validator_flags: ""\n' > "$P/data/secret/g/testdata.yaml"
check "testdata.yaml: a nearer one that sets no flags replaces secret's" 1 '^2 passed, 1 failed' -- \
    -c "$twice" -d "$P"
expect "testdata.yaml: secret/g/2 AC with the problem's flags only" grep -q '^AC  groups/secret/g/2 ' "$work/out"
printf 'other: 1\n' > "$P/data/secret/g/testdata.yaml"
check "testdata.yaml: a nearer one without the key does not" 1 '^1 passed, 2 failed' -- \
    -c "$twice" -d "$P"

# options win over the package
ans=$'Hello World\n'
pkg override ""
check "--mode lines wins over the default validator" 1 '^WA ' -- --mode lines \
    -c "$(says 'hello world\n')" -d "$P"
expect "--mode lines: said" grep -q 'output: --mode lines' "$work/out"
check "--ignore-case alone: lines mode, either case" 0 '^1 passed' -- --ignore-case \
    -c "$(says 'hello world\n')" -d "$P"

# ---- the time limit: problem.yaml, .timelimit, domjudge-problem.ini; -t wins ----
# (a spinner of 0.3 s of CPU against limits of 0.2 and 0.6 s; --wall 60: the verdict under
# test is CPU time's, and beside the other self-tests the spinner can be starved past the
# default wall limit)
cat > "$work/spin.c" <<'C'
#include <stdio.h>
#include <time.h>
int main(void) { clock_t end = clock() + CLOCKS_PER_SEC * 3 / 10; while (clock() < end) ; puts("ok"); return 0; }
C
cc -O2 -o "$work/spin" "$work/spin.c" || exit 2
ans=$'ok\n'
pkg tl-file ""
echo 0.2 > "$P/.timelimit"
check ".timelimit 0.2: 0.3 s of CPU is TLE" 1 '^TLE .*> 0.2 s' -- --wall 60 -c "$work/spin" -d "$P"
expect ".timelimit: said" grep -q 'time limit 0.2 s (.timelimit)' "$work/out"
echo 0.6 > "$P/.timelimit"
check ".timelimit 0.6: 0.3 s of CPU is AC" 0 '^1 passed' -- --wall 60 -c "$work/spin" -d "$P"
check "-t wins over .timelimit" 1 '^TLE .*> 0.2 s' -- -t 0.2 --wall 60 -c "$work/spin" -d "$P"
expect "-t: said" grep -q -- '-t 0.2 wins over' "$work/out"
pkg tl-yaml $'limits:\n  time_limit: 0.2 # seconds'
echo 0.6 > "$P/.timelimit"
check "problem.yaml's time_limit wins over .timelimit" 1 '^TLE .*> 0.2 s' -- --wall 60 -c "$work/spin" -d "$P"
expect "disagreeing limits: said" grep -q '.timelimit says 0.6 s: DOMjudge refuses' "$work/out"
pkg tl-ini ""
printf 'name=x\ntimelimit = 0.2\n' > "$P/domjudge-problem.ini"
check "domjudge-problem.ini's timelimit" 1 '^TLE .*> 0.2 s' -- --wall 60 -c "$work/spin" -d "$P"
pkg tl-none ""
check "no time limit: judge.sh's 2 s, said" 0 "so judge.sh's default time limit, 2 s" -- \
    --wall 60 -c "$work/spin" -d "$P"
pkg tl-bad $'limits:\n    time_limit: soon'
check "a time limit that is no number: harness error" 2 'limits.time_limit is no time limit' -- \
    -c cat -d "$P"

# ---- memory and output limits from problem.yaml, the format's defaults without ----
cat > "$work/touch.c" <<'C'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(int argc, char **argv) { size_t n = (size_t)atoi(argv[1]) << 20; char *p = malloc(n); if (!p) return 3; memset(p, 1, n); puts("ok"); return p[n - 1] == 1 ? 0 : 4; }
C
cc -O2 -o "$work/touch" "$work/touch.c" || exit 2
pkg mem-64 $'limits:\n  memory: 64'
check "limits.memory 64: 100 MB is MLE" 1 '^MLE ' -- -c "$work/touch 100" -d "$P"
check "limits.memory 64: 40 MB is AC" 0 '^1 passed' -- -c "$work/touch 40" -d "$P"
check "-m wins over limits.memory" 0 '^1 passed' -- -m 256 -c "$work/touch 100" -d "$P"
# a key after a nested map, at the nested map's level and at the top: each where it belongs
pkg mem-nested $'problem_format_version: 2025-09\nlimits:\n  time_multipliers:\n    ac_to_time_limit: 3\n  memory: 64\ntype: scoring'
check "limits.memory after limits.time_multipliers: 100 MB is MLE" 1 '^MLE ' -- \
    -c "$work/touch 100" -d "$P"
expect "a key after a nested map: limits.memory read" grep -q 'memory 64 MB (problem.yaml)' "$work/out"
expect "a key after a nested map: a top-level type read" grep -q 'a scoring problem' "$work/out"
pkg mem-default ""
check "no limits.memory: 2048 MB, so 300 MB is AC (judge.sh's own default is 256)" 0 '^1 passed' -- \
    -c "$work/touch 300" -d "$P"
expect "memory default: said" grep -q "memory 2048 MB (the format's default" "$work/out"
ans=$'x\n'
pkg out-1 $'limits:\n  output: 1'
check "limits.output 1: exactly 1 MiB of output is judged (WA), not OLE" 1 '^WA ' -- \
    -c "head -c 1048576 /dev/zero" -d "$P"
check "limits.output 1: a byte more is OLE" 1 '^OLE ' -- -c "head -c 1048577 /dev/zero" -d "$P"
pkg out-default ""
check "no limits.output: 8 MiB, so 5 MB of output is judged (WA), not OLE" 1 '^WA ' -- \
    -c "head -c 5000000 /dev/zero" -d "$P"

# ---- the package's own output validator (the Kattis protocol: exit 42 or 43) ----
# twice.c: AC when the output is twice the input; its flags (argv[4]...) in judgemessage.txt
if ! skip cc; then
    in=$'21\n' ans=$'42\n'
    pkg val-c "validation: custom"
    mkdir -p "$P/output_validators/twice"
    cat > "$P/output_validators/twice/twice.c" <<'C'
#include <stdio.h>
#include <string.h>
#include "twice.h"
int main(int argc, char **argv)
{
	char path[4096];
	long a, got;
	FILE *in = fopen(argv[1], "r"), *msg;
	snprintf(path, sizeof path, "%sjudgemessage.txt", argv[3]);
	msg = fopen(path, "w");
	if (!in || !msg || fscanf(in, "%ld", &a) != 1)
		return 1;
	for (int i = 4; i < argc; i++)
		fprintf(msg, "flag %s; ", argv[i]);
	if (scanf("%ld", &got) != 1 || got != TWICE(a)) {
		fprintf(msg, "got %ld for %ld", got, a);
		return 43;
	}
	return 42;
}
C
    printf '#define TWICE(a) (2 * (a))\n' > "$P/output_validators/twice/twice.h"
    check "a C output validator (with its header): AC" 0 '^1 passed' -- -c "$(says '42\n')" -d "$P"
    expect "a C output validator: said" grep -q 'output validator: its own, output_validators/twice' "$work/out"
    check "a C output validator: WA, its judgemessage.txt shown" 1 '^WA .*got 41 for 21' -- \
        -c "$(says '41\n')" -d "$P"
    printf 'validation: custom\nvalidator_flags: strict x\n' > "$P/problem.yaml"
    check "a custom validator gets validator_flags after the feedback folder" 1 \
        'flag strict; flag x; got 41' -- -c "$(says '41\n')" -d "$P"
    check "--checker wins over the package's validator" 0 '^1 passed' -- --checker true \
        -c "$(says '41\n')" -d "$P"
    printf 'int main(void) { return 0 }\n' > "$P/output_validators/twice/twice.c"
    check "a validator that does not build: harness error, the compiler's message" 2 \
        "expected ';' before '}'" -- -c cat -d "$P"
    rm -rf "$P/output_validators/twice"
    mkdir -p "$P/output_validators/twice"
    printf 'int main(void) { return 0; }\n' > "$P/output_validators/twice/always0.c"
    check "a validator's exit 0 is JE (42 and 43 are its verdicts), exit 2" 2 '^JE .*exit 0' -- \
        -c "$(says '42\n')" -d "$P"
    # a folder with a build script, which leaves run
    rm -rf "$P/output_validators"
    mkdir -p "$P/output_validators/built"
    # shellcheck disable=SC2016 # the script's own text
    printf '#!/bin/sh\nprintf "#!/bin/sh\\nread x; [ \\"\\$x\\" = 42 ] && exit 42; exit 43\\n" > run\n' \
        > "$P/output_validators/built/build"
    chmod +x "$P/output_validators/built/build"
    check "a validator with a build script" 0 '^1 passed' -- -c "$(says '42\n')" -d "$P"
    check "a validator with a build script: WA" 1 '^WA ' -- -c "$(says '4\n')" -d "$P"
    # a build's output (its messages) up to 1 MiB is kept; a byte more is a build that failed
    for bytes in 1048576 1048577; do
        printf '#!/bin/sh\nhead -c %s /dev/zero\nprintf "#!/bin/sh\\nexit 42\\n" > run\n' "$bytes" \
            > "$P/output_validators/built/build"
        if [ "$bytes" = 1048576 ]; then
            check "a validator build that says 1 MiB: built" 0 '^1 passed' -- -c "$(says '1\n')" -d "$P"
        else
            check "a validator build that says a byte more: does not build" 2 'does not build' -- \
                -c "$(says '1\n')" -d "$P"
        fi
    done
    rm -rf "$P/output_validators"
    check "validation: custom without a validator: harness error" 2 'and has none' -- -c cat -d "$P"
    in="" ans=""
fi
if ! skip python3; then
    in=$'21\n' ans=$'42\n'
    pkg val-py $'problem_format_version: 2025-09\nname: Twice\nuuid: 0\ntype: pass-fail'
    mkdir -p "$P/output_validator"
    cat > "$P/output_validator/validate.py" <<'PY'
import sys
a = int(open(sys.argv[1]).read())
got = sys.stdin.read().split()
if got == [str(2 * a)]:
    sys.exit(42)
if got == ["long"]:
    open(sys.argv[3] + "judgemessage.txt", "w").write("a" * 199 + "Z" + "b" * 100)
    sys.exit(43)
open(sys.argv[3] + "judgemessage.txt", "w").write("wanted %d" % (2 * a))
sys.exit(43)
PY
    check "2025-09: a Python output_validator/: AC" 0 '^1 passed' -- -c "$(says '42\n')" -d "$P"
    check "2025-09: a Python output_validator/: WA with its message" 1 '^WA .*wanted 42' -- \
        -c "$(says '42 0\n')" -d "$P"
    # its first 200 bytes shown: 199 a's and the Z, none of the b's after it
    check "a judgemessage.txt of 300 bytes: its first 200 shown" 1 '^WA .*aZ' -- \
        -c "$(says 'long\n')" -d "$P"
    # (the output shown when it fails: it failed once, in session 30, and was not seen again)
    if [ "$(grep -c Zb "$work/out")" -eq 0 ]; then
        ok
    else
        fail "a judgemessage.txt of 300 bytes: a byte past the 200th shown:"
        sed 's/^/    /' "$work/out"
    fi
    in="" ans=""
fi

# ---- the types: an interactive one needs its interactor, multi-pass runs in passes, scoring said ----
ans=$'x\n'
pkg interactive $'validation: custom interactive'
check "legacy custom interactive without its interactor: harness error" 2 'an interactive problem.s interactor\) and has none' -- -c cat -d "$P"
pkg interactive2 $'problem_format_version: 2025-09\ntype: [pass-fail, interactive]'
check "2025-09 type list with interactive: needs its interactor" 2 'an interactive problem.s interactor\) and has none' -- -c cat -d "$P"
# multi-pass (problemtools' judge/execute.py): its validator accepts a pass and writes
# nextpass.in, the next pass's input; the feedback folder is kept from pass to pass (here the
# file "seen", written in pass 1, checked in pass 2)
if ! skip python3; then
    in=$'3\n' ans=$'x\n'
    mp_validator() {
        mkdir -p "$1"
        cat > "$1/validate.py" <<'PY'
import os, sys
inp = int(open(sys.argv[1]).read())
fb = sys.argv[3]
got = sys.stdin.read().split()
if got != [str(2 * inp)]:
    open(fb + "judgemessage.txt", "w").write("wanted %d" % (2 * inp))
    sys.exit(43)
if inp == 3:
    open(fb + "seen", "w").write("1")
    open(fb + "nextpass.in", "w").write("6\n")
    sys.exit(42)
sys.exit(42 if os.path.exists(fb + "seen") else 1)
PY
    }
    pkg multipass $'problem_format_version: 2025-09\ntype:\n  - multi-pass\nlimits:\n  validation_passes: 3'
    mp_validator "$P/output_validator"
    check "2025-09 multi-pass: two passes, the feedback folder kept: AC" 0 '^1 passed' -- \
        -c "awk '{ print 2 * \$1 }'" -d "$P"
    expect "... said" grep -q "a multi-pass problem: up to 3 passes a case" "$work/out"
    check "multi-pass: wrong in the second pass: WA, the pass named" 1 '^WA .*pass 2: wanted 12' -- \
        -c "awk '{ print (\$1 == 6 ? 0 : 2 * \$1) }'" -d "$P"
    sed -i 's/validation_passes: 3/validation_passes: 1/' "$P/problem.yaml"
    check "multi-pass: no verdict within limits.validation_passes (1): JE" 2 \
        '^JE .*no verdict within 1 passes' -- -c "awk '{ print 2 * \$1 }'" -d "$P"
    pkg multipass2 $'validation: custom multi-pass'
    mp_validator "$P/output_validators/mp"
    check "DOMjudge's custom multi-pass (legacy): AC" 0 '^1 passed' -- -c "awk '{ print 2 * \$1 }'" -d "$P"
    check "multi-pass takes no --checker" 2 'its own validator judges it' -- --checker cat -c cat -d "$P"
    in="" ans=$'x\n'
fi
pkg scoring $'type: scoring'
check "scoring: scored (legacy rules: accept_score 1 a case, summed), said" 0 \
    "a scoring problem: each group's score and the total after its cases \(legacy rules" -- \
    -c "$(says 'x\n')" -d "$P"
expect "scoring: its score, 1 of 1" grep -q '^== scoring: 1 of 1 passed; score 1 of 1$' "$work/out"

# ---- --verify: every submission against its folder ----
# (few runs, each of several behaviours, and cheap submissions: C builds are kept from run
# to run, a shell one starts in milliseconds; Python's own paths are the folders' test's)
if ! skip cc python3; then
    in=$'3\n' ans=$'6\n'
    pkg verify $'name: Twice\nvalidator_flags: float_tolerance 1e-6'
    # (an input validator: a package without one is an error, as in both tools)
    mkdir -p "$P/input_validators/small"
    printf '#include <stdio.h>\nint main(void) { int n; return scanf("%%d", &n) == 1 && 1 <= n && n <= 4 ? 42 : 43; }\n' \
        > "$P/input_validators/small/small.c"
    s="$P/submissions"
    mkdir -p "$s/accepted" "$s/wrong_answer" "$s/time_limit_exceeded" "$s/run_time_error" \
        "$s/accepted/folder" "$s/other"
    # accepted: 0.1 s of CPU, so the limit is 0.1 s x 5 rounded up, 1 s (problemtools' rule)
    cat > "$s/accepted/twice.c" <<'C'
#include <stdio.h>
#include <time.h>
int main(void) { int n; clock_t end = clock() + CLOCKS_PER_SEC / 10; while (clock() < end) ; if (scanf("%d", &n) != 1) return 1; printf("%d.0000001\n", 2 * n); return 0; }
C
    # shellcheck disable=SC2016 # the submissions are scripts
    printf 'read -r n; echo $((2 * n))\n' > "$s/accepted/twice.sh"
    # shellcheck disable=SC2016
    printf 'read -r n; echo $((2 * n))\n' > "$s/accepted/folder/main.sh"
    # shellcheck disable=SC2016
    printf 'read -r n; echo $((n * n))\n' > "$s/wrong_answer/square.sh"
    cat > "$s/time_limit_exceeded/slow.c" <<'C'
#include <stdio.h>
#include <time.h>
int main(void) { clock_t end = clock() + CLOCKS_PER_SEC * 3 / 2; while (clock() < end) ; puts("6"); return 0; }
C
    printf 'int main(void) { return 3; }\n' > "$s/run_time_error/exit3.c"
    printf 'echo x\n' > "$s/other/any.sh"
    check "--verify: a submission in each folder" 0 '^6 of 6 submissions got what their folder says$' -- \
        --verify "$P"
    expect "--verify: the time limit by problemtools' rule, said" \
        grep -q "time limit 1 s: the slowest accepted submission's 0.1[0-9]* s times 5" "$work/out"
    expect "--verify: the accepted ones first, under 30 s a case, said" \
        grep -q "judged under 30 s of CPU and 30 s of wall time a case" "$work/out"
    expect "--verify: the TLE one is TLE under it" grep -Eq '^time_limit_exceeded/slow.c +TLE +TLE' "$work/out"
    expect "--verify: a folder of one source is that program" grep -Eq '^accepted/folder/ +AC +AC' "$work/out"
    expect "--verify: a folder that names no verdict is not judged" \
        grep -q '^other/any.sh .*not judged: its folder names no verdict' "$work/out"
    expect "--verify: a C input validator takes the input" grep -q 'input validators (small): 1 of 1 inputs valid' "$work/out"
    # limits.time_multiplier 20: 0.1 s x 20, 2 s or more, so slow.c (1.5 s) is AC: in the wrong folder
    printf 'name: Twice\nvalidator_flags: float_tolerance 1e-6\nlimits:\n  time_multiplier: 20\n' > "$P/problem.yaml"
    check "--verify: time_multiplier 20 makes slow.c AC, in the wrong folder: exit 1, named" 1 \
        '^time_limit_exceeded/slow.c +TLE +AC .*got AC, not what its folder says' -- --wall 60 --verify "$P"
    expect "--verify: the count" grep -q '^5 of 6 submissions' "$work/out"
    printf 'name: Twice\nvalidator_flags: float_tolerance 1e-6\n' > "$P/problem.yaml"
    check "-t wins over the rule" 1 '^time_limit_exceeded/slow.c +TLE +AC' -- -t 2 --wall 60 --verify "$P"
    # the time limit tested: from here on no submission spins, so the TLE one goes and the
    # accepted C one answers at once.  One run of many: an AC in wrong_answer; DOMjudge's
    # @EXPECTED_RESULTS@ line, in its words and in the folders' (underscores, any case); a
    # rejected one stopped at its first failure (a WA before an RE is WA, in either folder);
    # an MLE counted as RE; a language with no profile not judged; a checktestdata file not
    # run; an input the validator rejects
    rm "$s/time_limit_exceeded/slow.c"
    printf '#include <stdio.h>\nint main(void) { int n; if (scanf("%%d", &n) != 1) return 1; printf("%%d.0000001\\n", 2 * n); return 0; }\n' \
        > "$s/accepted/twice.c"
    # shellcheck disable=SC2016
    printf 'read -r n; echo $((2 * n))\n' > "$s/wrong_answer/right.sh"
    # shellcheck disable=SC2016
    printf '# @EXPECTED_RESULTS@: CORRECT, WRONG-ANSWER\nread -r n; echo $((2 * n))\n' > "$s/wrong_answer/right2.sh"
    # shellcheck disable=SC2016
    printf '# @EXPECTED_RESULTS@: accepted, wrong_answer\nread -r n; echo $((2 * n))\n' > "$s/wrong_answer/right3.sh"
    # (WA on 3, the first case; RE on 4, the second)
    # shellcheck disable=SC2016
    printf 'read -r n; [ "$n" -ne 3 ] || { echo 5; exit 0; }; echo $((2 * n)); exit 1\n' > "$s/wrong_answer/wa-first.sh"
    cp "$s/wrong_answer/wa-first.sh" "$s/run_time_error/wa-first.sh"
    printf '#include <stdlib.h>\n#include <string.h>\nint main(void) { size_t n = (size_t)3000 << 20; char *p = malloc(n); if (p) memset(p, 1, n); return p ? p[5] : 9; }\n' \
        > "$s/run_time_error/mle.c"
    printf '(print 6)\n' > "$s/accepted/twice.lisp"
    printf 'INT(1, 9) NEWLINE\n' > "$P/input_validators/format.ctd"
    printf '4\n' > "$P/data/secret/2.in"; printf '8\n' > "$P/data/secret/2.ans"
    printf '9\n' > "$P/data/secret/3.in"; printf '18\n' > "$P/data/secret/3.ans"
    check "--verify: an AC in wrong_answer: exit 1, named" 1 '^wrong_answer/right.sh +WA +AC .*not what its folder says' -- \
        --verify --junit "$work/verify.xml" "$P"
    expect "--verify: @EXPECTED_RESULTS@ allows it" grep -Eq '^wrong_answer/right2.sh +AC WA +AC' "$work/out"
    expect "--verify: @EXPECTED_RESULTS@ with underscores, any case" \
        grep -Eq '^wrong_answer/right3.sh +AC WA +AC' "$work/out"
    expect "--verify: a WA before an RE is WA" grep -Eq '^wrong_answer/wa-first.sh +WA +WA' "$work/out"
    expect "--verify: so it is not RE" grep -Eq '^run_time_error/wa-first.sh +RE +WA .*not what its folder says' "$work/out"
    expect "--verify: the row names its first failing case and why" \
        grep -Eq '^run_time_error/wa-first.sh +RE +WA .*not what its folder says; first WA at secret/1: token 1 .*expected "6", got "5"' "$work/out"
    expect "--verify: MLE counts as RE" grep -Eq '^run_time_error/mle.c +RE +RE' "$work/out"
    expect "--verify: no profile for .lisp: not judged" \
        grep -Eq '^accepted/twice.lisp +AC +-- +not judged: judge.sh has no profile for twice.lisp' "$work/out"
    expect "--verify: the count says not judged" \
        grep -q '^9 of 12 submissions got what their folder says (1 not judged)$' "$work/out"
    expect "--verify: checktestdata not run, said" grep -q 'format.ctd not run' "$work/out"
    expect "--verify: an input the validator rejects, named" \
        grep -q 'input secret/3.in: small says it is not valid (exit 43, not 42)' "$work/out"
    expect "--verify: the count of inputs" grep -q 'input validators (small): 2 of 3 inputs valid' "$work/out"
    expect "--verify: the refused input counted among the errors" grep -Eq '^[1-9][0-9]* errors?, ' "$work/out"
    # --junit FILE beside the table, read back by a real parser: a testcase a submission (its
    # folder the classname), the bad ones failures with their first failing case, one not
    # judged skipped, one whose folder names no verdict left out, the refused input an error
    expect "--verify --junit: the run as JUnit XML, read back by xml.dom.minidom" python3 -c '
import sys, xml.dom.minidom as m
d = m.parse(sys.argv[1])
cases = {(c.getAttribute("classname"), c.getAttribute("name")): c for c in d.getElementsByTagName("testcase")}
f = cases[("wrong_answer", "right.sh")].getElementsByTagName("failure")
assert f[0].getAttribute("type") == "AC" and f[0].getAttribute("message").startswith("expected WA: got AC"), f[0].toxml()
f = cases[("run_time_error", "wa-first.sh")].getElementsByTagName("failure")[0].getAttribute("message")
assert "first WA at secret/1: token 1" in f and "expected \"6\", got \"5\"" in f, f
assert cases[("accepted", "twice.lisp")].getElementsByTagName("skipped"), "twice.lisp not skipped"
assert not cases[("accepted", "twice.c")].childNodes, "twice.c not a pass"
assert not [k for k in cases if k[0] == "other"], "a folder that names no verdict is a testcase"
e = [c for k, c in cases.items() if k[0] == "package" and "secret/3.in" in k[1]]
assert e and e[0].getElementsByTagName("error")[0].getAttribute("type") == "input", [c.toxml() for c in e]
s = d.getElementsByTagName("testsuite")[0]
assert (s.getAttribute("failures"), s.getAttribute("skipped"), s.getAttribute("errors")) == ("2", "1", "1"), s.attributes.items()
assert len(cases) == int(s.getAttribute("tests")) == 13, len(cases)' "$work/verify.xml"
    # only 42 says valid: a validator's exit 0 (or any other) is a rejection (a Python one;
    # the submissions but one gone, which the run needs no more)
    rm -r "$P/input_validators" "$P/data/secret/2.in" "$P/data/secret/2.ans" "$P/data/secret/3.in" \
        "$P/data/secret/3.ans" "$s/wrong_answer" "$s/run_time_error" "$s/other" "$s/accepted/folder" \
        "$s/accepted/twice.sh" "$s/accepted/twice.lisp"
    mkdir -p "$P/input_validators/small"
    printf 'import sys\nsys.stdin.read()\nsys.exit(0)\n' > "$P/input_validators/small/small.py"
    # (--json: the table goes nowhere, the JSON to stdout, read back by python3's json)
    "$judge" --verify --json "$P" > "$work/verify.json" 2> "$work/out"
    expect "--verify --json: exit 1 on an input the validator refuses" [ $? -eq 1 ]
    expect "--verify --json: one JSON document, read back by python3's json" python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
assert set(d) == {"package", "judge", "time_limit", "submissions", "findings", "summary"}, d.keys()
assert d["judge"] == "kattis" and d["package"] == "verify", d
f = [x for x in d["findings"] if x["kind"] == "input"]
assert len(f) == 1 and f[0]["message"].startswith("input secret/1.in: small says it is not valid (exit 0, not 42)"), f
s = d["submissions"]
assert s and all(x["result"] == "ok" and x["got"] in x["expected"] for x in s), s
assert all(set(x) == {"submission", "expected", "got", "seconds", "result", "score", "max", "detail"} for x in s)
assert d["summary"]["inputs_bad"] == 1 and d["summary"]["status"] == 1 and d["summary"]["ok"] == len(s), d["summary"]' \
        "$work/verify.json"
    rm -r "$P/input_validators"
    # folders as programs: C with another source and a header, Python's main.py with a
    # module, a JavaScript entry named in DOMjudge's submissions.json; Java with two classes
    pkg folders ""
    mkdir -p "$P/input_validators"
    printf 'import sys\nsys.stdin.read()\nsys.exit(42)\n' > "$P/input_validators/any.py"
    s="$P/submissions/accepted"
    mkdir -p "$s/c" "$s/py" "$s/js" "$s/java" "$P/submissions/compiler_error/mixed"
    printf '#include <stdio.h>\n#include "twice.h"\nint main(void) { int n; if (scanf("%%d", &n) != 1) return 1; printf("%%d\\n", twice(n)); return 0; }\n' > "$s/c/main.c"
    printf '#include "twice.h"\nint twice(int n) { return 2 * n; }\n' > "$s/c/twice.c"
    printf 'int twice(int n);\n' > "$s/c/twice.h"
    printf 'from helper import twice\nprint(twice(int(input())))\n' > "$s/py/main.py"
    printf 'def twice(n):\n    return 2 * n\n' > "$s/py/helper.py"
    printf "const t = require('./lib.js');\nconsole.log(t.twice(parseInt(require('fs').readFileSync(0, 'utf8'))));\n" > "$s/js/hello.js"
    printf 'exports.twice = n => 2 * n;\n' > "$s/js/lib.js"
    printf '{\n  "submissions/accepted/js/": {\n    "entry_point": "hello.js"\n  }\n}\n' > "$P/submissions.json"
    printf 'public class Main { public static void main(String[] a) { System.out.println(Helper.twice(new java.util.Scanner(System.in).nextInt())); } }\n' > "$s/java/Main.java"
    printf 'class Helper { static int twice(int n) { return 2 * n; } }\n' > "$s/java/Helper.java"
    # a Python folder of one file is that file; of two, neither main.py nor one with __name__,
    # it names no entry: CE
    mkdir -p "$s/pyone" "$P/submissions/compiler_error/pytwo"
    printf 'print(2 * int(input()))\n' > "$s/pyone/solve.py"
    printf 'print(2 * int(input()))\n' > "$P/submissions/compiler_error/pytwo/a.py"
    printf 'x = 1\n' > "$P/submissions/compiler_error/pytwo/b.py"
    cp "$s/py/main.py" "$P/submissions/compiler_error/mixed/"
    cp "$s/java/Main.java" "$P/submissions/compiler_error/mixed/"
    [ -n "$(command -v node)" ] || rm -r "$s/js"
    [ -n "$(command -v javac)" ] || rm -r "$s/java" "$P/submissions/compiler_error/mixed/Main.java"
    check "--verify: folders as programs" 0 'submissions got what their folder says$' -- --verify "$P"
    expect "--verify: C from two sources and a header" grep -Eq '^accepted/c/ +AC +AC' "$work/out"
    expect "--verify: Python's main.py with a module" grep -Eq '^accepted/py/ +AC +AC' "$work/out"
    expect "--verify: a Python folder of one file" grep -Eq '^accepted/pyone/ +AC +AC' "$work/out"
    expect "--verify: a Python folder of two files, no entry: CE" \
        grep -Eq '^compiler_error/pytwo/ +CE +CE' "$work/out"
    [ ! -d "$s/js" ] || expect "--verify: submissions.json's entry_point" grep -Eq '^accepted/js/ +AC +AC' "$work/out"
    [ ! -d "$s/java" ] || expect "--verify: Java, two classes" grep -Eq '^accepted/java/ +AC +AC' "$work/out"
    [ ! -d "$s/java" ] || expect "--verify: Java and Python in one folder is CE" \
        grep -Eq '^compiler_error/mixed/ +CE +CE' "$work/out"
    check "--verify: a folder with no submissions folder" 2 'has no submissions/' -- --verify "$work/flags-none"
    check "--verify takes one package" 2 'takes one package' -- --verify "$P" "$P"
    in="" ans=""
fi

# ---- --verify as strict as problemtools and BAPCtools: each defect they find, put back ----
# our POJ 1143 package (scripts/make-package.sh), its one C submission kept
make -s -C "$root" bin/poj1143 build/tests/poj1143/gen dist/poj1143.c dist/zoj1039.c || exit 2
"$root/scripts/make-package.sh" "$work/pk" poj1143 > /dev/null || exit 2
G="$work/pk/poj1143"
find "$G/submissions" -type f ! -path '*/accepted/poj1143.c' -delete
# (its generated cases, 23,514 positions, left out: each check below reads every input)
rm "$G"/data/secret/gen-*
cp -r "$G" "$work/good"
# fresh G: the package as made, again
fresh() { rm -rf "$G" && cp -r "$work/good" "$G"; }
check "--verify --werror: our package as made: no error, no warning" 0 '^0 errors, 0 warnings' -- \
    --werror --verify "$G"
expect "--verify: the tools' invalid inputs tried" grep -q "^input validators: [0-9]* invalid inputs tried" "$work/out"
# problem.yaml that is not YAML: a ": " in a plain value (both tools stop at it)
sed -i 's/^name: .*/name: Number Game: two players/' "$G/problem.yaml"
if command -v python3 > /dev/null && python3 -c 'import yaml' 2> /dev/null; then
    check "--verify: a ': ' in a plain value is not YAML (python3's PyYAML): exit 1" 1 \
        'error: problem.yaml is not YAML the tools can load: mapping values are not allowed here' -- --verify "$G"
else
    echo "skipped: python3 with PyYAML is not installed (the test of --verify reading YAML with it did not run)"
fi
JUDGE_YAML='awk' check "--verify: the same without PyYAML (our check): exit 1" 1 \
    'error: problem.yaml is not YAML the tools can load: line [0-9]*: mapping values are not allowed here' -- --verify "$G"
sed -i 's/^name: .*/name: "Number Game: two players"/' "$G/problem.yaml"
# quoted it is YAML (our check); license unknown: a warning, which --werror fails on
sed -i 's/^license: .*/license: "unknown"/' "$G/problem.yaml"
JUDGE_YAML='awk' check "--verify --werror: quoted, it is YAML; license unknown is a warning that fails it" 1 \
    '^0 errors, 1 warning \(--werror: warnings fail\)' -- --werror --verify "$G"
expect "--verify: license unknown, said" grep -q "^warning: problem.yaml: license is 'unknown'" "$work/out"
# errors: the package's name not [a-z0-9]+, a license not in the format's list, no uuid in
# 2025-09, no input validator (the format requires one; problemtools: "No input format
# validators found")
fresh
rm -rf "$work/pk/poj-1143" && cp -r "$G" "$work/pk/poj-1143"
sed -i 's/^license: .*/license: "mit"/; /^uuid:/d' "$work/pk/poj-1143/problem.yaml"
rm -r "$work/pk/poj-1143/input_validators"
check "--verify: a package named poj-1143: exit 1" 1 "error: the package's name 'poj-1143' is not \\[a-z0-9\\]+" -- \
    --verify "$work/pk/poj-1143"
expect "--verify: a license not in the format's list, said" grep -q "^error: problem.yaml: license 'mit' is none of the format's" "$work/out"
expect "--verify: 2025-09 without a uuid, said" grep -q '^error: problem.yaml: no uuid (2025-09 requires one)' "$work/out"
expect "... and how to add one" grep -q "no uuid (2025-09 requires one): add a line 'uuid: ' and a new one (uuidgen" "$work/out"
expect "--verify: no input validator, said" grep -q '^error: the package has no input validator' "$work/out"
expect "--verify: the four errors counted" grep -q '^4 errors, ' "$work/out"
# a Java file named otherwise than its public class: javac's CE, as the tools compile it
fresh
if ! skip javac; then
    cp "$root/tests/attempts/poj1143-solution.java" "$G/submissions/accepted/"
    check "--verify: public class Main in poj1143-solution.java is CE: exit 1" 1 \
        '^accepted/poj1143-solution.java +AC +CE .*got CE' -- --verify "$G"
    expect "... the row quotes javac's error line, not only the lines before it" \
        grep -q '^accepted/poj1143-solution.java .* does not compile (kattis profile): .*poj1143-solution.java:6: error: class Main is public' "$work/out"
    mv "$G/submissions/accepted/poj1143-solution.java" "$G/submissions/accepted/Main.java"
    check "--verify: as Main.java it is AC" 0 '^accepted/Main.java +AC +AC' -- --verify "$G"
    check "-d: outside --verify the file is named after its class (an online judge takes the text)" 0 \
        '^[0-9]* passed, 0 failed' -- -d "$G" "$root/tests/attempts/poj1143-solution.java"
fi
# Python in a package with 32 MiB: PyPy, the Python both tools run .py with, takes about 50
# MB to start (judge.sh's kattis profile runs pypy3 too: RE, as MLE).  (Under POJ's 64 MB
# its peak is 60 to 66 MB by the machine: too near the limit for a test.)
fresh
if ! skip pypy3; then
    cp "$root/tests/attempts/poj1143.py" "$G/submissions/accepted/"
    sed -i 's/^  memory: 64$/  memory: 32/' "$G/problem.yaml"
    check "--verify: Python (PyPy) under 32 MB is RE: exit 1" 1 \
        '^accepted/poj1143.py +AC +RE .*got RE' -- --verify "$G"
fi
# an input validator that takes what it should not: each variant the tools try, a warning
fresh
printf 'int main(void) { return 42; }\n' > "$G/input_validators/poj1143.c"
check "--verify --werror: a validator that takes anything: warnings that fail it" 1 \
    '^0 errors, [0-9]* warnings \(--werror: warnings fail\)' -- --werror --verify "$G"
expect "--verify: said: no input validator rejects an empty file" grep -q "^warning: no input validator rejects an empty file (problemtools)" "$work/out"
for w in "spaces added where there already is whitespace" "spaces added to the end of a line" \
         "newlines added where there already are newlines" "leading zeros added to integers" \
         "random junk added to the end of the file" "BAPCtools' leading_plus input" \
         "BAPCtools' windows_newline input" "BAPCtools' drop_newline input" \
         "BAPCtools' trailing_token_int input" "BAPCtools' append_space input"; do
    expect "--verify: said: no input validator rejects $w" grep -q "^warning: no input validator rejects $w" "$work/out"
done
# data as BAPCtools reads it: CR line ends, a duplicate input
printf '2 2 5\r\n0\r\n' > "$G/data/secret/crlf.in"
printf '2 2 5\n0' > "$G/data/secret/nonewline.in"
printf 'Test Case #1\nThe winning moves are: 2\n\n' > "$G/data/secret/nonewline.ans"
printf 'Test Case #1\nThe winning moves are: 2\n\n' > "$G/data/secret/crlf.ans"
cp "$G/data/sample/sample1.in" "$G/data/secret/again.in"
cp "$G/data/sample/sample1.ans" "$G/data/secret/again.ans"
check "--verify: CR line ends, said" 0 '^warning: input secret/crlf.in: unexpected characters' -- --verify "$G"
expect "--verify: no final newline, said" grep -q '^warning: input secret/nonewline.in: no newline at its end' "$work/out"
expect "--verify: the same input twice, said" grep -q '^warning: input secret/again.in is the same as sample/sample1.in' "$work/out"
cp "$work/good/input_validators/poj1143.c" "$G/input_validators/"
check "--verify: our strict validator refuses the CR: exit 1" 1 \
    'input secret/crlf.in: poj1143.c says it is not valid \(exit 43, not 42\): poj1143 validator: line 1, column 6' -- --verify "$G"
# the legacy format on request: no problem_format_version, .timelimit, output_validators/NAME/
"$root/scripts/make-package.sh" --legacy "$work/legacy" zoj1039 lc464-play > /dev/null || exit 2
expect "make-package.sh --legacy: no problem_format_version, the time limit in .timelimit" \
    eval "! grep -q problem_format_version '$work/legacy/zoj1039/problem.yaml' && [ \"\$(cat '$work/legacy/zoj1039/.timelimit')\" = 1 ]"
expect "make-package.sh --legacy: an interactive problem's validation and output_validators/NAME/" \
    eval "grep -q '^validation: custom interactive' '$work/legacy/lc464play/problem.yaml' && [ -f '$work/legacy/lc464play/output_validators/lc464/lc464.c' ]"
check "--verify --werror: the legacy package" 0 '^0 errors, 0 warnings' -- --werror --verify "$work/legacy/zoj1039"
expect "make-package.sh: 2025-09 by default: its version, type, time limit and output_validator/" \
    eval "grep -q '^problem_format_version: 2025-09' '$G/problem.yaml' && grep -q '^  time_limit: 1$' '$G/problem.yaml' && \
        \"$root/scripts/make-package.sh\" '$work/new' lc464-play > /dev/null && grep -q '^type: interactive' '$work/new/lc464play/problem.yaml' && \
        [ -f '$work/new/lc464play/output_validator/lc464.c' ]"

# ---- the forms the judges' own example packages take (problemtools' examples/, DOMjudge's
# example_problems/, BAPCtools' test/problems/), each in our POJ 1143 package ----
fresh
if ! skip cc; then
    # an output validator as output_validator/NAME/ (problemtools' guess: a folder of
    # programs, the first by name), its header a relative link out of it (BAPCtools'
    # validation.h), problem.yaml's constants put in its source ({{NAME}}, {{NAME.VARIANT}})
    mkdir -p "$G/output_validator/mine" "$G/shared"
    cat > "$G/shared/same.h" <<'C'
#include <stdio.h>
#include <string.h>
/* same(A, B): the two files' bytes are the same */
static int same(FILE *a, FILE *b)
{
    int x, y;
    do { x = getc(a); y = getc(b); } while (x == y && x != EOF);
    return x == y;
}
C
    ln -s ../../shared/same.h "$G/output_validator/mine/same.h"
    cat > "$G/output_validator/mine/validate.c" <<'C'
#include "same.h"
int main(int argc, char **argv)
{
    FILE *ans = argc > 2 ? fopen(argv[2], "rb") : NULL;
    if (!ans) return 1;
    return same(stdin, ans) ? {{VERDICT.accepted}} : {{WRONG}};
}
C
    printf 'constants:\n  VERDICT:\n    value: 0\n    accepted: 42\n  WRONG: 43\n' >> "$G/problem.yaml"
    # a sample's .out beside its .ans: the statement's output, not the answer (2025-09)
    echo "not the answer" > "$G/data/sample/sample1.out"
    # BAPCtools' *.disabled, left out; shell and .py3 submissions judged (each prints 0: WA)
    echo 'this is no C' > "$G/submissions/accepted/broken.c.disabled"
    printf 'echo 0\n' > "$G/submissions/wrong_answer/zero.sh"
    printf 'echo 0\n' > "$G/submissions/wrong_answer/zero.bash"
    printf 'print(0)\n' > "$G/submissions/wrong_answer/zero.py3"
    # DOMjudge's @EXPECTED_RESULTS@ in any file of a folder submission (expected_result.txt
    # too), over its folder's verdict; twice in one submission, refused (not judged)
    mkdir -p "$G/submissions/accepted/says-wa"
    printf 'echo 0\n' > "$G/submissions/accepted/says-wa/main.sh"
    printf '@EXPECTED_RESULTS@: WRONG-ANSWER, TIMELIMIT\n' > "$G/submissions/accepted/says-wa/expected_result.txt"
    printf '# @EXPECTED_RESULTS@: WRONG-ANSWER\n# @EXPECTED_RESULTS@: CORRECT\necho 0\n' \
        > "$G/submissions/accepted/twice.sh"
    # the 2025-09 format's submissions.yaml: permitted and required verdicts by path, glob
    # and {a,b}, and a folder's entrypoint
    mkdir -p "$G/submissions/custom/folder"
    printf 'echo 0\n' > "$G/submissions/custom/zero.sh"
    printf 'exit 3\n' > "$G/submissions/custom/folder/main.sh"
    printf 'echo 0\n' > "$G/submissions/custom/folder/real.sh"
    cat > "$G/submissions/submissions.yaml" <<'Y'
custom:
  permitted: [AC, WA]
custom/{zero,one}.sh:
  required: [WA]
custom/folder:
  entrypoint: real.sh
Y
    # the 2025-09 format's rejected/: any verdict but AC
    mkdir -p "$G/submissions/rejected"
    printf 'echo 0\n' > "$G/submissions/rejected/zero.sh"
    # an input validator as a lone .sh with no #! line (BAPCtools' hello), and one that
    # does not build: the package's error, the others still run
    printf 'exit 42\n' > "$G/input_validators/any.sh"
    printf 'int main(void) { return 42 }\n' > "$G/input_validators/broken.c"
    check "--verify: the judges' example forms: a broken input validator is an error: exit 1" 1 \
        '^error: the input validator broken.c does not build' -- --verify "$G"
    expect "... the finding holds the compiler's error line, the package's file named" \
        grep -q "^error: the input validator broken.c does not build: input_validators/broken.c:1:[0-9]*: error: " "$work/out"
    expect "... the other input validators ran" grep -q '^input validators (any.sh poj1143.c): 4 of 4 inputs valid' "$work/out"
    expect "... the validator in output_validator/mine/, its linked header and constants: AC" \
        grep -Eq '^accepted/poj1143.c +AC +AC' "$work/out"
    expect "... *.disabled left out, said" grep -q '^submissions: 1 named \*.disabled or \*.template left out' "$work/out"
    expect "... .sh judged" grep -Eq '^wrong_answer/zero.sh +WA +WA' "$work/out"
    expect "... .bash judged" grep -Eq '^wrong_answer/zero.bash +WA +WA' "$work/out"
    expect "... submissions.yaml: permitted and required" grep -Eq '^custom/zero.sh +WA +WA' "$work/out"
    expect "... submissions.yaml: a folder's entrypoint" grep -Eq '^custom/folder/ +AC WA +WA' "$work/out"
    expect "... a folder's expected_result.txt: WA or TLE" grep -Eq '^accepted/says-wa/ +WA TLE +WA' "$work/out"
    expect "... @EXPECTED_RESULTS@ twice: not judged" \
        grep -Eq '^accepted/twice.sh +-- +-- +not judged: @EXPECTED_RESULTS@ more than once' "$work/out"
    expect "... rejected/: WA is one of its verdicts" grep -Eq '^rejected/zero.sh +WA TLE RE +WA' "$work/out"
    if ! skip python3; then
        expect "... .py3 judged" grep -Eq '^wrong_answer/zero.py3 +WA +WA' "$work/out"
    fi
    rm "$G/input_validators/broken.c" "$G/submissions/accepted/twice.sh"
    check "--verify: ... and without it, all as their folders say: exit 0" 0 \
        '^[0-9]+ of [0-9]+ submissions got what their folder says$' -- --verify "$G"
    # (the runs below are of the output validator: the one C submission is all they need)
    find "$G/submissions" -mindepth 1 -maxdepth 1 ! -name accepted -exec rm -r {} +
    find "$G/submissions/accepted" -mindepth 1 -maxdepth 1 ! -name poj1143.c -exec rm -r {} +
    # the validator's arguments from BAPCtools' generators/generators.yaml (its test_group.yaml
    # key) when data/ has no test_group.yaml (bt generate writes it there): it wants "strict"
    sed -i 's/    if (!ans) return 1;/    if (!ans || argc < 5 || strcmp(argv[4], "strict")) return 1;/' \
        "$G/output_validator/mine/validate.c"
    mkdir -p "$G/generators"
    printf 'solution: /submissions/accepted/poj1143.c\ntest_group.yaml:\n  output_validator_args:\n    - strict\n' \
        > "$G/generators/generators.yaml"
    check "--verify: the validator's arguments from generators.yaml: exit 0" 0 \
        '^accepted/poj1143.c +AC +AC' -- --verify "$G"
    rm "$G/generators/generators.yaml"
    check "--verify: ... without them, the validator fails: JE" 1 '^accepted/poj1143.c +AC +JE' -- --verify "$G"
    # a constant the validator names that problem.yaml does not have: left as written, so
    # the validator does not build, and no submission is judged, each row saying why
    sed -i 's/{{WRONG}}/{{WRONGER}}/' "$G/output_validator/mine/validate.c"
    check "--verify: an output validator naming a constant problem.yaml lacks does not build: exit 1" 1 \
        '^accepted/poj1143.c +AC +-- +not judged: the output validator, .*does not build' -- --verify "$G"
fi

# an input validator's arguments: input_validator_args from a case's own NAME.yaml (a list:
# an empty one and one with a blank and a comma kept) and from a folder's test_group.yaml
# (2025-09's map, by validator)
fresh
if ! skip python3; then
    printf 'import sys\nsys.stdin.read()\nsys.exit(42 if sys.argv[1:] == ["", "x y", "[1, 2]"] else 43)\n' \
        > "$G/input_validators/args.py"
    printf 'input_validator_args: ["", "x y", "[1, 2]"]\n' > "$G/data/sample/sample1.yaml"
    printf 'input_validator_args:\n  args: ["", "x y", "[1, 2]"]\n' > "$G/data/secret/test_group.yaml"
    check "--verify: input_validator_args from a case's .yaml and a folder's test_group.yaml" 0 \
        '^input validators \(args.py poj1143.c\): ([0-9]+) of \1 inputs valid' -- --verify "$G"
    rm "$G/data/sample/sample1.yaml"
    check "--verify: ... without them, the validator refuses the sample" 1 \
        'input sample/sample1.in: args.py says it is not valid \(exit 43' -- --verify "$G"
fi

# a package with no cases: each submission not judged, the row saying why (not the package's
# notes, which judge.sh prints first)
fresh
rm -f "$G"/data/sample/* "$G"/data/secret/*
check "--verify: no cases: not judged, said: exit 1" 1 '^accepted/poj1143.c +AC +-- +not judged: no cases' -- --verify "$G"
expect "... and no secret case is an error, in problemtools' words" grep -q '^error: data/secret holds no case (problemtools: "No secret data provided")$' "$work/out"

# ---- the data's layout, the submissions and the answers' line breaks as problemtools checks
# them: verify.sh's verify_layout and verify_data on their own (a whole --verify judges every
# submission) ----
# finding FUNCTION PKG ANSWER...: the function's findings on PKG (its submissions; the answers
# given), and "errors N warnings N"
finding() {
    bash -c '. "$1/judge/package.sh"; . "$1/judge/verify.sh"; root=$1 work=$2 vdir=$4 c_bad="" c_off=""
        v_in=(); v_ans=("${@:5}"); declare -A t=([errors]=0 [warnings]=0) vpkg=([license]=cc0 [owner]=us [uuid]=u)
        if [ "$3" = verify_layout ]; then "$3" t "$vdir"/submissions/*/*; else "$3" t; fi
        echo "errors ${t[errors]} warnings ${t[warnings]}"' _ "$root" "$work" "$@"
}
L="$work/layout"
mkdir -p "$L/data/sample" "$L/data/secret" "$L/submissions/accepted" || exit 2
printf '1\n' > "$L/data/secret/1.in"; printf '2\n' > "$L/data/secret/1.ans"; : > "$L/submissions/accepted/a.sh"
finding verify_layout "$L" > "$work/layout.out"
expect "layout: a secret case, an accepted submission: no error" grep -qx 'errors 0 warnings 0' "$work/layout.out"
printf '3\n' > "$L/data/secret/9.ans"; printf '1\n' > "$L/data/5.in"
finding verify_layout "$L" > "$work/layout.out"
expect "layout: an answer with no input: an error, named" \
    grep -q '^error: data/secret/9.ans: an answer with no input (problemtools: ' "$work/layout.out"
expect "layout: a case at data/'s top level: an error" grep -q "^error: data/5.in: a case at data/'s top level" "$work/layout.out"
expect "layout: ... two errors" grep -qx 'errors 2 warnings 0' "$work/layout.out"
rm "$L/data/secret/9.ans" "$L/data/5.in" "$L/submissions/accepted/a.sh"
mkdir -p "$L/submissions/wrong_answer"; : > "$L/submissions/wrong_answer/w.sh"
finding verify_layout "$L" > "$work/layout.out"
expect "layout: no accepted submission: an error" \
    grep -q '^error: no accepted submission (problemtools: "Require at least one accepted submission")' "$work/layout.out"
printf '2\r\n' > "$L/data/secret/1.ans"
finding verify_data "$L" "$L/data/secret/1.ans" > "$work/layout.out"
expect "an answer with a carriage return: a warning" \
    grep -q '^warning: answer secret/1.ans: non-standard line breaks' "$work/layout.out"
printf '2\n' > "$L/data/secret/1.ans"
finding verify_data "$L" "$L/data/secret/1.ans" > "$work/layout.out"
expect "... and none without" grep -qx 'errors 0 warnings 0' "$work/layout.out"
# problem.yaml's keys and type (verify_metadata): a typo is read as no key at all, so said
printf 'problem_format_version: 2025-09\ntype: pass-fail\nname: X\nlimits:\n  time_limit: 3\n  memory: 64\n' > "$L/problem.yaml"
finding verify_metadata "$L" > "$work/layout.out"
expect "problem.yaml: known keys, a known type: nothing said" grep -qx 'errors 0 warnings 0' "$work/layout.out"
sed -i 's/time_limit/time_limt/; s/^name/nmae/; s/pass-fail/pass_fail/' "$L/problem.yaml"
finding verify_metadata "$L" > "$work/layout.out"
expect "problem.yaml: a typo of limits.time_limit: a warning" grep -q '^warning: problem.yaml: unknown key limits.time_limt ' "$work/layout.out"
expect "problem.yaml: a typo of a top-level key: a warning" grep -q '^warning: problem.yaml: unknown key nmae ' "$work/layout.out"
expect "problem.yaml: a type none of the format's: an error" \
    grep -q "^error: problem.yaml: type 'pass_fail' is none of the format's" "$work/layout.out"
# an input with no answer: an error (problemtools' "No matching answer file for input"), no
# submission judged, and the reports written all the same
printf '5\n' > "$L/data/secret/2.in"; printf 'echo 2\n' > "$L/submissions/accepted/a.sh"
check "--verify: an input with no answer: an error, exit 1" 1 '^error: data/secret/2.in has no answer' -- \
    --verify --junit "$work/noans.xml" "$L"
expect "... each submission not judged, saying why" \
    grep -q '^accepted/a.sh .* not judged: the data is not read: data/secret/2.in has no answer' "$work/out"
expect "... and the JUnit report written" grep -q '<testsuite' "$work/noans.xml"
# a time limit the package fixes below its accepted submissions' time times ac_to_time_limit
# (here 10^5, so that echo's milliseconds pass 1 s): a warning, as problemtools says it
rm "$L/data/secret/2.in"
# (a few milliseconds of CPU, never 0.000 s)
# shellcheck disable=SC2016 # a script of its own
printf 'i=0; while [ $i -lt 3000 ]; do i=$((i + 1)); done; echo 2\n' > "$L/submissions/accepted/a.sh"
printf 'problem_format_version: 2025-09\nname: X\nlimits:\n  time_limit: 1\n  time_multipliers:\n    ac_to_time_limit: 100000\n' \
    > "$L/problem.yaml"
check "--verify: a fixed time limit tighter than the accepted submissions make: a warning" 1 \
    '^warning: the time limit, 1 s, is tighter than the slowest accepted submission' -- --verify "$L"

echo "judge.sh package self-test: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
