#!/usr/bin/env bash
# judge_test.sh: judge.sh and its runner against deliberately wrong commands; asserts each
# verdict, the summary line, the exit status, and that no process of a run outlives judge.sh.
# Time limits are CPU time and every wall-clock margin is generous, so it passes on a loaded
# machine (run it with two CPU burners beside it).  Its programs are in tests/judge/.  Last
# line: "N passed, N failed".
# shellcheck source=tests/lib.sh
. "$(dirname "$0")/lib.sh"
# sleeps that must not outlive judge.sh last N.PID seconds, to be found afterwards
tag=$$

make -s -C "$root" build/runguard || exit 2

d="$work/cases"
mkdir -p "$d"
printf '1 2\n' > "$d/1.in"; printf '1 2\n' > "$d/1.out"
printf 'a\n' > "$d/10.in"; printf 'a\n' > "$d/10.out"
printf 'x\n' > "$d/2.in"; printf 'x\n' > "$d/2.out"
one="$work/one"
mkdir -p "$one"
printf '1 2\n' > "$one/1.in"; printf '1 2\n' > "$one/1.out"
q="$work/quiet"
mkdir -p "$q"
: > "$q/1.in"; : > "$q/1.out"

# hog MB [spin | burn MS | sleep MS | exit N | exec CMD...]: takes MB megabytes in 1 MB blocks and
# touches them, then does the rest.  alloc MB: one block of MB megabytes (exit 3 if refused).
cp "$root/tests/judge/hog.c" "$work/hog.c" || exit 2
# pieces MB: MB blocks of 1 MB, never touched (exit 3 when one is refused)
cp "$root/tests/judge/pieces.c" "$work/pieces.c" || exit 2
cp "$root/tests/judge/alloc.c" "$work/alloc.c" || exit 2
# a 10^6-deep recursion (or as deep as its argument): about 48 MB of stack
cp "$root/tests/judge/deep.c" "$work/deep.c" || exit 2
for p in hog alloc deep pieces; do
    cc -O0 -o "$work/$p" "$work/$p.c" || exit 2
done
hog="$work/hog" alloc="$work/alloc"


# alive REGEX: is a process whose command line starts with REGEX still running?  The
# markers are sleeps of unusual lengths (sleep 100.PID), never judge.sh's own arguments.
alive() {
    local f
    if command -v ps > /dev/null 2>&1; then
        # shellcheck disable=SC2009 # pgrep -f would match judge.sh's own arguments too
        ps -eo args= | grep -Eq -- "^$1"
        return
    fi
    for f in /proc/[0-9]*/cmdline; do
        tr '\0' ' ' < "$f" 2> /dev/null | grep -Eq -- "^$1" && return 0
    done
    return 1
}

# none_left LABEL PATTERN: no process with PATTERN is left (after a short grace for the
# kernel to finish the kills)
none_left() {
    local i
    # (up to 10 s: on a loaded machine the watcher may take a while to wake and stop them)
    for ((i = 0; i < 100; i++)); do
        alive "$2" || { ok; return; }
        sleep 0.1
    done
    fail "$1: a process with '$2' is still running"
}

# seconds_in COLUMN_OUTPUT: the seconds field of the first result line
seconds_of() { awk '$1 ~ /^(AC|WA|TLE|MLE|RE|OLE)$/ { print $3; exit }' "$work/out"; }

# ---- basics ----
check "AC, natural order" 0 '^AC  cases/1 .*' -- -c cat -d "$d"
check "summary all AC" 0 '^3 passed, 0 failed$' -- -c cat -d "$d"
"$judge" -c cat -d "$d" | grep -o 'cases/[0-9]*' | tr '\n' ' ' > "$work/order"
if [ "$(cat "$work/order")" = "cases/1 cases/2 cases/10 " ]; then
    ok
else
    fail "order: $(cat "$work/order")"
fi

w="$work/wrong"
mkdir -p "$w"
printf '1 2\n3\n' > "$w/1.in"; printf '1 2\n4\n' > "$w/1.out"
check "WA names line and column" 1 '^WA  wrong/1 .*line 2 col 1: expected "4", got "3"' -- -c cat -d "$w"
check "WA summary" 1 '^0 passed, 1 failed$' -- -c cat -d "$w"
check "WA -v diff" 1 '^      \+3' -- -v -c cat -d "$w"
expect "-v: the diff names the answer and the output, not a temporary file" \
    grep -q "^      --- expected: $w/1.out\$" "$work/out"
expect "-v: the output side" grep -q '^      +++ your output$' "$work/out"
# a long case name: the time column stays aligned
ln="$work/long"
mkdir -p "$ln"
for f in 1 a-case-name-longer-than-the-column-is-wide; do
    printf 'x\n' > "$ln/$f.in"; printf 'x\n' > "$ln/$f.out"
done
"$judge" -c cat -d "$ln" > "$work/out" 2>&1
expect "a long case name: the columns stay aligned" \
    [ "$(awk '/^AC / { print index($0, " s ") }' "$work/out" | sort -u | wc -l)" -eq 1 ]

s="$work/space"
mkdir -p "$s"
printf '1  2\r\n' > "$s/1.in"; printf '1 2\n' > "$s/1.out"
check "lines mode: CRLF ignored, spaces inside not" 1 'WA .*passes with --mode tokens' -- -c cat -d "$s"
check "tokens mode passes" 0 '^AC ' -- --mode tokens -c cat -d "$s"
printf '1 2  \r\n' > "$s/1.in"
check "lines mode ignores CR and trailing blanks" 0 '^AC ' -- -c cat -d "$s"
check "exact mode hints lines" 1 'WA .*passes with --mode lines' -- --mode exact -c cat -d "$s"

# started through a symlink on PATH: judge.sh finds its parts where it really is
mkdir -p "$work/path"
ln -s "$judge" "$work/path/judge"
PATH="$work/path:$PATH" judge -c cat -d "$one" > "$work/out" 2>&1
if grep -q '^AC  one/1 ' "$work/out"; then ok; else fail "through a symlink:"; cat "$work/out"; fi
# and by a relative path, with and without a folder in it (bash judge.sh), from elsewhere
(cd "$root" && bash judge.sh -c cat -d "$one") > "$work/out" 2>&1
expect "bash judge.sh in its folder" grep -q '^AC  one/1 ' "$work/out"
(cd "$root/judge" && ../judge.sh -c cat -d "$one") > "$work/out" 2>&1
expect "../judge.sh from its judge/ folder" grep -q '^AC  one/1 ' "$work/out"

# ---- time: CPU time judged, a wall limit for sleepers; a TLE runs on to the hard limit ----
# between: SHOWN LO HI: the time column of the last check's row is LO <= it < HI
between() {
    local t
    t=$(seconds_of)
    expect "$1: $t s shown, want $2 to $3" awk -v c="$t" -v lo="$2" -v hi="$3" \
        'BEGIN { exit !(c >= lo && c < hi) }'
}
# (limits of tenths of a second: each TLE here spends its CPU time up to the hard limit)
check "TLE by CPU time: it runs on to the hard limit, 1.5 x t + 1 s (BAPCtools'), and says so" 1 \
    '^TLE .*CPU time more than 1\.3 s, where it was stopped \(the limit is 0\.2 s\)$' -- -t 0.2 --wall 30 \
    -c "$hog 1 spin" -d "$one"
between "a spinner under -t 0.2" 1.3 2.3
# both sides of each limit: a run of 0.6 s of CPU (hog burn), -t 0.3: past the limit,
# before the hard one, TLE and its own time; the hard limit below it, stopped there; -t over
# it, AC; the time column of a TLE never below the limit
check "0.6 s of CPU, -t 0.3 --timeout 3: TLE, its time shown" 1 \
    '^TLE .*CPU time 0\.[6-9][0-9]* s > 0\.3 s$' -- -t 0.3 --timeout 3 --wall 30 \
    -c "$hog 1 burn 600" -d "$one"
between "0.6 s of CPU, -t 0.3 --timeout 3" 0.6 1.6
check "the same, --timeout 0.45: stopped at 0.45 s" 1 \
    '^TLE .*CPU time more than 0\.45 s, where it was stopped \(the limit is 0\.3 s\)$' -- \
    -t 0.3 --timeout 0.45 --wall 30 -c "$hog 1 burn 600" -d "$one"
between "0.6 s of CPU, --timeout 0.45" 0.45 0.95
check "the same, -t 1: under the limit, WA (no output), not TLE" 1 '^WA ' -- -t 1 --wall 30 \
    -c "$hog 1 burn 600" -d "$one"
check "--judge domjudge: the hard limit is t + 1 s (its overshoot, 1s|10%)" 1 \
    '^TLE .*CPU time more than 1\.2 s, where it was stopped \(the limit is 0\.2 s\)$' -- \
    --judge domjudge -t 0.2 --wall 30 -c "$hog 1 spin" -d "$one"
check "--timeout below -t: a usage error" 2 '--timeout 0\.4 is below the time limit, 0\.5 s' -- \
    -t 0.5 --timeout 0.4 -c cat -d "$one"
check "--timeout 0: a usage error" 2 '--timeout takes a positive number of seconds' -- \
    --timeout 0 -c cat -d "$one"
# (--timeout 1: stopped at the limit, as before there was a hard limit)
check "system CPU time counts while sampling (dd, -t 0.3)" 1 '^TLE .*CPU time' -- -t 0.3 --timeout 0.3 \
    --wall 30 -c 'exec dd if=/dev/zero of=/dev/null bs=1M' -d "$one"
between "dd under -t 0.3 --timeout 0.3" 0.3 0.8
check "CPU summed over live processes (two spinners, -t 0.3)" 1 '^TLE .*CPU time' -- -t 0.3 \
    --timeout 0.3 --wall 30 -c "$hog 1 spin & $hog 1 spin; wait" -d "$one"
between "two spinners under -t 0.3 --timeout 0.3" 0.3 1.3
# the wall limit likewise: 2 x t + 1 s, its hard limit as far past it as the CPU's
# (the wall times shown: at least what was slept or the limit; above, a far net only)
check "TLE by the wall limit (sleep 300, -t 1): stopped at its hard limit, 4.5 s" 1 \
    '^TLE .*wall time more than 4\.5 s, where it was stopped \(the limit is 3 s; CPU' -- -t 1 \
    -c "sleep 300.$tag" -d "$one"
between "a 300 s sleeper under -t 1: its wall time" 4.5 60
check "a 3.6 s sleep, -t 1 --timeout 20: past the wall limit, before its hard one (22 s): TLE, its wall time" 1 \
    '^TLE .*wall time [0-9.]+ s > 3 s \(CPU' -- -t 1 --timeout 20 -c 'sleep 3.6' -d "$one"
between "a 3.6 s sleeper under -t 1: its wall time" 3.6 22
# DOMjudge's processes: past 64 a fork fails (runguard -F, where a pids cgroup may be made),
# so a program that forks in a loop runs into its time limit; the other judges stop it, RE.
# The loop forks 100 children that wait, and then spins (and retries while forks fail): the
# 65th process comes in its first milliseconds however slow a fork is, and -t 10 is far
# from the CPU it takes before runguard's next sample (an endless fork loop, at nice 19,
# forked 11,539 processes beside the other steps of make check before runguard's sample
# came, seconds of the kernel's CPU in making and killing them, where 65 are enough)
printf '#include <unistd.h>\nint main(void) { int n = 0; for (;;) if (n < 100) { pid_t p = fork(); if (p == 0) for (;;) pause(); n += p > 0; } }\n' > "$work/forkloop.c"
if ! skip cc && cc -o "$work/forkloop" "$work/forkloop.c"; then
    check "--judge plain: a fork loop: RE, more than 64 processes" 1 '^RE  .*more than 64 processes' -- \
        --judge plain -t 10 -c "$work/forkloop" -d "$one"
    if [ -n "$(pids_cgroup)" ]; then
        check "--judge domjudge: a fork loop: its forks fail, TLE" 1 '^TLE .*CPU time' -- \
            --judge domjudge -t 0.5 --timeout 0.5 --wall 30 -c "$work/forkloop" -d "$one"
    else
        echo "skipped: no pids cgroup runguard may make here (not root, or none mounted writable): DOMjudge's failing forks not tested"
    fi
fi
# DOMjudge's case folder is read-only to the run (docs/judges.md's folder line); the others'
# is writable
# shellcheck disable=SC2016 # the run's shell line
check "--judge domjudge: a file written in the case's folder fails" 0 '^AC ' -- --judge domjudge \
    -c 'if (echo 1 > f.txt) 2> /dev/null; then echo wrote; else cat; fi' -d "$one"
# shellcheck disable=SC2016
check "--judge plain: the same write works" 1 '^WA .*wrote' -- --judge plain \
    -c 'if (echo 1 > f.txt) 2> /dev/null; then echo wrote; else cat; fi' -d "$one"
# --case: the cases chosen by a glob of their names, or by their .in's path; repeatable; the
# folder's line says how many; none chosen is a usage error; not with --verify or --stress
cs="$work/choose"
mkdir -p "$cs"
for c in sample1 sample2 big; do echo 1 > "$cs/$c.in"; echo 1 > "$cs/$c.out"; done
check "--case 'sample*': two of three cases" 0 '^== choose: 2 of 2 passed \(2 of its 3 cases chosen by --case\)$' -- \
    --case 'sample*' -c cat -d "$cs"
expect "--case 'sample*': big not run" [ "$(grep -c 'choose/big' "$work/out")" -eq 0 ]
check "--case by the .in's path, and a name: both chosen" 0 '^2 passed, 0 failed$' -- \
    --case "$cs/big.in" --case sample2 -c cat -d "$cs"
check "--case matching none: a usage error" 2 "^judge.sh: --case nope chose no case" -- --case nope -c cat -d "$cs"
expect "--case matching none: no case run" [ "$(grep -c '^AC ' "$work/out")" -eq 0 ]
check "--case with --stress: a usage error" 2 '--case chooses cases to judge' -- --case x --stress lc464 -c cat
check "--case over a problem and its robust/ folder: a folder with none chosen left out" 0 \
    '^== lc464: 1 of 1 passed \(1 of its [0-9]+ cases chosen by --case\)$' -- --case sample1 lc464
