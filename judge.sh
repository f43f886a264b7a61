#!/usr/bin/env bash
# judge.sh - a local judge: run solvers on testdata/<name>/*.in and compare with *.out.
#
#   ./judge.sh [options] [NAME ...]            solvers by name (default: all with testdata)
#   ./judge.sh [options] -c 'COMMAND' -d DIR   any command against DIR/*.in and DIR/*.out
#
# Every case runs under build/runguard (scripts/runguard.c, built by make): CPU time, memory,
# processes and output limited and measured on the run itself, in a fresh empty directory,
# every process of the run killed when its main process exits.  runguard decides TLE, MLE,
# RE and OLE; this script compares the output (WA, AC) and prints.
# Verdicts: AC WA TLE MLE RE OLE CE (precedence CE > TLE > MLE > RE > OLE > WA > AC).
# Needs bash, coreutils, diffutils, sed, make and a C compiler.
set -u
export LC_ALL=C

usage() {
    cat <<'EOF'
usage: ./judge.sh [options] [NAME ...]
       ./judge.sh [options] -c 'COMMAND' -d DIR
Runs each solver (bin/NAME, built with make) or COMMAND on every DIR/*.in (default DIR:
testdata/NAME) and compares its output with the matching .out.  Each case runs in a fresh
empty directory with the .in on stdin; when its main process exits, every process it
started is killed.  A relative path as COMMAND's first word is taken from here.
  -t SEC        CPU-time limit per case: user + system time of all its processes
                (default 2, or tl= in DIR/judge.conf)
  --wall SEC    wall-clock limit per case (default 2 * t + 1)
  -m MB         memory limit: the run's peak resident memory (default 256, or ml= in
                DIR/judge.conf; 0 = none, e.g. for sanitizer builds)
  -p N          at most N processes alive at once (default 64)
  --mode M      lines (default: CRLF and trailing blanks ignored), tokens (any whitespace),
                exact (bytes)
  -j N          run N cases in parallel (results still print in order)
  -x            stop at the first failure: nothing after it is printed or left running
  -v            on WA, show a capped unified diff (\r and trailing spaces made visible)
  --tsv         tab-separated output: solver, case, verdict, seconds, KiB, detail
  -h, --help    this text
Verdicts, the highest first when several hold: CE (does not build), TLE (CPU or wall
limit), MLE (memory), RE (exit status not 0, a signal, too many processes), OLE (stdout
past 4 times the expected size or 64 KiB, stderr past 8 MiB, a file past 64 MiB), WA, AC.
The time shown is CPU time, the time judged; the memory, the run's peak.
Last line: "N passed, N failed".  Exit status: 0 all AC, 1 any failure, 2 usage or harness
error (a bad judge.conf, a .in without its .out), 130/143 when interrupted.  Colour only on
a terminal, never with NO_COLOR set.
EOF
}

die_usage() {
    echo "judge.sh: $1" >&2
    echo "try: ./judge.sh --help" >&2
    exit 2
}

tl_opt="" ml_opt="" wall_opt="" procs=64 mode=lines jobs=1 stop_first=0 verbose=0 tsv=0
cmd="" dir="" cmd_set=0
names=()
while [ $# -gt 0 ]; do
    case "$1" in
        -t|-m|-p|--wall|--mode|-j|-c|-d)
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
            esac
            shift 2 ;;
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
case "$mode" in lines|tokens|exact) ;; *) die_usage "--mode is lines, tokens or exact" ;; esac
if [ "$cmd_set" -eq 1 ] || [ -n "$dir" ]; then
    if [ -z "$cmd" ] || [ -z "$dir" ]; then
        die_usage "-c and -d go together"
    fi
    [ ${#names[@]} -eq 0 ] || die_usage "names go without -c/-d"
    [ -d "$dir" ] || die_usage "no such directory: $dir"
fi

root=$(cd "$(dirname "$0")" && pwd) || exit 2
work=$(mktemp -d) || { echo "judge.sh: cannot make a temporary directory" >&2; exit 2; }
trap 'rm -rf "$work"' EXIT
# Ctrl-C or a kill: every running case is stopped (runguard kills its whole run when it, or
# the subshell that started it, goes) and nothing is left behind
interrupted() { # SIGNAL STATUS
    trap '' INT TERM HUP
    local j
    for j in $(jobs -p); do
        kill -TERM "$j" 2> /dev/null
    done
    wait
    echo "judge.sh: interrupted by SIG$1; every running case was killed" >&2
    exit "$2"
}
trap 'interrupted INT 130' INT
trap 'interrupted TERM 143' TERM
trap 'interrupted HUP 129' HUP

runguard="$root/build/runguard"
if ! make -s -C "$root" build/runguard > "$work/build.log" 2>&1; then
    echo "judge.sh: cannot build the runner, build/runguard:" >&2
    sed 's/^/    /' "$work/build.log" >&2
    exit 2
fi

if [ -t 1 ] && [ "${TERM:-dumb}" != dumb ] && [ -z "${NO_COLOR+x}" ]; then
    c_ok=$'\033[32m' c_bad=$'\033[31m' c_off=$'\033[0m'
else
    c_ok="" c_bad="" c_off=""
fi

# ---- comparison ----

# normalise FILE for MODE into OUT
normalise() {
    local m=$1 f=$2 o=$3 text
    case "$m" in
        exact) cp "$f" "$o" ;;
        lines)
            # CR before newline and trailing blanks go; $(...) drops trailing empty lines
            text=$(sed -e 's/\r$//' -e 's/[[:blank:]]*$//' "$f" 2>/dev/null)
            printf '%s\n' "$text" > "$o" ;;
        tokens)
            tr -s ' \t\r\n\v\f' '\n' < "$f" | sed '/^$/d' > "$o" ;;
    esac
}

same_in_mode() { # MODE EXPECTED GOT
    normalise "$1" "$2" "$work/cmp.$BASHPID.e"
    normalise "$1" "$3" "$work/cmp.$BASHPID.g"
    cmp -s "$work/cmp.$BASHPID.e" "$work/cmp.$BASHPID.g"
}

# One line: where EXPECTED and GOT first differ (in mode), quoting both lines cut short.
first_difference() {
    local e="$work/cmp.$BASHPID.e" g="$work/cmp.$BASHPID.g" where line col el gl
    normalise "$mode" "$1" "$e"
    normalise "$mode" "$2" "$g"
    where=$(cmp "$e" "$g" 2>&1)
    if [[ $where =~ line\ ([0-9]+) ]]; then
        line=${BASH_REMATCH[1]}
    elif [[ $where == *"EOF on $e"* ]]; then
        line=$(( $(wc -l < "$e") + 1 ))
    else
        line=$(( $(wc -l < "$g") + 1 ))
    fi
    el=$(sed -n "${line}p" "$e")
    gl=$(sed -n "${line}p" "$g")
    col=1
    while [ "$col" -le "${#el}" ] && [ "${el:col-1:1}" = "${gl:col-1:1}" ]; do
        col=$((col + 1))
    done
    [ "$(wc -l < "$e")" -ge "$line" ] || el="(end of output)"
    [ "$(wc -l < "$g")" -ge "$line" ] || gl="(end of output)"
    [ ${#el} -le 60 ] || el="${el:0:57}..."
    [ ${#gl} -le 60 ] || gl="${gl:0:57}..."
    el=${el//$'\r'/\\r}
    gl=${gl//$'\r'/\\r}
    printf 'line %s col %s: expected "%s", got "%s"' "$line" "$col" "$el" "$gl"
}

# ---- running one case ----

# run_case IN OUT TL ML RESFILE -- ARGV...: runs ARGV under runguard in a fresh directory;
# writes "VERDICT<TAB>CPU_SECONDS<TAB>KIB<TAB>DETAIL" to RESFILE
run_case() {
    local in=$1 exp=$2 tl=$3 ml=$4 res=$5 id got err rg cap size wall k v
    local verdict="" detail="" cpu=0 mem=0
    shift 6
    id="$work/run.$BASHPID"
    got="$id.got" err="$id.err" rg="$id.rg"
    mkdir "$id.cwd" || { printf 'RE\t0\t0\tjudge.sh: cannot make a directory\n' > "$res"; return; }
    size=$(wc -c < "$exp")
    cap=$((size * 4))
    [ "$cap" -ge 65536 ] || cap=65536
    wall=${wall_opt:-$(awk -v t="$tl" 'BEGIN { print 2 * t + 1 }')}
    "$runguard" -t "$tl" -w "$wall" -m "$ml" -p "$procs" -O "$cap" -i "$in" -o "$got" \
        -e "$err" -d "$id.cwd" -r "$rg" -- "$@" 2> "$id.rgerr"
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
        verdict=AC
        if ! same_in_mode "$mode" "$exp" "$got"; then
            verdict=WA detail=$(first_difference "$exp" "$got")
            if [ "$mode" = exact ] && same_in_mode lines "$exp" "$got"; then
                detail="$detail (passes with --mode lines)"
            elif [ "$mode" != tokens ] && same_in_mode tokens "$exp" "$got"; then
                detail="$detail (passes with --mode tokens)"
            fi
            if [ "$verbose" -eq 1 ]; then
                diff -u "$exp" "$got" | head -n 40 |
                    sed -e 's/\r/\\r/g' -e ':a' -e 's/ \(·*\)$/·\1/' -e 'ta' > "$res.diff"
            fi
        fi
    elif [ "$verdict" = RE ] && [ -s "$err" ]; then
        detail="$detail; stderr: $(head -c 120 "$err" | head -n 1)"
    fi
    rm -f "$got" "$err" "$rg" "$id.rgerr"
    printf '%s\t%s\t%s\t%s\n' "$verdict" "$cpu" "$mem" "$detail" > "$res"
}

# ---- output ----

passed=0 failed=0

# A field for --tsv: backslash, tab, CR and newline written as \\, \t, \r and \n.
tsv_field() {
    local f=${1//\\/\\\\}
    f=${f//$'\t'/\\t}
    f=${f//$'\r'/\\r}
    printf '%s' "${f//$'\n'/\\n}"
}

print_result() { # SOLVER CASE RESFILE
    local v s m d colour
    IFS=$'\t' read -r v s m d < "$3"
    if [ "$tsv" -eq 1 ]; then
        printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$(tsv_field "$1")" "$(tsv_field "$2")" "$v" "$s" \
            "$m" "$(tsv_field "$d")"
    else
        colour=$c_bad
        [ "$v" != AC ] || colour=$c_ok
        m=$(( (m * 10 + 512) / 1024 ))
        printf '%s%-3s%s %-28s %7.3f s %4d.%d MB%s\n' "$colour" "$v" "$c_off" "$1/$2" "$s" \
            $((m / 10)) $((m % 10)) "${d:+  $d}"
        [ ! -s "$3.diff" ] || sed 's/^/      /' "$3.diff"
    fi
    if [ "$v" = AC ]; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
    fi
}

natural_cases() { # DIR: the .in files in natural order (2 before 10)
    local f
    for f in "$1"/*.in; do
        [ -e "$f" ] && printf '%s\n' "${f##*/}"
    done | sort -V
}

