#!/usr/bin/env bash
# runguard_test.sh: the runner (build/runguard) on its own, each verdict and limit on both
# sides, with the programs in tests/runguard/ (spin: CPU seconds; alloc: MB touched;
# writes: bytes to stdout; forks: children alive at once; crash: SIGSEGV).  Time limits are
# CPU time with wall limits far away (the wall one excepted), so a loaded machine passes
# too.  The end-to-end checks of the runner through judge.sh stay in judge_test.sh.  Last
# line: "N passed, N failed".
# shellcheck source=tests/lib.sh
. "$(dirname "$0")/lib.sh"

make -s -C "$root" build/runguard || exit 2
rg="$root/build/runguard"
for p in spin alloc writes forks crash; do
    cc -O2 -o "$work/$p" "$root/tests/runguard/$p.c" || exit 2
done

# run LABEL WANT_VERDICT DETAIL_REGEX -- RUNGUARD_ARGS...: runguard's result must say the
# verdict, and its detail match (an empty regex: any)
run() {
    local label=$1 want=$2 detail=$3
    shift 4
    "$rg" -r "$work/res" "$@" > /dev/null 2> "$work/err"
    if grep -qx "verdict $want" "$work/res" &&
        { [ -z "$detail" ] || grep -Eq "^detail .*$detail" "$work/res"; }; then
        ok
    else
        fail "$label: want $want /$detail/, got: $(tr '\n' ' ' < "$work/res") $(head -c 200 "$work/err")"
    fi
}

run "a command that ends well: OK" OK '' -- -t 5 -w 60 -- true
for k in verdict detail cpu wall ended memory exit stdout stderr processes; do
    expect "the result has its key $k" grep -q "^$k " "$work/res"
done
run "exit 3: RE, said" RE 'exit status 3' -- -- sh -c 'exit 3'
expect "exit 3: the exit key" grep -qx 'exit 3' "$work/res"
run "SIGSEGV: RE, said" RE 'SIGSEGV' -- -- "$work/crash"
expect "SIGSEGV: the exit key names the signal" grep -qx 'exit signal SIGSEGV' "$work/res"
# CPU time on both sides of -t
run "0.2 s of CPU under -t 2: OK" OK '' -- -t 2 -w 60 -- "$work/spin" 0.2
run "1.5 s of CPU over -t 0.5: TLE, by CPU time" TLE 'CPU time [0-9.]+ s > 0.5 s' -- -t 0.5 -w 60 -- "$work/spin" 1.5
awk '$1 == "cpu" { exit !($2 >= 0.5) }' "$work/res"
expect "TLE: at least 0.5 s of CPU counted" [ $? -eq 0 ]
# the wall limit: a sleeper uses no CPU time
run "sleep 30 under -w 1: TLE, by wall time" TLE 'wall time [0-9.]+ s > 1 s' -- -t 1 -w 1 -- sleep 30
awk '$1 == "wall" { exit !($2 < 20) }' "$work/res"
expect "the sleeper stopped long before its 30 s" [ $? -eq 0 ]
# memory on both sides of -m
run "16 MB touched under -m 64: OK" OK '' -- -m 64 -w 60 -- "$work/alloc" 16
run "200 MB asked under -m 64: MLE" MLE 'more than 64 MB' -- -m 64 -w 60 -- "$work/alloc" 200
run "200 MB touched under -m 64 with no block or address-space limit: MLE by the peak" MLE \
    'peak [0-9.]+ MB > 64 MB' -- -m 64 -a 0 -b 0 -w 60 -- "$work/alloc" 200
