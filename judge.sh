#!/usr/bin/env bash
# judge.sh - a local judge: run solvers on testdata/<name>/*.in and compare with the answers.
#
#   ./judge.sh [options] [NAME ...]            solvers by name (default: all with testdata)
#   ./judge.sh [options] -c 'COMMAND' -d DIR   any command against DIR's cases
#
# Every case runs under build/runguard (scripts/runguard.c): CPU time, memory, processes and
# output limited and measured on the run itself, in a fresh empty directory, every process
# of the run killed when its main process exits.  runguard decides TLE, MLE, RE and OLE;
# build/compare (scripts/compare.c) or a checker decides WA, PE and AC.
# Verdicts: AC WA PE TLE MLE RE OLE CE JE (precedence CE > TLE > MLE > RE > OLE > WA/PE > AC).
# --stress: a solution against a reference on generated inputs, the failing one shrunk.
# Needs bash, coreutils, diffutils, make and a C compiler.
set -u
export LC_ALL=C

usage() {
    cat <<'EOF'
usage: ./judge.sh [options] [NAME ...]
       ./judge.sh [options] -c 'COMMAND' -d DIR
       ./judge.sh --stress NAME -c 'COMMAND' [-n COUNT] [--seed S] [options]
       ./judge.sh --stress --gen 'GEN' --ref 'REF' -c 'COMMAND' [-n COUNT] [--seed S]
Runs each solver (bin/NAME, built with make) or COMMAND on every case of DIR (default:
testdata/NAME) and compares its output with the case's answer.  A case is NAME.in with
NAME.out or NAME.ans beside it; DIR may also be a Kattis problem package (its data/sample,
then data/secret, searched recursively) or an online-judge-tools test/ folder.  Each case
runs in a fresh empty directory with the .in on stdin; when its main process exits, every
process it started is killed.  A relative path as COMMAND's first word is taken from here.
  -t SEC        CPU-time limit per case: user + system time of all its processes
                (default 2, or tl= in DIR/judge.conf)
  --wall SEC    wall-clock limit per case (default 2 * t + 1)
  -m MB         memory limit: the run's peak resident memory (default 256, or ml= in
                DIR/judge.conf; 0 = none, e.g. for sanitizer builds)
  -p N          at most N processes alive at once (default 64)
  --mode M      lines (default: CR and blanks at line ends, empty lines at the end ignored),
                tokens (any whitespace), exact (bytes), float[:EPS] (tokens; numbers within
                EPS, default 1e-6, absolute or relative, as Kattis' float_tolerance)
  --ignore-case letters compare without case
  --checker CMD a special checker instead of the comparison: testlib's protocol,
                CMD input output answer; exit 0 AC, 1 WA, 2 PE, anything else JE
  --checker-protocol kattis
                CMD input answer feedback_dir < output; exit 42 AC, 43 WA, else JE
  -j N          run N cases in parallel (results still print in order)
  -x            stop at the first failure: nothing after it is printed or left running
  -v            on WA, show a capped unified diff (\r shown, trailing spaces marked ~)
  --tsv         tab-separated output: solver, case, verdict, seconds, KiB, detail; in a
                field \ tab CR newline are written \\ \t \r \n; the summary goes to stderr
  -h, --help    this text
Stress mode: COMMAND (your solution) and a reference (bin/NAME, or REF) run on inputs from
a generator (build/tests/NAME/gen, or GEN, called as GEN SEED SIZE) for seeds S (default
1) to S + COUNT - 1 (default 1000), under the limits above, compared in --mode; sizes grow
from 1 (the first failure is small), TLE, MLE, RE and OLE count as failures too.  The
failing input is shrunk while the two still disagree and the reference still accepts it;
the smallest input, both outputs, its seed and our --explain of it are printed and kept in
build/stress/NAME/.  Exit status 0 all agree, 1 a failure found.
Verdicts, the highest first when several hold: CE (does not build), TLE (CPU or wall
limit), MLE (memory), RE (exit status not 0, a signal, too many processes), OLE (stdout
past 4 times the answer's size or 64 KiB, stderr past 8 MiB, a file past 64 MiB), WA or PE
(the checker's), AC; JE when a checker fails.  The time shown is CPU time, the time
judged; the memory, the run's peak.
Last line: "N passed, N failed".  Exit status: 0 all AC, 1 any failure, 2 usage or harness
error (a bad judge.conf, a .in without its answer or with two, a checker that failed),
130/143 when interrupted.  Colour only on a terminal, never with NO_COLOR set.
EOF
}

die_usage() {
    echo "judge.sh: $1" >&2
    echo "try: ./judge.sh --help" >&2
    exit 2
}

tl_opt="" ml_opt="" wall_opt="" procs=64 mode=lines jobs=1 stop_first=0 verbose=0 tsv=0
cmd="" dir="" cmd_set=0 icase="" checker="" protocol=testlib
stress=0 s_gen="" s_ref="" s_count=1000 s_seed=1
names=()
while [ $# -gt 0 ]; do
    case "$1" in
        -t|-m|-p|--wall|--mode|-j|-c|-d|--checker|--checker-protocol|--gen|--ref|-n|--seed)
            [ $# -ge 2 ] || die_usage "$1 needs a value"
            case "$1" in
                -t) tl_opt=$2 ;;
                -m) ml_opt=$2 ;;
                -p) procs=$2 ;;
                --wall) wall_opt=$2 ;;
                --mode) mode=$2 ;;
                -j) jobs=$2 ;;
                -c) cmd=$2 cmd_set=1 ;;
                -d) dir=$2 ;;
                --checker) checker=$2 ;;
                --checker-protocol) protocol=$2 ;;
                --gen) s_gen=$2 ;;
                --ref) s_ref=$2 ;;
                -n) s_count=$2 ;;
                --seed) s_seed=$2 ;;
            esac
            shift 2 ;;
        --ignore-case) icase=--ignore-case; shift ;;
        --stress) stress=1; shift ;;
        -x) stop_first=1; shift ;;
        -v) verbose=1; shift ;;
        --tsv) tsv=1; shift ;;
        -h|--help) usage; exit 0 ;;
        --) shift; names+=("$@"); break ;;
        -*) die_usage "unknown option '$1'" ;;
        *) names+=("$1"); shift ;;
    esac