# check_dir DIR: every .in has its .out (else a harness error, exit 2)
check_dir() {
    local f bad=0
    for f in "$1"/*.in; do
        [ -e "$f" ] || continue
        if [ ! -f "${f%.in}.out" ]; then
            echo "judge.sh: $f has no expected output ${f%.in}.out" >&2
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
    local label=$1 d=$2 cases=() i n next running=0 stop=0 sp=$passed sf=$failed tl ml
    shift 2
    conf "$d"
    tl=${tl_opt:-${conf_tl:-2}} ml=${ml_opt:-${conf_ml:-256}}
    mapfile -t cases < <(natural_cases "$d")
    n=${#cases[@]}
    if [ "$n" -eq 0 ]; then
        printf '%s%-3s%s %-28s no cases (*.in) in %s\n' "$c_bad" "--" "$c_off" "$label" "$d"
        failed=$((failed + 1))
        return 0
    fi
    next=0
    for ((i = 0; i < n && stop == 0; i++)); do
        local base=${cases[i]%.in}
        run_case "$d/$base.in" "$d/$base.out" "$tl" "$ml" "$work/$label.$i" -- "$@" &
        running=$((running + 1))
        # print finished cases in order; keep at most $jobs running
        while :; do
            while [ "$stop" -eq 0 ] && [ "$next" -le "$i" ] && [ -s "$work/$label.$next" ]; do
                print_result "$label" "${cases[next]%.in}" "$work/$label.$next"
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
        for i in $(jobs -p); do
            kill -TERM "$i" 2> /dev/null
        done
    fi
    wait
    while [ "$stop" -eq 0 ] && [ "$next" -lt "$n" ]; do
        print_result "$label" "${cases[next]%.in}" "$work/$label.$next"
        [ "$stop_first" -eq 0 ] || [ "$failed" -eq "$sf" ] || stop=1
        next=$((next + 1))
    done
    if [ "$tsv" -eq 0 ]; then
        echo "== $label: $((passed - sp)) of $((passed - sp + failed - sf)) passed"
    fi
    return "$stop"
}

# the command as a word list: one word is run as it is (no shell in between, so the memory
# shown is the program's own); anything else by bash -c.  A relative path as the first word
# is made absolute, since the case runs in a directory of its own.
command_argv() {
    local first=${1%% *} rest=""
    [ "$first" = "$1" ] || rest=${1#* }
    if [[ $first == */* ]] && [[ $first != /* ]] && [ -e "$first" ]; then
        first="$PWD/$first"
    fi
    if [[ $1 =~ ^[A-Za-z0-9_./+,:@%=-]+$ ]]; then
        argv=("$first")
    elif [ -n "$rest" ]; then
        argv=(bash -c "$(printf '%q' "$first") $rest")
    else
        argv=(bash -c "$first")
    fi
}

[ "$tsv" -eq 0 ] || printf 'solver\tcase\tverdict\tseconds\tkib\tdetail\n'
if [ -n "$cmd" ]; then
    check_dir "$dir"
    conf "$dir"
    command_argv "$cmd"
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
        check_dir "$root/testdata/$name"
        conf "$root/testdata/$name"
    done
    for name in "${names[@]}"; do
        if ! make -s -C "$root" "bin/$name" > "$work/build.log" 2>&1; then
            n=$(natural_cases "$root/testdata/$name" | wc -l)
            [ "$n" -gt 0 ] || n=1
            printf '%s%-3s%s %-28s the solver does not build:\n' "$c_bad" CE "$c_off" "$name"
            head -n 20 "$work/build.log" | sed 's/^/      /'
            failed=$((failed + n))
            [ "$stop_first" -eq 0 ] || break
            continue
        fi
        judge_dir "$name" "$root/testdata/$name" "$root/bin/$name" || break
    done
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