# stdout on both sides of -O
run "1 MiB written with -O 1048576: OK" OK '' -- -O 1048576 -o "$work/out" -w 60 -- "$work/writes" 1048576
expect "all of it kept" [ "$(wc -c < "$work/out")" -eq 1048576 ]
run "one byte more: OLE" OLE 'stdout passed 1048576 bytes' -- -O 1048576 -o "$work/out" -w 60 -- "$work/writes" 1048577
expect "OLE: the limit kept, no more" [ "$(wc -c < "$work/out")" -eq 1048576 ]
# processes on both sides of -p
run "4 children and the parent under -p 5: OK" OK '' -- -p 5 -t 10 -w 60 -- "$work/forks" 4
run "10 children under -p 4: RE, said" RE 'more than 4 processes at once' -- -p 4 -t 10 -w 60 -- "$work/forks" 10
# a fork's pages shared copy-on-write count once, as a memory cgroup counts them: 40 MB
# touched, then 3 children that only read it, fit -m 64 (four copies would be 160 MB), and
# not -m 32
run "40 MB shared by a parent and 3 forked children under -m 64: OK, counted once" OK '' -- \
    -p 5 -m 64 -t 10 -w 60 -- "$work/forks" 3 40
awk '$1 == "memory" { exit !($2 >= 40 * 1024 && $2 < 64 * 1024) }' "$work/res"
expect "the shared 40 MB counted once: $(grep '^memory' "$work/res")" [ $? -eq 0 ]
run "the same under -m 32: MLE" MLE 'peak [0-9.]+ MB > 32 MB' -- -p 5 -m 32 -a 0 -b 0 -t 10 \
    -w 60 -- "$work/forks" 3 40
# -F: past -p a fork fails and the run goes on (a pids cgroup of the run's own, where
# runguard may make one: root, with cgroup v1's pids hierarchy or v2 mounted writable)
probe=$(pids_cgroup)
if [ -z "$probe" ]; then
    echo "skipped: no pids cgroup runguard may make here (not root, or none mounted writable): -F's fork failures not tested"
else
    run "-F -p 4: 10 children asked, 3 forks succeed, the rest fail: OK" OK '' -- -F -p 4 -t 10 -w 60 -- "$work/forks" 10
    seen=$(sed -n 's/^processes //p' "$work/res")
    expect "-F -p 4: at most 4 processes seen ($seen)" [ "${seen:-99}" -le 4 ]
    run "-F -p 5: 4 children and the parent: OK" OK '' -- -F -p 5 -t 10 -w 60 -- "$work/forks" 4
    run "-F: the run in a cgroup of its own" OK '' -- -F -p 5 -o "$work/cg" -w 60 -- cat /proc/self/cgroup
    cg=$(grep -o 'runguard\.[0-9]*\.[0-9]*' "$work/cg" | head -n 1)
    gone=no
    [ -z "$cg" ] || [ -e "$probe/$cg" ] || gone=yes
    expect "-F: the run's cgroup (${cg:-none}) named, and removed after it" [ "$gone" = yes ]
fi
# -k: copies of a folder's files (at its top, their modes kept) in the fresh folder; the
# folder itself untouched, the fresh one removed after
mkdir -p "$work/kfiles/sub"
echo data > "$work/kfiles/a.txt"
printf '#!/bin/sh\necho ran\n' > "$work/kfiles/b.sh"
chmod 755 "$work/kfiles/b.sh"
# shellcheck disable=SC2016 # the run's own shell line
run "-k: the folder's files in the fresh folder" OK '' -- -k "$work/kfiles" -D "$work/kfresh" -o "$work/kout" \
    -w 60 -- sh -c 'cat a.txt; ./b.sh; [ ! -e sub ] && echo nosub; rm a.txt'
expect "-k: read, run, no subfolder copied" [ "$(cat "$work/kout")" = $'data\nran\nnosub' ]
expect "-k: the folder's own file still there" [ -f "$work/kfiles/a.txt" ]
expect "-k: the fresh folder gone" [ ! -e "$work/kfresh" ]
# -Z N: exit N when a limit stopped the run, else 0 (a run that failed on its own too)
"$rg" -Z 3 -t 0.2 -w 60 -r "$work/res" -- "$work/spin" 5 2> /dev/null
expect "-Z 3: a run stopped at its CPU limit: exit 3" [ $? -eq 3 ]
"$rg" -Z 3 -r "$work/res" -- sh -c 'exit 4' 2> /dev/null
expect "-Z 3: a run that failed on its own: exit 0" [ $? -eq 0 ]
# -W: the fresh folder read-only to the run (root: a bind mount of its own; else its mode)
# shellcheck disable=SC2016 # the run's own shell line
run "-W: a file written in the run's folder fails" OK '' -- -W -D "$work/ro" -o "$work/roout" -w 60 -- \
    sh -c 'if (echo x > f.txt) 2> /dev/null; then echo wrote; else echo refused; fi'
