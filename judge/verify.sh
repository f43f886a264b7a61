# judge/verify.sh - judge.sh --verify PKG: every submission in a problem package's
# submissions/ judged and checked against the verdict its folder says, as problemtools'
# verifyproblem and DOMjudge's import check them.  Sourced by judge.sh for --verify only
# (functions).
#
# Each submission is judged by judge.sh itself (--tsv, the package's limits, the profile of
# --judge, default kattis; -t, -m and --wall when given); its verdict is its first case that
# is not AC (a rejected one stops there, as problemtools' on_reject: break does), or AC.

# expected_of FOLDER: the verdict a submissions/ folder says (problemtools' and DOMjudge's
# names), "" for a folder that says none
expected_of() {
    case "$1" in
        accepted) echo AC ;;
        wrong_answer) echo WA ;;
        time_limit_exceeded) echo TLE ;;
        run_time_error) echo RE ;;
        compiler_error) echo CE ;;
        output_limit) echo OLE ;;
        no_output) echo WA ;;
        *) echo "" ;;
    esac
}

# annotated FILE: the verdicts of DOMjudge's "@EXPECTED_RESULTS@: A, B" line in FILE (ours:
# CORRECT AC, WRONG-ANSWER and NO-OUTPUT WA, TIMELIMIT TLE, RUN-ERROR RE, COMPILER-ERROR CE,
# OUTPUT-LIMIT OLE), space-separated; "" without one
annotated() {
    local line w out=""
    line=$(grep -aio '@EXPECTED_RESULTS@: .*' -- "$1" 2> /dev/null | head -n 1)
    [ -n "$line" ] || return 0
    line=${line#*: }
    for w in ${line//,/ }; do
        w=${w^^}
        w=${w//_/-}
        case "$w" in
            CORRECT|ACCEPTED) out+=" AC" ;;
            WRONG-ANSWER|NO-OUTPUT) out+=" WA" ;;
            TIMELIMIT|TIME-LIMIT-EXCEEDED) out+=" TLE" ;;
            RUN-ERROR|RUN-TIME-ERROR) out+=" RE" ;;
            COMPILER-ERROR) out+=" CE" ;;
            OUTPUT-LIMIT) out+=" OLE" ;;
        esac
    done
    echo "${out# }"
}

# verdict_of TSVFILE: the submission's verdict from judge.sh --tsv: the first case not AC
# (MLE counts as RE: neither format has a folder for it, and both judges call it a run-time
# error), else AC; and its time, the largest CPU time of a case
verdict_of() {
    awk -F '\t' 'NR > 1 && NF >= 4 {
            if ($4 + 0 > t) t = $4 + 0
            if (v == "" && $3 != "AC") v = $3 == "MLE" ? "RE" : $3
            n++ }
        END { if (!n) v = "--"; printf "%s %.3f\n", v == "" ? "AC" : v, t }' "$1"
}