done

is_seconds() { [[ $1 =~ ^[0-9]{1,6}(\.[0-9]{1,6})?$ ]] && [[ ! $1 =~ ^0+(\.0+)?$ ]]; }
is_mb() { [[ $1 =~ ^[0-9]{1,7}$ ]]; }
[ -z "$tl_opt" ] || is_seconds "$tl_opt" || die_usage "-t takes a positive number of seconds"
[ -z "$wall_opt" ] || is_seconds "$wall_opt" ||
    die_usage "--wall takes a positive number of seconds"
[ -z "$ml_opt" ] || is_mb "$ml_opt" || die_usage "-m takes a whole number of MB"
[[ $procs =~ ^[1-9][0-9]{0,3}$ ]] || die_usage "-p takes a whole number from 1 to 9999"
[[ $jobs =~ ^[1-9][0-9]{0,2}$ ]] || die_usage "-j takes a whole number from 1 to 999"
[[ $mode =~ ^(lines|tokens|exact|float(:[0-9]*\.?[0-9]+([eE][-+]?[0-9]+)?)?)$ ]] ||
    die_usage "--mode is lines, tokens, exact or float[:EPS]"
case "$protocol" in testlib|kattis) ;; *) die_usage "--checker-protocol is testlib or kattis" ;; esac
if [ "$stress" -eq 1 ]; then
    [ -n "$cmd" ] || die_usage "--stress needs -c 'YOUR COMMAND'"
    [ -z "$dir" ] || die_usage "--stress takes no -d: the inputs are generated"
    [[ $s_count =~ ^[1-9][0-9]{0,6}$ ]] || die_usage "-n takes a whole number of seeds from 1"
    [[ $s_seed =~ ^[0-9]{1,12}$ ]] || die_usage "--seed takes a whole number"
    if [ -n "$s_gen" ] || [ -n "$s_ref" ]; then
        if [ -z "$s_gen" ] || [ -z "$s_ref" ]; then die_usage "--gen and --ref go together"; fi
        [ ${#names[@]} -eq 0 ] || die_usage "--stress takes a NAME or --gen and --ref, not both"
    else
        [ ${#names[@]} -eq 1 ] || die_usage "--stress takes one NAME (or --gen GEN --ref REF)"
    fi
elif [ -n "$s_gen$s_ref" ]; then
    die_usage "--gen and --ref go with --stress"
elif [ "$cmd_set" -eq 1 ] || [ -n "$dir" ]; then
    if [ -z "$cmd" ] || [ -z "$dir" ]; then
        die_usage "-c and -d go together"
    fi
    [ ${#names[@]} -eq 0 ] || die_usage "names go without -c/-d"
    [ -d "$dir" ] || die_usage "no such directory: $dir"
    [[ $dir != -* ]] || dir="./$dir"
fi

root=$(cd "$(dirname "$0")" && pwd) || exit 2
work=$(mktemp -d) || { echo "judge.sh: cannot make a temporary directory" >&2; exit 2; }
trap 'rm -rf "$work"' EXIT
# Ctrl-C or a kill: every running case is stopped (runguard kills its whole run when it, or
# the subshell that started it, goes) and nothing is left behind
interrupted() { # SIGNAL STATUS
    trap '' INT TERM HUP
    stop_cases
    echo "judge.sh: interrupted by SIG$1; every running case was killed" >&2
    exit "$2"
}

# stop_cases: every running case stopped, and not returning before each one's runguard has
# killed and reaped its whole run (runguard does so on SIGTERM; each case's subshell keeps
# its runguard's pid in $work/run.PID.pid)
stop_cases() {
    local j f p n
    for f in "$work"/run.*.pid; do
        [ -e "$f" ] || continue
        p=$(< "$f")
        [ -z "$p" ] || kill -TERM "$p" 2> /dev/null
    done
    for j in $(jobs -p); do
        kill -TERM "$j" 2> /dev/null
    done
    wait
    for f in "$work"/run.*.pid; do
        [ -e "$f" ] || continue
        p=$(< "$f")
        for ((n = 0; n < 200 && ${#p} > 0; n++)); do
            kill -0 "$p" 2> /dev/null || break
            sleep 0.05
        done
        rm -f "$f"
    done
}
trap 'interrupted INT 130' INT
trap 'interrupted TERM 143' TERM
trap 'interrupted HUP 129' HUP

runguard="$root/build/runguard" compare="$root/build/compare"
if ! make -s -C "$root" build/runguard build/compare > "$work/build.log" 2>&1; then
    echo "judge.sh: cannot build the runner and the comparer (build/runguard, build/compare):" >&2
    sed 's/^/    /' "$work/build.log" >&2
    exit 2
fi

if [ -t 1 ] && [ "${TERM:-dumb}" != dumb ] && [ -z "${NO_COLOR+x}" ]; then
    c_ok=$'\033[32m' c_bad=$'\033[31m' c_off=$'\033[0m'
else
    c_ok="" c_bad="" c_off=""
fi

# shellcheck disable=SC2034 # argv_out is the caller's array, by name
# the command as a word list: one word is run as it is (no shell in between, so the memory
# shown is the program's own); anything else by bash -c.  A relative path as the first word
# is made absolute, since the case runs in a directory of its own.  Sets the array named $2.
command_argv() { # COMMAND ARRAY
    local first=${1%% *} rest=""
    local -n argv_out=$2
    [ "$first" = "$1" ] || rest=${1#* }
    if [[ $first == */* ]] && [[ $first != /* ]] && [ -e "$first" ]; then
        first="$PWD/$first"
    fi
    if [[ $1 =~ ^[A-Za-z0-9_./+,:@%=-]+$ ]]; then
        argv_out=("$first")
    elif [ -n "$rest" ]; then
        argv_out=(bash -c "$(printf '%q' "$first") $rest")
    else
        argv_out=(bash -c "$first")
    fi
}
# ---- stress mode: your solution against ours (or any reference) on generated inputs ----

# stress_run IN OUT RES -- ARGV...: one run under the case limits, in a directory of its own
# (emptied when the run left something there); sets s_verdict, s_exit and s_detail
stress_run() {
    local in=$1 outf=$2 res=$3 k v
    shift 4
    "$runguard" -t "$s_tl" -w "$s_wall" -m "$s_ml" -p "$procs" -O 67108864 -i "$in" -o "$outf" \
        -e "$outf.err" -d "$work/sr.cwd" -r "$res" -- "$@" 2> /dev/null
    local left=("$work/sr.cwd"/* "$work/sr.cwd"/.[!.]*)
    if [ -e "${left[0]}" ] || [ -e "${left[1]}" ]; then
        rm -rf "$work/sr.cwd" && mkdir "$work/sr.cwd"
    fi
    s_verdict=RE s_exit="" s_detail=""
    while read -r k v; do
        case "$k" in
            verdict) s_verdict=$v ;;
            exit) s_exit=$v ;;
            detail) s_detail=$v ;;
        esac
    done < "$res"
}

# stress_fails INPUT: does the solution fail on INPUT (which the reference must accept)?
# Returns 0 (fails: detail in s_why), 1 (passes), 2 (the reference rejects INPUT).
stress_fails() {
    stress_run "$1" "$work/s.ref" "$work/s.refres" -- "${ref_argv[@]}"
    if [ "$s_verdict" != OK ] || [ "$s_exit" != 0 ]; then
        return 2
    fi
    stress_run "$1" "$work/s.got" "$work/s.gotres" -- "${argv[@]}"
    if [ "$s_verdict" != OK ]; then
        s_why="$s_verdict: $s_detail"
        return 0
    fi
    if ! "$compare" --mode "$mode" ${icase:+"$icase"} -- "$work/s.ref" "$work/s.got" \
        > "$work/s.why"; then
        s_why="WA: $(cat "$work/s.why")"
        return 0
    fi
    return 1
}

# the input held in s_case (one case a line) written to FILE
stress_write() { printf '%s\n' "${s_case[@]}" > "$1"; }

# stress_try: does the input in s_case still make the solution fail (and the reference
# accept it)?  Counts the tries; gives up past s_budget.
stress_try() {
    stress_time_left || return 1
    s_tries=$((s_tries + 1))
    stress_write "$work/s.try"
    stress_fails "$work/s.try"
}

# shrink: the failing input in s_case made smaller while it still fails: drop cases, drop
# numbers inside a counted case (its count lowered with it), lower each value as far toward
# 0 as it still fails (a binary search).  s_format: counted ("n a1..an" cases), pairs (two
# numbers a case) or tokens (no structure known).  Stops at s_budget tries or s_deadline.
stress_shrink() {
    local changed=1 pass=0 i j t w old tok lo mid keep
    while [ "$changed" -eq 1 ] && [ "$pass" -lt 16 ] && stress_time_left; do
        changed=0 pass=$((pass + 1))
        # drop whole cases, the last first
        for ((i = ${#s_case[@]} - 1; i >= 0 && ${#s_case[@]} > 1; i--)); do
            keep=("${s_case[@]}")
            s_case=("${keep[@]:0:i}" "${keep[@]:i+1}")
            if stress_try; then changed=1; else s_case=("${keep[@]}"); fi
        done
        # drop numbers: inside a counted case, or any token
        for ((i = 0; i < ${#s_case[@]}; i++)); do
            [ "$s_format" != pairs ] || break
            read -r -a t <<< "${s_case[i]}"
            lo=1
            [ "$s_format" != tokens ] || lo=0
            for ((j = ${#t[@]} - 1; j >= lo; j--)); do
                w=("${t[@]:0:j}" "${t[@]:j+1}")
                [ "$s_format" != counted ] || w[0]=$((t[0] - 1))
                old=${s_case[i]}
                s_case[i]="${w[*]}"
                if stress_try; then
                    changed=1
                    t=("${w[@]}")
                else
                    s_case[i]=$old
                fi
            done
        done
        # lower values: to 0, else to 1 (or -1), else by halves while it still fails, then
        # by one
        for ((i = 0; i < ${#s_case[@]}; i++)); do
            read -r -a t <<< "${s_case[i]}"
            for ((j = 0; j < ${#t[@]}; j++)); do
                [ "$s_format" != counted ] || [ "$j" -ne 0 ] || continue
                tok=${t[j]}
                if ! [[ $tok =~ ^-?[0-9]{1,17}$ ]] || [ "$tok" -eq 0 ]; then
                    continue
                fi
                for mid in 0 $((tok < 0 ? -1 : 1)) half one; do
                    while :; do
                        case $mid in
                            half) lo=$((t[j] / 2)) ;;
                            one) lo=$((t[j] < 0 ? t[j] + 1 : t[j] - 1)) ;;
                            *) lo=$mid ;;
                        esac
                        [ "${lo#-}" -lt "${t[j]#-}" ] || break
                        w=("${t[@]}")
                        w[j]=$lo
                        old=${s_case[i]}
                        s_case[i]="${w[*]}"
                        if ! stress_try; then
                            s_case[i]=$old
                            break
                        fi
                        t=("${w[@]}")
                        changed=1
                        [ "$mid" = half ] || break
                    done
                done
            done
        done
    done
}

stress_time_left() { [ "$SECONDS" -lt "$s_deadline" ] && [ "$s_tries" -lt "$s_budget" ]; }

# split FILE's tokens into cases in s_case, by s_format
stress_split() {
    local -a tok
    local i=0 n
    mapfile -t tok < <(tr -s ' \t\r\n\v\f' '\n' < "$1" | sed '/^$/d')
    s_case=()
    case "$s_format" in
        pairs)
            for ((i = 0; i + 1 < ${#tok[@]}; i += 2)); do s_case+=("${tok[i]} ${tok[i+1]}"); done ;;
        counted)
            while [ "$i" -lt "${#tok[@]}" ]; do
                n=${tok[i]}
                [[ $n =~ ^[0-9]{1,6}$ ]] || { s_case=("${tok[*]}"); s_format=tokens; return; }
                s_case+=("${tok[*]:i:n+1}")
                i=$((i + n + 1))
            done ;;
        *) s_case=("${tok[*]}") ;;
    esac
}

# stress_scan FROM TO: the first seed index in FROM..TO-1 whose input makes the solution
# fail, in s_found ("" if none), its input in $work/s.in.  Batches: the seeds up to the next
# change of size, their inputs joined (our generators print them in one call: GEN SEED SIZE
# COUNT), one run each side; on a difference the seeds of the batch run one by one.
stress_scan() {
    local k=$1 to=$2 B v j
    s_found=""
    while [ "$k" -lt "$to" ]; do
        B=1
        [ "$s_batch" -eq 0 ] || B=$((20 - k % 20))
        [ "$B" -le $((to - k)) ] || B=$((to - k))
        stress_size "$k"
        if [ "$B" -gt 1 ]; then
            "${gen_argv[@]}" $((s_seed + k)) "$size" "$B" > "$work/s.in"
        else
            "${gen_argv[@]}" $((s_seed + k)) "$size" > "$work/s.in"
        fi || { echo "judge.sh: the generator failed on seed $((s_seed + k))" >&2; exit 2; }
        stress_fails "$work/s.in"
        v=$?
        if [ "$v" -eq 2 ] && [ "$B" -eq 1 ]; then
            echo "judge.sh: the reference rejects the generator's input for seed $((s_seed + k)):" >&2
            head -c 300 "$work/s.ref.err" >&2
            exit 2
        fi
        if [ "$v" -eq 0 ] && [ "$B" -eq 1 ]; then
            s_found=$k
            return
        fi
        if [ "$v" -ne 1 ]; then
            for ((j = 0; j < B; j++)); do
                "${gen_argv[@]}" $((s_seed + k + j)) "$size" > "$work/s.in"
                stress_fails "$work/s.in"
                v=$?
                if [ "$v" -eq 2 ]; then
                    echo "judge.sh: the reference rejects the generator's input for seed $((s_seed + k + j))" >&2
                    exit 2
                fi
                if [ "$v" -eq 0 ]; then
                    s_found=$((k + j))
                    return
                fi
            done
            # every seed passes alone: the solution reads one case only; no more batches
            s_batch=0
        fi
        k=$((k + B))
    done
}

# tiny inputs first: size 1 for the first 20 seeds, 2 for the next 20, ... at most 30
stress_size() { size=$((1 + $1 / 20)); [ "$size" -le 30 ] || size=30; }

stress_main() {
    local size t0 t1 first k more=0 best best_tokens tokens
    s_tl=${tl_opt:-2} s_ml=${ml_opt:-256}
    s_wall=${wall_opt:-$(awk -v t="$s_tl" 'BEGIN { print 2 * t + 1 }')}
    command_argv "$cmd" argv
    command_argv "$s_gen" gen_argv
    [ "${gen_argv[0]}" != bash ] || gen_argv=(bash -c "${gen_argv[2]} \"\$@\"" gen)
    command_argv "$s_ref" ref_argv
    s_out="$root/build/stress/$s_label"
    mkdir -p "$s_out" "$work/sr.cwd" || exit 2
    s_batch=0
    [ -z "$s_batchable" ] || s_batch=1
    t0=${EPOCHREALTIME/./}
    stress_scan 0 "$s_count"
    t1=${EPOCHREALTIME/./}
    if [ -z "$s_found" ]; then
        echo "stress $s_label: seeds $s_seed..$((s_seed + s_count - 1)) agree ($(awk -v n="$s_count" \
            -v us=$((t1 - t0)) 'BEGIN { printf "%.0f", n / (us / 1e6) }') seeds/s)"
        echo "$s_count passed, 0 failed"
        exit 0
    fi
    # a shrink stops at a local minimum, so two more failures among the next 100 seeds are
    # shrunk too, and the smallest result (fewest numbers) is kept
    first=$s_found
    s_tries=0 s_deadline=$((SECONDS + 60)) # a minute of shrinking at the most
    best="" best_tokens=0
    k=$first
    while :; do
        cp "$work/s.in" "$work/s.found"
        stress_split "$work/s.found"
        s_budget=$((s_tries + 500))
        stress_shrink
        tokens=$(printf '%s\n' "${s_case[@]}" | wc -w)
        if [ -z "$best" ] || [ "$tokens" -lt "$best_tokens" ]; then
            best=$((s_seed + k)) best_tokens=$tokens
            stress_write "$s_out/input.txt"
            cp "$work/s.found" "$s_out/found.txt"
        fi
        more=$((more + 1))
        if [ "$more" -ge 3 ] || [ "$SECONDS" -ge "$s_deadline" ]; then
            break
        fi
        stress_scan $((k + 1)) $((first + 101 < s_count ? first + 101 : s_count))
        [ -n "$s_found" ] || break
        k=$s_found
    done
    stress_fails "$s_out/input.txt"
    cp "$work/s.ref" "$s_out/expected.txt"
    cp "$work/s.got" "$s_out/got.txt"
    echo "$best" > "$s_out/seed.txt"
    echo "stress $s_label: seed $((s_seed + first)) is the first that fails; the smallest" \
        "input, from seed $best, shrunk ($s_tries tries in all) to $best_tokens numbers:"
    echo "  why:      $s_why"
    echo "  input:    $(head -c 300 "$s_out/input.txt" | tr '\n' '|')"
    echo "  expected: $(head -c 300 "$s_out/expected.txt" | tr '\n' '|')"
    echo "  got:      $(head -c 300 "$s_out/got.txt" | tr '\n' '|')"
    if [ -n "$s_explain" ]; then
        "$s_explain" --explain < "$s_out/input.txt" > "$s_out/explain.txt" 2>&1
        echo "  optimal play ($s_label --explain):"
        head -n 30 "$s_out/explain.txt" | sed 's/^/    /'
    fi
    echo "  saved in $s_out/ (input.txt expected.txt got.txt seed.txt found.txt${s_explain:+ explain.txt})"
    echo "$first passed, 1 failed"
    exit 1
}

checker_argv=()
if [ -n "$checker" ]; then
    command_argv "$checker" checker_argv
    # the files go after the command: as arguments of a word list, as "$@" of a shell one
    [ "${checker_argv[0]}" != bash ] || checker_argv=(bash -c "${checker_argv[2]} \"\$@\"" checker)
fi

# ---- judging one case ----

# check_output IN ANS GOT: the verdict of the output, by the comparer or the checker; sets
# verdict (AC, WA, PE or JE) and detail
check_output() {
    local in=$1 ans=$2 got=$3 st fb="$work/fb.$BASHPID"
    if [ -z "$checker" ]; then
        detail=$("$compare" --mode "$mode" ${icase:+"$icase"} -- "$ans" "$got")
        st=$?
        case $st in
            0) verdict=AC ;;
            1) verdict=WA ;;
            *) verdict=JE detail="the comparer failed (exit status $st)" ;;
        esac
        return
    fi
    # the checker runs under runguard too: a checker that hangs or crashes is a JE
    rm -rf "$fb"
    mkdir "$fb" "$fb.cwd" || { verdict=JE detail="cannot make a directory"; return; }
    if [ "$protocol" = testlib ]; then
        "$runguard" -t 10 -m 1024 -d "$fb.cwd" -e "$fb.err" -r "$fb.res" -- \
            "${checker_argv[@]}" "$in" "$got" "$ans" 2> /dev/null
    else
        "$runguard" -t 10 -m 1024 -d "$fb.cwd" -i "$got" -e "$fb.err" -r "$fb.res" -- \
            "${checker_argv[@]}" "$in" "$ans" "$fb/" 2> /dev/null
    fi
    st=$(sed -n 's/^exit //p' "$fb.res" 2> /dev/null)
    if [ "$protocol" = testlib ]; then
        detail=$(head -c 200 "$fb.err" | tr '\n' ' ')
        case "$st" in
            0) verdict=AC ;;
            1) verdict=WA ;;
            2) verdict=PE ;;
            *) verdict=JE detail="the checker failed (exit ${st:-unknown}): $detail" ;;
        esac
    else
        detail=$(head -c 200 "$fb/judgemessage.txt" 2> /dev/null | tr '\n' ' ')
        case "$st" in
            42) verdict=AC ;;
            43) verdict=WA ;;
            *) verdict=JE detail="the checker failed (exit ${st:-unknown}): $detail$(head -c 120 "$fb.err")" ;;
        esac
    fi
    detail=${detail% }
    rm -rf "$fb" "$fb.cwd" "$fb.err" "$fb.res"
}

# run_case IN ANS TL ML RESFILE -- ARGV...: runs ARGV under runguard in a fresh directory;
# writes "VERDICT<TAB>CPU_SECONDS<TAB>KIB<TAB>DETAIL" to RESFILE
run_case() {
    local in=$1 exp=$2 tl=$3 ml=$4 res=$5 id got err rg cap size wall k v me=$BASHPID
    local verdict="" detail="" cpu=0 mem=0
    shift 6
    id="$work/run.$me"
    got="$id.got" err="$id.err" rg="$id.rg"
    mkdir "$id.cwd" || { printf 'JE\t0\t0\tcannot make a directory\n' > "$res"; return; }
    size=$(wc -c < "$exp")
    cap=$((size * 4))
    [ "$cap" -ge 65536 ] || cap=65536
    wall=${wall_opt:-$(awk -v t="$tl" 'BEGIN { print 2 * t + 1 }')}
    "$runguard" -t "$tl" -w "$wall" -m "$ml" -p "$procs" -O "$cap" -i "$in" -o "$got" \
        -e "$err" -d "$id.cwd" -r "$rg" -P "$me" -- "$@" 2> "$id.rgerr" &
    echo "$!" > "$id.pid"
    wait "$!"
    rm -f "$id.pid"
    rm -rf "$id.cwd"
    while read -r k v; do
        case "$k" in
            verdict) verdict=$v ;;
            detail) detail=$v ;;
            cpu) cpu=$v ;;
            memory) mem=$v ;;
        esac
    done < "$rg"
    if [ -z "$verdict" ]; then
        # runguard itself failed (the command could not be started): say what it said
        verdict=RE detail=$(head -n 1 "$id.rgerr")
    elif [ "$verdict" = OK ]; then
        check_output "$in" "$exp" "$got"
        if [ "$verdict" = WA ] && [ "$verbose" -eq 1 ] && [ -z "$checker" ]; then
            # \r shown as \r, trailing spaces as ~ (plain ASCII, so any locale shows them)
            diff -u -- "$exp" "$got" | head -n 40 | awk '{
                gsub(/\r/, "\\r")
                if (match($0, / +$/)) {
                    t = substr($0, RSTART); gsub(/ /, "~", t)
                    $0 = substr($0, 1, RSTART - 1) t
                }
                print }' > "$res.diff"
        fi
    elif [ "$verdict" = RE ] && [ -s "$err" ]; then
        detail="$detail; stderr: $(head -c 120 "$err" | head -n 1)"
    fi
    rm -f "$got" "$err" "$rg" "$id.rgerr"
    printf '%s\t%s\t%s\t%s\n' "$verdict" "$cpu" "$mem" "$detail" > "$res"
}

# ---- output ----

passed=0 failed=0 judge_errors=0

# A field for --tsv: backslash, tab, CR and newline written as \\, \t, \r and \n.
tsv_field() {
    local f=${1//\\/\\\\}
    f=${f//$'\t'/\\t}
    f=${f//$'\r'/\\r}
    printf '%s' "${f//$'\n'/\\n}"
}

# one result line: SOLVER CASE VERDICT SECONDS KIB DETAIL
print_line() {
    local colour=$c_bad m
    if [ "$tsv" -eq 1 ]; then
        printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$(tsv_field "$1")" "$(tsv_field "$2")" "$3" "$4" \
            "$5" "$(tsv_field "$6")"
        return
    fi
    [ "$3" != AC ] || colour=$c_ok
    m=$(( ($5 * 10 + 512) / 1024 ))
    printf '%s%-3s%s %-28s %7.3f s %4d.%d MB%s\n' "$colour" "$3" "$c_off" "$1/$2" "$4" \
        $((m / 10)) $((m % 10)) "${6:+  $6}"
}

print_result() { # SOLVER CASE RESFILE
    local v s m d
    IFS=$'\t' read -r v s m d < "$3"
    print_line "$1" "$2" "$v" "$s" "$m" "$d"
    [ "$tsv" -eq 1 ] || [ ! -s "$3.diff" ] || sed 's/^/      /' "$3.diff"
    case "$v" in
        AC) passed=$((passed + 1)) ;;
        JE) failed=$((failed + 1)) judge_errors=$((judge_errors + 1)) ;;
        *) failed=$((failed + 1)) ;;
    esac
}

# cases DIR: sets case_in and case_ans (arrays) and case_name: every NAME.in with its
# NAME.out or NAME.ans, in natural order (2 before 10); in a Kattis problem package
# (DIR/data/sample, DIR/data/secret) those two folders searched recursively, sample first.
# A .in without an answer, with two, or a name with a newline is a harness error, exit 2.
cases() {
    local d f base bad=0 list=() sub
    d=$(cd -- "$1" && pwd) || exit 2 # absolute: a checker runs in a directory of its own
    case_in=() case_ans=() case_name=()
    if [ -d "$d/data/sample" ] || [ -d "$d/data/secret" ]; then
        for sub in sample secret; do
            [ -d "$d/data/$sub" ] || continue
            while IFS= read -r -d '' f; do
                list+=("$f")
            done < <(cd "$d/data" && find "$sub" -name '*.in' -print0 | sort -zV)
        done
        d="$d/data"
    else
        while IFS= read -r -d '' f; do
            list+=("$f")
        done < <(cd "$d" && find . -maxdepth 1 -name '*.in' -print0 | sed -z 's|^\./||' |
                 sort -zV)
    fi
    for f in "${list[@]}"; do
        base=${f%.in}
        if [[ $f == *$'\n'* ]]; then
            echo "judge.sh: a case name holds a newline: $(printf '%q' "$f"); rename it" >&2
            bad=1
        elif [ -f "$d/$base.out" ] && [ -f "$d/$base.ans" ]; then
            echo "judge.sh: $d/$f has two answers, $base.out and $base.ans" >&2
            bad=1
        elif [ -f "$d/$base.out" ] || [ -f "$d/$base.ans" ]; then
            case_in+=("$d/$f")
            if [ -f "$d/$base.out" ]; then case_ans+=("$d/$base.out"); else case_ans+=("$d/$base.ans"); fi
            case_name+=("$base")
        else
            echo "judge.sh: $d/$f has no answer, $base.out or $base.ans" >&2
            bad=1
        fi
    done
    [ "$bad" -eq 0 ] || exit 2
}

# conf DIR: reads DIR/judge.conf into conf_tl and conf_ml, checked like the options
conf() {
    local n=0 line key val
    conf_tl="" conf_ml=""
    [ -e "$1/judge.conf" ] || return 0
    while IFS= read -r line || [ -n "$line" ]; do
        n=$((n + 1))
        line=${line%$'\r'}
        [[ $line =~ ^[[:space:]]*(#.*)?$ ]] && continue
        key=${line%%=*} val=${line#*=}
        case "$key" in
            tl) is_seconds "$val" || die_usage "$1/judge.conf line $n: tl= takes a positive number of seconds, not '$val'"
                conf_tl=$val ;;
            ml) is_mb "$val" || die_usage "$1/judge.conf line $n: ml= takes a whole number of MB, not '$val'"
                conf_ml=$val ;;
            *) die_usage "$1/judge.conf line $n: unknown setting '$line' (tl= and ml= are known)" ;;
        esac
    done < "$1/judge.conf"
}

# judge_dir LABEL DIR ARGV...: every case, in order; returns 1 if -x stopped it
judge_dir() {
    local label=$1 d=$2 i n next running=0 stop=0 sp=$passed sf=$failed tl ml
    shift 2
    conf "$d"
    tl=${tl_opt:-${conf_tl:-2}} ml=${ml_opt:-${conf_ml:-256}}
    cases "$d"
    n=${#case_in[@]}
    if [ "$n" -eq 0 ]; then
        if [ "$tsv" -eq 1 ]; then
            print_line "$label" "(none)" "--" 0 0 "no cases (*.in) in $d"
        else
            printf '%s%-3s%s %-28s no cases (*.in) in %s\n' "$c_bad" "--" "$c_off" "$label" "$d"
        fi
        failed=$((failed + 1))
        return 0
    fi
    next=0
    for ((i = 0; i < n && stop == 0; i++)); do
        run_case "${case_in[i]}" "${case_ans[i]}" "$tl" "$ml" "$work/res.$i" -- "$@" &
        running=$((running + 1))
        # print finished cases in order; keep at most $jobs running
        while :; do
            while [ "$stop" -eq 0 ] && [ "$next" -le "$i" ] && [ -s "$work/res.$next" ]; do
                print_result "$label" "${case_name[next]}" "$work/res.$next"
                [ "$stop_first" -eq 0 ] || [ "$failed" -eq "$sf" ] || stop=1
                next=$((next + 1))
            done
            if [ "$stop" -eq 1 ] || [ "$running" -lt "$jobs" ]; then
                break
            fi
            wait -n 2> /dev/null
            running=$((running - 1))
        done
    done
    if [ "$stop" -eq 1 ]; then
        # cases still running after the failure: stopped, never printed
        stop_cases
    fi
    wait
    while [ "$stop" -eq 0 ] && [ "$next" -lt "$n" ]; do
        print_result "$label" "${case_name[next]}" "$work/res.$next"
        [ "$stop_first" -eq 0 ] || [ "$failed" -eq "$sf" ] || stop=1
        next=$((next + 1))
    done
    rm -f "$work"/res.*
    if [ "$tsv" -eq 0 ]; then
        echo "== $label: $((passed - sp)) of $((passed - sp + failed - sf)) passed"
    fi
    return "$stop"
}

argv=() gen_argv=() ref_argv=()
if [ "$stress" -eq 1 ]; then
    s_explain="" s_batchable="" s_format=tokens s_label=custom
    if [ ${#names[@]} -eq 1 ]; then
        s_label=${names[0]}
        [ -f "$root/solvers/$s_label/main.c" ] || die_usage "no solver '$s_label'"
        if ! make -s -C "$root" "bin/$s_label" "build/tests/$s_label/gen" > "$work/build.log" 2>&1; then
            echo "judge.sh: cannot build bin/$s_label and its generator:" >&2
            sed 's/^/    /' "$work/build.log" >&2
            exit 2
        fi
        s_gen="$root/build/tests/$s_label/gen" s_ref="$root/bin/$s_label"
        s_explain="$root/bin/$s_label" s_batchable=1
        case "$s_label" in lc464) s_format=pairs ;; *) s_format=counted ;; esac
    fi
    # the generator is called GEN SEED SIZE: as a shell command it gets them as "$@"
    stress_main
fi
[ "$tsv" -eq 0 ] || printf 'solver\tcase\tverdict\tseconds\tkib\tdetail\n'

if [ -n "$cmd" ]; then
    cases "$dir"
    conf "$dir"
    command_argv "$cmd" argv
    label=${dir%/}
    label=${label##*/}
    judge_dir "${label:-cases}" "$dir" "${argv[@]}"
else
    if [ ${#names[@]} -eq 0 ]; then
        for d in "$root"/solvers/*/; do
            d=${d%/}
            [ -d "$root/testdata/${d##*/}" ] && names+=("${d##*/}")
        done
        [ ${#names[@]} -gt 0 ] || die_usage "no solver has testdata"
    fi
    for name in "${names[@]}"; do
        [ -f "$root/solvers/$name/main.c" ] || die_usage "no solver '$name' (solvers/$name/main.c)"
        [ -d "$root/testdata/$name" ] || die_usage "no testdata for '$name'"
        cases "$root/testdata/$name"
        conf "$root/testdata/$name"
    done
    for name in "${names[@]}"; do
        if ! make -s -C "$root" "bin/$name" > "$work/build.log" 2>&1; then
            cases "$root/testdata/$name"
            n=${#case_in[@]}
            [ "$n" -gt 0 ] || n=1
            if [ "$tsv" -eq 1 ]; then
                print_line "$name" "(build)" CE 0 0 "$(head -n 20 "$work/build.log")"
            else
                printf '%s%-3s%s %-28s the solver does not build:\n' "$c_bad" CE "$c_off" "$name"
                head -n 20 "$work/build.log" | sed 's/^/      /'
            fi
            failed=$((failed + n))
            [ "$stop_first" -eq 0 ] || break
            continue
        fi
        judge_dir "$name" "$root/testdata/$name" "$root/bin/$name" || break
    done
fi
if [ "$tsv" -eq 1 ]; then
    echo "$passed passed, $failed failed" >&2
else
    echo "$passed passed, $failed failed"
fi
[ "$judge_errors" -eq 0 ] || exit 2
[ "$failed" -eq 0 ]
