#!/usr/bin/env bash
# judge.sh - a local judge: an attempt (a source file), a command or our solvers on a problem's
# cases, judged as the problem's real judge would judge them.
#
#   ./judge.sh [options] NAME FILE             your attempt FILE on testdata/NAME
#   ./judge.sh [options] [NAME ...]            our solvers by name (default: all with testdata)
#   ./judge.sh [options] -c 'COMMAND' -d DIR   any command against DIR's cases
#
# The reference, shaped like a man page: docs/judge.md (--help is it condensed; make check's
# doc_test holds that every option here is named there).
#
# This file is the entry point: options, dispatch and printing.  The judge's parts are in
# judge/, each a file with one job: runguard.c (the runner: one run under limits; decides
# TLE, MLE, RE and OLE), compare.c (the comparer: WA or AC), testcase.sh (one case: run,
# compare or check, verdict), cases.sh (test layouts, judge.conf), command.sh (how a
# COMMAND is run), runtime.sh (the memory rules per runtime), attempt.sh (a source file's
# build), package.sh (problem packages), interact.c (the relay of an interactive case:
# program and interactor, each under its runguard), and, read only by the runs that use
# them, verify.sh (--verify: submissions, validators, problem.yaml and data as
# problemtools and BAPCtools check them) and stress.sh (--stress).
# Every case runs in a fresh empty directory, every process of the run killed when its main
# process exits.
# Verdicts: AC WA PE TLE MLE RE OLE CE JE (precedence CE > TLE > MLE > RE > OLE > WA/PE > AC).
# --stress: a solution against a reference on generated inputs, the failing one shrunk.
# Needs bash, coreutils, diffutils, make and a C compiler.
#
# What the parts share is constants, each part's header saying which it reads and which it
# sets; everything else a function reads or sets it is given, as an argument or by name (a
# nameref, local -n), and a value never reaches a function through a caller's local: held
# by scripts/scope-check.py (make lint).
# Constants (set here before the first case is judged, not written afterwards):
#     root self work runguard compare interact (the kit, this script, the temporary folder,
#     the three programs) tl_opt ml_opt wall_opt timeout_opt procs mode mode_set jobs stop_first verbose
#     tsv cmd dir icase checker interactor protocol runtime_opt judge_opt compile_seconds compile_mb
#     output_mb werror case_pats json junit html input_file explain_opt (the options) keep_got
#     (--input: where the case's output is kept) report json_fd (the rows' copy for
#     --json, --junit and --html, and stdout for --json) c_ok c_bad c_off (colours) checker_argv checker_mem checker_rule (the
#     checker's words, memory options and memory rule) file argv (the attempt, the words it runs as)
#     s_gen s_ref s_count s_seed s_explain s_batchable s_label s_validate s_last_case
#     s_presentation s_mode s_format s_tl s_ml s_wall s_tests s_edges (for --stress) a_method (the attempt's
#     LeetCode method) keep_builds (judge/attempt.sh's) opt_names opt_files opt_args cmd_set stress verify
#     verify_pkg (the words and modes the options gave) judge_pid (the judging's own process: judge.sh, or
#     the subshell --verify judges a submission in) cmd_lang file_lang (the languages of -c's
#     command and of the attempt, by their extensions: source_language's)
# Reads: a_files a_form a_rule langs_known prof_fact (judge/attempt.sh's)
#
# The table (TABLE, the name of an associative array: the top level's is "table"): passed,
# failed and errors (the counts: JE and harness errors among the failed), width (the
# name column's), chosen (the cases --case chose), score (the last folder's total, "S of
# M") and scored (1: a case of the folder being judged got a score), written by print_result, build_failed, score_folder and judge_dir, read by summary
# and the end.
set -u
export LC_ALL=C