expect "--case: lc464/robust left out" [ "$(grep -c 'lc464/robust' "$work/out")" -eq 0 ]
# --json (to stdout, instead of the table) and --junit FILE: read back by a real JSON and XML
# parser (python3's); a detail's quotes, backslash, tab, newline and bytes outside ASCII
js="$work/json"
mkdir -p "$js"
echo 1 > "$js/a.in"; echo 1 > "$js/a.out"; echo 2 > "$js/b.in"; echo 2 > "$js/b.out"
# shellcheck disable=SC2016 # the run's shell line
odd='read x; if [ "$x" = 2 ]; then printf "q\"\\\\ \t<&>\303\251\n"; else echo "$x"; fi'
if ! skip python3; then
    "$judge" --json -c "$odd" -d "$js" > "$work/out" 2> "$work/err"
    expect "--json: exit 1 (a case failed)" [ $? -eq 1 ]
    jq_py='import json, sys
d = json.load(open(sys.argv[1]))
c = {x["case"]: x for x in d["cases"]}
s = d["summary"]
assert s == {"passed": 1, "failed": 1, "errors": 0, "verdicts": {"AC": 1, "WA": 1}, "status": 1}, s
assert c["a"]["verdict"] == "AC" and c["b"]["verdict"] == "WA" and c["b"]["solver"] == "json", c
assert "\"" in c["b"]["detail"] and "\\" in c["b"]["detail"] and "<&>" in c["b"]["detail"], c["b"]
assert isinstance(c["a"]["seconds"], float) and isinstance(c["a"]["kib"], int)'
    expect "--json: one document, each case and the summary ($(head -c 200 "$work/err"))" python3 -c "$jq_py" "$work/out"
    expect "--json: no table on stdout" [ "$(grep -c '^AC  json/a' "$work/out")" -eq 0 ]
    "$judge" --junit "$work/junit.xml" -c "$odd" -d "$js" > "$work/out" 2>&1
    expect "--junit: the table still on stdout" grep -q '^AC  json/a' "$work/out"
    xml_py='import sys, xml.dom.minidom as m
d = m.parse(sys.argv[1]).documentElement
assert (d.tagName, d.getAttribute("tests"), d.getAttribute("failures"), d.getAttribute("errors")) == ("testsuites", "2", "1", "0"), d.toxml()[:200]
f = d.getElementsByTagName("failure")
assert len(f) == 1 and f[0].getAttribute("type") == "WA" and "<&>" in f[0].getAttribute("message"), f[0].toxml()
assert [t.getAttribute("name") for t in d.getElementsByTagName("testcase")] == ["a", "b"]'
    expect "--junit: JUnit XML, a failure with its verdict and detail" python3 -c "$xml_py" "$work/junit.xml"
    "$judge" --junit "$work/junit2.xml" -c false -d "$js" > /dev/null 2>&1
    expect "--junit: every failed case a failure" python3 -c 'import sys, xml.dom.minidom as m
assert len(m.parse(sys.argv[1]).getElementsByTagName("failure")) == 2' "$work/junit2.xml"
fi
check "--json with --tsv: a usage error" 2 '--json and --tsv go apart' -- --json --tsv -c cat -d "$js"
check "--json with --stress: a usage error" 2 '; --stress has a report of its own' -- --json --stress lc464
check "--tsv with --verify: a usage error, naming --json and --junit" 2 "^judge.sh: --tsv is judged cases' form; --verify's are --json and --junit FILE" -- \
    --tsv --verify "$js"
check "--junit into a folder that is not there: a usage error" 2 '--junit /nonexistent/r.xml: no folder' -- \
    --junit /nonexistent/r.xml -c cat -d "$js"
# DOMjudge's wall limit: its hard limit, t + the larger of 1 s and 10 % of t (docs/judges.md's
# wall line); the other judges' 2 x t + 1 s
check "--judge domjudge -t 1: a 2.4 s sleep passes its 2 s wall limit: TLE" 1 \
    '^TLE .*wall time [0-9.]+ s > 2 s' -- --judge domjudge -t 1 -c 'sleep 2.4; cat' -d "$one"
check "--judge domjudge -t 1: a 1.3 s sleep is under its 2 s wall limit: AC" 0 '^1 passed' -- \
    --judge domjudge -t 1 -c 'sleep 1.3; cat' -d "$one"
check "--judge plain -t 1: the same 2.4 s sleep is under 3 s: AC" 0 '^1 passed' -- \
    --judge plain -t 1 -c 'sleep 2.4; cat' -d "$one"
# (a sleeper of 300 s, stopped at the 4.5 s hard wall limit: a judge.sh that waited for it
# would take the 300 s; 60 s is a far net, about 13 times what the stop takes)
t0=$SECONDS
check "TLE, SIGTERM ignored" 1 '^TLE .*wall time more than 4\.5 s, where it was stopped' -- -t 1 \
    -c "trap '' TERM; sleep 300.$tag; cat" -d "$one"
if [ $((SECONDS - t0)) -lt 60 ]; then ok; else fail "SIGTERM ignored: took $((SECONDS - t0)) s"; fi
none_left "TLE, SIGTERM ignored" "sleep 300.$tag"
check "time shown is CPU time (sleep 1.95, -t 2)" 0 '^1 passed' -- -t 2 -c 'sleep 1.95; cat' \
    -d "$one"
cpu=$(seconds_of)
if awk -v c="$cpu" 'BEGIN { exit !(c < 0.5) }'; then ok; else fail "sleep 1.95: $cpu s shown"; fi

# ---- the process tree ----
# (AC: a judge.sh that waited for the sleeper would pass the 3 s wall limit, TLE)
check "AC when the main process exits (sleep 100 & cat)" 0 '^AC ' -- \
    -c "sleep 100.$tag & cat" -d "$one"
none_left "sleep 100 & cat" "sleep 100.$tag"
check "a detached child is killed" 0 '^AC ' -- \
    -c "setsid sleep 37.$tag > /dev/null 2>&1 & cat" -d "$one"
none_left "detached child" "sleep 37.$tag"
check "exactly -p processes: -p 1 with one process is AC" 0 '^AC ' -- -p 1 -c cat -d "$one"
check "one more than -p: -p 2 with three processes is RE" 1 '^RE .*more than 2 processes' -- \
    -p 2 -c "sleep 1.$tag & sleep 1.$tag & wait; cat" -d "$one"
check "200 sleeping children under -p 64" 1 '^RE .*more than 64 processes' -- -p 64 \
    -c "for i in \$(seq 200); do sleep 30.$tag & done; wait" -d "$one"
none_left "200 children" "sleep 30.$tag"
check "150 sleeping children: the pages of files they share counted once (-m 64)" 0 \
    '^1 passed' -- -p 300 -m 64 -c "for i in \$(seq 150); do sleep 1.$tag & done; wait; cat" \
    -d "$one"

# runguard -P: a parent already gone when runguard starts (it died before runguard could ask
# to be told) means nothing is run; judge.sh passes each case's subshell
if "$root/build/runguard" -P 1 -- touch "$work/ran" 2> "$work/out" || [ -e "$work/ran" ] ||
    ! grep -q 'the parent 1 is gone; nothing run' "$work/out"; then
    fail "runguard -P with its parent gone ran the command"
else
    ok
fi

# runguard -x: stdout the same as a file, byte for byte (judge.sh then needs no comparer)
printf '1 2\n' > "$work/same"
for t in "cat:yes" "printf 1:no" "printf '1 2\n\n':no" "printf '1 3\n':no" "printf '':no"; do
    "$root/build/runguard" -x "$work/same" -i "$one/1.in" -r "$work/res" -- bash -c "${t%:*}"
    expect "runguard -x: '${t%:*}' is the same: ${t##*:}" grep -qx "same ${t##*:}" "$work/res"
done
"$root/build/runguard" -r "$work/res" -d "$work" -- sh -c 'head -c 1000000 /dev/zero > rgfile'
expect "runguard's default file limit (64 MB) takes a 1 MB file" grep -qx 'verdict OK' "$work/res"
rm -f "$work/rgfile"
"$root/build/runguard" -r "$work/res" -- true
expect "runguard without -x says nothing of it" [ "$(grep -c '^same' "$work/res")" -eq 0 ]
# runguard stopped by a signal stops its run and exits 128 + the signal (SIGTERM: 143)
"$root/build/runguard" -r "$work/res" -- sleep "$tag.5" 2> "$work/err" &
rgpid=$!
for _ in $(seq 100); do pgrep -f "sleep $tag.5" > /dev/null && break; sleep 0.05; done
kill -TERM "$rgpid"
wait "$rgpid"
expect "runguard on SIGTERM: exit 143" [ $? -eq 143 ]
expect "runguard on SIGTERM: said" grep -qx 'runguard: interrupted by SIGTERM; the run was killed' \
    "$work/err"
expect "runguard on SIGTERM: its run is gone" [ -z "$(pgrep -f "sleep $tag.5")" ]

# runguard failing mid-run (its stdout a pipe whose reader left: "cannot save the output"):
# exit 2, and nothing of the run outlives it, neither a process nor its -D folder (a second
# run with the same -D would find it there and fail)
rm -rf "$work/rgdir"
"$root/build/runguard" -t 20 -D "$work/rgdir" -o /dev/stdout -r "$work/res" -- \
    sh -c "touch made; sleep $tag.7 & sleep 0.2; yes" 2> "$work/err" | head -c 10 > /dev/null
expect "runguard failing mid-run: exit 2" [ "${PIPESTATUS[0]}" -eq 2 ]
expect "runguard failing mid-run: said" grep -q '^runguard: cannot save the output: Broken pipe$' \
    "$work/err"
expect "runguard failing mid-run: its -D folder removed" [ ! -e "$work/rgdir" ]
expect "runguard failing mid-run: its run is gone" [ -z "$(pgrep -f "sleep $tag.7")" ]
"$root/build/runguard" -D "$work/rgdir" -r "$work/res" -- true
expect "runguard failing mid-run: the same -D again works" grep -qx 'verdict OK' "$work/res"
# runguard's options by their long names, --help, and its usage errors (exit 2)
"$root/build/runguard" --help > "$work/rgout" 2> "$work/err"
st=$?
expect "runguard --help: exit 0 ($st)" [ "$st" -eq 0 ]
expect "runguard --help: the options on stdout" grep -q -- "--cpu-time SEC" "$work/rgout"
expect "runguard --help: nothing on stderr" [ ! -s "$work/err" ]
"$root/build/runguard" --cpu-time 1 --wall-time 5 --memory 64 --nproc 4 --stdin "$one/1.in" \
    --stdout "$work/rgout" --outmeta "$work/res" -- cat
expect "runguard: long names (--cpu-time, --stdin, --stdout, --outmeta ...) taken" grep -qx "verdict OK" "$work/res"
expect "runguard --stdin, --stdout: the input went through" cmp -s "$one/1.in" "$work/rgout"
rg_bad=("-t" "--frobnicate 1 -- true" "-t 1 true" "-t x -- true")
rg_said=("needs a value" 'unknown option "--frobnicate"' 'no "-- COMMAND"' "-t takes a non-negative number")
for k in "${!rg_bad[@]}"; do
    # shellcheck disable=SC2086 # the options, a word each
    "$root/build/runguard" ${rg_bad[k]} > /dev/null 2> "$work/err"
    st=$?
    expect "runguard ${rg_bad[k]}: exit 2 ($st)" [ "$st" -eq 2 ]
    expect "runguard ${rg_bad[k]}: said" grep -qF -- "${rg_said[k]}" "$work/err"
done
# runguard -V NAME=VALUE: a name of one letter is a name; no name ("=x") is refused, exit 2
rm -f "$work/rgout"
# shellcheck disable=SC2016 # the run's shell expands it
"$root/build/runguard" -V A=1 -o "$work/rgout" -r "$work/res" -- sh -c 'echo "$A"'
expect "runguard -V A=1: set in the run" [ "$(cat "$work/rgout")" = 1 ]
"$root/build/runguard" -V =x -r "$work/res" -- true 2> "$work/err"
st=$?
expect "runguard -V =x: refused, exit 2 ($st)" [ "$st" -eq 2 ]
expect "runguard -V =x: said" grep -q 'NAME=VALUE' "$work/err"
# runguard -R TEXT (and -T): a text of one letter is a text; an empty one is refused, exit 2
"$root/build/runguard" -R x -T y -r "$work/res" -- true 2> "$work/err"
st=$?
expect "runguard -R x -T y: taken ($st)" [ "$st" -eq 0 ]
for o in R T; do
    "$root/build/runguard" "-$o" "" -r "$work/res" -- true 2> "$work/err"
    st=$?
    expect "runguard -$o '': refused, exit 2 ($st)" [ "$st" -eq 2 ]
done
# each of -R, -T and -V at most 8 times, counted apart: 8 of each (24 in all) are taken, a
# ninth of any one is refused
rgl=()
for ((i = 1; i <= 8; i++)); do rgl+=(-R "r$i" -T "t$i" -V "V$i=$i"); done
"$root/build/runguard" "${rgl[@]}" -r "$work/res" -- true 2> "$work/err"
st=$?
expect "runguard: 8 each of -R, -T and -V taken ($st)" [ "$st" -eq 0 ]
for o in R:r9 T:t9 V:V9=9; do
    "$root/build/runguard" "${rgl[@]}" "-${o%%:*}" "${o#*:}" -r "$work/res" -- true 2> "$work/err"
    st=$?
    expect "runguard: a ninth -${o%%:*} refused, exit 2 ($st)" [ "$st" -eq 2 ]
done
# a wall limit under a second is one too: -w 0.5 stops a 300 s sleep (60 s: a far net)
t0=$SECONDS
"$root/build/runguard" -w 0.5 -r "$work/res" -- sleep "300.$tag"
expect "runguard -w 0.5: a 300 s sleep is TLE" grep -qx 'verdict TLE' "$work/res"
expect "runguard -w 0.5: stopped, not after the sleep ($((SECONDS - t0)) s)" [ $((SECONDS - t0)) -lt 60 ]

