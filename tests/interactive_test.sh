#!/usr/bin/env bash
# shellcheck disable=SC2016 # the players and interactors are written as scripts, $ and all
# interactive_test.sh: judge.sh's interactive runs (judge/interact.c relays) with a guessing
# game of our own: testlib's protocol through --interactor and Kattis' from a package whose
# type is interactive, against right, wrong, crashing, silent, too-slow and flooding players;
# each verdict, no deadlock when a side writes 1 MB without reading, nothing left running.
# Last line: "N passed, N failed".
# shellcheck source=tests/lib.sh
. "$(dirname "$0")/lib.sh"
# the sleeps that must not outlive a run: sleep 29.PID (a duration no one else uses)
nap="29.$$"

make -s -C "$root" build/runguard build/compare build/interact || exit 2

ia="$root/build/interact"
# the relay on its own (build/interact): a side that writes far more than a pipe holds before
# the other reads is buffered, not blocked (3 MB, the reader asleep for a second)
"$ia" -t "$work/tr" -w 60 -- sh -c 'sleep 1; wc -c' --- \
    sh -c 'head -c 3000000 /dev/zero; exec cat > /dev/null' > "$work/res" 2> "$work/err"
expect "interact: 3 MB held for a sleeping reader: both exit 0" \
    [ "$(cat "$work/res")" = $'program 0\ninteractor 0' ]
expect "interact: 3 MB held for a sleeping reader: all of it read" \
    sh -c "tail -n 1 '$work/tr' | grep -qx '< 3000000'"
# waiting is no work: while both sides are quiet (the program asleep for a second) the relay
# sleeps in poll, polling for writes only what has something to write (the run's CPU time,
# as runguard sees it, stays far under the second)
"$root/build/runguard" -t 30 -w 60 -m 2048 -a 0 -b 0 -p 64 -o "$work/res" -r "$work/rg.res" -- \
    "$ia" -w 30 -- sleep 1 --- cat 2> "$work/err"
expect "interact: both sides quiet for a second: both exit 0" [ "$(cat "$work/res")" = $'program 0\ninteractor 0' ]
expect "interact: both sides quiet for a second: under 0.3 s of CPU" \
    awk '$1 == "cpu" { c = $2 } END { exit !(c != "" && c < 0.3) }' "$work/rg.res"
# past its wall limit (-w 1) the relay sends SIGTERM, and a second later SIGKILL to what is
# left: here one side, the program, which ignores SIGTERM (the interactor ended at once)
# (SIGKILL in its status: it was killed, not left to end its sleep)
"$ia" -w 1 -- sh -c "trap '' TERM; exec sleep $nap" --- true > "$work/res" 2>&1
expect "interact: one side left that ignores SIGTERM: killed ($(head -n 1 "$work/res"))" \
    grep -qx 'program signal KILL' "$work/res"
expect "interact: ... and gone" sh -c '! pgrep -f "sleep $1" > /dev/null' _ "${nap//./[.]}"
# and held up to its cap of 1 GiB: 600 MB (the buffer grows by doubling from 64 KiB to 2^30
# bytes; from another start it would pass the cap at 512 MiB)
"$ia" -w 60 -- sh -c 'sleep 1; wc -c' --- \
    sh -c 'head -c 600000000 /dev/zero; exec cat > /dev/null' > "$work/res" 2> "$work/err"
expect "interact: 600 MB held for a sleeping reader (under the 1 GiB cap)" \
    [ "$(cat "$work/res")" = $'program 0\ninteractor 0' ]
# a stream delivered while more comes (the buffer's start moves, the rest is moved down
# before it grows): every line arrives, in order
"$ia" -t "$work/tr" -w 60 -- awk 'NR != $1 { bad = 1 } END { print (bad ? "out of order" : NR) }' --- \
    sh -c 'seq 400000; exec cat > /dev/null' > "$work/res" 2> "$work/err"