usage() {
    cat <<'EOF2'
usage: ./judge.sh [options] NAME FILE          your attempt FILE on testdata/NAME's cases
       ./judge.sh [options] -d DIR FILE         your attempt on DIR's cases (a package too)
       ./judge.sh [options] [NAME ...]          our solvers (default: every problem)
       ./judge.sh [options] -c 'COMMAND' -d DIR a command of your own
       ./judge.sh --stress NAME FILE [-n COUNT] [--seed S]   your attempt against ours
       ./judge.sh --stress --gen 'GEN' --ref 'REF' -c 'COMMAND'
       ./judge.sh --verify PKG [--werror]       a problem package's submissions and data
EOF2
    # (the languages as docs/judges.md has them)
    printf 'FILE: a source in %s; a program, or LeetCode'"'"'s form (a Solution class, no main).\n' \
        "$langs_known" | fold -s -w 96 | sed 's/ $//'
    cat <<'EOF2'
A case is NAME.in with NAME.out or NAME.ans; DIR may be a Kattis/DOMjudge problem package.
  -t SEC            CPU-time limit a case (default 2, or judge.conf tl=)
  -m MB             peak memory limit (default 256, or judge.conf ml=; 0: none)
  --wall SEC        wall limit (default 2 * t + 1)
  --timeout SEC     the hard limit a TLE runs on to (default 1.5 * t + 1)
  -p N              processes alive at once (default 64)
  --output-limit MB stdout's limit (default 4 x the answer, at least 64 KiB)
  --judge J         compile and run as judge J: poj, leetcode, atcoder, nowcoder, domjudge,
                    kattis, plain
  --compile-time SEC the compiler's CPU limit (default 30)
  --runtime R       the memory rule: native, jvm, node or asan (default: told from the command)
  --mode M          lines (default), tokens, exact, float[:EPS]
  --ignore-case     letters compare without case
  --checker CMD     a checker (testlib: CMD input output answer)
  --checker-protocol kattis   a Kattis output validator instead
  --interactor CMD  an interactive problem, through build/interact
  --case GLOB       only the matching cases (repeatable)
  --input FILE      your attempt on an input of your own (-: stdin), our answer beside it
  --explain         with --input: our account of optimal play on it
  -n COUNT, --seed S, --gen GEN, --ref REF   --stress's seeds, generator and reference
  -j N              N cases at once
  -x                stop at the first failure
  -v                more on a failure: the diff, the stderr, a transcript's end
  --tsv             tab-separated rows
  --json            the results (judged cases, or --verify's submissions) as one JSON document
  --junit FILE      the same also as JUnit XML in FILE
  --html FILE       the run as a page in FILE: each row, each failure's input and diff,
                    --stress's shrunk input with its optimal play drawn
  --werror          --verify: a warning fails it too
  -h, --help        this text
Verdicts, the highest first: CE, TLE, MLE, RE, OLE, WA or PE, AC; JE when a checker fails.
Last line: "N passed, N failed".  Exit status: 0 all AC, 1 a failure, 2 a usage or harness
error, 130/143 interrupted.  Every option in full, with examples: docs/judge.md.
EOF2
}

die_usage() {
    echo "judge.sh: $1" >&2
    echo "try: ./judge.sh --help" >&2
    exit 2
}
# die_data MSG: a file judge.sh reads (judge.conf, a package) says what it cannot take: the
# message, exit 2, with no pointer to --help (the command line was right)
die_data() {
    echo "judge.sh: $1" >&2
    exit 2
}

# where judge.sh really is (it may be started through a symlink on PATH, or by a path with
# "..": readlink resolves those; a plain path is made absolute without a process), and its
# parts
if [ -L "$0" ] || [[ $0 == *..* ]]; then
    self=$(readlink -f -- "$0") || exit 2
else
    self=$0
    [[ $self == /* ]] || self=$PWD/$self
    while [[ $self == */./* ]]; do self=${self//\/.\//\/}; done
fi
root=${self%/*}
# shellcheck source=judge/command.sh
. "$root/judge/command.sh"
# shellcheck source=judge/runtime.sh
. "$root/judge/runtime.sh"
# shellcheck source=judge/attempt.sh
. "$root/judge/attempt.sh"
# shellcheck source=judge/cases.sh
. "$root/judge/cases.sh"
# shellcheck source=judge/package.sh
. "$root/judge/package.sh"
# shellcheck source=judge/testcase.sh
. "$root/judge/testcase.sh"
profiles_read

# judge_main ARGS...: everything from here on, a judging from its options to its last line;
# judge.sh runs it once, and --verify runs it for each submission in a subshell of its own
# (judge/verify.sh), which costs a fork where starting judge.sh again cost a bash, its
# parts read again and the profiles parsed again (25 ms of CPU a submission on the kit's
# test machine; with the package and its cases read once, 64 ms: 354 -> 290 ms).  Its body is not indented: it is judge.sh's top level.  What it sets is
# global, as at the top level (declare -g), and it sets every constant it reads.
judge_main() {
judge_pid=$BASHPID
tl_opt="" ml_opt="" wall_opt="" timeout_opt="" procs=64 mode=lines mode_set=0 jobs=1 stop_first=0 verbose=0 tsv=0
cmd="" dir="" cmd_set=0 icase="" checker="" interactor="" protocol=testlib runtime_opt="" judge_opt=""
compile_seconds=30 output_mb="" stress=0 verify=0 werror=0 s_gen="" s_ref="" s_count=1000 s_seed=1
opt_names=() opt_files=() case_pats=() json=0 junit="" html="" input_file="" explain_opt=0 keep_got=""
while [ $# -gt 0 ]; do
    case "$1" in
        -t|-m|-p|--wall|--timeout|--mode|-j|-c|-d|--checker|--checker-protocol|--gen|--ref|-n|--seed|\
        --runtime|--judge|--compile-time|--output-limit|--interactor|--case|--junit|--html|--input)
            [ $# -ge 2 ] || die_usage "$1 needs a value"
            case "$1" in
                -t) tl_opt=$2 ;;
                -m) ml_opt=$2 ;;
                -p) procs=$2 ;;
                --wall) wall_opt=$2 ;;
                --timeout) timeout_opt=$2 ;;
                --mode) mode=$2 mode_set=1 ;;
                -j) jobs=$2 ;;
                -c) cmd=$2 cmd_set=1 ;;
                -d) dir=$2 ;;
                --checker) checker=$2 ;;
                --interactor) interactor=$2 ;;
                --checker-protocol) protocol=$2 ;;
                --gen) s_gen=$2 ;;
                --ref) s_ref=$2 ;;
                -n) s_count=$2 ;;
                --seed) s_seed=$2 ;;
                --runtime) runtime_opt=$2 ;;
                --judge) judge_opt=$2 ;;
                --compile-time) compile_seconds=$2 ;;
                --output-limit) output_mb=$2 ;;
                --case) case_pats+=("$2") ;;
                --junit) junit=$2 ;;
                --html) html=$2 ;;
                --input) input_file=$2 ;;
            esac
            shift 2 ;;
        --ignore-case) icase=--ignore-case; shift ;;
        --stress) stress=1; shift ;;
        --verify) verify=1; shift ;;
        --werror) werror=1; shift ;;
        -x) stop_first=1; shift ;;
        -v) verbose=1; shift ;;
        --tsv) tsv=1; shift ;;
        --json) json=1; shift ;;
        --explain) explain_opt=1; shift ;;
        -h|--help) usage; exit 0 ;;
        --) shift; opt_names+=("$@"); break ;;
        -*) die_usage "unknown option '$1'" ;;
        *) opt_names+=("$1"); shift ;;
    esac
done
# the arguments: problem names, and source files (a known extension, or a '/'); for --verify
# the package
opt_args=("${opt_names[@]}")
[ "$stress" -eq 0 ] || [ ${#case_pats[@]} -eq 0 ] ||
    die_usage "--case chooses cases to judge; --stress makes its own"
if [ "$stress" -eq 1 ] && { [ "$json" -eq 1 ] || [ -n "$junit" ]; }; then
    die_usage "--json and --junit report judged cases and --verify's submissions; --stress has a report of its own (and --html FILE)"
fi
[ "$verify" -eq 0 ] || [ "$tsv" -eq 0 ] ||
    die_usage "--tsv is judged cases' form; --verify's are --json and --junit FILE"
[ "$json" -eq 0 ] || [ "$tsv" -eq 0 ] || die_usage "--json and --tsv go apart: each is the whole output"
[ -z "$junit" ] || [ -d "$(dirname -- "$junit")" ] || die_usage "--junit $junit: no folder $(dirname -- "$junit")"
[ -z "$html" ] || [ -d "$(dirname -- "$html")" ] || die_usage "--html $html: no folder $(dirname -- "$html")"
[ -z "$html" ] || [ "$verify" -eq 0 ] ||
    die_usage "--html is a page of judged cases (or of --stress's failure); --verify's report is --json or --junit FILE"
if [ "$verify" -eq 1 ]; then
    [ ${#opt_args[@]} -eq 1 ] || die_usage "--verify takes one package: ./judge.sh --verify PKG"
    if [ "$stress$cmd_set" != 00 ] || [ -n "$dir$checker" ] || [ ${#case_pats[@]} -gt 0 ]; then
        die_usage "--verify takes a package and no --stress, -c, -d, --checker or --case"
    fi
    opt_names=()
    verify_pkg=${opt_args[0]} opt_args=()
fi
opt_names=()
for a in "${opt_args[@]}"; do
    if is_source "$a"; then opt_files+=("$a"); else opt_names+=("$a"); fi
done
file=${opt_files[0]:-}

is_seconds() { [[ $1 =~ ^[0-9]{1,6}(\.[0-9]{1,6})?$ ]] && [[ ! $1 =~ ^0+(\.0+)?$ ]]; }
# us_of VAR T: VAR set to T seconds (as a limit is written: up to 9 digits, 6 decimals) in
# microseconds; status 1, VAR untouched, for T in another form
# shellcheck disable=SC2034 # uo_out is the caller's variable, by name
us_of() {
    local -n uo_out=$1
    [[ $2 =~ ^([0-9]{1,9})(\.([0-9]{1,6}))?$ ]] || return 1
    local f=${BASH_REMATCH[3]}000000
    uo_out=$((10#${BASH_REMATCH[1]} * 1000000 + 10#${f:0:6}))
}
# seconds_of VAR US: VAR set to US microseconds as seconds, with no trailing zeros ("2.5")
# shellcheck disable=SC2034 # so_out is the caller's variable, by name
seconds_of() {
    local -n so_out=$1
    local f
    printf -v f '%06d' $(($2 % 1000000))
    while [[ $f == *0 ]]; do f=${f%0}; done
    so_out=$(($2 / 1000000))${f:+.$f}
}
# seconds_affine VAR A B T: VAR set to A x T + B seconds (A and B whole numbers, T seconds as
# a limit is written, up to 6 decimals) by bash's integer arithmetic in microseconds, with no
# process started (a case's wall limits are made so); T in another form goes through awk
# shellcheck disable=SC2034 # sa_out is the caller's variable, by name
seconds_affine() {
    local -n sa_out=$1
    local us
    if us_of us "$4"; then
        seconds_of "$1" $(($2 * us + $3 * 1000000))
    else
        sa_out=$(awk -v a="$2" -v b="$3" -v t="$4" 'BEGIN { print a * t + b }')
    fi
}
# wall_limit VAR JUDGE T: the wall limit of a run with time limit T under JUDGE: T plus its
# docs/judges.md "wall" line's overshoot, the larger of S seconds and P % of T (DOMjudge's
# hard limit), else 2 x T + 1 s
# shellcheck disable=SC2034 # wl_out is the caller's variable, by name
wall_limit() {
    local -n wl_out=$1
    if [[ ${prof_fact[wall/$2]:-} =~ ^([0-9]+)s\|([0-9]+)%$ ]]; then
        wl_out=$(awk -v t="$3" -v s="${BASH_REMATCH[1]}" -v p="${BASH_REMATCH[2]}" \
            'BEGIN { o = t * p / 100; if (o < s) o = s; print t + o }')
    else
        seconds_affine wl_out 2 1 "$3"
    fi
}
# hard_limits TLVAR WALLVAR JUDGE: the time limit in TLVAR (T seconds) and the wall limit in
# WALLVAR (W) made T:H and W:H2 for runguard, whose hard limits stop a TLE, so that its time
# is shown: H is --timeout (BAPCtools' spelling), else T plus the overshoot of JUDGE's
# docs/judges.md "hard" line (the larger of S seconds and P % of T: DOMjudge's hard limit),
# else BAPCtools' 1.5 x T + 1 s; H2 is W + H - T, the wall limit as far past its own
hard_limits() {
    local -n hl_t=$1 hl_w=$2
    local s="" p="" h h2 t w o
    [[ ! ${prof_fact[hard/$3]:-} =~ ^([0-9]+)s\|([0-9]+)%$ ]] || s=${BASH_REMATCH[1]} p=${BASH_REMATCH[2]}
    # (in microseconds, with no process started, when the limits are written plainly)
    if us_of t "$hl_t" && us_of w "$hl_w" && { [ -z "$timeout_opt" ] || us_of h "$timeout_opt"; }; then
        # (h: --timeout's when given, else the judge's overshoot, else BAPCtools')
        if [ -z "$timeout_opt" ] && [ -n "$s" ]; then
            o=$((t * p / 100))
            [ "$o" -ge $((s * 1000000)) ] || o=$((s * 1000000))
            h=$((t + o))
        elif [ -z "$timeout_opt" ]; then
            h=$((t * 3 / 2 + 1000000))
        fi
        if [ "$h" -lt "$t" ]; then
            h=below
        else
            seconds_of h2 $((w + h - t))
            seconds_of h "$h"
        fi
    else
        read -r h h2 < <(awk -v t="$hl_t" -v w="$hl_w" -v to="$timeout_opt" -v s="$s" -v p="$p" 'BEGIN {
        if (to != "") h = to + 0
        else if (s != "") { o = t * p / 100; if (o < s + 0) o = s + 0; h = t + o }
        else h = 1.5 * t + 1
        if (h < t + 0) { print "below"; exit }
        print h, w + h - t }')
    fi
    [ "$h" != below ] ||
        die_usage "--timeout $timeout_opt is below the time limit, $hl_t s (-t, judge.conf's tl= or the package's): give --timeout $hl_t or more"
    hl_t=$hl_t:$h hl_w=$hl_w:$h2
}
is_mb() { [[ $1 =~ ^[0-9]{1,7}$ ]]; }
# problems_known: the problems judge.sh has, testdata/'s folders, a space between
problems_known() { local d s=""; for d in "$root"/testdata/*/; do d=${d%/}; s+=" ${d##*/}"; done; echo "${s# }"; }
[ -z "$tl_opt" ] || is_seconds "$tl_opt" || die_usage "-t takes a positive number of seconds"
[ -z "$wall_opt" ] || is_seconds "$wall_opt" ||
    die_usage "--wall takes a positive number of seconds"
[ -z "$timeout_opt" ] || is_seconds "$timeout_opt" ||
    die_usage "--timeout takes a positive number of seconds"
[ -z "$ml_opt" ] || is_mb "$ml_opt" || die_usage "-m takes a whole number of MB"
[[ $procs =~ ^[1-9][0-9]{0,3}$ ]] || die_usage "-p takes a whole number from 1 to 9999"
[[ $jobs =~ ^[1-9][0-9]{0,2}$ ]] || die_usage "-j takes a whole number from 1 to 999"
[[ $mode =~ ^(lines|tokens|exact|float(:[0-9]*\.?[0-9]+([eE][-+]?[0-9]+)?)?)$ ]] ||
    die_usage "--mode is lines, tokens, exact or float[:EPS]"
case "$protocol" in testlib|kattis) ;; *) die_usage "--checker-protocol is testlib or kattis" ;; esac
[ -z "$interactor" ] || [ -z "$checker" ] ||
    die_usage "--interactor and --checker go apart: an interactive case's interactor is its checker"