# runguard's output limits: stdout and stderr each judged against its own (-O, -E), OLE only
# past it (exactly the limit is no OLE); what comes past a limit is read and dropped up to
# twice the limit plus 1 MiB (a program that writes a little too much and then fails is RE),
# and beyond that the run is stopped at once
for s in O:1 E:2; do
    o=${s%:*} fd=${s#*:}
    "$root/build/runguard" "-$o" 100 -r "$work/res" -- sh -c "head -c 100 /dev/zero >&$fd"
    expect "runguard -$o 100: 100 bytes are no OLE" grep -qx 'verdict OK' "$work/res"
    "$root/build/runguard" "-$o" 100 -r "$work/res" -- sh -c "head -c 101 /dev/zero >&$fd"
    expect "runguard -$o 100: 101 bytes are OLE" grep -qx 'verdict OLE' "$work/res"
    "$root/build/runguard" "-$o" 100 -r "$work/res" -- sh -c "head -c 50000 /dev/zero >&$fd; sleep 0.5; exit 3"
    expect "runguard -$o 100: 50 kB then exit 3 is RE (read and dropped, not stopped)" \
        grep -qx 'verdict RE' "$work/res"
    "$root/build/runguard" "-$o" 1000000 -r "$work/res" -- sh -c "head -c 2500000 /dev/zero >&$fd; sleep 0.5; exit 3"
    expect "runguard -$o 1000000: 2.5 MB then exit 3 is RE (under twice the limit plus 1 MiB)" \
        grep -qx 'verdict RE' "$work/res"
    t0=$SECONDS
    "$root/build/runguard" "-$o" 100 -r "$work/res" -- sh -c "head -c 1100000 /dev/zero >&$fd; sleep 300.$tag; exit 3"
    expect "runguard -$o 100: 1.1 MB then a sleep: stopped at once, OLE" \
        grep -q '^detail std[a-z]* passed 100 bytes; stopped$' "$work/res"
    expect "runguard -$o 100: stopped, not after the 300 s sleep ($((SECONDS - t0)) s)" [ $((SECONDS - t0)) -lt 60 ]
done
# runguard -C: output past a limit cut, the run never stopped for it: stdout past its limit
# OLE only for a run that ended well, stderr past its limit no verdict
"$root/build/runguard" -C -O 100 -r "$work/res" -- sh -c "head -c 3000000 /dev/zero"
expect "runguard -C -O 100: 3 MB and an end: OLE, not stopped" \
    grep -qx 'detail stdout passed 100 bytes' "$work/res"
"$root/build/runguard" -C -E 100 -r "$work/res" -- sh -c "head -c 3000000 /dev/zero >&2"
expect "runguard -C -E 100: 3 MB of stderr and an end: OK" grep -qx 'verdict OK' "$work/res"
"$root/build/runguard" -C -O 100 -r "$work/res" -- sh -c "head -c 3000000 /dev/zero; sleep 0.3; exit 3"
expect "runguard -C -O 100: 3 MB then exit 3: RE" grep -qx 'verdict RE' "$work/res"
"$root/build/runguard" -C -O 100 -t 0.5 -w 60 -r "$work/res" -- sh -c "yes"
expect "runguard -C -O 100: a flood runs into its CPU limit: TLE" grep -qx 'verdict TLE' "$work/res"
flood=$(awk '$1 == "stdout" { print $2 }' "$work/res")
expect "runguard -C: the flood's stdout counted to its end ($flood bytes)" [ "${flood:-0}" -gt 3000000 ]

# runguard's texts: -R and -T only for a run that failed; "^" anchors at a line's start; the
# kept end of stderr is searched too; at most 8 of each
rg="$root/build/runguard"
"$rg" -m 256 -R '^MemoryError' -r "$work/res" -- sh -c 'echo MemoryError >&2'
expect "runguard -R: a run that did not fail is OK" grep -qx 'verdict OK' "$work/res"
"$rg" -T '^judge.sh: call ' -r "$work/res" -- sh -c 'echo "judge.sh: call 1" >&2'
expect "runguard -T: a run that did not fail is OK" grep -qx 'verdict OK' "$work/res"
# a run runguard stopped (too many processes here) said the text: its own verdict, not MLE
"$rg" -p 2 -m 100 -R OOMTEXT -r "$work/res" -- bash -c 'echo OOMTEXT >&2; sleep 1 & sleep 1 & sleep 1 & wait'
expect "runguard -R: a run stopped at -p that said the text is RE" grep -qx 'verdict RE' "$work/res"
"$rg" -m 256 -R '^MemoryError' -r "$work/res" -- sh -c 'echo "no MemoryError here" >&2; exit 1'
expect "runguard -R ^: the text mid-line is no match (RE)" grep -qx 'verdict RE' "$work/res"
"$rg" -m 256 -R '^MemoryError' -r "$work/res" -- sh -c 'seq 3000 >&2; echo MemoryError >&2; exit 1'
expect "runguard -R: found in the kept end of a long stderr (MLE)" grep -qx 'verdict MLE' "$work/res"
"$rg" -m 256 -R 'MemoryError' -r "$work/res" -- sh -c 'echo "a MemoryError" >&2; exit 1'
expect "runguard -R without ^: anywhere in a line (MLE)" grep -qx 'verdict MLE' "$work/res"
"$rg" -R a -R a -R a -R a -R a -R a -R a -R a -R a -- true > /dev/null 2> "$work/err"
expect "runguard: a ninth -R is a usage error" grep -q 'at most 8 times' "$work/err"
# stderr between its kept start and twice that: kept whole, no gap line
"$rg" -e "$work/kept" -r "$work/res" -- sh -c 'seq 1500 >&2; exit 1'
expect "runguard: 6.9 kB of stderr kept whole" cmp -s <(seq 1500) "$work/kept"
"$rg" -e "$work/kept" -r "$work/res" -- sh -c 'seq 3000 >&2; exit 1'
expect "runguard: 14 kB of stderr: the start, a gap line, the end" \
    grep -Eqx '\[\.\.\. [0-9]+ bytes \.\.\.\]' "$work/kept"
expect "runguard: 14 kB of stderr: its last line kept" [ "$(tail -n 1 "$work/kept")" = 3000 ]
# the stack: unlimited when the hard limit allows, else as high as it does
bash -c 'ulimit -Ss 8192; ulimit -Hs 65536; "$1" -o "$2" -r /dev/null -- sh -c "ulimit -s"' _ \
    "$rg" "$work/stack"
expect "runguard: the stack as large as a hard limit allows" [ "$(cat "$work/stack")" = 65536 ]
# a block that grows past the limit by mremap (realloc) is refused as one by mmap is
cp "$root/tests/judge/grow.c" "$work/grow.c" || exit 2
cc -O1 -o "$work/grow" "$work/grow.c" || exit 2
check "MLE: a block grown past the limit by realloc (mremap)" 1 '^MLE .*asked for one block of more than 64 MB' \
    -- -m 64 -c "$work/grow" -d "$q"
# the same with room in the address space (-a 512), so only the filter on mremap's new
# length can stop it (the old length, 40 MB, is under the block limit)
"$root/build/runguard" -m 256 -b 64 -r "$work/res" -- "$work/grow"
expect "runguard -b 64: mremap to 200 MB is refused by its new length" grep -qx 'verdict MLE' "$work/res"
# a program whose static arrays pass the address space (-a, twice -m) is killed by the
# kernel as it is loaded (SIGSEGV before its first instruction): MLE, with its image's size;
# one whose image fits and that crashes is RE, and so is the big image without -m
cp "$root/tests/judge/image.c" "$work/image.c" || exit 2
cc -O1 -DSIZE='(100 << 20)' -o "$work/image100" "$work/image.c" || exit 2
"$rg" -m 64 -r "$work/res" -- "$work/image100"
expect "runguard: a 100 MB image under -m 64 (the address space 128 MB): OK, what it touches counts" \
    grep -qx 'verdict OK' "$work/res"
"$rg" -m 40 -r "$work/res" -- "$work/image100"
expect "runguard: a 100 MB image under -m 40 (the address space 80 MB) is MLE" \
    grep -qx 'verdict MLE' "$work/res"
expect "runguard: ... naming the image's size" \
    grep -qx 'detail the program.s code and static arrays take 100\.[0-9] MB, more than the 40 MB limit allows: killed as it was loaded' "$work/res"
"$rg" -m 64 -r "$work/res" -- "$work/image100" crash
expect "runguard: a 100 MB image that fits (-m 64) and crashes is RE" \
    grep -qx 'verdict RE' "$work/res"
(cd "$work" && "$rg" -a 80 -r "$work/res" -- ./image100)
expect "runguard: the image too big, but no -m: RE (killed by SIGSEGV)" \
    grep -qx 'detail killed by SIGSEGV' "$work/res"
(cd "$work" && PATH=$work:$PATH "$rg" -m 40 -r "$work/res" -- image100)
expect "runguard: the image found on PATH as execvp finds it: MLE" \
    grep -qx 'verdict MLE' "$work/res"
"$rg" -m 40 -d "$work" -r "$work/res" -- ./image100
expect "runguard: the image found from -d as execvp finds it: MLE" \
    grep -qx 'verdict MLE' "$work/res"
# the pages of a file the run maps count (once): 100 MB of a mapped file under -m 64
cp "$root/tests/judge/mapper.c" "$work/mapper.c" || exit 2
cc -O1 -o "$work/mapper" "$work/mapper.c" || exit 2
head -c 100M /dev/zero > "$work/mapped"
check "MLE: 100 MB of a mapped file in a child (-m 64)" 1 '^MLE .*peak' -- -m 64 \
    -c "$work/mapper $work/mapped & exec sleep 2" -d "$q"
rm -f "$work/mapped"

# ---- memory: measured on the run itself ----
check "MLE: 100 MB touched, then asleep (-m 64)" 1 '^MLE ' -- -m 64 \
    -c "$hog 100 sleep 1900" -d "$q"
check "MLE: one block past the limit (refused without a re-run)" 1 \
    '^MLE .*asked for one block of more than 64 MB' -- -m 64 -c "$alloc 200" -d "$q"
check "no MLE under the limit" 0 '^1 passed, 0 failed$' -- -m 64 -c "$alloc 8" -d "$q"
check "native: the address space at twice the limit (600 MB untouched, -m 256)" 1 \
    '^RE .*exit status 3' -- -c "$work/pieces 600" -d "$q"
check "--runtime jvm: no address-space limit" 0 '^1 passed' -- --runtime jvm \
    -c "$work/pieces 600" -d "$q"
check "--runtime jvm: no block filter, judged by the peak" 1 '^MLE .*peak' -- --runtime jvm \
    -m 64 -c "$alloc 200" -d "$q"
check "MLE: two 150 MB processes (-m 200)" 1 '^MLE .*> 200 MB' -- -m 200 \
    -c "$hog 150 sleep 2000 & $hog 150 sleep 2000; wait" -d "$q"
check "RE, not MLE: fails only on its first run" 1 '^RE  .*exit status 3' -- \
    -c '[ -e mark ] || { touch mark; exit 3; }' -d "$q"
check "10^6-deep recursion: stack as large as the memory limit" 0 '^AC ' -- \
    -c "$work/deep" -d "$one"
check "a recursion deeper than the memory limit: MLE" 1 '^MLE ' -- -c "$work/deep 10000000" \
    -d "$one"
# the MB column: the peak in MB of 1,024 KB (100 MB touched, and the program itself)
check "the MB column: 100 MB touched is 100 to 104 MB" 0 '^AC .* 10[0-4]\.[0-9] MB$' -- \
    -c "$hog 100" -d "$q"
"$judge" --tsv poj1143 > "$work/out" 2>&1
if awk -F '\t' 'NR > 1 && $3 == "AC" && $5 > 0 && $5 < 2048 { n++ } END { exit !(n >= 1) }' \
    "$work/out"; then
    ok
else
    fail "memory column: poj1143 is its own peak, under 2 MB:"; sed 's/^/    /' "$work/out"
fi

# ---- runtimes: each passes under the default -m 256, and fails with MLE past it ----
# (judge/runtime.sh: the JVM, V8 and AddressSanitizer run without the address-space limit
# and the block filter; every thread gets a 2 MiB stack, the main thread an unlimited one)
rt="$work/rt"
mkdir -p "$rt"
# four threads, each reporting the default stack size glibc gives a new thread
cp "$root/tests/judge/threads.c" "$rt/threads.c" || exit 2
# four threads taking 100 MB each
cp "$root/tests/judge/threads-big.c" "$rt/threads-big.c" || exit 2
for p in threads threads-big; do
    cc -O1 -pthread -o "$rt/$p" "$rt/$p.c" || exit 2
done
check "four threads under -m 256" 0 '^1 passed' -- -c "$rt/threads" -d "$one"
check "threads, 2 MiB stacks each under -m 64" 0 '^1 passed' -- -m 64 -c "$rt/threads" -d "$one"
check "four threads past the limit: MLE" 1 '^MLE .*peak' -- -c "$rt/threads-big" -d "$q"
# the runner alone: -s sets the stack, and with it every new thread's default
"$root/build/runguard" -s 8 -i "$one/1.in" -e "$work/err" -- "$rt/threads" > /dev/null
if grep -qx 'thread stack 8388608' "$work/err"; then ok; else fail "runguard -s 8: $(cat "$work/err")"; fi

# C++: a std::bad_alloc is the runtime refusing memory (MLE), but only under a limit
cp "$root/tests/judge/badalloc.cc" "$rt/badalloc.cc" || exit 2
if ! skip c++; then
    c++ -O1 -o "$rt/badalloc" "$rt/badalloc.cc" || exit 2
    check "C++: std::bad_alloc is MLE" 1 "^MLE .*out of memory: \"terminate called after throwing an instance of 'std::bad_alloc'" -- \
        -c "$rt/badalloc" -d "$q"
    check "C++: std::bad_alloc with -m 0 is RE" 1 '^RE .*SIGABRT; stderr: terminate called' -- \
        -m 0 -c "$rt/badalloc" -d "$q"
fi

if ! skip c++; then
    cp "$root/tests/judge/asan.cc" "$rt/asan.cc" || exit 2
    cp "$root/tests/judge/asan-big.cc" "$rt/asan-big.cc" || exit 2
    cp "$root/tests/judge/asan-block.cc" "$rt/asan-block.cc" || exit 2
    cp "$root/tests/judge/asan-overflow.cc" "$rt/asan-overflow.cc" || exit 2
    for p in asan asan-big asan-block asan-overflow; do
        c++ -O1 -fsanitize=address -o "$rt/$p" "$rt/$p.cc" || exit 2
    done
    check "ASan C++ under -m 256, a leak not reported" 0 '^AC .*MB$' -- -c "$rt/asan" -d "$one"
    check "ASan C++ under -m 64" 0 '^1 passed' -- -m 64 -c "$rt/asan" -d "$one"
    check "ASan C++ past the limit: MLE by its peak" 1 '^MLE .*peak' -- -c "$rt/asan-big" \
        -d "$q"
    check "ASan C++, one block past the limit: MLE as ASan refuses it" 1 \
        '^MLE .*out of memory: ".*AddressSanitizer: requested allocation size' -- \
        -c "$rt/asan-block" -d "$q"
    check "ASan's report: its SUMMARY line" 1 \
        '^RE .*exit status 1; stderr: ==[0-9]+==ERROR: AddressSanitizer: heap-buffer-overflow.* \.\.\. SUMMARY: AddressSanitizer: heap-buffer-overflow' \
        -- -c "$rt/asan-overflow" -d "$one"
    check "ASan told from the binary: --runtime native refuses its shadow" 1 '^MLE .*one block' \
        -- --runtime native -c "$rt/asan" -d "$one"
fi

if ! skip javac java; then
    mkdir -p "$rt/java"
    cp "$root/tests/judge/java/Main.java" "$rt/java/Main.java" || exit 2
    # 300 arrays of 1 MB kept; and one of 320 MB caught, which must not hide it
    cp "$root/tests/judge/java/Big.java" "$rt/java/Big.java" || exit 2
    cp "$root/tests/judge/java/Caught.java" "$rt/java/Caught.java" || exit 2
    javac -d "$rt/java" "$rt/java/"*.java || exit 2
    check "Java under -m 256" 0 '^1 passed' -- -c "java -cp $rt/java Main" -d "$one"
    check "Java under -m 64" 0 '^1 passed' -- -m 64 -c "java -cp $rt/java Main" -d "$one"
    check "Java past the limit: MLE" 1 \
        '^MLE .*out of memory: "Terminating due to java.lang.OutOfMemoryError: Java heap space"' \
        -- -c "java -cp $rt/java Big" -d "$q"
    check "Java: a caught OutOfMemoryError is MLE all the same" 1 '^MLE .*OutOfMemoryError' -- \
        -c "java -cp $rt/java Caught" -d "$one"
    check "Java through a shell line" 0 '^1 passed' -- -c "cd $rt/java && java Main" -d "$one"
    check "the JVM's own failure is shown (from its stdout): --runtime native" 1 \
        '^RE .*exit status 1; stdout: Error occurred during initialization of VM' -- \
        --runtime native -c "java -cp $rt/java Main" -d "$one"
    check "Java: an exception's first and last lines" 1 \
        '^RE .*stderr: Exception in thread "main" java.util.NoSuchElementException \.\.\. ' -- \
        -c "java -cp $rt/java Main" -d "$q"
fi

if ! skip node; then
    printf '%s\n' "const d = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/);" \
        "console.log(d.join(' '));" > "$rt/echo.js"
    printf '%s\n' "const a = [];" "for (let i = 0; i < 400; i++) a.push(new Array(1 << 17).fill(i));" \
        "console.log(a.length);" > "$rt/big.js"
    printf '%s\n' "const a = [];" "for (let i = 0; i < 300; i++) a.push(Buffer.alloc(1 << 20, 1));" \
        "console.log(a.length);" > "$rt/buffers.js"
    printf '%s\n' "null.x;" > "$rt/throws.js"
    check "Node.js under -m 256" 0 '^1 passed' -- -c "node $rt/echo.js" -d "$one"
    check "Node.js under -m 64" 0 '^1 passed' -- -m 64 -c "node $rt/echo.js" -d "$one"
    check "Node.js past the limit, its heap: MLE as V8 says, its old space capped" 1 \
        '^MLE .*out of memory: ".*JavaScript heap out of memory' -- -c "node $rt/big.js" -d "$q"
    check "Node.js past the limit, outside its heap: MLE" 1 '^MLE .*peak' -- \
        -c "node $rt/buffers.js" -d "$q"
    check "Node.js: the error line" 1 "^RE .*stderr: $rt/throws.js:1 \.\.\. TypeError: Cannot read properties of null" \
        -- -c "node $rt/throws.js" -d "$q"
fi

if ! skip python3; then
    check "Python: the traceback's first and last lines" 1 \
        "^RE .*stderr: Traceback \(most recent call last\): \.\.\. ValueError: invalid literal for int\(\) with base 10: 'x'" \
        -- -c "python3 -c 'int(\"x\")'" -d "$q"
    check "Python: MemoryError is MLE" 1 '^MLE .*out of memory: "MemoryError' -- \
        -c "python3 -c 'raise MemoryError'" -d "$q"
    check "Python: one block past the limit" 1 '^MLE .*one block' -- \
        -c "python3 -c 'a = bytearray(300 << 20)'" -d "$q"
fi

# what a failure said: a named error other than the last line, one line only once, ASan's
# ABORTING left out
check "the detail: a named error before other lines" 1 'stderr: start \.\.\. MyException: bad$' -- \
    -c "printf 'start\nMyException: bad\ntrailing\n' >&2; exit 1" -d "$q"
check "the detail: one line once" 1 'stderr: ValueError: x$' -- \
    -c "printf 'ValueError: x\nnote\n' >&2; exit 1" -d "$q"
check "the detail: ASan's ABORTING line left out" 1 'stderr: ==1==ERROR: x \.\.\. more$' -- \
    -c "printf '==1==ERROR: x\nmore\n==1==ABORTING\n' >&2; exit 1" -d "$q"
check "the detail: a line of digits says something" 1 'exit status 1; stderr: 42$' -- \
    -c "printf '  \n42\n' >&2; exit 1" -d "$q"
check "the detail: stdout when stderr is silent" 1 'exit status 1; stdout: oops$' -- \
    -c "echo oops; exit 1" -d "$q"
# judge/runtime.sh: javac is a JVM too
expect "runtime_of: javac is the jvm rule" \
    [ "$(bash -c '. "$1/judge/runtime.sh"; . "$1/judge/command.sh"; runtime_of r javac -d x A.java; echo "$r"' _ "$root")" = jvm ]

# the end of a long stderr is kept: the error after 10 kB of other lines is shown, and -v
# shows what was kept, the left-out middle marked
# shellcheck disable=SC2016 # a shell line for the run
noise='for i in $(seq 2000); do echo "noise $i"; done >&2'
check "stderr's last lines after 10 kB" 1 '^RE .*stderr: noise 1 \.\.\. ValueError: at the end$' -- \
    -c "$noise; echo 'ValueError: at the end' >&2; exit 1" -d "$q"
# one byte past the kept start (4 KiB): that byte is the kept end, and the last line
check "stderr 1 byte past its kept 4 KiB: that byte kept" 1 '^RE .*stderr: a{150} \.\.\. Z$' -- \
    -c "head -c 4095 /dev/zero | tr '\\0' a >&2; printf '\\nZ' >&2; exit 1" -d "$q"
check "-v shows the kept stderr: its first and last lines" 1 '^      noise 2000$' -- -v \
    -c "$noise; exit 1" -d "$q"
if grep -qx '      noise 20' "$work/out" && ! grep -qx '      noise 21' "$work/out" &&
    grep -Eqx '      \[\.\.\. [0-9]+ more lines \.\.\.\]' "$work/out"; then
    ok
else
    fail "-v: the first 20 lines, a gap, the last 40:"; sed 's/^/    /' "$work/out"
fi

# ---- output and files ----
check "OLE" 1 '^OLE .*stdout passed 65536 bytes' -- -c yes -d "$one"
check "OLE on stderr" 1 '^OLE .*stderr passed' -- -c 'head -c 1G /dev/zero >&2; cat' -d "$one"
check "stderr is judged against its own limit: 100 kB on stderr is AC" 0 '^AC ' -- \
    -c 'head -c 100000 /dev/zero >&2; cat' -d "$one"
# stdout's limit: 4 times the answer (40,000 bytes: 160,000), each side of it; at least 64 KiB
big="$work/bigans"
mkdir -p "$big"
head -c 39999 /dev/zero | tr '\0' 'a' > "$big/1.out"; echo >> "$big/1.out"
: > "$big/1.in"
check "stdout of exactly 4 times the answer: WA, not OLE" 1 '^WA ' -- \
    -c 'head -c 160000 /dev/zero' -d "$big"
check "stdout one byte past 4 times the answer: OLE" 1 '^OLE .*stdout passed 160000 bytes' -- \
    -c 'head -c 160001 /dev/zero' -d "$big"
check "a 100 kB output against a 40 kB answer: WA" 1 '^WA ' -- -c 'head -c 100000 /dev/zero' \
    -d "$big"
check "stdout of exactly 64 KiB (a small answer): WA, not OLE" 1 '^WA ' -- \
    -c 'head -c 65536 /dev/zero' -d "$one"
check "stdout one byte past 64 KiB: OLE" 1 '^OLE .*stdout passed 65536 bytes' -- \
    -c 'head -c 65537 /dev/zero' -d "$one"
check "--output-limit 1: 262 kB past a small answer is WA" 1 '^WA ' -- --output-limit 1 \
    -c 'head -c 262000 /dev/zero' -d "$one"
check "--output-limit 1: one byte past 1 MB is OLE" 1 '^OLE .*stdout passed 1048576 bytes' -- \
    --output-limit 1 -c 'head -c 1048577 /dev/zero' -d "$one"
check "--output-limit 0: a usage error" 2 '--output-limit takes a whole number' -- \
    --output-limit 0 -c cat -d "$one"
check "OLE: a file past the file limit" 1 '^OLE .*file limit' -- \
    -c 'exec head -c 100M /dev/zero > big' -d "$one"
# output past its limit where the judge cuts it (docs/judges.md "output ... cut": DOMjudge,
# Kattis): the run goes on, so a flood is TLE, an output that ends in time past its limit OLE
# (not stopped), and stderr past its limit no verdict; where the judge stops it (POJ) OLE at once
# (--wall 30: DOMjudge's own wall limit, t + 1 s, is near; on a loaded machine the CPU time
# must decide)
check "--judge domjudge: a flood of stdout runs into its time limit: TLE" 1 '^TLE .*CPU time' -- \
    --judge domjudge -t 0.3 --timeout 0.3 --wall 30 -c yes -d "$one"
check "--judge poj: a flood of stdout is stopped at once: OLE" 1 '^OLE .*stdout passed 65536 bytes; stopped' -- \
    --judge poj -t 1 -c yes -d "$one"
check "--judge kattis: one byte past 64 KiB, ended in time: OLE, not stopped" 1 \
    '^OLE .*stdout passed 65536 bytes$' -- --judge kattis -c 'head -c 65537 /dev/zero' -d "$one"
check "--judge kattis: exactly 64 KiB: WA, not OLE" 1 '^WA ' -- --judge kattis \
    -c 'head -c 65536 /dev/zero' -d "$one"
check "--judge domjudge: 20 MB of stderr is no verdict: AC" 0 '^AC ' -- --judge domjudge \
    -c 'head -c 20M /dev/zero >&2; cat' -d "$one"
check "--judge plain: 20 MB of stderr is OLE" 1 '^OLE .*stderr passed' -- --judge plain \
    -c 'head -c 20M /dev/zero >&2; cat' -d "$one"
check "--judge domjudge: past the limit, then exit 3: RE over OLE" 1 '^RE .*exit status 3' -- \
    --judge domjudge -c 'head -c 5M /dev/zero; exit 3' -d "$one"
# each case runs in a directory of its own: a path the program makes up is its own (the
# caller's cases/1.out stays as it is), and a file it leaves there is gone afterwards
# shellcheck disable=SC2016 # a shell line for the run
(cd "$work" && "$judge" -c 'f=cases; echo 42 | tee "$f/1.out"; echo 7 > left.txt' -d cases) \
    > "$work/out" 2>&1
expect "runs in its own directory: cases/1.out is now '$(cat "$d/1.out")'" \
    [ "$(cat "$d/1.out")" = "1 2" ]
expect "runs in its own directory: RE or WA" grep -Eq '^(RE |WA ) cases/1 ' "$work/out"
expect "runs in its own directory: nothing left where judge.sh started" [ ! -e "$work/left.txt" ]
# whatever a run writes into the case folder, each case is judged against its answer as it
# was before the runs, and the folder is left as it was (its answers put back, each named):
# case 1's run writes 2.out, by a relative word from the folder itself (made absolute, as a
# path that exists there) and by an absolute path; one case at a time and two
wr="$work/written"
for how in relative absolute; do
    for j in 1 2; do
        rm -rf "$wr"
        mkdir -p "$wr"
        printf '42
' | tee "$wr/1.out" > "$wr/2.out"
        printf '1
' > "$wr/1.in"; printf '2
' > "$wr/2.in"
        where=2.out
        [ "$how" = relative ] || where="$wr/2.out"
        (cd "$wr" && "$judge" -j "$j" -c "echo 43 | tee $where" -d .) > "$work/out" 2>&1
        expect "a run that writes 2.out ($how path, -j $j): case 2 judged against 42, WA" \
            grep -q '^WA  \./2 .*expected "42", got "43"' "$work/out"
        expect "a run that writes 2.out ($how path, -j $j): put back" [ "$(cat "$wr/2.out")" = 42 ]
        expect "a run that writes 2.out ($how path, -j $j): said" \
            grep -q "^judge.sh: a run wrote $wr/2.out, a case's answer, or removed it: put back as it was" \
            "$work/out"
    done
done
(cd "$wr" && "$judge" -c "rm -f $wr/2.out; echo 9 > $wr/2.in; echo 42" -d .) > "$work/out" 2>&1
expect "a run that removes 2.out: case 2 still judged (AC)" [ "$(grep -c '^AC ' "$work/out")" -eq 2 ]
expect "a run that removes 2.out: 2.out put back" [ "$(cat "$wr/2.out")" = 42 ]
expect "a run that writes 2.in: named" \
    grep -q "^judge.sh: a run wrote $wr/2.in, a case's input, or removed it: the cases after it may have read" \
    "$work/out"
# relative paths in COMMAND are found from where judge.sh started: the first word, and any
# other word that names something there; quoted paths with spaces; a leading blank
(cd "$work" && "$judge" -c ./deep -d one) > "$work/out" 2>&1
expect "a relative first word is taken from the caller's directory" grep -q '^AC  one/1 ' "$work/out"
mkdir -p "$work/sub dir"
printf '#!/bin/sh\nexec cat "$@"\n' > "$work/sub dir/my prog"
chmod +x "$work/sub dir/my prog"
cp "$one/1.in" "$work/data.txt"
(cd "$work" && "$judge" -c "'./sub dir/my prog' data.txt < /dev/null" -d one) > "$work/out" 2>&1
expect "-c: a quoted relative path with a space, and a file argument, from the caller's directory" \
    grep -q '^AC  one/1 ' "$work/out"
check "-c: a quoted absolute path with a space" 0 '^AC  one/1 ' -- -c "'$work/sub dir/my prog'" \
    -d "$one"
check "-c: a leading blank" 0 '^AC  one/1 ' -- -c " cat" -d "$one"
# the tokenizer (judge/command.sh) on its own: a backslash outside quotes escapes and is kept,
# inside double quotes it escapes a quote, inside single quotes it is a plain character
tk="$work/tokens"
mkdir -p "$tk/sub"
: > "$tk/sub/p\"q"; : > "$tk/sub/a\\b"; : > "$tk/sub/s t"
aw() { (cd "$tk" && bash -c '. "$1/judge/command.sh"; absolute_words "$2"' _ "$root" "$1"); }
expect "tokenizer: an escaped ; outside quotes stays as written" [ "$(aw 'echo a\;b')" = 'echo a\;b' ]
expect "tokenizer: an escaped blank joins a path" \
    [ "$(aw 'cat sub/s\ t')" = "cat $(printf %q "$tk/sub/s t")" ]
expect "tokenizer: \\\" inside double quotes" \
    [ "$(aw 'cat "sub/p\"q"')" = "cat $(printf %q "$tk/sub/p\"q")" ]
expect "tokenizer: a backslash inside single quotes is a character" \
    [ "$(aw "cat 'sub/a\\b'")" = "cat $(printf %q "$tk/sub/a\\b")" ]
# shellcheck disable=SC2016 # the $ is the point
expect "tokenizer: a word that expands is left alone" [ "$(aw 'cat sub/$x')" = 'cat sub/$x' ]
# the wall limits' arithmetic (judge.sh seconds_affine: A x T + B in microseconds)
for row in "2 1 2 5" "2 1 0.5 2" "4 5 1 9" "2 1 0.0001 1.0002" "1 20 13.5 33.5" "2 1 1.25 3.5" \
    "4 5 0.000001 5.000004" "2 1 1e+06 2000001"; do
    read -r a b t want <<< "$row"
    got=$(bash -c 'eval "$(sed -n "/^us_of() {/,/^}/p;/^seconds_of() {/,/^}/p;/^seconds_affine() {/,/^}/p" "$1/judge.sh")"
                   seconds_affine r "$2" "$3" "$4"; echo "$r"' _ "$root" "$a" "$b" "$t")
    expect "seconds_affine: $a x $t + $b = $want (got $got)" [ "$got" = "$want" ]
done
# DOMjudge's overshoot (judge.sh wall_limit): t + the larger of 1 s and 10 % of t
for row in "1 2" "10 11" "20 22" "0.5 1.5" "12.5 13.75"; do
    read -r t want <<< "$row"
    got=$(bash -c 'eval "$(sed -n "/^us_of() {/,/^}/p;/^seconds_of() {/,/^}/p;/^seconds_affine() {/,/^}/p;/^wall_limit() {/,/^}/p" "$1/judge.sh")"
                   declare -A prof_fact=([wall/domjudge]="1s|10%")
                   wall_limit r domjudge "$2"; echo "$r"' _ "$root" "$t")
    expect "wall_limit: DOMjudge's at t = $t is $want (got $got)" [ "$got" = "$want" ]
done
expect "tokenizer: after a pipe, the first word again" [ "$(aw 'cat | x.y')" = 'cat | x.y' ]
if ! skip python3; then
    printf 'import sys\nsys.stdout.write(sys.stdin.read())\n' > "$work/echo.py"
    (cd "$work" && "$judge" -c 'python3 echo.py' -d one) > "$work/out" 2>&1
    expect "-c 'python3 echo.py' from the script's folder" grep -q '^AC  one/1 ' "$work/out"
fi
# a command that cannot start: one harness error before any case
check "-c: a program that is not there" 2 "^judge.sh: cannot run '/nonexistent': no such file$" \
    -- -c /nonexistent -d "$one"
expect "-c: not there: no case ran" [ "$(grep -c '^[A-Z][A-Z] ' "$work/out")" -eq 0 ]
# one that passes those checks but cannot be started (its ELF names a loader that is not
# there): RE with runguard's reason
printf 'int main(void) { return 0; }\n' > "$work/noloader.c"
if cc -o "$work/noloader" "$work/noloader.c" -Wl,--dynamic-linker=/nonexistent/ld.so 2> /dev/null; then
    check "-c: a program that cannot be started: RE with runguard's reason" 1 \
        "^RE  one/1 .*runguard: cannot run $work/noloader: No such file" -- -c "$work/noloader" -d "$one"
else
    echo "skipped: cc cannot link a program that names another loader (the test of a program that cannot be started did not run)"
fi
cp "$work/deep" "$work/noexec"
chmod -x "$work/noexec"
check "-c: a file without its run bit" 2 "cannot run '$work/noexec': not an executable file$" -- \
    -c "$work/noexec" -d "$one"
cp "$work/noexec" "$work/noexec.py"
check "-c: a source file without its run bit: the source-file form named" 2 \
    "not an executable file; a source file is judged with ./judge.sh NAME FILE" -- \
    -c "$work/noexec.py x" -d "$one"
check "-c: a folder as the command" 2 "^judge.sh: cannot run '$work': a directory, not a program$" -- \
    -c "$work" -d "$one"
(cd "$work" && "$judge" -c one -d one) > "$work/out" 2>&1
expect "-c: a folder's name as the command" \
    grep -qx "judge.sh: cannot run 'one': a directory, not a program" "$work/out"
# a program the kernel will not start (its ELF loader is not there): RE, runguard's reason
if [ -x /bin/true ] && grep -qa 'ld-linux' /bin/true; then
    sed 's|/ld-linux|/ld-nolnx|' /bin/true > "$work/noloader"
    chmod +x "$work/noloader"
    check "a program whose loader is missing: RE, said" 1 "^RE .*runguard: cannot run .*noloader" -- \
        -c "$work/noloader" -d "$one"
fi
printf '#!/nonexistent/interpreter -x\n' > "$work/badbang"
chmod +x "$work/badbang"
check "-c: a script whose #! interpreter is not there" 2 \
    "cannot run '$work/badbang': its interpreter '/nonexistent/interpreter' .* is not there" -- \
    -c "$work/badbang" -d "$one"
expect "command_argv: a relative path that is not there is left as written" [ "$(cd "$work" &&
    bash -c '. "$1/judge/command.sh"; command_argv sub/missing a; echo "${a[0]}"' _ "$root")" = sub/missing ]
expect "-c ./deep: run as $work/deep, without ./" [ "$(cd "$work" &&
    bash -c '. "$1/judge/command.sh"; command_argv ./deep a; echo "${a[0]}"' _ "$root")" = "$work/deep" ]
# a word that expands is left to the shell, in double quotes too (even when a file has its
# name as written: here one called $v.txt); in single quotes it is a plain name, made absolute
: > "$work/\$v.txt"
# shellcheck disable=SC2016 # the $ is the word's own
expect "absolute_words: \"\$v.txt\" left to the shell" [ "$(cd "$work" &&
    bash -c '. "$1/judge/command.sh"; absolute_words "cat \"\$v.txt\""' _ "$root")" = 'cat "$v.txt"' ]
expect "absolute_words: '\$v.txt' made absolute" [ "$(cd "$work" &&
    bash -c '. "$1/judge/command.sh"; absolute_words "cat '"'"'\$v.txt'"'"'"' _ "$root")" = "cat $(printf '%q' "$work/\$v.txt")" ]
check "-c: a shell line whose command is not there" 2 "cannot run 'nosuchcommand': no such command" \
    -- -c 'nosuchcommand | cat' -d "$one"
check "-c: a single word that is no command" 2 "cannot run 'nosuchcommand': no such command" \
    -- -c nosuchcommand -d "$one"
expect "-c: a single word that is no command: no case run" [ "$(grep -c '^RE ' "$work/out")" -eq 0 ]
check "--checker that is not there" 2 "cannot run '/nonexistent/checker'" -- \
    --checker /nonexistent/checker -c cat -d "$one"
check "--checker: a single word that is no command" 2 "cannot run 'nosuchchecker': no such command" \
    -- --checker nosuchchecker -c cat -d "$one"
expect "--checker: a single word that is no command: no case judged" [ "$(grep -c '^JE ' "$work/out")" -eq 0 ]

# ---- precedence: TLE > MLE > RE > OLE; a limit that stops the run ends it there ----
check "TLE over RE" 1 '^TLE ' -- -t 0.3 --timeout 0.3 --wall 30 -c "$hog 1 spin; exit 3" -d "$one"
check "MLE over RE" 1 '^MLE ' -- -m 64 -c "$hog 100 exit 3" -d "$q"
check "RE over OLE" 1 '^RE  .*exit status 3' -- -c 'head -c 100000 /dev/zero; exit 3' -d "$one"
check "TLE over OLE" 1 '^TLE ' -- -t 0.2 --timeout 0.2 -c "head -c 100000 /dev/zero; sleep 300.$tag" -d "$one"
check "MLE over OLE" 1 '^MLE ' -- -m 64 -c "head -c 100000 /dev/zero; $hog 100 exit 0" -d "$one"
# both past in the first sample (2 ms of CPU, 4 MB, at 10 ms): TLE outranks MLE
check "TLE outranks MLE when both hold" 1 '^TLE ' -- -t 0.002 -m 4 -c "$hog 50 spin" -d "$q"
check "over memory and time: stopped at the first reached (MLE)" 1 '^MLE ' -- -t 5 -m 64 \
    -c "$hog 100 spin" -d "$q"
# a run stopped at its time limit is TLE even when its stderr says it ran out of memory
# (-R's texts count only for a run that failed on its own)
check "TLE, not MLE, for a run stopped at its limit that said MemoryError" 1 '^TLE .*CPU time' -- \
    -t 0.3 --timeout 0.3 --wall 30 -c "echo MemoryError >&2; $hog 1 spin" -d "$q"
# the wall limit stops a sleeper (where: the sleeps on both sides of the limits, above)
check "--wall 2 stops a sleeper" 1 '^TLE .*wall time [0-9.]+ s > 2 s' -- --wall 2 --timeout 2 \
    -c "exec sleep 300.$tag" -d "$q"
# stdout kept whole up to the cap: exactly --output-limit bytes, the answer and a trailing
# blank (so the comparer reads the kept file, not runguard's byte-for-byte check), is AC
big="$work/bigans"
mkdir -p "$big"
head -c 1048575 /dev/zero | tr '\0' a > "$big/1.in"
cp "$big/1.in" "$big/1.out"
check "output of exactly --output-limit 1 (1 MiB) is kept whole: AC" 0 '^1 passed' -- \
    --output-limit 1 -c 'cat; printf " "' -d "$big"
check "a byte more is OLE" 1 '^OLE ' -- --output-limit 1 -c 'cat; printf "  "' -d "$big"
check "OLE of a program that never read its input: no word of the input" 1 \
    '^OLE .*stdout passed 1048576 bytes; stopped$' -- --output-limit 1 -c 'exec yes' -d "$big"
check "OLE of a program writing on after its input: said" 1 \
    '^OLE .*stopped, writing on after it had read all its input' -- --output-limit 1 \
    -c 'cat > /dev/null; exec yes' -d "$big"
check "RE signal" 1 '^RE  .*SIGSEGV' -- -c 'kill -SEGV $$' -d "$d"
check "RE exit status" 1 '^RE  .*exit status 3' -- -c 'exit 3' -d "$d"

# ---- running many cases ----
check "-x stops after the first failure" 1 '^0 passed, 1 failed$' -- -x -c 'exit 1' -d "$d"
check "-j keeps order" 0 '^3 passed, 0 failed$' -- -j 3 -c cat -d "$d"
many="$work/many"
mkdir -p "$many"
for ((i = 1; i <= 100; i++)); do
    echo "$i" > "$many/$i.in"
    if [ $((i % 7)) -eq 0 ]; then echo wrong > "$many/$i.out"; else echo "$i" > "$many/$i.out"; fi
done
check "-x -j 4 stops at case 7, in order" 1 '^6 passed, 1 failed$' -- -x -j 4 -c cat -d "$many"
if grep -E '^[A-Z]+ +many/' "$work/out" | awk '{ print $2 }' | tr '\n' ' ' |
    grep -qx 'many/1 many/2 many/3 many/4 many/5 many/6 many/7 '; then
    ok
else
    fail "-x -j 4: printed after the stop:"; sed 's/^/    /' "$work/out"
fi
check "-x -j 3 stops at case 7" 1 '^6 passed, 1 failed$' -- -x -j 3 -c cat -d "$many"
expect "-x -j 3: nothing printed after the failure" \
    [ "$(grep -E '^[A-Z]+ +many/' "$work/out" | tail -n 1 | awk '{ print $2 }')" = many/7 ]
# -x -j 3 where the last case ends first: the failure (case 2) still ends the printing, so
# case 3 (AC, finished before case 1) is never shown
xj="$work/xj"
mkdir -p "$xj"
for i in 1 2 3; do echo "$i" > "$xj/$i.in"; echo "$i" > "$xj/$i.out"; done
echo x > "$xj/2.out"
# shellcheck disable=SC2016 # a shell line for the run
check "-x -j 3: a finished later case after the failure is not printed" 1 '^1 passed, 1 failed$' -- \
    -x -j 3 -c 'read x; [ "$x" != 1 ] || sleep 1; echo $x' -d "$xj"
# -x -j 2: the failure (case 1, at once) stops the case still running (case 2, asleep for
# 300 s under a 600 s wall limit): judge.sh returns at once (60 s: a far net), and the
# sleeper is gone
xs="$work/xsleep"
mkdir -p "$xs"
echo 1 > "$xs/1.in"; echo x > "$xs/1.out"; echo 2 > "$xs/2.in"; echo 2 > "$xs/2.out"
t0=$SECONDS
# shellcheck disable=SC2016 # a shell line for the run
check "-x -j 2: a running case stopped at the failure" 1 '^0 passed, 1 failed$' -- \
    -x -j 2 --wall 600 -c 'read x; [ "$x" = 1 ] || sleep 300.4321; echo $x' -d "$xs"
expect "-x -j 2: returned, not after the sleeper's 300 s ($((SECONDS - t0)) s)" \
    [ $((SECONDS - t0)) -lt 60 ]
expect "-x -j 2: the sleeper is gone" sh -c '! pgrep -f "sleep 300[.]4321" > /dev/null'
# ... and its runguard is gone too when judge.sh returns, even while it removes the stopped
# run's folder of 20,000 files (judge.sh waits for it, 10 s at most): case 1 fails once case
# 2 has made its files (the mark in TMPDIR, where judge.sh makes its own folder)
xf="$work/xfiles"
mkdir -p "$xf" "$work/xtmp"
echo 1 > "$xf/1.in"; echo x > "$xf/1.out"; echo 2 > "$xf/2.in"; echo 2 > "$xf/2.out"
# shellcheck disable=SC2016 # a shell line for the run
TMPDIR="$work/xtmp" check "-x -j 2: a stopped case with 20,000 files in its folder" 1 \
    '^0 passed, 1 failed$' -- -x -j 2 --wall 60 -c 'read x
        if [ "$x" = 1 ]; then
            for i in $(seq 600); do [ -e "$TMPDIR/made" ] && exit 1; sleep 0.05; done; exit 1
        fi
        for i in $(seq 20000); do : > "f$i"; done; : > "$TMPDIR/made"; sleep 30' -d "$xf"
expect "-x -j 2: ... its runguard is gone when judge.sh returns" \
    test "$(pgrep -fc "[r]unguard.*$work/xtmp")" -eq 0
rm -f "$work/xtmp/made"
expect "-x -j 2: ... and its folder" test -z "$(find "$work/xtmp" -mindepth 1 -print -quit)"
# a runner (runguard --each) that dies mid-list, killed by case 2's own command: case 1 is
# judged, case 2 and the cases after it on that runner are RE, said so; with -j 2, case 3
# is the other runner's and AC; nothing is left running
kd="$work/kill-runner"
mkdir -p "$kd"
for i in 1 2 3 4; do echo "$i" > "$kd/$i.in"; echo "$i" > "$kd/$i.out"; done
# shellcheck disable=SC2016 # a shell line for the run
kr=': runner-marker.'$$'; read x; [ "$x" != 2 ] || kill -9 $PPID; echo $x'
check "a runner killed at case 2: cases 2 to 4 RE" 1 '^1 passed, 3 failed$' -- -c "$kr" -d "$kd"
expect "... each said so" [ "$(grep -c '^RE .*the runner stopped before this case ended' "$work/out")" -eq 3 ]
expect "... case 1 AC" grep -q '^AC  kill-runner/1 ' "$work/out"
check "-j 2, a runner killed at case 2: cases 2 and 4 (its) RE, 1 and 3 AC" 1 '^2 passed, 2 failed$' \
    -- -j 2 -c "$kr" -d "$kd"
expect "... case 3 AC" grep -q '^AC  kill-runner/3 ' "$work/out"
expect "... case 4 RE" grep -q '^RE  kill-runner/4 ' "$work/out"
none_left "a killed runner: nothing left running" ".*runner-marker[.]$$"
check "--tsv" 0 $'^cases\t1\tAC\t' -- --tsv -c cat -d "$d"
# with -j, a finished case's output is emptied at once, not held in the temporary folder
# until the folder ends: case 2 waits 1 s, then counts the output files over 50 kB there
# (TMPDIR: judge.sh's folder is made in it), case 1's 100 kB among them if it were held
je="$work/jempty"
mkdir -p "$je" "$work/jtmp"
{ echo big; head -c 100000 /dev/zero | tr '\0' a; } > "$je/1.in"
head -c 100000 /dev/zero | tr '\0' a > "$je/1.out"
echo small > "$je/2.in"; echo 0 > "$je/2.out"
# shellcheck disable=SC2016 # a shell line for the run
TMPDIR="$work/jtmp" check "-j 2: a finished case's output is not held until the folder ends" 0 \
    '^2 passed, 0 failed$' -- -j 2 --wall 60 -c 'read x; if [ "$x" = big ]; then cat; else sleep 1;
        find "$TMPDIR" -name "*.got" -size +50k | wc -l; fi' -d "$je"

# ---- comparison (build/compare): byte-safe, exact positions, modes ----
check "a NUL byte is a difference" 1 '^WA .*line 1 col 3: expected "1 2", got "1 \\x002"' -- \
    -c 'printf "1 \0002\n"' -d "$one"
t1="$work/tok"
mkdir -p "$t1"
printf '1\n' > "$t1/1.in"; printf '101\n' > "$t1/1.out"
check "tokens: no final newline in the output" 0 '^AC ' -- --mode tokens -c 'printf 101' -d "$t1"
printf '101' > "$t1/1.out"
check "tokens: no final newline expected" 0 '^AC ' -- --mode tokens -c 'printf "101\n"' -d "$t1"
ml="$work/lastline"
mkdir -p "$ml"
printf '1\n' > "$ml/1.in"; printf '1\n2\n' > "$ml/1.out"
check "output missing its last line" 1 '^WA .*line 2: expected "2", got end of output$' -- \
    -c cat -d "$ml"
printf '1\n2\n3\n' > "$ml/1.out"; printf '1\n2\n3\n4\n' > "$ml/1.in"
check "output with a line too many" 1 'line 4: expected end of output, got "4"' -- -c cat -d "$ml"
printf '1 2 3\n4 5\n' > "$ml/1.out"; printf '1 2 3\n4 6\n' > "$ml/1.in"
check "tokens: line and token of the difference" 1 \
    'token 5 \(line 2 of the output, line 2 expected\): expected "5", got "6"' -- \
    --mode tokens -c cat -d "$ml"
# the output's line and the answer's line, each the right way round (3 and 2)
printf '1 2 3\n4 5\n' > "$ml/1.out"; printf '1\n2 3\n4 6\n' > "$ml/1.in"
check "tokens: the output's line and the answer's line the right way round" 1 \
    'token 5 \(line 3 of the output, line 2 expected\): expected "5", got "6"' -- \
    --mode tokens -c cat -d "$ml"
# comparison details: a trailing tab, trailing empty lines, empty lines before a last one,
# a tab between tokens, a missing final newline
printf 'a b\n' > "$ml/1.out"; printf 'a b\t\n' > "$ml/1.in"
check "lines mode ignores a trailing tab" 0 '^AC ' -- -c cat -d "$ml"
printf 'a\n\n\n' > "$ml/1.out"; printf 'a\n' > "$ml/1.in"
check "lines mode ignores the answer's trailing empty lines" 0 '^AC ' -- -c cat -d "$ml"
printf 'a\n' > "$ml/1.out"; printf 'a\n\n\nb\n' > "$ml/1.in"
check "lines mode: a line after empty ones is a difference" 1 '^WA ' -- -c cat -d "$ml"
printf 'a b\n' > "$ml/1.out"; printf 'a\tb\n' > "$ml/1.in"
check "tokens mode takes a tab as whitespace" 0 '^AC ' -- --mode tokens -c cat -d "$ml"
printf 'a\n' > "$ml/1.out"; printf 'a' > "$ml/1.in"
check "exact mode fails a missing final newline" 1 '^WA ' -- --mode exact -c cat -d "$ml"
check "lines mode takes a missing final newline" 0 '^AC ' -- -c cat -d "$ml"
printf 'Yes\nNO\n' > "$ml/1.out"; printf 'yes\nno\n' > "$ml/1.in"
check "--ignore-case" 0 '^AC ' -- --ignore-case -c cat -d "$ml"
check "case counts without it" 1 'line 1 col 1: expected "Yes", got "yes"' -- -c cat -d "$ml"
printf 'a  \nb\n' > "$ml/1.out"; printf 'a  \nc\n' > "$ml/1.in"
check "-v marks trailing spaces under LC_ALL=C" 1 '^      [-+ ]a~~$' -- -v -c cat -d "$ml"
# (an unchanged empty line is the diff's " " alone: no ~, which marks a line's own blanks)
printf 'a\n\nb\n' > "$ml/1.out"; printf 'a\n\nb \n' > "$ml/1.in"
check "-v: a real trailing space marked" 1 '^      \+b~$' -- -v --mode exact -c cat -d "$ml"
expect "-v: an unchanged empty line not marked" grep -qx '       ' "$work/out"
dash="$work/-cases"
mkdir -p "$dash"
printf '1\n' > "$dash/1.in"; printf '1\n' > "$dash/1.out"
(cd "$work" && "$judge" -c cat -d -cases) > "$work/out" 2>&1
if grep -q '^AC  -cases/1 ' "$work/out" && grep -q '^1 passed, 0 failed$' "$work/out"; then
    ok
else
    fail "-d -cases:"; sed 's/^/    /' "$work/out"
fi
nl="$work/newline"
mkdir -p "$nl"
printf '1\n' > "$nl/a"$'\n'"b.in"; printf '1\n' > "$nl/a"$'\n'"b.out"
check "a case name with a newline is refused" 2 'a case name holds a newline' -- -c cat -d "$nl"
tab="$work/tab"
mkdir -p "$tab"
printf '1\n' > "$tab/a"$'\t'"b.in"; printf '1\n' > "$tab/a"$'\t'"b.out"
check "a case name with a tab is refused, not judged RE" 2 "a case's path holds a tab: .*a\\\\tb\\.in" -- \
    -c cat -d "$tab"

# float mode, straight through the comparer: expected|got|EPS (empty: 1e-6)|match.  At the
# tolerance itself binary rounding decides (1 - 0.999999 is 1.00000000003e-6, over 1e-6, as
# on Kattis), so the pairs sit just inside and just outside it.
fl="$work/float"
mkdir -p "$fl"
compare="$root/build/compare"
while IFS='|' read -r want got eps same; do
    printf '%s\n' "$want" > "$fl/e"; printf '%s\n' "$got" > "$fl/g"
    "$compare" --mode "float${eps:+:$eps}" "$fl/e" "$fl/g" > "$fl/out"
    st=$?
    if { [ "$same" = yes ] && [ "$st" -eq 0 ]; } || { [ "$same" = no ] && [ "$st" -eq 1 ]; }; then
        ok
    else
        fail "float: expected '$want', got '$got', eps '${eps:-1e-6}': exit $st ($(cat "$fl/out"))"
    fi
done <<'PAIRS'
1|1.000001||yes
1|1.0000011||no
1|0.9999991||yes
1|0.9999989||no
0|0.000001||yes
0|-0.000001||yes
0|0.0000011||no
0|-0.0000011||no
1000000|1000001||yes
1000000|1000001.5||no
1000000|999999||yes
1000000|999998.9||no
-1000000|-1000001||yes
-1000000|-1000002||no
1e5|100000||yes
100000|1e5||yes
-0|0||yes
0|-0||yes
0.5|0.50001|1e-4|yes
0.5|0.5002|1e-4|no
123456789|123456790|1e-8|yes
123456789|123456792|1e-8|no
nan|nan||yes
nan|NaN||no
inf|inf||yes
inf|1e308||no
1|nan||no
1|inf||no
1|abc||no
abc|abc||yes
1 2 3|1 2 3 4||no
1 2 3 4|1 2 3||no
1 2 3|1 2 3 3||no
1|1|0|yes
1.5|1.50|0|yes
-0|0|0|yes
1|1.0000001|0|no
1.00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001|1||yes
1.000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001|1||no
PAIRS
# (the last two: a number of 127 characters is read as one, of 128 compared as text, as the
# comparer's buffer for a number is 128 bytes; eps 0: equal values, whatever their text)
# one tolerance of zero alone (Kattis' float_absolute_tolerance 0, or relative): equal values
# pass, whatever their text, and no other
printf '1.5\n' > "$fl/e"; printf '1.50\n' > "$fl/g"; printf '1.5000001\n' > "$fl/h"
for t in abs rel; do
    "$compare" "--$t" 0 "$fl/e" "$fl/g" > "$fl/out"
    expect "--$t 0: 1.5 and 1.50 are the same" [ $? -eq 0 ]
    "$compare" "--$t" 0 "$fl/e" "$fl/h" > "$fl/out"
    expect "--$t 0: 1.5 and 1.5000001 differ" [ $? -eq 1 ]
done
# tokens mode compares numbers as text, never as values
for pair in "1.0|1" "1e5|100000" "-0|0"; do
    printf '%s\n' "${pair%|*}" > "$fl/e"; printf '%s\n' "${pair#*|}" > "$fl/g"
    "$compare" --mode tokens "$fl/e" "$fl/g" > "$fl/out"
    expect "tokens: '${pair%|*}' and '${pair#*|}' differ" [ $? -eq 1 ]
done
awk 'BEGIN { for (i = 1; i <= 100000; i++) printf "%.9f ", i / 7; print "" }' > "$fl/e"
awk 'BEGIN { for (i = 1; i <= 100000; i++) printf "%.6f ", i / 7; print "" }' > "$fl/g"
if "$compare" --mode float "$fl/e" "$fl/g" > "$fl/out"; then
    ok
else
    fail "float: a long line: $(cat "$fl/out")"
fi
awk 'BEGIN { for (i = 1; i <= 100000; i++) printf "%.6f ", (i == 77777 ? 1 : i) / 7; print "" }' \
    > "$fl/g"
if ! "$compare" --mode float "$fl/e" "$fl/g" > "$fl/out" && grep -q '^token 77777 ' "$fl/out"; then
    ok
else
    fail "float: a long line with one wrong number: $(cat "$fl/out")"
fi

# the comparer's own edges, straight through it: options|expected|got|exit|message (the
# files printed with printf %b; exit 0 match, 1 differ, 2 usage or file error; message "-":
# none)
while IFS='|' read -r opts want got st_want pat; do
    printf '%b' "$want" > "$fl/e"; printf '%b' "$got" > "$fl/g"
    # shellcheck disable=SC2086 # the options, a word each
    "$compare" $opts "$fl/e" "$fl/g" > "$fl/out" 2>&1
    st=$?
    if [ "$st" -eq "$st_want" ] && { { [ "$pat" = - ] && [ ! -s "$fl/out" ]; } ||
                                      grep -Eq -- "$pat" "$fl/out"; }; then
        ok
    else
        fail "compare $opts: expected '$want', got '$got': exit $st (want $st_want), /$pat/: $(cat "$fl/out")"
    fi
done <<'EDGES'
--mode tokens|a b\n|a\vb\n|0|-
--mode tokens|a b\n|a\fb\r\n|0|-
--mode tokens|ab\n|abc\n|1|token 1 .*expected "ab", got "abc"
--mode tokens|abc\n|ab\n|1|token 1 .*expected "abc", got "ab"
--mode lines|ab\n|abc\n|1|line 1 col 3
--mode lines|a\n \t\n|a\n|0|-
--mode lines|\n1\n| \n1\n|0|-
--mode lines|a\n|a\n \r\n|0|-
--mode lines|x\n\n|x\n \ny\n|1|line 3: expected end of output, got "y"
--mode float|1.0\n|1.0x\n|1|expected the number "1.0", got "1.0x"
--mode float|1.0\n|0x1p0\n|0|-
--mode float:|1\n|1\n|2|usage
--mode float:inf|1\n|1\n|2|usage
--mode float:-1|1\n|1\n|2|usage
--mode float:1e-3x|1\n|1\n|2|usage
--mode floaty|1\n|1\n|2|usage
--abs nan|1\n|1\n|2|usage
--rel -0.1|1\n|1\n|2|usage
--abs|1\n|1\n|2|usage
--mode lines --space-change-sensitive|1\n|1\n|2|usage
--mode exact --space-change-sensitive|1\n|1\n|2|usage
--mode tokens --space-change-sensitive|a  b\n|a  b\n|0|-
--mode tokens --space-change-sensitive|a b\n|a\tb\n|1|the whitespace before it: expected " ", got "\\t"
--mode tokens --space-change-sensitive| a\n|a\n|1|token 1 .*the whitespace before it: expected " ", got ""
--abs 0.5|1 2\n|1.4 2.6\n|1|token 2 .*more than 0.5 absolute\)$
--rel 0.5|2 4\n|2.9 6.1\n|1|token 2 .*more than 0.5 relative\)$
--abs 0.1 --rel 0.5|0.01 4\n|0.2 5.9\n|1|token 1 .*more than 0.1 absolute and 0.5 relative\)$
--mode float --abs 0.5|1\n|1.4\n|0|-
--mode exact|a"b\n|a"c\n|1|expected "a\\"b", got "a\\"c"
--mode exact|a\\b\n|a\\c\n|1|expected "a\\\\b", got "a\\\\c"
--ignore-case --mode exact|Ab\n|aB\n|0|-
--ignore-case --mode exact|[\n|{\n|1|expected "\[", got "\{"
--mode exact|x\n|x|1|the output ends without a newline
--mode exact|x|x\n|1|the expected output ends without a newline
--mode exact|a\nb\n|a\nb|1|^line 2: the output ends without a newline
--mode exact|a b\n|a  b\n|1|\(passes with --mode tokens\)$
--mode exact|a\x7f\n|b\x7f\n|1|got "b\\x7f"
--mode exact --presentation|a b\n|a b\n|0|-
--mode exact --presentation|a b\n|a b \n|3|^line 1 col 4: expected a line end, got a space \(the tokens are right; only whitespace differs\)$
--mode exact --presentation|a b\n|a\tb\n|3|^line 1 col 2: expected a space, got a tab
--mode exact --presentation|a\n\n|a\n|3|^line 2 col 1: expected a line end, got the end of the output
--mode exact --presentation|a\n|a\r\n|3|expected a line end, got a \\r
--mode exact --presentation|a\nb\n|a\n\nb\n|3|^line 2 col 1: expected "b", got a line end
--mode exact --presentation|a b\n|a c \n|1|^line 1 col 3: expected "a b", got "a c "$
--mode exact --presentation|a b\n|ab\n|1|^line 1 col 2
--mode lines --presentation|a b\n|a b  \r\n|0|-
--mode lines --presentation|a b\n|a  b\n|3|^line 1 col 3: expected "b", got a space
--mode tokens --presentation|a b\n|a  b \n\n|0|-
--mode float --presentation|1.0 2\n|1.0000001  2\n|0|-
--mode float --presentation|1.0 2\n|1.1 2\n|1|token 1
--ignore-case --mode exact --presentation|A b\n|a b \n|3|^line 1 col 4
--bogus|1\n|1\n|2|usage
EDGES
printf '1\n' > "$fl/e"
"$compare" "$fl/e" "$work/no such file" > "$fl/out" 2>&1
expect "compare: an output it cannot read is exit 2" [ $? -eq 2 ]
expect "compare: ... and says which" grep -q 'cannot read .*no such file' "$fl/out"
"$compare" "$work/no such file" "$fl/e" > "$fl/out" 2>&1
expect "compare: an answer it cannot read is exit 2" [ $? -eq 2 ]
printf '2\n' > "$fl/g"
if [ -w /dev/full ]; then
    "$compare" "$fl/e" "$fl/g" > /dev/full 2> /dev/null
    expect "compare: its message not written (a full disk) is exit 2" [ $? -eq 2 ]
fi
"$compare" "$fl/e" "$fl/e" "$fl/e" > "$fl/out" 2>&1
expect "compare: three files is a usage error" [ $? -eq 2 ]

# ---- special checkers, C, each protocol; one that crashes is a judge error (exit 2) ----
cp "$root/tests/judge/crash.c" "$work/crash.c" || exit 2
cc -O0 -o "$work/crash" "$work/crash.c" || exit 2
make -s -C "$root" build/examples/check-testlib build/examples/check-kattis || exit 2
ckd="$root/tests/examples/checker-poj1143"
for proto in testlib kattis; do
    chk="$root/build/examples/check-$proto"
    check "$proto checker: AC" 0 '^AC .*every move wins' -- --checker "$chk" \
        --checker-protocol "$proto" -c "$ckd/one-move.sh" -d "$ckd"
    check "$proto checker: WA with its message" 1 '^WA .*case 1: 3 is not a winning move' -- \
        --checker "$chk" --checker-protocol "$proto" -c "echo 3" -d "$ckd"
    check "$proto checker that crashes: JE, exit 2" 2 '^JE .*the checker failed' -- \
        --checker "$work/crash" --checker-protocol "$proto" -c cat -d "$ckd"
done
check "testlib checker: PE" 1 '^PE .*"x" is not a move' -- \
    --checker "$root/build/examples/check-testlib" -c "echo x" -d "$ckd"
check "a Kattis checker's exit 1 is JE, not WA" 2 '^JE .*the checker failed \(exit 1\)' -- \
    --checker 'exit 1' --checker-protocol kattis -c cat -d "$ckd"
# (a checker's own words quoted as a run's are: a traceback's first line and its error's)
printf '%s\n' '#!/bin/sh' "printf 'Traceback (most recent call last):\\n  File \"check.py\", line 9\\nRuntimeError: bug on 21\\n' >&2" \
    'exit 1' > "$work/trace.sh" && chmod +x "$work/trace.sh" || exit 2
check "a checker that fails: the line that names its error" 2 \
    '^JE .*the checker failed \(exit 1\): stderr: Traceback \(most recent call last\): \.\.\. RuntimeError: bug on 21' -- \
    --checker "$work/trace.sh" --checker-protocol kattis -c cat -d "$ckd"
# a checker has 10 s of CPU time, whatever the case's limit: one that takes 0.5 s judges
cp "$root/tests/judge/slowcheck.c" "$work/slowcheck.c" || exit 2
cc -O0 -o "$work/slowcheck" "$work/slowcheck.c" || exit 2
# (on one case of the example: each case would spend the 0.5 s again)
mkdir "$work/ck1" && cp "$ckd/1.in" "$ckd/1.ans" "$work/ck1/" || exit 2
check "a checker that takes 0.5 s of CPU (-t 0.2): AC, not JE" 0 '^AC ' -- -t 0.2 --wall 60 \
    --checker "$work/slowcheck" -c "$ckd/one-move.sh" -d "$work/ck1"

# ---- layouts: .ans, both answers, a Kattis package, an online-judge-tools test/ folder ----
an="$work/ans"
mkdir -p "$an"
printf '5\n' > "$an/1.in"; printf '5\n' > "$an/1.ans"
check "NAME.ans as the answer" 0 '^AC  ans/1 ' -- -c cat -d "$an"
printf '5\n' > "$an/1.out"
check "both .out and .ans: harness error" 2 'has two answers, 1.out and 1.ans' -- -c cat -d "$an"
kp="$work/pkg"
mkdir -p "$kp/data/sample" "$kp/data/secret/b"
for f in sample/1 sample/2 secret/10 secret/9 secret/b/3; do
    printf '%s\n' "$f" > "$kp/data/$f.in"; printf '%s\n' "$f" > "$kp/data/$f.ans"
done
# case_order LABEL DIR PATTERN WANT: judge.sh runs DIR's cases in the order WANT (the case
# names its output matches with PATTERN, each followed by a space)
case_order() {
    "$judge" -c cat -d "$2" > "$work/out" 2>&1
    if [ "$(grep -o "$3" "$work/out" | tr '\n' ' ')" = "$4" ]; then
        ok
    else
        fail "$1 order:"; sed 's/^/    /' "$work/out"
    fi
}
case_order "Kattis package" "$kp" 'pkg/[a-z/0-9]*' \
    "pkg/sample/1 pkg/sample/2 pkg/secret/10 pkg/secret/9 pkg/secret/b/3 "
oj="$work/test"
mkdir -p "$oj"
for i in 1 2 10; do
    printf '%s\n' "$i" > "$oj/sample-$i.in"; printf '%s\n' "$i" > "$oj/sample-$i.out"
done
case_order "online-judge-tools test/" "$oj" 'test/sample-[0-9]*' \
    "test/sample-1 test/sample-2 test/sample-10 "
# a folder of one case (found without sorting): a hidden one counts, as with more
hc="$work/hidden"
mkdir -p "$hc"
printf '1\n' > "$hc/.h.in"; printf '1\n' > "$hc/.h.out"
check "one hidden case is judged" 0 '^AC  hidden/\.h ' -- -c cat -d "$hc"
printf '2\n' > "$hc/2.in"; printf '2\n' > "$hc/2.out"
case_order "a hidden case and another" "$hc" 'hidden/[.a-z0-9]*' "hidden/.h hidden/2 "

# ---- harness errors ----
e="$work/empty"
mkdir -p "$e"
check "zero cases: a harness error" 2 '^0 passed, 1 failed$' -- -c cat -d "$e"
m="$work/missing"
mkdir -p "$m"
printf 'x\n' > "$m/1.in"
check "an .in without .out is a harness error" 2 '1.in has no answer, 1.out or 1.ans' -- \
    -c cat -d "$m"
printf 'x\n' > "$m/2.in"; printf 'x\n' > "$m/2.out"
check "an .in without .out beside a good case: still a harness error, nothing run" 2 \
    '1.in has no answer' -- -c cat -d "$m"
expect "an .in without .out: no case ran" [ "$(grep -c '^[A-Z][A-Z] ' "$work/out")" -eq 0 ]
rm "$m/2.in" "$m/2.out"
check "usage error" 2 'unknown option' -- --frobnicate
expect "a usage error points to --help" grep -q '^try: ./judge.sh --help' "$work/out"
check "-c without -d" 2 '-c and -d go together' -- -c cat
check "-t 0" 2 '-t takes a positive number' -- -t 0 -c cat -d "$one"
check "-t 0.0" 2 '-t takes a positive number' -- -t 0.0 -c cat -d "$one"
check "--mode float:1e999: refused before any case" 2 '--mode float:1e999: a float tolerance is a finite number' -- \
    --mode float:1e999 -c cat -d "$one"
check "--mode float:1e300 is a tolerance" 0 '^1 passed' -- --mode float:1e300 -c cat -d "$one"
# the smallest limit is taken: a loop is over it by CPU time (cat could be too, under load)
check "-t 0.001 is a limit" 1 'TLE +one/1 .*CPU time [0-9.]+ s > 0\.001 s$' -- -t 0.001 --timeout 0.001 --wall 60 \
    -c 'while :; do :; done' -d "$one"
check "-j 0" 2 '-j takes a whole number from 1' -- -j 0 -c cat -d "$one"
check "-j 999 is fine" 0 '^1 passed' -- -j 999 -c cat -d "$one"
check "-j 1000" 2 '-j takes a whole number from 1 to 999' -- -j 1000 -c cat -d "$one"
check "-p 0" 2 '-p takes a whole number from 1' -- -p 0 -c cat -d "$one"
check "ref= with a blank" 2 "ref= takes a make target" -- -c cat -d "$(mkdir -p "$work/refconf" &&
    printf '1\n' > "$work/refconf/1.in" && printf '1\n' > "$work/refconf/1.out" &&
    printf 'ref=a b\n' > "$work/refconf/judge.conf" && echo "$work/refconf")"
check "--tsv: a CR in the detail is written \\r" 1 $'x\\\\rY' -- --tsv \
    -c "printf 'x\\rY\\n' >&2; exit 1" -d "$one"
check "a source file and -c together" 2 'a source file or -c COMMAND, not both' -- \
    -c cat -d "$one" "$work/x.c"
for bad in 'tl=0' 'tl=1.2.3' 'tl=' 'ml=lots' 'speed=9' 'mode=diff' 'mode=float:x' 'pe=yes' \
    'pe=' 'tl=1#no blank before the comment'; do
    c="$work/conf"
    rm -rf "$c"
    mkdir -p "$c"
    printf '1\n' > "$c/1.in"; printf '1\n' > "$c/1.out"
    printf '# limits\n%s\n' "$bad" > "$c/judge.conf"
    check "judge.conf '$bad'" 2 "judge.conf line 2: " -- -c cat -d "$c"
done
grep -q "try: ./judge.sh --help" "$work/out"
expect "judge.conf: a data error, no pointer to --help (the command line was right)" [ $? -ne 0 ]
printf 'tl=1.5\r\nml=64\n' > "$c/judge.conf"
check "judge.conf tl= and ml= (CRLF)" 1 '^MLE ' -- -c "$hog 100 exit 0" -d "$c"
check "-m wins over judge.conf's ml=" 0 '^1 passed' -- -m 256 -c "$hog 100 exec cat" -d "$c"
printf '   # an indented comment\nml=64' > "$c/judge.conf" # and no newline at the end
check "judge.conf: an indented comment, a last line without a newline" 1 '^MLE .*> 64 MB' -- \
    -c "$hog 100 exit 0" -d "$c"
# mode= and pe= (POJ's comparison: exact bytes, a whitespace-only difference PE), a comment
# after a setting; --mode wins over mode=, and pe= holds under it
printf 'a b\n' > "$c/1.out"
printf 'mode=exact   # the source of it\t\npe=whitespace\t# POJ FAQ\n' > "$c/judge.conf"
check "judge.conf mode=exact pe=whitespace: a trailing blank is PE" 1 \
    '^PE .*line 1 col 4: expected a line end, got a space' -- -c "echo 'a b '" -d "$c"
check "judge.conf mode=exact pe=whitespace: the same bytes AC" 0 '^1 passed' -- -c "echo 'a b'" -d "$c"
check "judge.conf mode=exact pe=whitespace: other words WA" 1 '^WA .*expected "a b", got "a c"' -- \
    -c "echo 'a c'" -d "$c"
check "--mode lines wins over judge.conf's mode=exact" 0 '^1 passed' -- --mode lines \
    -c "echo 'a b '" -d "$c"
check "... and pe= holds under it: a blank inside is PE" 1 '^PE .*expected "b", got a space' -- \
    --mode lines -c "echo 'a  b'" -d "$c"
# a file of many games (judge.conf game= and game_input=): a WA names the game the line is in
# and shows that game's input
check "poj1143: a WA names its game, Test Case #2, and shows its input" 1 \
    '^WA  poj1143/sample1 .*; in Test Case #2, whose input is "2 2 3"$' -- -x --case sample1 \
    -c "printf 'Test Case #1\nThe winning moves are: 2\n\nTest Case #2\nThe winning moves are: 3\n\n'" \
    -d "$root/testdata/poj1143"
check "zoj1039: the games' count first (total+counted): Scenario #1, its input" 1 \
    '; in Scenario #1, whose input is "1 2"$' -- -x --case sample1 \
    -c "printf 'Scenario #1:\nThere is no winning move.\n\n'" -d "$root/testdata/zoj1039"
mkdir -p "$work/nogame" && cp "$root"/testdata/poj1143/sample1.* "$work/nogame/" || exit 2
check "... where judge.conf names no game=, none" 1 '^WA  nogame/sample1 .*got "x"$' -- \
    -c "printf 'x\n'" -d "$work/nogame"
# POJ's comparison is its judge's (docs/judges.md's compare line): --judge poj brings it to
# a folder whose judge.conf says none, and judge=poj does; a folder's own mode= wins
printf 'tl=1\n' > "$c/judge.conf"
check "--judge poj: its exact output with PE, on a folder that says no mode" 1 \
    '^PE .*line 1 col 4: expected a line end, got a space' -- --judge poj -c "echo 'a b '" -d "$c"
check "... without it (plain: lines): the same trailing blank is AC" 0 '^1 passed' -- \
    -c "echo 'a b '" -d "$c"
printf 'judge=poj\n' > "$c/judge.conf"
check "judge=poj brings it too" 1 '^PE ' -- -c "echo 'a b '" -d "$c"
printf 'judge=poj\nmode=tokens\n' > "$c/judge.conf"
check "... and a folder's own mode= wins over its judge's" 0 '^1 passed' -- -c "echo ' a  b '" -d "$c"
printf 'mode=exact\n' > "$c/judge.conf"
check "judge.conf mode=exact without pe=: a trailing blank is WA" 1 \
    '^WA .*\(passes with --mode lines\)$' -- -c "echo 'a b '" -d "$c"
printf 'mode=tokens\n' > "$c/judge.conf"
check "judge.conf mode=tokens: blanks do not count" 0 '^1 passed' -- -c "echo ' a  b '" -d "$c"
printf 'mode=float:1e999\n' > "$c/judge.conf"
check "judge.conf mode=float:1e999 is a usage error" 2 'mode=float:1e999: a float tolerance is a finite number' -- \
    -c "echo 'a b'" -d "$c"
printf '1\n' > "$c/1.out"
# a folder whose judge.conf names the case that ends every input (last_case=, POJ's 0): each
# of its cases ends with it
for f in "$root"/testdata/*/judge.conf; do
    last=$(sed -n 's/^last_case=//p' "$f")
    [ -n "$last" ] || continue
    for c in "${f%/judge.conf}"/*.in; do
        expect "$c ends with its problem's last case, '$last'" \
            test "$(awk 'NF { l = $0 } END { print l }' "$c")" = "$last"
    done
done
# every setting of our problems' judge.conf files has its source: a comment above it (a run
# of settings under one comment shares it; a blank line ends the run)
for f in "$root"/testdata/*/judge.conf; do
    if awk '/^[ \t]*#/ { c = 1; next } /^[ \t]*$/ { c = 0; next }
            !c { print FILENAME ": line " NR ": " $0 " has no source above it"; bad = 1 }
            END { exit bad }' "$f" > "$work/nosource"; then
        ok
    else
        fail "$(cat "$work/nosource")"
    fi
done

# CE: a solver that does not build, in a scratch copy of the repo layout
ce="$work/ce"
mkdir -p "$ce/solvers/broken" "$ce/testdata/broken"
cp "$judge" "$root/Makefile" "$ce/"
cp -r "$root/judge" "$ce/"
printf 'int main(void) { return syntax error; }\n' > "$ce/solvers/broken/main.c"
for i in 1 2 3; do printf '1\n' > "$ce/testdata/broken/$i.in"; printf '1\n' > "$ce/testdata/broken/$i.out"; done
mkdir -p "$ce/solvers/fine" "$ce/testdata/fine"
printf 'int main(void) { return 0; }\n' > "$ce/solvers/fine/main.c"
: > "$ce/testdata/fine/1.in"; : > "$ce/testdata/fine/1.out"
"$ce/judge.sh" broken > "$work/out" 2>&1
st=$?
if [ "$st" -eq 1 ] && grep -q '^CE  broken' "$work/out" && grep -q '^0 passed, 3 failed$' "$work/out"; then
    ok
else
    fail "CE: exit $st, every case failed"; sed 's/^/    /' "$work/out"
fi
"$ce/judge.sh" broken fine > "$work/out" 2>&1
expect "CE, then the next solver judged" grep -q '^1 passed, 3 failed$' "$work/out"
"$ce/judge.sh" -x broken fine > "$work/out" 2>&1
expect "-x stops after a CE: nothing judged after it" grep -q '^0 passed, 3 failed$' "$work/out"
# a solver that builds and is wrong: each problem's "==" line counts its own cases; -x stops
# at its failure, and the next problem is not judged
mkdir -p "$ce/solvers/wrong" "$ce/testdata/wrong"
printf '#include <stdio.h>\nint main(void) { puts("2"); return 0; }\n' > "$ce/solvers/wrong/main.c"
printf '1\n' > "$ce/testdata/wrong/1.in"; printf '1\n' > "$ce/testdata/wrong/1.out"
"$ce/judge.sh" wrong fine > "$work/out" 2>&1
expect "== counts the first problem's cases" grep -q '^== wrong: 0 of 1 passed$' "$work/out"
expect "== counts the next problem's own, not the first's" grep -q '^== fine: 1 of 1 passed$' "$work/out"
"$ce/judge.sh" -x wrong fine > "$work/out" 2>&1
expect "-x: the next problem is not judged" grep -q '^0 passed, 1 failed$' "$work/out"
# a comparer that fails (exit 2) is the judge's error, JE, exit 2: not the attempt's WA
# (it takes judge.sh's first question, two empty files, and fails on every real one)
printf '#!/bin/sh\ncase "$*" in *"/dev/null /dev/null") exit 0 ;; esac\nexit 2\n' > "$ce/build/compare"
chmod +x "$ce/build/compare"
touch -d tomorrow "$ce/build/compare"
"$ce/judge.sh" -c 'echo 3' -d "$one" > "$work/out" 2>&1
expect "a comparer that fails: exit 2" [ $? -eq 2 ]
expect "a comparer that fails: JE, said" grep -q '^JE .*the comparer failed (exit status 2)' "$work/out"

# ---- --tsv: every line of every kind has six fields ----
tv="$work/tsv"
mkdir -p "$tv"
printf 'a\tb\n' > "$tv/1.in"; printf 'a\tc\n' > "$tv/1.out"
printf 'x\n' > "$tv/2.in"; printf 'x\n' > "$tv/2.out"
{
    "$judge" --tsv -c cat -d "$tv"
    "$judge" --tsv -c 'printf "x\ty\n" >&2; exit 3' -d "$tv"
    "$judge" --tsv -c cat -d "$e"
    "$judge" --tsv -c 'printf "a\tc\r\n"' -d "$tv"
    "$ce/judge.sh" --tsv broken
} > "$work/tsv.all" 2> /dev/null
if [ "$(wc -l < "$work/tsv.all")" -ge 12 ] &&
    awk -F '\t' 'NF != 6 { bad++; print "    " NR ": " $0 } END { exit bad > 0 }' \
        "$work/tsv.all" &&
    grep -q $'^tsv\t1\tWA\t.*expected "a\\\\\\\\tc", got "a\\\\\\\\tb"' "$work/tsv.all" &&
    grep -q $'^tsv\t1\tRE\t.*stderr: x\\\\ty' "$work/tsv.all" &&
    grep -q $'\tCE\t' "$work/tsv.all" && grep -q $'^empty\t(none)\t--\t' "$work/tsv.all"; then
    ok
else
    fail "--tsv rows:"; sed 's/^/    /' "$work/tsv.all"
fi

if NO_COLOR=1 "$judge" -c cat -d "$d" | grep -q $'\033'; then
    fail "colour in a pipe"
else
    ok
fi
# colour when the output is a terminal; not when only the input is one
if ! skip script; then
    TERM=xterm script -q -e -c "$judge -c cat -d $one" "$work/typescript" > /dev/null 2>&1
    expect "colour on a terminal: AC in green" grep -q $'\033\\[32mAC' "$work/typescript"
    TERM=xterm script -q -e -c "$judge -c cat -d $one > $work/colour.out" /dev/null \
        > /dev/null 2>&1
    expect "no colour when the input is a terminal and the output a file" \
        [ "$(grep -c $'\033' "$work/colour.out")" -eq 0 ]
fi

# ---- the temporary folder: in TMPDIR when it is set, else in /dev/shm (a tmpfs) ----
# (each case's run starts in a folder of its own inside it, so pwd names it)
mkdir -p "$work/tmp.set"
TMPDIR="$work/tmp.set" "$judge" -c "sh -c 'pwd > $work/where.set; cat'" -d "$d" > /dev/null 2>&1
where=$(head -n 1 "$work/where.set")
expect "TMPDIR set: the cases run inside it ($where)" [ "${where#"$work/tmp.set/"}" != "$where" ]
expect "TMPDIR set: nothing left in it" [ -z "$(ls -A "$work/tmp.set")" ]
if [ -d /dev/shm ] && [ -w /dev/shm ]; then
    env -u TMPDIR "$judge" -c "sh -c 'pwd > $work/where.shm; cat'" -d "$d" > /dev/null 2>&1
    where=$(head -n 1 "$work/where.shm")
    expect "no TMPDIR: the cases run in /dev/shm ($where)" \
        [ "${where#/dev/shm/judge.}" != "$where" ]
    expect "no TMPDIR: its folder in /dev/shm removed" [ ! -e "${where%/run.*}" ]
else
    echo "skipped: /dev/shm is not a writable folder here (the test of judge.sh's use of it did not run)"
fi

# ---- interrupted: Ctrl-C (SIGINT to the group) and SIGTERM to judge.sh alone ----
slow="$work/slow"
mkdir -p "$slow"
for i in 1 2 3; do printf '1\n' > "$slow/$i.in"; printf '1\n' > "$slow/$i.out"; done
# job control on: judge.sh gets a process group of its own, as a terminal's foreground job
# has; env --default-signal gives it SIGINT not ignored (a background job of a shell without
# job control, as this test is in make check, inherits SIGINT ignored, as POSIX says)
# Each with one case at a time (the default: a case's runguard is judge.sh's own child, which
# the interrupt may end and reap before judge.sh stops it) and with -j 2
set -m
for run in "INT 1" "INT 2" "TERM 1" "TERM 2" "KILL 2"; do
    read -r sig j <<< "$run"
    # (the temporary folder in a TMPDIR of its own, to see it go)
    rm -rf "$work/tmp.$sig"
    mkdir -p "$work/tmp.$sig"
    TMPDIR="$work/tmp.$sig" env --default-signal=INT,TERM,HUP "$judge" -j "$j" -t 300 \
        -c "sleep 600.$tag & sleep 601.$tag; cat" -d "$slow" > "$work/out" 2>&1 &
    pid=$!
    for ((i = 0; i < 100; i++)); do
        alive "sleep 601.$tag" && break
        sleep 0.1
    done
    t0=${EPOCHREALTIME/./}
    case "$sig" in
        INT) kill -INT -- "-$pid"; want=130 ;; # as Ctrl-C does: the whole foreground group
        TERM) kill -TERM "$pid"; want=143 ;;
        KILL) kill -KILL "$pid"; want=137 ;;
    esac
    wait "$pid" 2> /dev/null # (the shell's "Killed" note)
    st=$?
    # (no case ended: the interrupt's line is all there is, no word of a process it found
    # gone while stopping the cases)
    if [ "$st" -eq "$want" ] && { [ "$sig" = KILL ] || [ "$(cat "$work/out")" = \
        "judge.sh: interrupted by SIG$sig; every running case was killed" ]; }; then
        ok
    else
        fail "SIG$sig, -j $j: exit $st (want $want), its output not the interrupt's line alone:"
        sed 's/^/    /' "$work/out"
    fi
    [ "$sig" = KILL ] ||
        expect "SIG$sig, -j $j: judge.sh gone, not after its cases' 600 s ($(( (${EPOCHREALTIME/./} - t0) / 1000 )) ms)" \
            [ $(( ${EPOCHREALTIME/./} - t0 )) -lt 60000000 ]
    # killed outright, judge.sh's watcher stops the cases and removes its folder
    none_left "SIG$sig, -j $j" "sleep 60[01].$tag"
    for ((i = 0; i < 150; i++)); do
        [ -n "$(ls -A "$work/tmp.$sig")" ] || break
        sleep 0.1
    done
    expect "SIG$sig, -j $j: no temporary folder left" [ -z "$(ls -A "$work/tmp.$sig")" ]
done
set +m

# a run that stops runguard (its parent) and resumes it 5 s later: its wall time is judged
# all the same (TLE); one that never resumes it is resumed by judge.sh's watcher
cp "$root/tests/judge/stopper.c" "$work/stopper.c" || exit 2
cc -O1 -o "$work/stopper" "$work/stopper.c" || exit 2
check "a run that stops runguard for 5 s, --wall 3: TLE" 1 '^TLE .*wall time (5\.[0-9]+ s > 3 s|more than 4\.5 s, where it was stopped \(the limit is 3 s)' \
    -- -t 1 --wall 3 -c "$work/stopper resume" -d "$one"
# (the watcher wakes twice a second; a wall limit far from that, so a loaded machine's late
# wake is no TLE; AC: resumed before the 20 s wall limit)
check "a run that stops runguard and never resumes it: judged" 0 '^AC ' -- -t 1 --wall 20 \
    -c "$work/stopper" -d "$one"

# nothing any test started is left
none_left "the whole self-test" "sleep [0-9]+.$tag"
echo "judge.sh self-test: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