expect "-W: the write refused" [ "$(cat "$work/roout")" = refused ]
expect "-W: the folder removed after" [ ! -e "$work/ro" ]
expect "-W: no mount left behind" [ "$(grep -c "$work/ro" /proc/mounts)" -eq 0 ]
# shellcheck disable=SC2016
run "-W: /tmp still writable" OK '' -- -W -D "$work/ro" -w 60 -- sh -c 'echo x > "$0" && rm "$0"' "$work/tmpfile"
# -K: the run on one CPU (every process of it)
run "-K: the run pinned to one CPU" OK '' -- -K -o "$work/cpus" -w 60 -- sh -c 'grep Cpus_allowed_list /proc/self/status'
expect "-K: one CPU allowed ($(cat "$work/cpus"))" grep -Eq '^Cpus_allowed_list:[[:space:]]*[0-9]+$' "$work/cpus"
# -D: a fresh folder, removed after the run with what it holds
# shellcheck disable=SC2016 # $0: the child shell's
run "-D: the run in a fresh folder" OK '' -- -D "$work/fresh" -w 60 -- sh -c 'pwd > "$0"; touch left' "$work/pwd"
expect "-D: the run was in it" [ "$(cat "$work/pwd")" = "$work/fresh" ]
expect "-D: removed after" [ ! -e "$work/fresh" ]

# -L: a run per line, the options shared; each line's files its own, its number on stdout as
# it ends, its CPU time its own (a run after a spinner is not charged for it)
printf '1\n' > "$work/one"
for i in 1 2 3; do
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$work/one" "$work/one" "$work/o$i" "$work/e$i" \
        "$work/r$i" "$work/d$i" "$((i == 3 ? 1 : 65536))"
done > "$work/list"
# (the second line spins 0.6 s; the third prints 2 bytes against a limit of 1)
# shellcheck disable=SC2016 # the inner shell's
"$rg" -t 2 -w 60 -L "$work/list" -- sh -c 'read x; case "$PWD" in *2) exec "$0" 0.6 ;; esac; echo "$x"' \
    "$work/spin" > "$work/nums" 2> "$work/err"
expect "-L: exit 0, each run's number as it ends" [ "$?-$(tr '\n' ' ' < "$work/nums")" = "0-1 2 3 " ]
expect "-L: the first run AC by its answer (same yes)" grep -qx 'same yes' "$work/r1"
# shellcheck disable=SC2016 # awk's fields
expect "-L: the second spun, its CPU time counted" awk '$1 == "cpu" { exit !($2 >= 0.5) }' "$work/r2"
# shellcheck disable=SC2016 # awk's fields
expect "-L: the third's CPU time its own, not the spinner's before it" \
    awk '$1 == "cpu" { exit !($2 < 0.3) }' "$work/r3"
expect "-L: the third over its own stdout limit, 1 byte: OLE" grep -qx 'verdict OLE' "$work/r3"
expect "-L: each run's fresh folder removed" [ ! -e "$work/d1" ] && [ ! -e "$work/d3" ]
# a command that cannot start: each run's result says why, and the next still runs
"$rg" -L "$work/list" -- "$work/none" > "$work/nums" 2> /dev/null
expect "-L: cannot start: every run numbered, its result the reason" \
    [ "$?-$(tr '\n' ' ' < "$work/nums")-$(cat "$work/r2")" = "0-1 2 3 -runguard: cannot run $work/none: No such file or directory" ]
printf 'only\ttwo\n' > "$work/bad"
"$rg" -L "$work/bad" -- true > /dev/null 2> "$work/err"
expect "-L: a line without its 7 fields: exit 2, said" \
    [ "$?-$(cat "$work/err")" = "2-runguard: $work/bad line 1: IN SAME OUT ERR RES DIR CAP, a tab between" ]

echo "judge.sh runner self-test: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