[ -z "$interactor" ] || [ "$stress" -eq 0 ] || die_usage "--stress takes no --interactor"
case "$runtime_opt" in ""|native|jvm|node|asan) ;; *) die_usage "--runtime is native, jvm, node or asan" ;; esac
[ -z "$judge_opt" ] || [[ " $judges_known " == *" $judge_opt "* ]] ||
    die_usage "--judge is one of: $judges_known"
[ -z "$output_mb" ] || [[ $output_mb =~ ^[1-9][0-9]{0,4}$ ]] ||
    die_usage "--output-limit takes a whole number of MB from 1"
[[ $compile_seconds =~ ^[1-9][0-9]{0,3}$ ]] ||
    die_usage "--compile-time takes a whole number of seconds from 1 to 9999"
# the compiler's memory limit in MB: DOMjudge's 2 GB for its compile scripts, or
# JUDGE_COMPILE_MB (docs/judge.md, ENVIRONMENT)
compile_mb=${JUDGE_COMPILE_MB:-2048}
[[ $compile_mb =~ ^[1-9][0-9]{1,5}$ ]] ||
    die_usage "JUDGE_COMPILE_MB takes a whole number of MB from 10 to 999999"
[ ${#opt_files[@]} -le 1 ] || die_usage "one source file at a time, not ${opt_files[*]}"
if [ -n "$input_file" ]; then
    [ "$stress$verify" = 00 ] || die_usage "--input goes without --stress and --verify"
    [ ${#case_pats[@]} -eq 0 ] || die_usage "--input is the one case: no --case"
    [ -z "$interactor" ] || die_usage "--input takes no --interactor"
    [ -n "$file" ] || [ "$cmd_set" -eq 1 ] || die_usage "--input needs your attempt: ./judge.sh --input FILE NAME ATTEMPT"
    [ -n "$dir" ] || [ ${#opt_names[@]} -eq 1 ] || die_usage "--input needs a problem (NAME) or a folder (-d DIR) for its limits"
else
    [ "$explain_opt" -eq 0 ] || die_usage "--explain goes with --input (--stress explains a failure itself)"
fi
# (a shell script is a command too: -c ./run.sh runs it)
cmd_lang=""
source_language "$cmd" cmd_lang
if [[ $cmd_lang != @(|sh|bash) ]] && [[ $cmd != *' '* ]]; then
    die_usage "-c takes a command, and $cmd is a source file: judge it with ./judge.sh NAME $cmd, or ./judge.sh -d DIR $cmd"
fi
if [ -n "$file" ]; then
    [ "$cmd_set" -eq 0 ] || die_usage "a source file or -c COMMAND, not both"
    [ -z "$s_gen$s_ref" ] || die_usage "a source file goes with a NAME, not --gen and --ref"
    if [ -n "$dir" ]; then
        [ "$stress" -eq 0 ] || die_usage "--stress takes no -d: the inputs are generated"
        [ ${#opt_names[@]} -eq 0 ] || die_usage "-d DIR FILE takes no NAME"
        [ -d "$dir" ] || die_usage "no such directory: $dir"
        [[ $dir != -* ]] || dir="./$dir"
    else
        [ ${#opt_names[@]} -eq 1 ] || die_usage "a source file goes with one NAME (or -d DIR): ./judge.sh NAME $file"
    fi
elif [ "$stress" -eq 1 ]; then
    [ -n "$cmd" ] || die_usage "--stress needs your attempt: ./judge.sh --stress NAME FILE, or -c 'COMMAND'"
    [ -z "$dir" ] || die_usage "--stress takes no -d: the inputs are generated"
    [[ $s_count =~ ^[1-9][0-9]{0,6}$ ]] || die_usage "-n takes a whole number of seeds from 1"
    [[ $s_seed =~ ^[0-9]{1,12}$ ]] || die_usage "--seed takes a whole number"
    if [ -n "$s_gen" ] || [ -n "$s_ref" ]; then
        if [ -z "$s_gen" ] || [ -z "$s_ref" ]; then die_usage "--gen and --ref go together"; fi
        [ ${#opt_names[@]} -eq 0 ] || die_usage "--stress takes a NAME or --gen and --ref, not both"
    else
        [ ${#opt_names[@]} -eq 1 ] || die_usage "--stress takes one NAME (or --gen GEN --ref REF)"
    fi
elif [ -n "$s_gen$s_ref" ]; then
    die_usage "--gen and --ref go with --stress"
elif [ "$cmd_set" -eq 1 ] || [ -n "$dir" ]; then
    if [ -z "$cmd" ] || [ -z "$dir" ]; then
        die_usage "-c and -d go together"
    fi
    [ ${#opt_names[@]} -eq 0 ] || die_usage "names go without -c/-d"
    [ -d "$dir" ] || die_usage "no such directory: $dir"
    [[ $dir != -* ]] || dir="./$dir"
fi

# The temporary folder: in $TMPDIR when it is set, else in a tmpfs (/dev/shm) when there is
# one.  Each case writes and truncates a few small files there (runguard's output, its
# result, ours), and on a disk mounted with "discard" (as this kit's test machine's is) each
# truncation of a file with data costs 150 us or more, a third of a tiny case's time.
# Made by mkdir, not mktemp (one process fewer): a new name, judge.PID.RANDOM, which mkdir
# refuses when it exists, so no other run's folder is ever taken; with keep/, where each
# folder's answers are copied.
work=""
for base in /dev/shm "${TMPDIR:-/tmp}"; do
    [ "$base" != /dev/shm ] || { [ -z "${TMPDIR:-}" ] && [ -d /dev/shm ] && [ -w /dev/shm ]; } || continue
    for _ in 1 2 3 4 5 6 7 8; do
        work=$base/judge.$$.$RANDOM$RANDOM
        ! mkdir -m 700 -- "$work" "$work/keep" 2> /dev/null || break 2
        work=""
    done
done
[ -n "$work" ] || { echo "judge.sh: cannot make a temporary directory in ${TMPDIR:-/tmp}" >&2; exit 2; }
# The watcher: while judge.sh lives it wakes twice a second and continues any case's runguard
# that was stopped (a run can SIGSTOP its parent; runguard then finds its wall limit passed);
# once judge.sh is gone (kill -KILL) it stops every case (its runguard, and with -j N the
# subshell that waits for it: its pid is in the pid file's name), waits until they are gone
# (a subshell still writing its result would leave a file), and removes the temporary folder,
# so nothing is left behind.  It waits on a FIFO no one writes to, so it starts no process,
# and it is no child of judge.sh's (started from a subshell that exits at once), so no wait
# of judge.sh's waits for it.
# It says its pid through a second FIFO, which judge.sh reads (no spinning while it starts;
# opened read-write, so neither side's open waits, and read for 10 s at the most).
mkfifo "$work/never" "$work/ready" || exit 2
exec {ready}<> "$work/ready"
( (
    exec {never}<> "$work/never"
    echo "$BASHPID" > "$work/ready"
    exec {ready}<&-
    while kill -0 "$judge_pid" 2> /dev/null; do
        for f in "$work"/run.*.pid; do
            [ -e "$f" ] || continue
            p=$(< "$f")
            { read -r _ _ state _ < "/proc/$p/stat"; } 2> /dev/null || continue
            [ "$state" != T ] || kill -CONT "$p"
        done
        read -r -t 0.5 -u "$never" _
    done
    pids=()
    for f in "$work"/run.*.pid; do
        [ -e "$f" ] || continue
        p=${f##*/run.}
        pids+=("${p%.pid}" "$(< "$f")")
    done
    [ ${#pids[@]} -eq 0 ] || kill -TERM "${pids[@]}"
    # (10 s at most; a zombie is gone: whoever adopted it reaps it)
    for ((n = 0; n < 100; n++)); do
        alive=0
        for p in "${pids[@]}"; do
            [ -n "$p" ] && { read -r _ _ state _ < "/proc/$p/stat"; } 2> /dev/null &&
                [ "$state" != Z ] && alive=1
        done
        [ "$alive" -eq 1 ] || break
        read -r -t 0.1 -u "$never" _
    done
    rm -rf "$work"
) > /dev/null 2>&1 & )
read -r -t 10 -u "$ready" watcher || { echo "judge.sh: the watcher did not start" >&2; exit 2; }
exec {ready}<&-
trap 'kill "$watcher" 2> /dev/null; rm -rf "$work"' EXIT
# --json and --junit: each row is also kept in the report; with --json the table goes
# nowhere and the JSON to stdout at the end (json_fd: stdout as it was)
report=""
if [ "$json" -eq 1 ] || [ -n "$junit" ] || [ -n "$html" ]; then
    report="$work/report.tsv"
    : > "$report" || exit 2
fi
# --html: each failed case's input, expected output and output (their first 64 KiB, as
# case_verdict keeps them) under $work/html/, listed in $work/html/rows
[ -z "$html" ] || { mkdir "$work/html" && : > "$work/html/rows"; } || exit 2
# (json_fd: a copy of stdout; then stdout goes nowhere)
[ "$json" -eq 0 ] || exec {json_fd}>&1
[ "$json" -eq 0 ] || exec > /dev/null
# Ctrl-C or a kill: every running case is stopped (runguard kills its whole run when it, or
# the subshell that started it, goes) and nothing is left behind
# shellcheck disable=SC2317 # reached by the traps below
interrupted() { # SIGNAL STATUS
    trap '' INT TERM HUP
    stop_cases
    echo "judge.sh: interrupted by SIG$1; every running case was killed" >&2
    exit "$2"
}

# wait_jobs: waits for the cases still running (the jobs), and never for the watcher
wait_jobs() {
    local -a p
    # (the pids through a file, not a subshell: one process fewer a folder)
    jobs -p > "$work/jobs"
    mapfile -t p < "$work/jobs"
    [ ${#p[@]} -eq 0 ] || wait "${p[@]}" 2> /dev/null
}

# stop_cases: every running case stopped, and not returning before each one's runguard has
# killed and reaped its whole run (runguard does so on SIGTERM; $work/run.PID.pid holds each
# runguard's pid: run_case's job writes its own, judge_each each runner's as it starts it)
stop_cases() {
    local j f p n state
    for f in "$work"/run.*.pid; do
        [ -e "$f" ] || continue
        p=$(< "$f")
        [ -z "$p" ] || kill -TERM "$p" 2> /dev/null
    done
    jobs -p > "$work/jobs"
    while read -r j; do
        kill -TERM "$j" 2> /dev/null
    done < "$work/jobs"
    wait_jobs
    for f in "$work"/run.*.pid; do
        [ -e "$f" ] || continue
        p=$(< "$f")
        for ((n = 0; n < 200 && ${#p} > 0; n++)); do
            # gone, or a zombie (its run is killed and reaped already; whoever adopted it
            # reaps it in its own time); gone, the redirection fails quietly too
            { read -r _ _ state _ < "/proc/$p/stat"; } 2> /dev/null || break
            [ "$state" != Z ] || break
            sleep 0.05
        done
        rm -f "$f"
    done
}
trap 'interrupted INT 130' INT
trap 'interrupted TERM 143' TERM
trap 'interrupted HUP 129' HUP

runguard="$root/build/runguard" compare="$root/build/compare" interact="$root/build/interact"
# (made only when one is missing or older than its source: a make costs 10 ms, and a judge
# that runs judge.sh for every cell of a table starts it hundreds of times)
for f in runguard compare interact; do
    [ "$root/build/$f" -nt "$root/judge/$f.c" ] || break
done
if [ "$root/build/$f" -nt "$root/judge/$f.c" ]; then
    :
elif ! make -s -C "$root" build/runguard build/compare build/interact > "$work/build.log" 2>&1; then
    echo "judge.sh: cannot build the runner, the comparer and the relay (build/runguard, build/compare, build/interact):" >&2
    sed 's/^/    /' "$work/build.log" >&2
    exit 2
fi

# the comparer takes --mode as judge.sh passes it (a tolerance the pattern above lets through,
# 1e999, is no finite number): asked once, on two empty files
if [[ $mode == float:* ]]; then
    "$compare" --mode "$mode" -- /dev/null /dev/null > /dev/null 2>&1
    [ $? -ne 2 ] || die_usage "--mode $mode: a float tolerance is a finite number (0 or more)"
fi
if [ -t 1 ] && [ "${TERM:-dumb}" != dumb ] && [ -z "${NO_COLOR+x}" ]; then
    c_ok=$'\033[32m' c_bad=$'\033[31m' c_off=$'\033[0m'
else
    c_ok="" c_bad="" c_off=""
fi
if [ "$verify" -eq 1 ]; then
    # (verify.sh and stress.sh are read only by the runs that use them: 5 ms a start saved)
    # shellcheck source=judge/verify.sh
    . "$root/judge/verify.sh"
    verify_main "$verify_pkg"
    exit
fi

# the memory options (judge/runtime.sh) of the cases' command and of the checker
checker_mem=()
checker_argv=()
# an interactor is run as a checker is: its words, its memory rule (it is the case's checker)
if [ -n "$interactor" ]; then
    checker=$interactor
fi
if [ -n "$checker" ]; then
    command_argv "$checker" checker_argv
    runnable "${checker_argv[@]}" || exit 2
    checker_rule=""
    runtime_of checker_rule "${checker_argv[@]}"
    memory_opts "$checker_rule" 1024 checker_mem
    # the files go after the command: as arguments of a word list, as "$@" of a shell one
    [ "${checker_argv[0]}" != bash ] || checker_argv=(bash -c "${checker_argv[2]} \"\$@\"" checker)
fi

# ---- output ----

# summary TABLE: the last line, "N passed, N failed" (on stderr with --tsv)
summary() {
    local -n sm_t=$1
    if [ "$tsv" -eq 1 ]; then
        echo "${sm_t[passed]} passed, ${sm_t[failed]} failed" >&2
    else
        echo "${sm_t[passed]} passed, ${sm_t[failed]} failed"
    fi
}

# the_end TABLE: the last line, the reports (--json to stdout, the table having gone nowhere;
# --junit FILE), both by judge/report.awk from the rows' copy, and judge.sh's exit: 0 when
# every case passed, 1 when one failed, 2 on a harness error (a JE, a folder with no cases)
the_end() {
    local status=0
    local -n te_t=$1
    summary "$1"
    [ "${te_t[failed]}" -eq 0 ] || status=1
    [ "${te_t[errors]}" -eq 0 ] || status=2
    if [ -n "$report" ]; then
        [ "$json" -eq 0 ] ||
            awk -v form=json -v status="$status" -v passed="${te_t[passed]}" -v failed="${te_t[failed]}" \
                -v errors="${te_t[errors]}" -f "$root/judge/rows.awk" -f "$root/judge/report.awk" "$report" >&"$json_fd"
        if [ -n "$junit" ] &&
            ! awk -v form=junit -v status="$status" -f "$root/judge/rows.awk" -f "$root/judge/report.awk" "$report" > "$junit"; then
            echo "judge.sh: cannot write $junit" >&2
            exit 2
        fi
        if [ -n "$html" ] &&
            ! awk -v status="$status" -v passed="${te_t[passed]}" -v failed="${te_t[failed]}" \
                -v dir="$work/html" -f "$root/judge/rows.awk" -f "$root/judge/page.awk" "$report" "$work/html/rows" > "$html"; then
            echo "judge.sh: cannot write $html" >&2
            exit 2
        fi
    fi
    exit "$status"
}

declare -gA table=([passed]=0 [failed]=0 [errors]=0 [width]=28 [chosen]=0 [score]="")

# tsv_row VAR SOLVER CASE VERDICT SECONDS KIB DETAIL: the row as --tsv writes it, into the
# variable named VAR (no subshell a row: a fork costs milliseconds), each text field with backslash,
# tab, CR and newline written as \\, \t, \r and \n
# shellcheck disable=SC2034 # tr_line is the caller's, by name
tsv_row() {
    local -n tr_line=$1
    local f fields=() i
    shift
    for i in 1 2 6; do
        f=${!i}
        f=${f//\\/\\\\}
        f=${f//$'\t'/\\t}
        f=${f//$'\r'/\\r}
        fields[i]=${f//$'\n'/\\n}
    done
    printf -v tr_line '%s\t%s\t%s\t%s\t%s\t%s\n' "${fields[1]}" "${fields[2]}" "$3" "$4" "$5" "${fields[6]}"
}

# report_row SOLVER CASE VERDICT SECONDS KIB DETAIL: the row, as --tsv writes it, added to the
# report (--json, --junit: judge/report.awk reads it at the end)
report_row() {
    [ -n "$report" ] || return 0
    local row
    tsv_row row "$@"
    printf '%s' "$row" >> "$report"
}

# print_line SOLVER CASE VERDICT SECONDS KIB DETAIL WIDTH: one result line, the name column
# WIDTH wide
print_line() {
    local colour=$c_bad m row
    report_row "$@"
    if [ "$tsv" -eq 1 ]; then
        tsv_row row "$@"
        printf '%s' "$row"
        return
    fi
    [ "$3" != AC ] || colour=$c_ok
    m=$(( ($5 * 10 + 512) / 1024 ))
    printf '%s%-3s%s %-*s %7.3f s %4d.%d MB%s\n' "$colour" "$3" "$c_off" "$7" "$1/$2" "$4" \
        $((m / 10)) $((m % 10)) "${6:+  $6}"
}

print_result() { # SOLVER CASE RESFILE TABLE
    local v s m d score=""
    local -n pr_t=$4
    IFS=$'\t' read -r v s m d < "$3"
    # a score its checker or validator gave: in the detail, and kept for score_folder
    if [ -s "$3.score" ]; then
        read -r score < "$3.score"
        d="score ${score/#x/x }${d:+; $d}" pr_t["scored"]=1
    fi
    printf '%s\t%s\t%s\n' "$2" "$v" "$score" >> "$work/score.rows"
    print_line "$1" "$2" "$v" "$s" "$m" "$d" "${pr_t[width]}"
    # (--html: a failed case's files, kept under the row's number, before the folder's
    # res.* go)
    if [ -n "$html" ] && [ -e "$3.got" ]; then
        local hn
        hn=$(($(wc -l < "$work/html/rows") + 1))
        mv -- "$3.in" "$work/html/$hn.in" && mv -- "$3.exp" "$work/html/$hn.exp" &&
            mv -- "$3.got" "$work/html/$hn.got" &&
            printf '%s\t%s\t%s\n' "$1" "$2" "$hn" >> "$work/html/rows"
    fi
    [ "$tsv" -eq 1 ] || [ ! -s "$3.more" ] || sed 's/^/      /' "$3.more"
    case "$v" in
        AC) pr_t["passed"]=$((pr_t[passed] + 1)) ;;
        JE) pr_t["failed"]=$((pr_t[failed] + 1)) pr_t["errors"]=$((pr_t[errors] + 1)) ;;
        *) pr_t["failed"]=$((pr_t[failed] + 1)) ;;
    esac
}

# score_folder LABEL PKG TABLE: a folder's scores, after its rows (each case's verdict and
# given score in $work/score.rows, as print_result kept them): a scoring package's by its
# grading rules (PKG, the associative array package read: legacy or 2025-09), else the points
# its checker gave (testlib's quitp), summed, when some case has them; by judge/score.awk.
# A line each group and the total (--tsv, --json: rows of verdict SCORE, the case the group,
# the detail "S of M (HOW)"); the total into TABLE's score; a judge error (a max_score
# missing) a JE row
score_folder() {
    local label=$1 g s m h f line fmt=points
    local -n sf_pkg=$2 sf_t=$3
    sf_t["score"]=""
    if [ "${sf_pkg[scoring]:-0}" -eq 1 ]; then
        fmt=${sf_pkg[grading]}
        # every group's testdata.yaml or test_group.yaml, "GROUP<TAB>KEY<TAB>VALUE"
        (cd "${sf_pkg[dir]}/data" && find . -name testdata.yaml -o -name test_group.yaml | LC_ALL=C sort) |
            while IFS= read -r f; do
                g=${f%/*} g=${g#./}
                yaml_flat "${sf_pkg[dir]}/data/$f" | sed "s|^|${g//|/\|}$(printf '	')|"
            done > "$work/score.conf"
    else
        [ "${sf_t[scored]:-0}" -eq 1 ] || return 0
        : > "$work/score.conf"
    fi
    while IFS=$'\t' read -r g s m h; do
        if [ "$g" = error ]; then
            line="the scores cannot be given: $s"
            if [ "$tsv" -eq 1 ]; then
                print_line "$label" "(score)" JE 0 0 "$line" "${sf_t[width]}"
            else
                report_row "$label" "(score)" JE 0 0 "$line"
                printf '%s%-3s%s %-*s %s\n' "$c_bad" JE "$c_off" "${sf_t[width]}" "$label/(score)" "$line"
            fi
            sf_t["failed"]=$((sf_t[failed] + 1)) sf_t["errors"]=$((sf_t[errors] + 1))
            return 0
        fi
        [ "$m" != - ] || m=""
        line="$s${m:+ of $m}${h:+ ($h)}"
        [ "$g" != "(total)" ] || sf_t["score"]="$s${m:+ of $m}"
        if [ "$tsv" -eq 1 ]; then
            print_line "$label" "score:$g" SCORE 0 0 "$line" "${sf_t[width]}"
        else
            report_row "$label" "score:$g" SCORE 0 0 "$line"
            printf '    score %s: %s\n' "$g" "$line"
        fi
    done < <(awk -v fmt="$fmt" -v config="$work/score.conf" -f "$root/judge/score.awk" "$work/score.rows")
}

# build_failed LABEL N WHAT OUTPUT TABLE [VERDICT]: the CE row (or VERDICT's: JE, for a
# judge's library missing here) of a build that failed: WHAT, and 10 lines of the compiler's
# OUTPUT (all with -v): its start, or from its first error line when more than 10 lines
# (warnings) come before it, and a line saying how many more there are; N cases failed
build_failed() {
    local label=$1 what=$3 first v=${6:-CE}
    local -n bf_t=$5
    first=$(printf '%s\n' "$4" | awk -v all="$verbose" '
        { line[NR] = $0; if (!from && tolower($0) ~ /error/) from = NR }
        END { if (from <= 10 || all) from = 1
              for (i = from; i <= NR && (all || i < from + 10); i++) print line[i]
              if (i <= NR) printf "[... %d more line%s: -v shows them all ...]\n", NR - i + 1, i == NR ? "" : "s" }')
    if [ "$tsv" -eq 1 ]; then
        print_line "$label" "(build)" "$v" 0 0 "$what"$'\n'"$first" "${bf_t[width]}"
    else
        report_row "$label" "(build)" "$v" 0 0 "$what"$'\n'"$first"
        printf '%s%-3s%s %-28s %s\n' "$c_bad" "$v" "$c_off" "$label/(build)" "$what"
        printf '%s\n' "$first" | sed 's/^/      /'
    fi
    bf_t["failed"]=$((bf_t[failed] + $2))
    [ "$v" != JE ] || bf_t["errors"]=$((bf_t[errors] + 1))
}

# case_choose IN ANS NAMES: of a folder's cases (the arrays named IN, ANS and NAMES, as cases
# fills them), only those --case chose: a name that matches a pattern as a glob ("sample*",
# "secret/3"), or an input that is the file a pattern names (a path to a .in); returns 1
# when it chose none (the folder is then not judged; none chosen in any folder is a usage
# error, said at the end)
# shellcheck disable=SC2034 # the arrays are the caller's, by name
case_choose() {
    local i k p real keep
    local -n cc_in=$1 cc_ans=$2 cc_name=$3
    local -a kept_in=() kept_ans=() kept_name=() reals=()
    for p in "${case_pats[@]}"; do
        real=""
        [[ $p != *.in ]] || [ ! -f "$p" ] || real=$(readlink -f -- "$p")
        reals+=("$real")
    done
    for ((i = 0; i < ${#cc_in[@]}; i++)); do
        keep=0
        for ((k = 0; k < ${#case_pats[@]}; k++)); do
            # shellcheck disable=SC2053 # the pattern is a glob
            if [[ ${cc_name[i]} == ${case_pats[k]} ]] ||
                { [ -n "${reals[k]}" ] && [ "$(readlink -f -- "${cc_in[i]}")" = "${reals[k]}" ]; }; then
                keep=1
                break
            fi
        done
        [ "$keep" -eq 0 ] || { kept_in+=("${cc_in[i]}"); kept_ans+=("${cc_ans[i]}"); kept_name+=("${cc_name[i]}"); }
    done
    [ ${#kept_in[@]} -gt 0 ] || return 1
    cc_in=("${kept_in[@]}") cc_ans=("${kept_ans[@]}") cc_name=("${kept_name[@]}")
}

# judge_dir LABEL DIR TABLE ARGV...: every case, in order, printed and counted in TABLE;
# returns 1 if -x stopped it.  A
# LeetCode-form attempt (a_form) gets LeetCode's budget: a case of N <= leetcode_tests calls
# runs under tl seconds (and one more for the run's start), each call under tl
# (judge/attempt.sh); a case of more calls runs as LeetCode would run them, in runs of
# leetcode_tests calls, each judged on its own (judge/testcase.sh, run_leetcode)
# shellcheck disable=SC2034 # flags_of, fold's arrays: given by name to package_check, group_flags and the case runners
judge_dir() {
    local label=$1 d=$2 i n next running=0 stop=0 tl ml case_tl wall case_wall cap
    local tname=$3
    local -n jd_t=$3
    local sp=${jd_t[passed]} sf=${jd_t[failed]}
    local -a sizes
    local -A dconf pk flags_of
    shift 3
    conf "$d" dconf
    # a problem package (judge/package.sh): its limits and output validator, unless an
    # option says otherwise; what came from where said once on stderr
    package "$d" pk
    # the folder's settings (fold, judge/testcase.sh): the options', then the package's or
    # judge.conf's where no option says otherwise
    local -A fold=([mode]=$mode [icase]=$icase [protocol]=$protocol [pkg]="" [flags]=""
                   [cmp]="" [presentation]="" [transcript]="" [one_case]=${dconf[one_case]}
                   [game]=${dconf[game]} [game_input]=${dconf[game_input]}
                   [tests]=${dconf[tests]} [passes]=1 [pass_runner]="" [feedback]="")
    local -a fold_argv=("${checker_argv[@]}") fold_mem=("${checker_mem[@]}") fold_run=()
    local -a fold_in fold_ans fold_name fold_flags=() fold_cmp=()
    local runner=run_case
    if [ "${pk[is]}" -eq 1 ]; then
        package_check pk fold
        tl=${tl_opt:-${pk[tl]:-2}} ml=${ml_opt:-${pk[ml]}}
        [ "${pk[interactive]}" -eq 0 ] || [ "${fold[pkg]}" != custom ] || runner=run_interactive
        # a multi-pass problem: each case in passes, each run as the one above
        if [ "${pk[multipass]}" -eq 1 ] && [ "${fold[pkg]}" = custom ]; then
            fold["passes"]=${pk[passes]} fold["pass_runner"]=$runner runner=run_multipass
        fi
    else
        tl=${tl_opt:-${dconf[tl]:-2}} ml=${ml_opt:-${dconf[ml]:-256}}
        # the folder's comparison (judge.conf mode= and pe=), else its judge's (docs/judges.md's
        # compare line: POJ's exact, with PE), unless --mode says otherwise
        judge_compare dconf "$judge_opt"
        if [ "$mode_set" -eq 0 ] && [ -n "${dconf[mode]}" ]; then
            fold["mode"]=${dconf[mode]}
            if [[ ${fold[mode]} == float:* ]]; then
                "$compare" --mode "${fold[mode]}" -- /dev/null /dev/null > /dev/null 2>&1
                [ $? -ne 2 ] || die_usage "$d/judge.conf: mode=${fold[mode]}: a float tolerance is a finite number (0 or more)"
            fi
        fi
        [ -z "${dconf[pe]}" ] || fold["presentation"]=--presentation
    fi
    [ -z "$interactor" ] || runner=run_interactive
    # (an interactive case, in one pass or many: its stdout is the exchange, its wall limit
    # the exchange's)
    local exchange=0
    [ "$runner" != run_interactive ] && [ "${fold[pass_runner]}" != run_interactive ] || exchange=1
    local rule=${runtime_opt:-${a_rule:-}}
    [ -n "$rule" ] || runtime_of rule "$@"
    memory_opts "$rule" "$ml" fold_run
    # the judge's facts (docs/judges.md): output past its limit cut and the run goes on; in
    # an exchange, the end of the program's output held until it ends; past -p processes a
    # fork fails; the run on one CPU; its folder read-only
    local judge=${judge_opt:-${dconf[judge]:-plain}}
    [ "${prof_fact[output/$judge]:-stop}" != cut ] || fold_run+=(-C)
    [ "$exchange" -eq 0 ] || [ "${prof_fact[exchange/$judge]:-pass}" != hold ] || fold_run+=(-H)
    [ "${prof_fact[processes/$judge]:-stop}" != fail ] || fold_run+=(-F)
    [ "${prof_fact[cpus/$judge]:-all}" != one ] || fold_run+=(-K)
    [ "${prof_fact[folder/$judge]:-writable}" != read-only ] || fold_run+=(-W)
    # (a folder program that starts among its files: judge/attempt.sh's a_files)
    [ -z "${a_files:-}" ] || fold_run+=(-k "$a_files")
    # the command's first word found on PATH once, here, not by each case's runguard (a
    # search of PATH costs an exec that fails for each folder before the command's)
    if [[ $1 != */* ]] && hash -- "$1" 2> /dev/null && [ -n "${BASH_CMDS[$1]:-}" ]; then
        set -- "${BASH_CMDS[$1]}" "${@:2}"
    fi
    cases "$d" fold_in fold_ans fold_name
    : > "$work/score.rows"
    jd_t["scored"]=0
    # --case: the cases chosen, by name (a glob) or by the path of their .in
    local n_all=${#fold_in[@]}
    if [ ${#case_pats[@]} -gt 0 ]; then
        case_choose fold_in fold_ans fold_name || return 0
        jd_t["chosen"]=$((jd_t[chosen] + ${#fold_in[@]}))
    fi
    n=${#fold_in[@]}
    # every case's validator flags read (and checked) before the first run, and for the
    # default validator the comparer's options they make
    if [ -n "${fold[pkg]}" ]; then
        local -a o
        for ((i = 0; i < n; i++)); do
            group_flags "${fold_in[i]}" pk flags_of "fold_flags[$i]"
            [ "${fold[pkg]}" = default ] || continue
            flags_compare "${fold_flags[i]}" o "${pk[dir]}"
            fold_cmp[i]="${o[*]}"
        done
    fi
    # the name column as wide as the longest "label/case" (at least 28), so the times align
    jd_t["width"]=28
    for ((i = 0; i < n; i++)); do
        [ $((${#label} + 1 + ${#fold_name[i]})) -le "${jd_t[width]}" ] ||
            jd_t["width"]=$((${#label} + 1 + ${#fold_name[i]}))
    done
    if [ "$n" -eq 0 ]; then
        if [ "$tsv" -eq 1 ]; then
            print_line "$label" "(none)" "--" 0 0 "no cases (*.in) in $d" "${jd_t[width]}"
        else
            report_row "$label" "(none)" "--" 0 0 "no cases (*.in) in $d"
            printf '%s%-3s%s %-28s no cases (*.in) in %s\n' "$c_bad" "--" "$c_off" "$label" "$d"
        fi
        # a folder with nothing to judge is the harness's error, not the attempt's failure
        jd_t["failed"]=$((jd_t[failed] + 1)) jd_t["errors"]=$((jd_t[errors] + 1))
        return 0
    fi
    # once for the folder: the wall limit, and every answer's size (one stat)
    wall=$wall_opt
    [ -n "$wall" ] || wall_limit wall "$judge" "$tl"
    # an interactive case waits on its interactor at every exchange (a round trip through
    # four processes): its wall limit is 4 x tl + 5 s, so a loaded machine's waits are no TLE
    [ "$exchange" -eq 0 ] || [ -n "$wall_opt" ] || seconds_affine wall 4 5 "$tl"
    # a TLE runs on to the hard limits, so that its row shows how long it ran (the
    # limits that decide it unchanged)
    local tl_pair=$tl wall_pair=$wall
    hard_limits tl_pair wall_pair "$judge"
    # a LeetCode-form attempt's calls, each under tl by our driver (judge/leetcode/): past it
    # the run ends saying which call and how long it took, at the hard limit it is stopped;
    # each call's beginning written to stderr, for the failing call's prints (testcase.sh)
    [ "$a_form" != leetcode ] ||
        fold_run+=(-V "JUDGE_CALL_SECONDS=$tl" -V "JUDGE_CALL_HARD=${tl_pair#*:}" -V JUDGE_CALL_MARKS=1
                   -T '^judge.sh: call ')
    mapfile -t sizes < <(stat -L -c %s -- "${fold_ans[@]}")
    # each case's stdout limit: --output-limit, else the package's, else 4 times the answer
    # or 64 KiB, the larger (an interactive case's stdout is the exchange, not an answer's
    # copy: 8 MiB, the package format's default)
    local -a caps=()
    for ((i = 0; i < n; i++)); do
        cap=$(( sizes[i] * 4 > 65536 ? sizes[i] * 4 : 65536 ))
        [ "$exchange" -eq 0 ] || cap=$((8 * 1048576))
        [ "${pk[is]}" -eq 0 ] || cap=$((pk[out] * 1048576))
        [ -z "$output_mb" ] || cap=$((output_mb * 1048576))
        caps+=("$cap")
    done
    # the answers compared against are copies taken now (one cp): whatever a run writes, a
    # later case is judged against its answer as it was (cases_unchanged, below, puts back an
    # answer a run wrote and names any case file it wrote)
    local -a ans_copy=() ans_real=()
    for ((i = 0; i < n; i++)); do
        [ "${fold_ans[i]}" = /dev/null ] || ans_real+=("${fold_ans[i]}")
    done
    # (keep/ was made with the work folder, and is emptied after each folder)
    if ! : > "$work/keep.stamp" ||
        { [ ${#ans_real[@]} -gt 0 ] && ! cp --parents -- "${ans_real[@]}" "$work/keep/"; }; then
        echo "judge.sh: cannot copy the answers of $d into $work" >&2
        exit 2
    fi
    for ((i = 0; i < n; i++)); do
        if [ "${fold_ans[i]}" = /dev/null ]; then
            ans_copy+=(/dev/null)
        else
            ans_copy+=("$work/keep${fold_ans[i]}")
        fi
    done
    next=0
    local case_runner
    if [ "$runner" = run_case ] && [ "$a_form" != leetcode ]; then
        # cases alike (not LeetCode's budgets, not interactive): runguard -L runs them, one
        # runguard for each of the -j at once, so no shell is forked a case (what bash costs
        # a case: make bench's judge rows)
        judge_each "$label" "$tl_pair" "$wall_pair" fold "$tname" caps ans_copy -- "$@"
        stop=$?
        next=$n
    fi
    for ((i = next; i < n && stop == 0; i++)); do
        case_tl=$tl_pair case_wall=$wall_pair case_runner=$runner
        if [ "$a_form" = leetcode ] && [ "$runner" = run_case ] &&
            [ "$(leetcode_calls "$a_method" "${fold_in[i]}")" -gt "${fold[tests]}" ]; then
            # more calls than one LeetCode run holds: run in runs of that size, each judged
            # on its own (judge/testcase.sh, run_leetcode)
            case_runner=run_leetcode case_tl=$tl case_wall=$wall_opt
        elif [ "$a_form" = leetcode ]; then
            # (the run's budget, and its hard limit: past a call's own, so that the driver
            # stops a call that never ends)
            case_tl=$(leetcode_budget "$tl" "$a_method" "${fold[tests]}" "${fold_in[i]}")
            case_wall=$wall_opt
            [ -n "$case_wall" ] || seconds_affine case_wall 2 1 "$case_tl"
            local ut uw uo uh ht hw
            if us_of ut "$case_tl" && us_of uw "$case_wall" && us_of uo "$tl" &&
                us_of uh "${tl_pair#*:}"; then
                seconds_of ht $((ut + uh - uo))
                seconds_of hw $((uw + uh - uo))
                case_tl=$case_tl:$ht case_wall=$case_wall:$hw
            else
                read -r case_tl case_wall < <(awk -v t="$case_tl" -v w="$case_wall" -v o="$tl" \
                    -v h="${tl_pair#*:}" 'BEGIN { print t ":" t + h - o, w ":" w + h - o }')
            fi
        fi
        cap=${caps[i]}
        fold["flags"]=${fold_flags[i]:-} fold["cmp"]=${fold_cmp[i]:-}
        fold["transcript"]="$root/build/transcripts/$label/${fold_name[i]}.txt"
        if [ "$jobs" -eq 1 ]; then
            # one case at a time: run in this shell (no subshell to fork) and printed at once
            "$case_runner" fold "${fold_in[i]}" "${ans_copy[i]}" "$case_tl" "$case_wall" "$cap" \
                "$work/res.$i" -- "$@"
            print_result "$label" "${fold_name[i]}" "$work/res.$i" "$tname"
            [ "$stop_first" -eq 0 ] || [ "${jd_t[failed]}" -eq "$sf" ] || stop=1
            next=$((i + 1))
            continue
        fi
        "$case_runner" fold "${fold_in[i]}" "${ans_copy[i]}" "$case_tl" "$case_wall" "$cap" "$work/res.$i" \
            -- "$@" &
        running=$((running + 1))
        # print finished cases in order; keep at most $jobs running
        while :; do
            while [ "$stop" -eq 0 ] && [ "$next" -le "$i" ] && [ -s "$work/res.$next" ]; do
                print_result "$label" "${fold_name[next]}" "$work/res.$next" "$tname"
                [ "$stop_first" -eq 0 ] || [ "${jd_t[failed]}" -eq "$sf" ] || stop=1
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
    wait_jobs
    while [ "$stop" -eq 0 ] && [ "$next" -lt "$n" ]; do
        print_result "$label" "${fold_name[next]}" "$work/res.$next" "$tname"
        [ "$stop_first" -eq 0 ] || [ "${jd_t[failed]}" -eq "$sf" ] || stop=1
        next=$((next + 1))
    done
    cases_unchanged fold_in fold_ans
    rm -rf "$work"/res.* "$work"/run.* "$work/keep"/* "$work/keep"/.[!.]* "$work/keep.stamp"
    # a scoring problem's scores (or a checker's points), each group's and the total; none
    # when -x stopped the folder (its cases after the failure were not judged)
    jd_t["score"]=""
    [ "$stop" -eq 1 ] || score_folder "$label" pk "$tname"
    if [ "$tsv" -eq 0 ]; then
        local chosen=""
        [ ${#case_pats[@]} -eq 0 ] || chosen=" ($n of its $n_all cases chosen by --case)"
        echo "== $label: $((jd_t[passed] - sp)) of $((jd_t[passed] - sp + jd_t[failed] - sf)) passed$chosen${jd_t[score]:+; score ${jd_t[score]}}"
    fi
    return "$stop"
}

# judge_each LABEL TL WALL FOLDER TABLE CAPS ANSWERS -- ARGV...: the folder's cases
# (FOLDER as judge/testcase.sh takes it, and beside it the arrays FOLDER_in and FOLDER_name,
# the cases, and FOLDER_flags and FOLDER_cmp, each case's flags and cmp) run by runguard -L, one
# runguard for each of the -j cases at once (case i by runguard i mod jobs, its list
# $work/list.R: each case's input, its answer (the array named ANSWERS: the answers'
# copies), its files run.bI.*, its directory, its stdout limit (the array named CAPS), as
# run_case would get them), each judged in order as it ends (case_verdict), printed and
# counted in TABLE; returns 1 when -x stopped at a failure.  The cases of a runguard that
# failed are RE with what it said.
# shellcheck disable=SC2034 # each_fold: FOLDER, set for case_verdict, which reads it by name
judge_each() {
    local label=$1 tl=$2 wall=$3 folder=$4 tbl=$5 i k r stop=0 me=$BASHPID
    local runners=$jobs fd line sf n
    local -n each_caps=$6 each_ans=$7 each_in=$4_in each_name=$4_name each_run=$4_run
    local -n each_fold=$4 each_t=$5 each_flags=$4_flags each_cmp=$4_cmp
    local -a fds=() lists=()
    shift 8
    n=${#each_in[@]} sf=${each_t[failed]}
    [ "$runners" -le "$n" ] || runners=$n
    for ((i = 0; i < n; i++)); do
        printf -v line '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "${each_in[i]}" "${each_ans[i]}" \
            "$work/run.b$i.got" "$work/run.b$i.err" "$work/run.b$i.rg" "$work/res.$i.cwd" \
            "${each_caps[i]}"
        lists[i % runners]+=$line
    done
    for ((r = 0; r < runners; r++)); do
        printf '%s' "${lists[r]}" > "$work/list.$r"
        exec {fd}< <(exec "$runguard" -t "$tl" -w "$wall" "${each_run[@]}" -p "$procs" -P "$me" \
                         -L "$work/list.$r" -- "$@" 2> "$work/each.$r.err")
        # (its pid kept here, not by the runner: a runner not yet scheduled when -x stops
        # at a failure is stopped and waited for all the same; kept by the runner, it was
        # missed, and its case ran on for a moment after judge.sh returned)
        echo "$!" > "$work/run.$!.pid"
        fds+=("$fd")
    done
    for ((i = 0; i < n; i++)); do
        r=$((i % runners))
        if ! read -r -u "${fds[r]}" k; then
            # runguard r failed (or was killed: by a case's own command, say): its cases from
            # here are RE with what it said
            line=$(head -n 1 "$work/each.$r.err")
            printf 'RE\t0\t0\t%s\n' "${line:-the runner stopped before this case ended (killed, without a word)}" \
                > "$work/res.$i"
        else
            each_fold["flags"]=${each_flags[i]:-} each_fold["cmp"]=${each_cmp[i]:-}
            case_verdict "$folder" "${each_in[i]}" "${each_ans[i]}" "$work/res.$i" "$work/run.b$i" \
                "$work/run.b$i.rg"
        fi
        print_result "$label" "${each_name[i]}" "$work/res.$i" "$tbl"
        if [ "$stop_first" -eq 1 ] && [ "${each_t[failed]}" -ne "$sf" ]; then
            stop=1
            stop_cases
            break
        fi
    done
    for fd in "${fds[@]}"; do exec {fd}<&-; done
    return "$stop"
}

# cases_unchanged IN ANS: after a folder's runs, each case file a run wrote, removed or
# replaced (newer than keep.stamp, or gone) named on stderr, and an answer put back from its
# copy in keep/ (the arrays named IN and ANS: the folder's cases; a checker's files are the
# copies, so only the command's own writes count: cd DIR && judge.sh -c 'prog | tee 1.out'
# -d . writes DIR/1.out)
cases_unchanged() {
    local i f
    local -n cu_in=$1 cu_ans=$2
    for ((i = 0; i < ${#cu_in[@]}; i++)); do
        for f in "${cu_in[i]}" "${cu_ans[i]}"; do
            [ "$f" != /dev/null ] || continue
            if [ ! -e "$f" ] || [ "$f" -nt "$work/keep.stamp" ]; then
                if [ "$f" = "${cu_in[i]}" ]; then
                    echo "judge.sh: a run wrote $f, a case's input, or removed it: the cases after it may have read what it wrote" >&2
                elif cp -- "$work/keep$f" "$f" 2> /dev/null; then
                    echo "judge.sh: a run wrote $f, a case's answer, or removed it: put back as it was (each case was judged against the answer as it was)" >&2
                else
                    echo "judge.sh: a run wrote $f, a case's answer, or removed it, and it cannot be put back (each case was judged against the answer as it was; it is in $work/keep$f until judge.sh ends)" >&2
                fi
            fi
        done
    done
}

argv=() a_form=program a_rule="" a_method=""
# (judge.conf's settings as the top level reads them: the defaults until a folder is read)
declare -gA jconf=()
conf /dev/null jconf
# (the top level's cases, as cases fills them: it reads case_in only)
# shellcheck disable=SC2034
case_in=() case_ans=() case_name=()
if [ -n "$file" ]; then
    # an attempt as a source file: compiled as its judge compiles it, on a problem's cases
    if [ -n "$dir" ]; then
        pdir=$dir label=${dir%/} label=${label##*/} label=${label:-cases}
    else
        pdir="$root/testdata/${opt_names[0]}" label=${opt_names[0]}
        [ -d "$pdir" ] || die_usage "no problem '${opt_names[0]}' (no folder testdata/${opt_names[0]}; the problems: $(problems_known))"
    fi
    conf "$pdir" jconf
    # LeetCode's form, told from the file itself: a method of judge/leetcode/methods it
    # defines, with no entry point of its own; such a file is judged as LeetCode judges it
    # (the leetcode profile) unless --judge or the folder's judge= says otherwise
    a_method=${jconf[leetcode]}
    source_language "$file" file_lang
    if [ -f "$file" ] && [ -n "$file_lang" ]; then
        leetcode_defines "$file" a_method
        if [ -n "$a_method" ] && [ -n "${jconf[leetcode]}" ] && [ "$a_method" != "${jconf[leetcode]}" ]; then
            die_usage "$file defines $a_method, LeetCode's method of another problem: $label's is ${jconf[leetcode]}"
        fi
        if [ -n "$a_method" ] && leetcode_form "$file" "$file_lang" "$a_method"; then
            if [ -z "${jconf[leetcode]}" ] && [ -n "${jconf[judge]}" ] && [ "${jconf[judge]}" != leetcode ]; then
                die_usage "$file is LeetCode's $a_method (no main of its own), and $label is a ${jconf[judge]} problem, not LeetCode's: judge it on its LeetCode problem, or give it a main that reads $label's input"
            fi
            [ -n "${jconf[judge]}" ] || jconf["judge"]=leetcode
        else
            a_method=${jconf[leetcode]}
        fi
    fi
    a_judge=${judge_opt:-${jconf[judge]:-plain}}
    # a problem package: compiled as Kattis compiles it, as --verify does (one default for a
    # package), said
    if [ -z "$judge_opt" ] && [ -z "${jconf[judge]}" ] && is_package "$pdir"; then
        a_judge=kattis
        echo "judge.sh: $label is a problem package: $file is compiled and run as Kattis does (problemtools' languages.yaml), as --verify does; --judge domjudge for DOMjudge's" >&2
    fi
    # the problem's own judge without the language (POJ has no Python): a CE, as that judge
    # takes no such submission, saying which it takes and how to judge it as a plain program
    # (--judge plain); a --judge without it is a usage error
    built=0 ce_what="$file does not compile ($a_judge profile):"
    if [ -z "$judge_opt" ] && [ -n "$file_lang" ] && ! profile_has "$a_judge" "$file_lang"; then
        ce_what="$file: $label's judge, $a_judge, takes no $file_lang"
        a_ce="its languages here:${prof_langs[$a_judge]} (docs/judges.md); --judge plain judges $file as a plain program"
        built=1
    else
        attempt_build "$file" "$a_judge" "$a_method" "${ml_opt:-${jconf[ml]:-256}}" || built=$?
    fi
    case $built in
        0) argv=("${a_argv[@]}") ;;
        2) echo "judge.sh: $a_ce" >&2; exit 2 ;;
        *)
            if [ "$stress" -eq 1 ]; then
                echo "stress $label: $ce_what"
                printf '%s\n' "$a_ce" | head -n 20 | sed 's/^/    /'
                echo "0 passed, 1 failed"
                exit 1
            fi
            cases "$pdir" case_in case_ans case_name
            [ "$tsv" -eq 0 ] || printf 'solver\tcase\tverdict\tseconds\tkib\tdetail\n'
            n=${#case_in[@]}
            # (a header the judge installs, missing here: JE, saying how to have it)
            lacks=""
            if judge_lacks "$a_judge" "$file_lang" "$a_ce" lacks; then
                build_failed "$label" $((n > 0 ? n : 1)) "$lacks" "$a_ce" table JE
            else
                build_failed "$label" $((n > 0 ? n : 1)) "$ce_what" "$a_ce" table
            fi
            # what a learner may not see in the compiler's words
            hints=$(ce_hints "$file" "$(source_language "$file")" "$a_judge" "$a_ce")
            if [ -n "$hints" ]; then
                if [ "$tsv" -eq 1 ]; then printf '%s\n' "$hints" >&2; else printf '%s\n' "$hints" | sed 's/^/      /'; fi
            fi
            the_end table ;;
    esac
fi
if [ "$stress" -eq 1 ]; then
    s_explain="" s_batchable="" s_format=tokens s_label=custom s_validate="" s_last_case=""
    s_presentation="" s_mode=$mode s_edges=()
    if [ ${#opt_names[@]} -eq 1 ]; then
        # a problem: our solver (or its judge.conf's ref=) against the attempt, on inputs from
        # its generator (tests/NAME/gen.c), under its judge.conf's limits
        s_label=${opt_names[0]}
        [ -f "$root/tests/$s_label/gen.c" ] ||
            die_usage "no generator for '$s_label' (tests/$s_label/gen.c): --stress takes $(cd "$root/tests" && for g in */gen.c; do printf '%s ' "${g%/gen.c}"; done)"
        [ ! -d "$root/testdata/$s_label" ] || conf "$root/testdata/$s_label" jconf
        s_ref=bin/$s_label s_explain=${jconf[explain]:-bin/$s_label} s_validate=${jconf[validate]}
        [ -f "$root/solvers/$s_label/main.c" ] || s_ref=${jconf[ref]}
        if ! make -s -C "$root" "$s_ref" "$s_explain" "build/tests/$s_label/gen" ${s_validate:+"$s_validate"} \
            > "$work/build.log" 2>&1; then
            echo "judge.sh: cannot build $s_ref and its generator:" >&2
            sed 's/^/    /' "$work/build.log" >&2
            exit 2
        fi
        s_gen="$root/build/tests/$s_label/gen" s_ref="$root/$s_ref"
        s_explain="$root/$s_explain" s_batchable=1
        [ -z "$s_validate" ] || s_validate="$root/$s_validate"
        # an input of one case (judge.conf cases=one): the seeds run one by one
        [ "${jconf[cases]}" != one ] || s_batchable=""
        # an input that ends with a case of its own (judge.conf last_case=, POJ 1143's 0):
        # put after each input, as the judge's inputs end
        s_last_case=${jconf[last_case]}
        # its edges (judge.conf edges=: inputs at the bounds of its constraints), tried
        # before the first seed
        if [ -n "${jconf[edges]}" ]; then
            compgen -G "$root/testdata/$s_label/${jconf[edges]}/*.in" > /dev/null ||
                die_data "testdata/$s_label/judge.conf: edges=${jconf[edges]}: no inputs (${jconf[edges]}/*.in) there"
            s_edges=("$root/testdata/$s_label/${jconf[edges]}"/*.in)
        fi
        # its comparison (judge.conf mode= and pe=), unless --mode says otherwise
        # (the comparison as judge_dir takes it: the problem's, else its judge's)
        judge_compare jconf "$judge_opt"
        [ "$mode_set" -eq 1 ] || [ -z "${jconf[mode]}" ] || s_mode=${jconf[mode]}
        [ -z "${jconf[pe]}" ] || s_presentation=--presentation
        # the inputs' layout: the LeetCode method's (judge/leetcode/methods), else cases
        # "n a1 .. an"
        s_format=counted
        if [ -n "${jconf[leetcode]}" ]; then
            s_format=${lc_layout[${jconf[leetcode]}]}
        fi
    fi
    # the limits: the options', else judge.conf's (a LeetCode-form attempt's calls: as many
    # as leetcode_tests= in one run's budget)
    s_tl=${tl_opt:-${jconf[tl]:-2}} s_ml=${ml_opt:-${jconf[ml]:-256}} s_tests=${jconf[tests]}
    s_wall=$wall_opt
    [ -n "$s_wall" ] || seconds_affine s_wall 2 1 "$s_tl"
    # the generator is called GEN SEED SIZE: as a shell command it gets them as "$@"
    # shellcheck source=judge/stress.sh
    . "$root/judge/stress.sh"
    stress_main
fi
[ "$tsv" -eq 0 ] || printf 'solver\tcase\tverdict\tseconds\tkib\tdetail\n'

if [ -n "$input_file" ]; then
    # --input: the attempt on an input of one's own, the one case of a folder made for it
    # with the problem's judge.conf and our answer (judge/input.sh); its output kept
    # shellcheck source=judge/input.sh
    . "$root/judge/input.sh"
    if [ -z "$file" ]; then
        pdir=$dir label=${dir%/} label=${label##*/} label=${label:-cases}
        command_argv "$cmd" argv
        runnable "${argv[@]}" || exit 2
    fi
    input_case "$work/input" "$pdir" "${opt_names[0]:-}" iref
    # (no answer of ours: not compared, a checker that accepts any output)
    [ -n "$iref" ] || checker_argv=("$(command -v true)")
    keep_got=$work/input.got
    judge_dir "$label" "$work/input" table "${argv[@]}"
    [ "$tsv" -eq 1 ] || [ "$json" -eq 1 ] ||
        input_show "$work/input" "$keep_got" "$iref" "${opt_names[0]:-}"
elif [ -n "$file" ]; then
    judge_dir "$label" "$pdir" table "${argv[@]}"
elif [ -n "$cmd" ]; then
    conf "$dir" jconf
    command_argv "$cmd" argv
    runnable "${argv[@]}" || exit 2
    label=${dir%/}
    label=${label##*/}
    judge_dir "${label:-cases}" "$dir" table "${argv[@]}"
else
    # every problem: a solver's (bin/NAME) or one whose judge.conf names our reference (ref=)
    if [ ${#opt_names[@]} -eq 0 ]; then
        for d in "$root"/testdata/*/; do
            d=${d%/}
            conf "$d" jconf
            [ ! -f "$root/solvers/${d##*/}/main.c" ] && [ -z "${jconf[ref]}" ] || opt_names+=("${d##*/}")
        done
        [ ${#opt_names[@]} -gt 0 ] || die_usage "no problem has testdata"
    fi
    refs=()
    for name in "${opt_names[@]}"; do
        [ -d "$root/testdata/$name" ] || die_usage "no problem '$name' (no folder testdata/$name; the problems: $(problems_known))"
        cases "$root/testdata/$name" case_in case_ans case_name
        conf "$root/testdata/$name" jconf
        if [ -f "$root/solvers/$name/main.c" ]; then
            refs+=("bin/$name")
        else
            [ -n "${jconf[ref]}" ] || die_usage "no solver '$name' (solvers/$name/main.c) and no ref= in testdata/$name/judge.conf"
            refs+=("${jconf[ref]}")
        fi
    done
    for k in "${!opt_names[@]}"; do
        name=${opt_names[k]}
        if ! make -s -C "$root" "${refs[k]}" > "$work/build.log" 2>&1; then
            cases "$root/testdata/$name" case_in case_ans case_name
            n=${#case_in[@]}
            [ "$n" -gt 0 ] || n=1
            if [ "$tsv" -eq 1 ]; then
                print_line "$name" "(build)" CE 0 0 "$(head -n 20 "$work/build.log")" "${table[width]}"
            else
                report_row "$name" "(build)" CE 0 0 "$(head -n 20 "$work/build.log")"
                printf '%s%-3s%s %-28s the solver does not build:\n' "$c_bad" CE "$c_off" "$name"
                head -n 20 "$work/build.log" | sed 's/^/      /'
            fi
            table["failed"]=$((table[failed] + n))
            [ "$stop_first" -eq 0 ] || break
            continue
        fi
        judge_dir "$name" "$root/testdata/$name" table "$root/${refs[k]}" || break
        # our solver's own tests beside the judge's shape (testdata/NAME/robust/: no
        # terminator, CRLF, odd whitespace, every position in one file): ours only, never an
        # attempt's
        if [ -d "$root/testdata/$name/robust" ]; then
            judge_dir "$name/robust" "$root/testdata/$name/robust" table "$root/${refs[k]}" || break
        fi
    done
fi
[ ${#case_pats[@]} -eq 0 ] || [ "${table[chosen]}" -gt 0 ] ||
    die_usage "--case $(printf '%s ' "${case_pats[@]}")chose no case (a case's name without .in, a glob such as 'sample*', or the path of one of the folder's .in files; an input of your own: --input FILE)"
the_end table
}
judge_main "$@"