expect "interact: 400,000 lines, each in its place" [ "$(tail -n 1 "$work/tr")" = '< 400000' ]
# the program writes 1 MB, the interactor reads 64 KiB of it, writes 1 MB, then reads the
# rest: the relay writes to each side only what its pipe takes (every pipe of ours
# non-blocking), and reads the interactor's megabyte meanwhile (a relay blocked in a write
# would wait for ever: timeout's 60 s)
timeout -k 5 60 "$ia" -w 20 -- sh -c 'head -c 1000000 /dev/zero; exec head -c 1000000 > /dev/null' --- \
    sh -c 'sleep 0.5; head -c 65536 > /dev/null; head -c 1000000 /dev/zero
           exec head -c 934464 > /dev/null' > "$work/res" 2> "$work/err"
expect "interact: each side writes 1 MB while the other's is on its way: no deadlock" [ "$(cat "$work/res")" = $'program 0\ninteractor 0' ]
# the reader gone (the interactor exits at once, before the program writes): what the program
# writes, 200 MB, is dropped as it comes, not held (the relay's peak, as runguard sees it)
"$root/build/runguard" -t 30 -w 60 -m 2048 -a 0 -b 0 -p 64 -o "$work/res" -r "$work/rg.res" -- \
    "$ia" -w 30 -- sh -c 'sleep 0.5; exec head -c 200000000 /dev/zero' --- true 2> "$work/err"
expect "interact: the reader gone, 200 MB dropped: both exit 0" [ "$(cat "$work/res")" = $'program 0\ninteractor 0' ]
expect "interact: the reader gone, 200 MB dropped: the relay under 64 MB" \
    awk '$1 == "memory" { m = $2 } END { exit !(m > 0 && m < 65536) }' "$work/rg.res"

# the game: the secret (the case's input) in 1..1000, at most 12 guesses; each answered
# "higher", "lower" or "correct"
d="$work/cases"
mkdir -p "$d"
for n in 337 1000 1; do echo "$n" > "$d/$n.in"; done
# testlib's protocol: interactor INPUT OUTPUT; exit 0 AC, 1 WA (its reason on stderr); a
# guess is read up to 100 bytes (bash reads a byte at a time)
cat > "$work/guess.sh" <<'SH'
#!/bin/bash
n=$(cat "$1")
for i in $(seq 12); do
    read -r -n 100 g || { echo "the program stopped after $((i - 1)) guesses" >&2; exit 1; }
    [[ $g =~ ^[0-9]{1,9}$ ]] || { echo "not a guess: ${g:0:20}" >&2; exit 1; }
    if [ "$g" -lt "$n" ]; then echo higher; elif [ "$g" -gt "$n" ]; then echo lower
    else echo correct; echo "$i guesses" > "$2"; exit 0; fi
done
echo "out of guesses" >&2
exit 1
SH
# the players
cat > "$work/right.sh" <<'SH'
#!/bin/bash
lo=1 hi=1000
while :; do
    m=$(( (lo + hi) / 2 )); echo "$m"; read -r r
    case $r in higher) lo=$((m + 1)) ;; lower) hi=$((m - 1)) ;; *) exit 0 ;; esac
done
SH
printf '#!/bin/bash\nfor i in $(seq 1000); do echo $i; read -r r; [ "$r" = correct ] && exit 0; done\n' \
    > "$work/linear.sh"
printf '#!/bin/bash\necho 500; read -r r; echo "it broke" >&2; exit 3\n' > "$work/crash.sh"
printf '#!/bin/bash\nexec sleep %s\n' "$nap" > "$work/silent.sh"
printf '#!/bin/bash\necho 500; while :; do :; done\n' > "$work/slow.sh"
# 1 MB (and a bit) without reading, then the game
printf '#!/bin/bash\nhead -c 1100000 /dev/zero | tr "\\\\0" z\necho\nexec %s\n' "$work/right.sh" \
    > "$work/flood.sh"
