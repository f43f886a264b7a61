#!/usr/bin/env bash
# judge.sh - a local judge: run solvers on testdata/<name>/*.in and compare with *.out.
#
#   ./judge.sh [options] [NAME ...]            solvers by name (default: all with testdata)
#   ./judge.sh [options] -c 'COMMAND' -d DIR   any command against DIR/*.in and DIR/*.out
#
# Verdicts: AC WA TLE MLE RE OLE CE (precedence CE > TLE > MLE > RE > OLE > WA > AC).
# Needs bash, coreutils, diffutils and sed; /usr/bin/time for memory (else "n/a").
set -u
export LC_ALL=C

usage() {
    cat <<'EOF'
usage: ./judge.sh [options] [NAME ...]
       ./judge.sh [options] -c 'COMMAND' -d DIR
Runs each solver (bin/NAME, built with make) or COMMAND on every DIR/*.in (default DIR:
testdata/NAME) and compares its output with the matching .out.
  -t SEC        wall-clock limit per case (default 2, or tl= in testdata/NAME/judge.conf)
  -m MB         memory limit (default 256; 0 = none, e.g. for sanitizer builds)
  --mode M      lines (default: CRLF and trailing blanks ignored), tokens (any whitespace),
                exact (bytes)
  -j N          run N cases in parallel (results still print in order)
  -x            stop starting cases after the first failure
  -v            on WA, show a capped unified diff (\r and trailing spaces made visible)
  --tsv         tab-separated output: solver, case, verdict, seconds, KiB, detail
  -h, --help    this text
Last line: "N passed, N failed".  Exit status: 0 all AC, 1 any failure, 2 usage or harness
error.  Colour only on a terminal, never with NO_COLOR set.
EOF
}

die_usage() {
    echo "judge.sh: $1" >&2
    echo "try: ./judge.sh --help" >&2
    exit 2
}

tl_opt="" ml=256 mode=lines jobs=1 stop_first=0 verbose=0 tsv=0 cmd="" dir=""
names=()
while [ $# -gt 0 ]; do
    case "$1" in
        -t|-m|--mode|-j|-c|-d)
            [ $# -ge 2 ] || die_usage "$1 needs a value"
            case "$1" in
                -t) tl_opt=$2 ;;
                -m) ml=$2 ;;
                --mode) mode=$2 ;;
                -j) jobs=$2 ;;
                -c) cmd=$2 ;;
                -d) dir=$2 ;;
            esac
            shift 2 ;;
        -x) stop_first=1; shift ;;
        -v) verbose=1; shift ;;
        --tsv) tsv=1; shift ;;
        -h|--help) usage; exit 0 ;;
        -*) die_usage "unknown option '$1'" ;;
        *) names+=("$1"); shift ;;
    esac
done

is_seconds() { [[ $1 =~ ^[0-9]+(\.[0-9]+)?$ ]] && [[ ! $1 =~ ^0+(\.0+)?$ ]]; }
[ -z "$tl_opt" ] || is_seconds "$tl_opt" || die_usage "-t takes a positive number of seconds"
[[ $ml =~ ^[0-9]+$ ]] || die_usage "-m takes a whole number of MB"
[[ $jobs =~ ^[1-9][0-9]*$ ]] || die_usage "-j takes a whole number >= 1"
case "$mode" in lines|tokens|exact) ;; *) die_usage "--mode is lines, tokens or exact" ;; esac
if [ -n "$cmd" ] || [ -n "$dir" ]; then
    if [ -z "$cmd" ] || [ -z "$dir" ]; then
        die_usage "-c and -d go together"
    fi
    [ ${#names[@]} -eq 0 ] || die_usage "names go without -c/-d"
    [ -d "$dir" ] || die_usage "no such directory: $dir"
fi

root=$(cd "$(dirname "$0")" && pwd) || exit 2
work=$(mktemp -d) || { echo "judge.sh: cannot make a temporary directory" >&2; exit 2; }
trap 'rm -rf "$work"' EXIT
have_time=0
[ -x /usr/bin/time ] && have_time=1

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

# run_case CMD IN OUT TL RESFILE: writes "VERDICT<TAB>SECONDS<TAB>KIB<TAB>DETAIL" to RESFILE
run_case() {
    local c=$1 in=$2 exp=$3 tl=$4 res=$5 id got err tf st cap size t0 t1 us mem verdict detail
    id="$work/run.$BASHPID"
    got="$id.got" err="$id.err" tf="$id.time"
    size=$(wc -c < "$exp")
    cap=$((size * 4))
    [ "$cap" -ge 65536 ] || cap=65536
    run_limited() { # LIMIT_KB (0: none)
        (
            [ "$1" -eq 0 ] || ulimit -v "$1" 2>/dev/null
            if [ "$have_time" -eq 1 ]; then
                exec /usr/bin/time -f '%e %M' -o "$tf" timeout -k 1 "$tl" bash -c "$c"
            else
                exec timeout -k 1 "$tl" bash -c "$c"
            fi
        ) < "$in" 2> "$err" | head -c "$((cap + 1))" > "$got"
        return "${PIPESTATUS[0]}"
    }
    t0=${EPOCHREALTIME/./}
    run_limited "$((ml * 1024))"
    st=$?
    t1=${EPOCHREALTIME/./}
    us=$((t1 - t0))
    mem=n/a
    if [ "$have_time" -eq 1 ] && [ -s "$tf" ]; then
        mem=$(tail -n 1 "$tf")
        mem=${mem##* }
        [[ $mem =~ ^[0-9]+$ ]] || mem=n/a
    fi
    verdict=AC detail=""
    if [ "$st" -eq 124 ]; then
        verdict=TLE detail="killed after ${tl} s"
    elif [ "$ml" -gt 0 ] && [ "$mem" != n/a ] && [ "$mem" -gt $((ml * 1024)) ]; then
        verdict=MLE detail="peak $((mem / 1024)) MB > ${ml} MB"
    elif [ "$(wc -c < "$got")" -gt "$cap" ]; then
        verdict=OLE detail="output passed $cap bytes (expected $size); stopped reading"
    elif [ "$st" -ne 0 ]; then
        # a failure under the memory limit that goes away without it was an allocation refused
        if [ "$ml" -gt 0 ] && run_limited 0 && [ "$(wc -c < "$got")" -le "$cap" ]; then
            verdict=MLE detail="an allocation was refused at the ${ml} MB limit"
        elif [ "$st" -gt 128 ]; then
            verdict=RE detail="killed by signal SIG$(kill -l $((st - 128)) 2>/dev/null)"
        else
            verdict=RE detail="exit status $st"
        fi
        [ ! -s "$err" ] || detail="$detail; stderr: $(head -c 120 "$err" | head -n 1)"
    elif ! same_in_mode "$mode" "$exp" "$got"; then
        verdict=WA detail=$(first_difference "$exp" "$got")
        if [ "$mode" = exact ] && same_in_mode lines "$exp" "$got"; then
            detail="$detail (passes with --mode lines)"
        elif [ "$mode" != tokens ] && same_in_mode tokens "$exp" "$got"; then
            detail="$detail (passes with --mode tokens)"
        fi
        if [ "$verbose" -eq 1 ]; then
            diff -u "$exp" "$got" | head -n 40 | sed -e 's/\r/\\r/g' -e ':a' -e 's/ \(·*\)$/·\1/' -e 'ta' \
                > "$res.diff"
        fi
    fi
    printf '%s\t%d.%06d\t%s\t%s\n' "$verdict" $((us / 1000000)) $((us % 1000000)) "$mem" \
        "$detail" > "$res"
}

# ---- output ----

passed=0 failed=0

print_result() { # SOLVER CASE RESFILE
    local v s m d colour
    IFS=$'\t' read -r v s m d < "$3"
    if [ "$tsv" -eq 1 ]; then
        printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$1" "$2" "$v" "$s" "$m" "$d"
    else
        colour=$c_bad
        [ "$v" != AC ] || colour=$c_ok
        [ "$m" = n/a ] || m="$(( (m + 512) / 1024 )) MB"
        printf '%s%-3s%s %-28s %7.3f s %7s  %s\n' "$colour" "$v" "$c_off" "$1/$2" "$s" "$m" "$d"
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

# judge_dir LABEL COMMAND DIR TL: every case, in order; returns 1 if -x stopped it
judge_dir() {
    local label=$1 c=$2 d=$3 tl=$4 cases=() i n next running=0 stop=0 sp=$passed sf=$failed
    mapfile -t cases < <(natural_cases "$d")
    n=${#cases[@]}
    if [ "$n" -eq 0 ]; then
        printf '%s%-3s%s %-28s no cases (*.in) in %s\n' "$c_bad" "--" "$c_off" "$label" "$d"
        failed=$((failed + 1))
        return 0
    fi
    next=0
    for ((i = 0; i < n; i++)); do
        local base=${cases[i]%.in}
        if [ ! -e "$d/$base.out" ]; then
            printf 'WA\t0.000000\tn/a\tno expected output %s.out\n' "$base" > "$work/$label.$i"
        elif [ "$stop" -eq 0 ]; then
            run_case "$c" "$d/$base.in" "$d/$base.out" "$tl" "$work/$label.$i" &
            running=$((running + 1))
        fi
        # print finished cases in order; keep at most $jobs running
        while :; do
            while [ "$next" -le "$i" ] && [ -s "$work/$label.$next" ]; do
                print_result "$label" "${cases[next]%.in}" "$work/$label.$next"
                if [ "$stop_first" -eq 1 ] && [ "$failed" -gt "$sf" ]; then
                    stop=1
                fi
                next=$((next + 1))
            done
            [ "$running" -ge "$jobs" ] || break
            wait -n 2>/dev/null
            running=$((running - 1))
        done
        [ "$stop" -eq 0 ] || break
    done
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

conf_tl() { # DIR: tl= from judge.conf, else the default
    local v=""
    if [ -r "$1/judge.conf" ]; then
        v=$(sed -n 's/^tl=\([0-9.]*\)[[:space:]]*$/\1/p' "$1/judge.conf" | tail -n 1)
    fi
    if [ -n "$tl_opt" ]; then
        echo "$tl_opt"
    elif [ -n "$v" ]; then
        echo "$v"
    else
        echo 2
    fi
}

[ "$tsv" -eq 0 ] || printf 'solver\tcase\tverdict\tseconds\tkib\tdetail\n'
if [ -n "$cmd" ]; then
    judge_dir "$(basename "$dir")" "$cmd" "$dir" "$(conf_tl "$dir")"
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
        judge_dir "$name" "'$root/bin/$name'" "$root/testdata/$name" \
            "$(conf_tl "$root/testdata/$name")" || break
    done
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