# verify_one FILE EXPECTED... : judges FILE (tl: the time limit), prints its row, returns 0
# when its verdict is one of EXPECTED
verify_one() {
    local f=$1 rel=${1#"$vdir/submissions/"} got t ok=0 e
    shift
    v_time=""
    if [ "$*" = -- ]; then
        printf '%-*s %-9s %-4s %s\n' "$v_w" "$rel" "--" "--" "not judged: its folder names no verdict"
        return 1
    fi
    local why=""
    if [[ $f == */ ]]; then
        local x known=0
        for x in "$f"*; do [ -z "$(source_language "$x")" ] || known=1; done
        [ "$known" -eq 1 ] || why="judge.sh has no profile for its files ($(cd "$f" && echo *))"
    elif [ -z "$(source_language "$f")" ]; then
        why="judge.sh has no profile for ${f##*/}"
    elif [[ $f == *.py ]] && head -n 1 -- "$f" | grep -q '^#!.*python2'; then
        why="Python 2 (its #! line), which no profile has"
    fi
    if [ -n "$why" ]; then
        printf '%-*s %-9s %-4s %s\n' "$v_w" "$rel" "$*" "--" "not judged: $why"
        v_skipped=$((v_skipped + 1))
        return 1
    fi
    local -a opts=(--tsv --judge "$v_judge" -t "$v_tl")
    # the options that say how to judge, passed on (-t is the rule's, above)
    [ -z "$wall_opt" ] || opts+=(--wall "$wall_opt")
    [ -z "$ml_opt" ] || opts+=(-m "$ml_opt")
    [ "$*" = AC ] || opts+=(-x)
    # DOMjudge's submissions.json may name a folder's entry point
    local entry=""
    [[ $f != */ ]] || [ ! -f "$vdir/submissions.json" ] ||
        entry=$(tr -d '\n' < "$vdir/submissions.json" |
            grep -o "\"submissions/${rel%/}/\?\"[[:space:]]*:[[:space:]]*{[^}]*\"entry_point\"[[:space:]]*:[[:space:]]*\"[^\"]*\"" |
            sed 's/.*"entry_point"[[:space:]]*:[[:space:]]*"//; s/"$//')
    JUDGE_ENTRY_POINT=$entry "$self" "${opts[@]}" -d "$vdir" "$f" > "$work/verify.tsv" 2> "$work/verify.err"
    read -r got t < <(verdict_of "$work/verify.tsv")
    if [ "$got" = -- ]; then
        # judge.sh refused it (a language it has no profile for, a harness error): its message
        got="--" t=$(head -n 1 "$work/verify.err")
        t=${t#judge.sh: }
    fi
    for e in "$@"; do [ "$got" != "$e" ] || ok=1; done
    if [ "$got" = -- ]; then
        printf '%-*s %-9s %-4s %s\n' "$v_w" "$rel" "$*" "--" "not judged: $t"
        v_skipped=$((v_skipped + 1))
    elif [ "$ok" -eq 1 ]; then
        printf '%-*s %-9s %-4s %7s s\n' "$v_w" "$rel" "$*" "$got" "$t"
        v_ok=$((v_ok + 1))
    else
        printf '%s%-*s %-9s %-4s %7s s  %s%s\n' "$c_bad" "$v_w" "$rel" "$*" "$got" "$t" \
            "got $got, not what its folder says" "$c_off"
        v_bad=$((v_bad + 1))
    fi
    v_time=$t
    return $((1 - ok))
}

# verify_inputs: every input validator of the package (input_validators/, or the older
# input_format_validators/; each a file or a folder, built as an output validator is) on
# every case's .in, as problemtools runs them: exit 42 is valid, anything else is a failure
# (a row each; counted in v_inputs_bad).  Checktestdata and VIVA files are not run (said).
verify_inputs() {
    local vd="" e f i st n=0 bad=0 progs=() names=()
    for vd in "$vdir/input_validators" "$vdir/input_format_validators" ""; do
        [ -z "$vd" ] || [ ! -d "$vd" ] || break
    done
    if [ -z "$vd" ]; then
        echo "input validators: the package has none"
        return 0
    fi
    for e in "$vd"/*; do
        [ -e "$e" ] || continue
        case "$e" in
            *.ctd|*.viva) echo "input validators: ${e##*/} not run (judge.sh runs no checktestdata or VIVA)"
                          continue ;;
        esac
        program_build "$e" "input validator ${e##*/}"
        progs+=("$prog_run") names+=("${e##*/}")
    done
    cases "$vdir"
    for f in "${case_in[@]}"; do
        for i in "${!progs[@]}"; do
            "$runguard" -t 60 -m 2048 -a 0 -b 0 -p 64 -i "$f" -o /dev/null -e "$work/iv.err" \
                -r "$work/iv.res" -- "${progs[i]}" 2> /dev/null
            st=$(sed -n 's/^exit //p' "$work/iv.res")
            if [ "$st" = 42 ]; then
                n=$((n + 1))
            else
                printf '%sinput %s: %s says it is not valid (exit %s, not 42)%s%s\n' "$c_bad" \
                    "${f#"$vdir/data/"}" "${names[i]}" "${st:-none}" \
                    "$(head -c 200 "$work/iv.err" | head -n 1 | sed 's/^/: /')" "$c_off"
                bad=$((bad + 1))
            fi
        done
    done
    echo "input validators (${names[*]}): $n of $((n + bad)) inputs valid"
    v_inputs_bad=$bad
}

# verify_main PKG: the table of every submission (submission, expected, got, time) and the
# line "N of M submissions got what their folder says"; exit 0 only when all did.  With no
# time limit in the package, problemtools' rule: the accepted ones are judged first (under
# 60 s), and the limit is the slowest one's largest case time times the multiplier
# (time_multiplier, legacy 5; ac_to_time_limit, 2025-09 2), rounded up to a multiple of
# time_resolution (1 s), at least 1 s
verify_main() {
    local f want=() slowest=0 list=() d
    vdir=$(cd -- "$1" 2> /dev/null && pwd) || die_usage "--verify: no such package: $1"
    is_package "$vdir" || die_usage "--verify: $1 is no problem package (no problem.yaml, data/sample or data/secret)"
    [ -d "$vdir/submissions" ] || die_usage "--verify: $1 has no submissions/"
    package "$vdir"
    v_judge=${judge_opt:-kattis} v_ok=0 v_bad=0 v_skipped=0 v_inputs_bad=0
    # every submission: a file, or a folder as one program
    for d in "$vdir"/submissions/*/; do
        d=${d%/}
        [ -d "$d" ] || continue
        for f in "$d"/*; do
            [ -e "$f" ] || continue
            # a folder is one program (judge/compile.sh, folder_program)
            [ ! -d "$f" ] || f="$f/"
            list+=("$f")
        done
    done
    [ ${#list[@]} -gt 0 ] || die_usage "--verify: $1/submissions/ holds no submission"
    v_tl=${tl_opt:-$pkg_tl}
    verify_inputs
    v_w=10
    for f in "${list[@]}"; do
        f=${f#"$vdir/submissions/"}
        [ ${#f} -le "$v_w" ] || v_w=${#f}
    done
    printf '%-*s %-9s %-4s %s\n' "$v_w" submission expected got time
    if [ -z "$v_tl" ]; then
        v_tl=60
        for f in "${list[@]}"; do
            [[ ${f#"$vdir/submissions/"} == accepted/* ]] || continue
            read -r -a want <<< "$(verdict_want "$f")"
            if verify_one "$f" "${want[@]}" && [ -n "$v_time" ]; then
                awk -v a="$v_time" -v b="$slowest" 'BEGIN { exit !(a > b) }' && slowest=$v_time
            fi
        done
        v_tl=$(awk -v t="$slowest" -v m="$pkg_mult" -v r="$pkg_res" 'BEGIN {
            k = t * m / r; c = int(k); if (c < k) c++; x = c * r; if (x < 1) x = 1; print x }')
        echo "time limit $v_tl s: the slowest accepted submission's $slowest s times $pkg_mult, rounded up to a multiple of ${pkg_res} s, at least 1 s (problemtools' rule; the package gives none)" >&2
        for f in "${list[@]}"; do
            [[ ${f#"$vdir/submissions/"} != accepted/* ]] || continue
            read -r -a want <<< "$(verdict_want "$f")"
            verify_one "$f" "${want[@]}"
        done
    else
        for f in "${list[@]}"; do
            read -r -a want <<< "$(verdict_want "$f")"
            verify_one "$f" "${want[@]}"
        done
    fi
    local note=""
    [ "$v_skipped" -eq 0 ] || note=" ($v_skipped not judged)"
    echo "$v_ok of $((v_ok + v_bad + v_skipped)) submissions got what their folder says$note"
    [ $((v_bad + v_skipped + v_inputs_bad)) -eq 0 ]
}

# verdict_want FILE: the verdicts FILE may get: its @EXPECTED_RESULTS@ line's, else its
# folder's ("--" for a folder that names no verdict)
verdict_want() {
    local rel=${1#"$vdir/submissions/"} want
    want=$(annotated "$1")
    [ -n "$want" ] || want=$(expected_of "${rel%%/*}")
    echo "${want:---}"
}