chmod +x "$work"/*.sh

check "a right player: AC on every case" 0 '^3 passed, 0 failed' -- \
    --interactor "$work/guess.sh" -c "$work/right.sh" -d "$d"
expect "an AC case: no transcript kept or named" [ "$(grep -c 'transcript' "$work/out")" -eq 0 ]
check "a wrong player: WA with the interactor's reason" 1 '^WA  cases/337 .*out of guesses' -- \
    --interactor "$work/guess.sh" -c "$work/linear.sh" -d "$d"
expect "a wrong player: right where linear search is quick (secret 1)" grep -q '^AC  cases/1 ' "$work/out"
expect "a failed case's transcript is kept" grep -q 'transcript: build/transcripts/cases/337.txt' "$work/out"
expect "the transcript: to the program and from it" \
    grep -qx '> higher' "$root/build/transcripts/cases/337.txt"
check "-v: the last exchanges shown" 1 '^      < 1000$' -- -v --interactor "$work/guess.sh" \
    -c "$work/linear.sh" -d "$d"
# (the linear player's last guesses, after the interactor has stopped reading, are 989 to 1000)
expect "-v: the last 12 lines of the exchange" grep -qx '      < 989' "$work/out"
expect "-v: no more than 12" [ "$(grep -c '^      < 988$' "$work/out")" -eq 0 ]
check "a crashing player: RE with its message" 1 '^RE  cases/1 .*exit status 3; stderr: it broke' -- \
    --interactor "$work/guess.sh" -c "$work/crash.sh" -d "$d"
# a player that closes its stdout, then fails a second later: where the end of its output
# reaches the interactor only once it has ended (docs/judges.md's exchange line: Kattis, as
# problemtools and BAPCtools hold it) RE; where it passes at once (DOMjudge) the interactor's
# WA, which came first
printf '#!/bin/bash\nexec 1>&-\nsleep 1\nexit 3\n' > "$work/closer.sh"
chmod +x "$work/closer.sh"
check "--judge kattis: a player that closes its stdout, then exits 3: RE" 1 '^RE  cases/1 .*exit status 3' -- \
    -x --judge kattis --interactor "$work/guess.sh" -c "$work/closer.sh" -d "$d"
check "--judge domjudge: the same player: WA, the interactor first" 1 \
    '^WA  cases/1 .*the program stopped after 0 guesses' -- \
    -x --judge domjudge --interactor "$work/guess.sh" -c "$work/closer.sh" -d "$d"
# a program stopped at a limit while its interactor is far behind (a flood of 1000-byte lines,
# stopped at twice the 8 MiB limit): the relay drops what is left of it (runguard -Z 3,
# interact -k 3), so the slow interactor ends soon after, and the verdict is the program's
printf '#!/bin/bash\nn=0\nwhile read -r l; do sleep 0.001; n=$((n + 1)); done\necho "$n" > %q\nexit 1\n' \
    "$work/behind.n" > "$work/behind.sh"
printf '#!/bin/bash\nwhile read -r l; do :; done\nexec sleep %s\n' "$nap" > "$work/deaf.sh"
chmod +x "$work/behind.sh" "$work/deaf.sh"
check "a flood stopped at its limit, the interactor far behind: OLE" 1 '^OLE cases/1 .*stdout passed' -- \
    -x -t 1 --interactor "$work/behind.sh" -c "yes $(printf '%0999d' 0)" -d "$d"
# (the flood, 16 MiB, is 16,000 lines; the interactor reads one a millisecond or slower)
expect "the flood's rest dropped: the interactor read $(cat "$work/behind.n") of its 16,000 lines" \
    [ "$(cat "$work/behind.n")" -lt 8000 ]
# an interactor that, the program stopped, goes on until its own limit stops it (10 s past
# the program's): the program's verdict, not JE
check "a flood stopped at its limit, the interactor stopped later at its own: OLE, not JE" 1 \
    '^OLE cases/1 .*the interactor, still reading its output, was stopped after it' -- \
    -x -t 1 --wall 1 --interactor "$work/deaf.sh" -c "yes $(printf '%0999d' 0)" -d "$d"
# (-x: one case is enough; it waits out the interactive wall limit, 4 x 1 s + 5 s)
check "a silent player: TLE (the wall limit, 4 t + 5 s; its hard limit 1.5 s past it), not a hang" 1 \
    '^TLE cases/1 .*wall time more than 10\.5 s, where it was stopped \(the limit is 9 s' -- \
    -x -t 1 --interactor "$work/guess.sh" -c "$work/silent.sh" -d "$d"
# (its time column: the wall time, at least the 10.5 s it was stopped at)
expect "a silent player: stopped at 10.5 s or later" \
    awk '$1 == "TLE" { t = $3 } END { exit !(t >= 10.5) }' "$work/out"
# (a generous --wall: on a loaded machine the spinner's CPU time is what must decide; -x:
# its first case is enough)
check "a too-slow player: TLE" 1 '^TLE cases/1 .*CPU time' -- \
    -x -t 0.5 --timeout 0.5 --wall 30 --interactor "$work/guess.sh" -c "$work/slow.sh" -d "$d"
# (a WA, and an AC below: a deadlock would end at the wall limit, TLE)
check "a flooding player: WA (its first line is no guess), no deadlock" 1 '^WA  cases/1 .*not a guess: zzz' -- \
    --interactor "$work/guess.sh" -c "$work/flood.sh" -d "$d"
# an interactor that writes 1 MB before it reads, to a player that reads it all: no deadlock
printf '#!/bin/bash\nhead -c 1100000 /dev/zero | tr "\\\\0" x; echo\nexec %s "$@"\n' "$work/guess.sh" \
    > "$work/chatty.sh"
# (the player reads the line with head -c, its exact size: bash's read takes a pipe a byte a
# call, 1.5 s of CPU here, near the 2 s limit on a busy machine; head stops at its count)
printf '#!/bin/bash\nhead -c 1100001 | wc -c >&2\nexec %s\n' "$work/right.sh" > "$work/patient.sh"
chmod +x "$work/chatty.sh" "$work/patient.sh"
check "an interactor that writes 1 MB first: AC, no deadlock" 0 '^3 passed' -- \
    --interactor "$work/chatty.sh" -c "$work/patient.sh" -d "$d"
# an interactive case's stdout is the exchange, not an answer's copy: its limit is 8 MiB (the
# package format's default), not 4 times the answer or 64 KiB (110 kB of lines, all read)
printf '#!/bin/bash\nwc -l > "$2"\nexit 0\n' > "$work/count.sh"
chmod +x "$work/count.sh"
check "an interactive program's 110 kB of output: no OLE (8 MiB)" 0 '^3 passed' -- \
    --interactor "$work/count.sh" -c 'seq 20000' -d "$d"
printf '#!/bin/bash\nread -r g\nkill -SEGV $$\n' > "$work/broken.sh"
chmod +x "$work/broken.sh"
check "an interactor that crashes: JE, exit 2" 2 '^JE  cases/1 .*the interactor failed' -- \
    --interactor "$work/broken.sh" -c "$work/right.sh" -d "$d"
# what a failed interactor said: the first 600 bytes of its stderr (here 599 a's, X, Y)
printf '#!/bin/bash\nhead -c 599 /dev/zero | tr "\\\\0" a >&2; printf XY >&2; exit 3\n' > "$work/says.sh"
chmod +x "$work/says.sh"
check "an interactor that fails: its stderr's first 600 bytes in the detail" 2 \
    '^JE  cases/1 .*the interactor failed \(3\): a{599}X \(transcript' -- \
    -x --interactor "$work/says.sh" -c "$work/right.sh" -d "$d"
printf '#!/bin/bash\nread -r g\nexit 2\n' > "$work/pe.sh"
chmod +x "$work/pe.sh"
check "testlib's exit 2: PE" 1 '^PE  cases/1 ' -- --interactor "$work/pe.sh" -c "$work/right.sh" -d "$d"
check "--interactor with --checker: usage error" 2 'go apart' -- --interactor "$work/guess.sh" \
    --checker cat -c cat -d "$d"
check "--interactor that is not there: harness error" 2 "cannot run '/nonexistent/i'" -- \
    --interactor /nonexistent/i -c cat -d "$d"
# a player that stops its parent (its runguard, under build/interact): continued, TLE
if ! skip cc; then
    printf '#include <signal.h>\n#include <unistd.h>\nint main(void) { kill(getppid(), SIGSTOP); execlp("sleep", "sleep", "%s", (char *)0); return 1; }\n' \
        "$nap" > "$work/stopper.c"
    cc -o "$work/stopper" "$work/stopper.c" || exit 2
    # (judged at all: its stopped runguard was continued by judge.sh's watcher)
    check "a player that stops its runguard: TLE" 1 '^TLE cases/1 .*wall time [0-9.]+ s > 2 s' -- \
        -x -t 1 --timeout 1 --wall 2 --interactor "$work/guess.sh" -c "$work/stopper" -d "$d"
fi
# nothing of any run is left: the silent player's sleep is gone
sleep 1
expect "nothing left running" [ -z "$(pgrep -f "sleep $nap")" ]

# ---- Kattis' protocol, from a package whose type is interactive: the validator is the
# interactor (input answer feedback_dir/ FLAGS; 42 AC, 43 WA, judgemessage.txt) ----
if ! skip cc; then
    p="$work/pkg"
    mkdir -p "$p/data/secret" "$p/output_validators/guess"
    printf 'name: Guess\nvalidation: custom interactive\nvalidator_flags: 12\n' > "$p/problem.yaml"
    for n in 337 1000 1; do echo "$n" > "$p/data/secret/$n.in"; : > "$p/data/secret/$n.ans"; done
    cat > "$p/output_validators/guess/guess.c" <<'C'
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv)
{
	char path[4096];
	int n, g, i, tries = argc > 4 ? atoi(argv[4]) : 10;
	FILE *in = fopen(argv[1], "r"), *msg;
	snprintf(path, sizeof path, "%sjudgemessage.txt", argv[3]);
	if (!in || !(msg = fopen(path, "w")) || fscanf(in, "%d", &n) != 1)
		return 1;
	for (i = 1; i <= tries; i++) {
		if (scanf("%d", &g) != 1) {
			fprintf(msg, "no guess %d", i);
			return 43;
		}
		printf("%s\n", g < n ? "higher" : g > n ? "lower" : "correct");
		fflush(stdout);
		if (g == n)
			return 42;
	}
	fprintf(msg, "out of %d guesses", tries);
	return 43;
}
C
    check "an interactive package: its validator is the interactor" 0 '^3 passed' -- \
        -c "$work/right.sh" -d "$p"
    expect "an interactive package: said" grep -q 'an interactive problem' "$work/out"
    check "an interactive package: WA with judgemessage.txt, its flag (12 guesses)" 1 \
        '^WA  pkg/secret/337 .*out of 12 guesses' -- -c "$work/linear.sh" -d "$p"
    printf '#include <stdio.h>\nint main(void) { int lo = 1, hi = 1000; char r[16];\n  for (;;) { int m = (lo + hi) / 2; printf("%%d\\n", m); fflush(stdout);\n    if (scanf("%%15s", r) != 1 || r[0] == %s) return 0;\n    if (r[0] == %s) lo = m + 1; else hi = m - 1; } }\n' "'c'" "'h'" > "$work/right.c"
    check "an interactive package: a C attempt" 0 '^3 passed' -- -d "$p" "$work/right.c"
    # the same players as above, through Kattis' protocol
    check "package: a crashing player is RE" 1 '^RE  pkg/secret/1 .*stderr: it broke' -- \
        -c "$work/crash.sh" -d "$p"
    check "package: a silent player is TLE" 1 '^TLE pkg/secret/1 .*wall time [0-9.]+ s > 2 s' -- \
        -x -t 1 --timeout 1 --wall 2 -c "$work/silent.sh" -d "$p"
    check "package: a too-slow player is TLE" 1 '^TLE pkg/secret/1 .*CPU time' -- -x -t 0.5 --timeout 0.5 --wall 30 \
        -c "$work/slow.sh" -d "$p"
    check "package: a flooding player is WA, no deadlock" 1 '^WA  pkg/secret/1 .*no guess 1' -- \
        -c "$work/flood.sh" -d "$p"
    mkdir -p "$p/submissions/accepted" "$p/submissions/wrong_answer" "$p/submissions/run_time_error" \
        "$p/input_validators"
    cp "$work/right.c" "$p/submissions/accepted/"
    # (the number to guess, 1..1000, a line: a package needs an input validator)
    printf 'import re, sys\nt = sys.stdin.read()\nsys.exit(42 if re.fullmatch(r"[1-9][0-9]{0,3}\\n", t) and int(t) <= 1000 else 43)\n' \
        > "$p/input_validators/number.py"
    printf 'import sys\nfor i in range(1, 1001):\n    print(i, flush=True)\n    if sys.stdin.readline().strip() == "correct":\n        break\n' \
        > "$p/submissions/wrong_answer/linear.py"
    printf 'import sys\nprint(500, flush=True)\nsys.stdin.readline()\nraise ValueError("gave up")\n' \
        > "$p/submissions/run_time_error/crash.py"
    if ! skip python3; then
        check "--verify on an interactive package" 0 '^3 of 3 submissions got what their folder says' -- \
            --verify "$p"
    fi
    check "an interactive package with --checker: usage error" 2 'its own validator judges it' -- \
        --checker cat -c cat -d "$p"
fi

# ipkg DIR TYPE INPUT: a 2025-09 package in DIR, of TYPE, with one case (INPUT) and its
# interactor, output_validator/interactor.py, from stdin
ipkg() {
    mkdir -p "$1/data/secret" "$1/output_validator"
    printf 'problem_format_version: 2025-09\ntype: %s\n' "$2" > "$1/problem.yaml"
    printf '%s\n' "$3" > "$1/data/secret/1.in"; : > "$1/data/secret/1.ans"
    cat > "$1/output_validator/interactor.py"
}

# ---- an interactive multi-pass package: each pass an interactive run, the interactor's
# nextpass.in the next pass's input, its feedback folder kept ("seen", pass 1's, read in
# pass 2) ----
if ! skip python3; then
    ipkg "$work/imp" '[interactive, multi-pass]' 3 <<'PY'
import os, sys
n = int(open(sys.argv[1]).read())
fb = sys.argv[3]
print(n, flush=True)
got = sys.stdin.readline().split()
if got != [str(2 * n)]:
    open(fb + "judgemessage.txt", "w").write("wanted %d" % (2 * n))
    sys.exit(43)
if n == 3:
    open(fb + "seen", "w").write("1")
    open(fb + "nextpass.in", "w").write("6\n")
    sys.exit(42)
sys.exit(42 if os.path.exists(fb + "seen") else 1)
PY
    # shellcheck disable=SC2016 # shell lines for the runs
    check "interactive multi-pass: two passes: AC" 0 '^1 passed' -- -c 'read x; echo $((2 * x))' -d "$work/imp"
    # shellcheck disable=SC2016
    check "interactive multi-pass: wrong in pass 2: WA, named" 1 '^WA .*pass 2: wanted 12' -- \
        -c 'read x; if [ "$x" = 6 ]; then echo 0; else echo $((2 * x)); fi' -d "$work/imp"
fi

# ---- an interactor that writes 9 MB (a million numbers) and closes its stdout, then reads
# the sum (BAPCtools' pseudointeraction): its output is not cut at 8 MiB, and the program
# that reads to the end of its input sees that end ----
if ! skip python3; then
    ipkg "$work/ibig" interactive 1000000 <<'PY'
import os, sys
n = int(open(sys.argv[1]).read())
sys.stdout.write("".join("%d\n" % (10 ** 8 + i) for i in range(n)))
sys.stdout.flush()
os.close(1)
got = sys.stdin.readline().strip()
sys.exit(42 if got == str(sum(10 ** 8 + i for i in range(n))) else 43)
PY
    check "an interactor's 9 MB, then the end of its output: AC" 0 '^1 passed' -- \
        -c "awk '{ s += \$1 } END { printf \"%.0f\\n\", s }'" -d "$work/ibig"
fi

# ---- our games as interactive problems (play/): our perfect player against yours ----
if ! skip cc; then
    make -s -C "$root" bin/lc464 bin/cards-in-line || exit 2
    pl="$work/play"
    mkdir -p "$pl/lc464/data/secret" "$pl/lc464/output_validators/play" \
        "$pl/cards/data/secret" "$pl/cards/output_validators/play"
    for g in lc464 cards; do
        printf 'name: %s\nvalidation: custom interactive\n' "$g" > "$pl/$g/problem.yaml"
        cp "$root/play/$g.c" "$root/play/interactor.h" "$pl/$g/output_validators/play/"
        cc -O2 -o "$pl/$g-perfect" "$root/play/$g-player.c" || exit 2
    done
    cc -O2 -DBLUNDER_GAME=40 -o "$pl/lc464-blunder" "$root/play/lc464-player.c" || exit 2
    cc -O2 -DBLUNDER_GAME=3 -o "$pl/cards-blunder" "$root/play/cards-player.c" || exit 2
    # every (m, d) the first player wins with m <= 15, 1 <= d <= 300 (our solver says which:
    # 537 games; make check's --verify of the lc464-play package plays all 1202, m up to 20,
    # where the perfect player's own search takes most of the time); every non-empty row of
    # our cards testdata
    for m in $(seq 1 15); do for dd in $(seq 1 300); do echo "$m $dd"; done; done > "$pl/pairs"
    # shellcheck disable=SC2094 # both read it
    "$root/bin/lc464" < "$pl/pairs" | paste -d ' ' "$pl/pairs" - |
        awk '$3 == "true" { print $1, $2 }' > "$pl/lc464/data/secret/all.in"
    cat "$root"/testdata/cards-in-line/*.in | tr -s ' \t\r\n' '\n' | awk 'NF { t[++k] = $1 }
        END { i = 1; while (i <= k) { n = t[i++]; if (n > 0) { s = n
              for (j = 0; j < n; j++) s = s " " t[i + j]; print s }; i += n } }' > "$pl/cards/data/secret/rows.in"
    : > "$pl/lc464/data/secret/all.ans"; : > "$pl/cards/data/secret/rows.ans"
    # (a wall limit far from what they need: each move is a round trip through four
    # processes, which a loaded machine slows without more CPU time)
    check "lc464 played: the perfect player wins every winning position" 0 \
        "^AC .*won all $(wc -l < "$pl/lc464/data/secret/all.in") games" -- -t 20 --wall 300 -c "$pl/lc464-perfect" -d "$pl/lc464"
    check "lc464 played: one losing pick is WA, the move named with one that keeps the win" 1 \
        '^WA .*game 40 \(m = [0-9]+, d = [0-9]+\) lost: your pick [0-9]+ at total 0 gave the win away; [0-9]+ would have kept it \(the game explained: printf .[0-9]+ [0-9]+.n. \| bin/lc464 --explain\)\. The game: you [0-9]+, we' -- \
        -t 20 --wall 300 -c "$pl/lc464-blunder" -d "$pl/lc464"
    explain=$(grep -o "printf '[^']*' | bin/lc464 --explain" "$work/out" | head -n 1)
    (cd "$root" && bash -c "$explain") > "$work/explained" 2>&1
    expect "lc464 played: the message's command explains the game" \
        sh -c '[ -n "$1" ] && grep -qi "$2" "$3"' _ "$explain" win "$work/explained"
    # after the last game: more output is WA (trailing output); a player still reading its
    # input is let go (the interactor closes it), AC, no hang
    check "lc464 played: output after the last game is WA" 1 "^WA .*won all [0-9]+ games, then more output: 'e' after the last game" -- \
        -t 20 --wall 300 -c "sh -c '\"\$0\"; echo extra' $pl/lc464-perfect" -d "$pl/lc464"
    check "lc464 played: a player that reads on after the last game ends: AC" 0 '^AC ' -- \
        -t 20 --wall 300 -c "sh -c '\"\$0\"; cat > /dev/null' $pl/lc464-perfect" -d "$pl/lc464"
    # a program that passes judge.sh's checks but cannot be started (its ELF names a loader
    # that is not there): JE with runguard's reason
    printf 'int main(void) { return 0; }\n' > "$pl/noloader.c"
    if cc -o "$pl/noloader" "$pl/noloader.c" -Wl,--dynamic-linker=/nonexistent/ld.so 2> /dev/null; then
        check "a program that cannot be started: JE with runguard's reason" 2 \
            "^JE .*the program could not be started: runguard: cannot run $pl/noloader: No such file" -- \
            --wall 30 -c "$pl/noloader" -d "$pl/cards"
    else
        echo "skipped: cc cannot link a program that names another loader (the test of a program that cannot be started did not run)"
    fi
    check "cards played: output after the last game is WA" 1 "^WA .*won all [0-9]+ games, then more output: 'L' after the last game" -- \
        --wall 300 -c "sh -c '\"\$0\"; echo L' $pl/cards-perfect" -d "$pl/cards"
    check "cards played: the perfect player gets the optimum on every testdata row" 0 \
        "^AC .*won all $(wc -l < "$pl/cards/data/secret/rows.in") games" -- --wall 300 -c "$pl/cards-perfect" -d "$pl/cards"
    check "cards played: one take of the end worth less is WA, that row named" 1 \
        "^WA .*your total -?[0-9]+, a perfect first player's -?[0-9]+\. Your first costly take: [LR] at the row of cards 1\.\.[0-9]+, where L was worth.*The game: you" -- \
        --wall 300 -c "$pl/cards-blunder" -d "$pl/cards"
    expect "cards played: judge.sh shows our solver's account of that row" \
        grep -q "^      our solver's account of that position" "$work/out"
    expect "cards played: ... its optimal play" grep -q '^          1\. A takes the' "$work/out"
    # our solver's account is cut at 30 lines: a costly first take on a row of 40 cards
    # (whose account is 44 lines)
    cc -O2 -DBLUNDER_GAME=1 -o "$pl/cards-blunder1" "$root/play/cards-player.c" || exit 2
    mkdir -p "$pl/long/data/secret" "$pl/long/output_validators/play"
    cp "$pl/cards/problem.yaml" "$pl/long/" && cp "$root/play/cards.c" "$root/play/interactor.h" "$pl/long/output_validators/play/" ||
        exit 2
    echo "40 $(seq 1 40 | tr '\n' ' ')" > "$pl/long/data/secret/row.in"
    : > "$pl/long/data/secret/row.ans"
    check "cards played: a costly take on a 40-card row is WA" 1 '^WA ' -- --wall 300 \
        -c "$pl/cards-blunder1" -d "$pl/long"
    shown=$(awk '/our solver.s account of that position/ { on = 1; next }
                 on && /^      / { n++; next } on { exit } END { print n + 0 }' "$work/out")
    expect "cards played: our solver's account of it cut at 30 lines (got $shown)" [ "$shown" -eq 30 ]
    # the command in the message explains that row with our solver
    explain=$(grep -o "printf '[^']*' | bin/cards-in-line --explain" "$work/out" | head -n 1)
    (cd "$root" && bash -c "$explain") > "$work/explained" 2>&1
    expect "cards played: the message's command explains the row" \
        sh -c '[ -n "$1" ] && grep -q "$2" "$3"' _ "$explain" '1\. A takes the' "$work/explained"
    if ! skip python3; then
        check "cards played: README's Python example player" 0 '^1 passed' -- \
            --wall 300 -c "python3 $root/play/cards-example.py" -d "$pl/cards"
    fi
fi

echo "judge.sh interactive self-test: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
