# judge/verify.sh - judge.sh --verify PKG: every submission in a problem package's
# submissions/ judged and checked against the verdict its folder says, as problemtools'
# verifyproblem and DOMjudge's import check them.  Sourced by judge.sh for --verify only
# (functions).
#
# Each submission is judged by judge.sh itself, its judge_main in a subshell (--tsv, the
# package's limits, the profile of
# --judge, default kattis; -t, -m and --wall when given); its verdict is its first case that
# is not AC (a rejected one stops there, as problemtools' on_reject: break does), or AC.  A
# scoring problem's submission is judged on every case and held to its score: its
# @EXPECTED_SCORE@ line's, or partially_accepted's rule (the graders' verdict AC, the score
# below the most), or its folder's verdict.
#
# Reads: root work runguard c_bad c_off judge_opt tl_opt ml_opt wall_opt werror verbose json
#     json_fd junit (--json: the saved stdout; --junit FILE)
#     (judge.sh's constants)
# Constants (set by verify_main before the first check): vdir (the package) vpkg (what
#     package read of it) v_in v_ans v_name (its cases) v_judge (the profile its
#     submissions are judged by) v_w (the submission column's width) v_rules v_entry
#     v_score (submissions/submissions.yaml's permitted and required verdicts, entrypoints
#     and scores: "N", or "LO HI" a range)
# Constants (set by verify_inputs before the first submission): v_order (v_progs' indices,
#     the compiled validators first), v_progs (the input
#     validators' commands)
#
# The tally is TALLY, the name of an associative array (verify_main's is "vt"): ok, bad and
# skipped (the submissions: as their folder says, not, not judged), inputs_bad (inputs an
# input validator refused), errors and warnings (the package's findings).

# expected_of FOLDER: the verdict a submissions/ folder says (problemtools' and DOMjudge's
# names), "" for a folder that says none
expected_of() {
    case "$1" in
        accepted) echo AC ;;
        # (a scoring problem's: accepted, with a score below the most it could get)
        partially_accepted) echo PA ;;
        wrong_answer) echo WA ;;
        time_limit_exceeded) echo TLE ;;
        run_time_error) echo RE ;;
        compiler_error) echo CE ;;
        output_limit) echo OLE ;;
        no_output) echo WA ;;
        # (the 2025-09 format's: rejected, any verdict but AC; brute_force, TLE or RE)
        rejected) echo WA TLE RE ;;
        brute_force) echo TLE RE ;;
        *) echo "" ;;
    esac
}

# annotated FILE: the verdicts of DOMjudge's "@EXPECTED_RESULTS@: A, B" line in FILE (ours:
# CORRECT AC, WRONG-ANSWER and NO-OUTPUT WA, TIMELIMIT TLE, RUN-ERROR RE, COMPILER-ERROR CE,
# OUTPUT-LIMIT OLE), space-separated; "" without one.  A folder submission: the one file of it
# that has the line (DOMjudge reads every file, expected_result.txt too).  Returns 1 when
# more than one line or file has it: DOMjudge refuses such a submission on import.
annotated() {
    local line w out="" lines
    lines=$(grep -airho '@EXPECTED_RESULTS@: .*' -- "$1" 2> /dev/null)
    [ -n "$lines" ] || return 0
    [[ $lines != *$'\n'* ]] || return 1
    line=${lines#*@EXPECTED_RESULTS@: }
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
# error), else AC; its time, the largest CPU time of a case; and, for a scoring problem, its
# score, the most it could get and its graders' verdict (AC, or the one that gave it no
# score), from the total's SCORE row ("-" each, where there is none)
verdict_of() {
    awk -F '\t' 'NR > 1 && $3 == "SCORE" {
            if ($2 == "score:(total)") {
                d = $6; fin = "AC"
                if (match(d, /the verdict is [A-Z]+/)) fin = substr(d, RSTART + 15, RLENGTH - 15)
                sub(/ \(.*$/, "", d); sc = d; mx = "-"
                if (match(d, / of /)) { mx = substr(d, RSTART + 4); sc = substr(d, 1, RSTART - 1) }
            }
            next }
        NR > 1 && NF >= 4 {
            if ($4 + 0 > t) t = $4 + 0
            if (v == "" && $3 != "AC") v = $3 == "MLE" ? "RE" : $3
            n++ }
        END { if (!n) v = "--"
              printf "%s %.3f %s %s %s\n", v == "" ? "AC" : v, t, sc == "" ? "-" : sc, mx == "" ? "-" : mx, fin == "" ? "-" : fin }' "$1"
}

# score_want FILE: the score FILE says it gets, "@EXPECTED_SCORE@: N" in it (as its
# @EXPECTED_RESULTS@ line says a verdict), else submissions.yaml's score of the longest key
# that names it (its path, a folder it is in, a glob: "N", or "LO HI" an inclusive range);
# "" for none, "!!" when more than one line has it
score_want() {
    local lines rel=${1#"$vdir/submissions/"} key best=""
    lines=$(grep -airho '@EXPECTED_SCORE@: *[-+0-9.eE]*' -- "$1" 2> /dev/null)
    if [ -n "$lines" ]; then
        if [[ $lines == *$'\n'* ]]; then echo '!!'; return; fi
        echo "${lines#*@EXPECTED_SCORE@:}" | tr -d ' '
        return
    fi
    rel=${rel%/}
    for key in "${!v_score[@]}"; do
        # shellcheck disable=SC2053 # the key is a glob
        [[ $rel == $key || $rel == $key/* ]] && [ ${#key} -gt ${#best} ] && best=$key
    done
    [ -z "$best" ] || echo "${v_score[$best]}"
}

# verify_one FILE TL WALL TALLY TIME EXPECTED... : judges FILE under TL seconds (and WALL
# seconds of wall time, when not "": --wall, else the case's own rule), prints its row,
# counts it in TALLY and its time (its slowest case's, "" when not judged) into the
# variable named TIME; returns 0 when its verdict is one of EXPECTED
# shellcheck disable=SC2034 # vo_time is the caller's, by name
verify_one() {
    local f=$1 rel=${1#"$vdir/submissions/"} got t ok=0 e tl=$2 wall=${3:-$wall_opt} tally=$4
    local -n vo_t=$4 vo_time=$5
    shift 5
    vo_time=""
    if [ "$*" = -- ]; then
        v_unjudged "$tally" "$rel" -- "" ignored "its folder names no verdict"
        return 1
    fi
    if [ "$*" = '!!' ]; then
        v_unjudged "$tally" "$rel" -- "" skipped "@EXPECTED_RESULTS@ more than once in it (DOMjudge refuses it on import)"
        return 1
    fi
    local why="" l x known=0
    if [[ $f == */ ]]; then
        for x in "$f"*; do source_language "$x" l; [ -z "$l" ] || known=1; done
        [ "$known" -eq 1 ] || why="judge.sh has no profile for its files ($(cd "$f" && echo *))"
    elif source_language "$f" l; [ -z "$l" ]; then
        why="judge.sh has no profile for ${f##*/}"
    elif [[ $f == *.py ]] && head -n 1 -- "$f" | grep -q '^#!.*python2'; then
        why="Python 2 (its #! line), which no profile has"
    fi
    if [ -n "$why" ]; then
        v_unjudged "$tally" "$rel" "$*" "$*" skipped "$why"
        return 1
    fi
    # (stopped at the limit: a verdict is what --verify needs, not how far past it a TLE ran)
    local -a opts=(--tsv --judge "$v_judge" -t "$tl" --timeout "$tl")
    # the options that say how to judge, passed on (-t is the rule's, above)
    [ -z "$wall" ] || opts+=(--wall "$wall")
    [ -z "$ml_opt" ] || opts+=(-m "$ml_opt")
    # (-x: a rejected one stops at its first failure; a scoring problem's runs whole, its score
    # wants every case)
    [ "$*" = AC ] || [ "${vpkg[scoring]}" -eq 1 ] || opts+=(-x)
    # DOMjudge's submissions.json may name a folder's entry point
    local entry=""
    [[ $f != */ ]] || [ ! -f "$vdir/submissions.json" ] ||
        entry=$(tr -d '\n' < "$vdir/submissions.json" |
            grep -o "\"submissions/${rel%/}/\?\"[[:space:]]*:[[:space:]]*{[^}]*\"entry_point\"[[:space:]]*:[[:space:]]*\"[^\"]*\"" |
            sed 's/.*"entry_point"[[:space:]]*:[[:space:]]*"//; s/"$//')
    # ... and the 2025-09 format's submissions.yaml (its entrypoint)
    [[ $f != */ ]] || [ -n "$entry" ] || entry=${v_entry[${rel%/}]:-}
    # a file keeps its name (a Java class in a file named otherwise is CE, as javac says it)
    # (judge.sh's judge_main in a subshell: judge.sh once more, without starting it again)
    (
        export JUDGE_KEEP_NAME=1 JUDGE_ENTRY_POINT=$entry
        judge_main "${opts[@]}" -d "$vdir" "$f"
    ) > "$work/verify.tsv" 2> "$work/verify.err"
    local sc mx fin wscore
    read -r got t sc mx fin < <(verdict_of "$work/verify.tsv")
    if [ "$got" = -- ]; then
        # judge.sh refused it (a language it has no profile for, a harness error): its
        # message (a "--" row's, as "no cases"; else its first line on stderr that is not
        # the package's notes)
        got="--" t=$(awk -F '\t' 'NR > 1 && $3 == "--" { print $6; exit }' "$work/verify.tsv")
        [ -n "$t" ] || t=$(grep -v -e ' is a problem package:$' -e '^    ' "$work/verify.err" | head -n 1)
        [ -n "$t" ] || t=$(head -n 1 "$work/verify.err")
        t=${t#judge.sh: }
    fi
    for e in "$@"; do [ "$got" != "$e" ] || ok=1; done
    # a scoring problem: the score it says (@EXPECTED_SCORE@), else partially_accepted's
    # rule (the graders accept it, and its score is below the most), else the verdict
    local said_score=""
    if [ "$got" != -- ] && [ "$sc" != - ]; then
        said_score="  score $sc${mx#-}"
        [ "$mx" = - ] || said_score="  score $sc of $mx"
        wscore=$(score_want "$f")
        # (the graders accept it with less than the most: partially accepted)
        if [[ " $* " == *" PA "* || -n $wscore ]] && [ "$fin" = AC ] && [ "$mx" != - ] &&
            awk -v a="$sc" -v b="$mx" 'BEGIN { exit !(a < b - 1e-6) }'; then
            got=PA
        fi
        if [ "$wscore" = '!!' ]; then
            ok=0 said_score+=" (@EXPECTED_SCORE@ more than once)"
        elif [ -n "$wscore" ]; then
            # (one number, or an inclusive range "LO HI")
            ok=0
            awk -v a="$sc" -v r="$wscore" 'BEGIN { n = split(r, b, " "); lo = b[1]; hi = n > 1 ? b[2] : b[1]
                exit !(a >= lo - 1e-6 && a <= hi + 1e-6) }' && ok=1
            said_score+=" (expected ${wscore/ / to })"
        elif [ "$got" = PA ]; then
            ok=1
        fi
    fi
    if [ "$got" = -- ]; then
        v_unjudged "$tally" "$rel" "$*" "$*" skipped "$t"
    elif [ "$ok" -eq 1 ]; then
        printf '%-*s %-9s %-4s %7s s%s\n' "$v_w" "$rel" "$*" "$got" "$t" "$said_score"
        v_record S "$rel" "$*" "$got" "$t" ok "${sc#-}" "${mx#-}" "${said_score#  }"
        vo_t["ok"]=$((vo_t[ok] + 1))
    else
        # the first case that failed, and why, as its row said it (judge/failed.awk); with
        # -v, judge.sh's words on stderr below it
        local first=""
        first=$(awk -F '\t' -f "$root/judge/rows.awk" -f "$root/judge/failed.awk" "$work/verify.tsv")
        printf '%s%-*s %-9s %-4s %7s s  %s%s%s%s\n' "$c_bad" "$v_w" "$rel" "$*" "$got" "$t" \
            "got $got, not what its folder says" "$first" "$said_score" "$c_off"
        v_record S "$rel" "$*" "$got" "$t" bad "${sc#-}" "${mx#-}" \
            "got $got, not what its folder says$first$said_score"
        [ "$verbose" -eq 0 ] || grep -v -e ' is a problem package:$' -e '^    ' "$work/verify.err" |
            head -n 20 | sed 's/^/      /'
        vo_t["bad"]=$((vo_t[bad] + 1))
    fi
    vo_time=$t
    return $((1 - ok))
}

# validator_exit VAR PROG IN [ARG...]: an input validator on IN under runguard (60 s, 2048
# MB), as the tools run one, with ARGs: its exit status into the variable named VAR ("" when
# it had none), its stderr in $work/iv.err (no process but runguard's)
# shellcheck disable=SC2034 # ve_out is the caller's, by name
validator_exit() {
    local -n ve_out=$1
    local -A ve_r
    "$runguard" -t 60 -m 2048 -a 0 -b 0 -p 64 -i "$3" -o /dev/null -e "$work/iv.err" \
        -r "$work/iv.res" -- "$2" "${@:4}" 2> /dev/null
    rg_result "$work/iv.res" ve_r
    ve_out=${ve_r[exit]}
}

# validator_args IN NAME ARRAY: the arguments input validator NAME gets on the case IN, into
# the array named ARRAY: input_validator_args (a list for every validator, or a map of
# validator to list: 2025-09) or input_validator_flags (words: legacy) from the case's own
# NAME.yaml, else the nearest test_group.yaml or testdata.yaml between its folder and data/
# shellcheck disable=SC2034 # va_out is the caller's, by name
validator_args() {
    local at=${1%/*} f k v sep=$'\037' found=0
    local -n va_out=$3
    va_out=()
    for f in "${1%.in}.yaml" "$at/test_group.yaml" "$at/testdata.yaml" \
             "${at%/*}/test_group.yaml" "${at%/*}/testdata.yaml"; do
        [ -f "$f" ] || continue
        # (a case's own file, then its folder's, then the folder above: as deep as packages go)
        while IFS=$'\t' read -r k v; do
            case "$k" in
                input_validator_args|"input_validator_args.$2"|"input_validator_args.${2%.*}")
                    IFS=$sep read -r -a va_out <<< "$v$sep"
                    found=1 ;;
                input_validator_flags)
                    read -r -a va_out <<< "${v//$sep/ }"
                    found=1 ;;
            esac
        done < <(yaml_flat "$f" "$sep")
        [ "$found" -eq 0 ] || return 0
        [[ ${f%/*} != */data ]] || return 0
    done
}

# verify_inputs TALLY: every input validator of the package (input_validators/, or the
# older input_format_validators/; each a file or a folder, built as an output validator
# is; their commands into v_progs) on every case's .in (v_in), as problemtools runs them:
# exit 42 is valid, anything else is a failure (a row each; counted in TALLY's
# inputs_bad).  Checktestdata and VIVA files are not run (said).
# shellcheck disable=SC2034 # vi_t is the caller's, by name
verify_inputs() {
    local vd="" e f i st t n=0 bad=0 names=() run tally=$1
    local -a args
    local -n vi_t=$1
    v_progs=()
    for vd in "$vdir/input_validators" "$vdir/input_format_validators" ""; do
        [ -z "$vd" ] || [ ! -d "$vd" ] || break
    done
    if [ -z "$vd" ]; then
        v_error "$tally" "the package has no input validator (input_validators/: the format requires one, and both tools refuse a package without)"
        return 0
    fi
    for e in "$vd"/*; do
        [ -e "$e" ] || continue
        case "$e" in
            *.ctd|*.viva) echo "input validators: ${e##*/} not run (judge.sh runs no checktestdata or VIVA)"
                          continue ;;
        esac
        # (one that does not build is the package's error; the others still run)
        if ! program_build "$e" "input validator ${e##*/}" run "${vpkg[constants]}" 2> "$work/pb.err"; then
            # (the compiler's first error line in the finding, so that --json and --junit
            # carry why; its first 12 lines below it)
            local why
            # (the copy it was built from, build/validators/*/, named as the package's file)
            sed -i "s|$root/build/validators/[^/]*/|input_validators/|g" "$work/pb.err"
            why=$(grep -m 1 -i 'error' "$work/pb.err" | sed 's/^judge.sh: //; s/^[[:space:]]*//')
            v_error "$tally" "the input validator ${e##*/} does not build${why:+: $why}"
            sed 's/^judge.sh: //; s/^/    /' "$work/pb.err" | head -n 12
            continue
        fi
        v_progs+=("$run") names+=("${e##*/}")
    done
    # (all_accept asks the compiled ones first: the first that rejects a variant ends it,
    # and an interpreter's start costs more than a validator's whole run)
    local -a later=()
    v_order=()
    for i in "${!names[@]}"; do
        case "$(source_language "${names[i]}")" in
            c|cpp) v_order+=("$i") ;;
            *) later+=("$i") ;;
        esac
    done
    v_order+=("${later[@]}")
    for f in "${v_in[@]}"; do
        for i in "${!v_progs[@]}"; do
            validator_args "$f" "${names[i]}" args
            validator_exit st "${v_progs[i]}" "$f" "${args[@]}"
            if [ "$st" = 42 ]; then
                n=$((n + 1))
            else
                t="input ${f#"$vdir/data/"}: ${names[i]} says it is not valid (exit ${st:-none}, not 42)$(head -c 200 "$work/iv.err" | head -n 1 | sed 's/^/: /')"
                printf '%s%s%s\n' "$c_bad" "$t" "$c_off"
                v_record F input "$t"
                bad=$((bad + 1))
            fi
        done
    done
    echo "input validators (${names[*]}): $n of $((n + bad)) inputs valid"
    vi_t["inputs_bad"]=$bad
}

# verify_main PKG: the table of every submission (submission, expected, got, time) and the
# line "N of M submissions got what their folder says"; exit 0 only when all did.  With no
# time limit in the package, problemtools' rule: the accepted ones are judged first (under
# 30 s of CPU and of wall time a case), and the limit is the slowest one's largest case time times the multiplier
# (time_multiplier, legacy 5; ac_to_time_limit, 2025-09 2), rounded up to a multiple of
# time_resolution (1 s), at least 1 s
# shellcheck disable=SC2034 # v_ans and v_name: cases fills them with v_in; only v_in is read
verify_main() {
    local f want=() slowest=0 list=() d tl time skipped=0 k v
    local -A vt=([ok]=0 [bad]=0 [skipped]=0 [inputs_bad]=0 [errors]=0 [warnings]=0)
    declare -gA vpkg=() v_entry=() v_score=()
    declare -ga v_in=() v_ans=() v_name=()
    vdir=$(cd -- "$1" 2> /dev/null && pwd) || die_usage "--verify: no such package: $1"
    is_package "$vdir" || die_usage "--verify: $1 is no problem package (no problem.yaml, data/sample or data/secret)"
    [ -d "$vdir/submissions" ] || die_usage "--verify: $1 has no submissions/"
    package "$vdir" vpkg
    v_judge=${judge_opt:-kattis}
    # every submission: a file, or a folder as one program
    for d in "$vdir"/submissions/*/; do
        d=${d%/}
        [ -d "$d" ] || continue
        for f in "$d"/*; do
            [ -e "$f" ] || continue
            # (*.disabled and *.template are no submissions: BAPCtools skips them)
            case "$f" in *.disabled|*.template) skipped=$((skipped + 1)); continue ;; esac
            # a folder is one program (judge/attempt.sh, folder_program)
            [ ! -d "$f" ] || f="$f/"
            list+=("$f")
        done
    done
    [ ${#list[@]} -gt 0 ] || die_usage "--verify: $1/submissions/ holds no submission"
    [ "$skipped" -eq 0 ] ||
        echo "submissions: $skipped named *.disabled or *.template left out (BAPCtools leaves them out)"
    tl=${tl_opt:-${vpkg[tl]}}
    # submissions.yaml's rules (the 2025-09 format): "KEY<TAB>permitted|required<TAB>LIST",
    # and each folder's entrypoint
    v_rules=()
    if [ -f "$vdir/submissions/submissions.yaml" ]; then
        while IFS=$'\t' read -r k v; do
            case "$k" in
                *.permitted|*.required) v_rules+=("${k%.*}"$'\t'"${k##*.}"$'\t'"$v") ;;
                *.entrypoint) v_entry[${k%.entrypoint}]=$v ;;
                *.score) v_score[${k%.score}]=$v ;;
            esac
        done < <(yaml_flat "$vdir/submissions/submissions.yaml")
        echo "submissions.yaml: ${#v_rules[@]} rules of permitted and required verdicts read${v_score[*]:+, ${#v_score[@]} of scores}"
    fi
    # the cases (v_in), which the input checks below read; data that cannot be read as cases
    # (an input with no answer: problemtools' "No matching answer file for input") is an
    # error each, and no submission is judged, the report written all the same
    : > "$work/verify.rows"
    local unread=""
    if (cases "$vdir" v_in v_ans v_name) > /dev/null 2> "$work/cases.err"; then
        cases "$vdir" v_in v_ans v_name
    else
        while IFS= read -r f; do
            f=${f#judge.sh: } f=${f//"$vdir/"/}
            v_error vt "$f"
            [ -n "$unread" ] || unread=$f
        done < "$work/cases.err"
        [ -n "$unread" ] || { unread="its data cannot be read as cases"; v_error vt "$unread"; }
    fi
    verify_yaml vt
    verify_metadata vt
    [ -n "$unread" ] || { verify_inputs vt; verify_invalid vt; verify_data vt; }
    verify_layout vt "${list[@]}"
    v_w=10
    for f in "${list[@]}"; do
        f=${f#"$vdir/submissions/"}
        [ ${#f} -le "$v_w" ] || v_w=${#f}
    done
    printf '%-*s %-9s %-4s %s\n' "$v_w" submission expected got time
    if [ -n "$unread" ]; then
        for f in "${list[@]}"; do
            read -r -a want <<< "$(verdict_want "$f")"
            v_unjudged vt "${f#"$vdir/submissions/"}" "${want[*]}" "${want[*]}" skipped "the data is not read: $unread"
        done
    elif [ -z "$tl" ]; then
        # (the accepted ones first, under 30 s of CPU and, unless --wall says otherwise, 30 s
        # of wall time a case, an exchange's too: no case waits minutes; problemtools allows
        # 300 s here)
        tl=30
        for f in "${list[@]}"; do
            [[ ${f#"$vdir/submissions/"} == accepted/* ]] || continue
            read -r -a want <<< "$(verdict_want "$f")"
            if verify_one "$f" "$tl" "${wall_opt:-30}" vt time "${want[@]}" && [ -n "$time" ]; then
                awk -v a="$time" -v b="$slowest" 'BEGIN { exit !(a > b) }' && slowest=$time
            fi
        done
        tl=$(awk -v t="$slowest" -v m="${vpkg[mult]}" -v r="${vpkg[res]}" 'BEGIN {
            k = t * m / r; c = int(k); if (c < k) c++; x = c * r; if (x < 1) x = 1; print x }')
        echo "time limit $tl s: the slowest accepted submission's $slowest s times ${vpkg[mult]}, rounded up to a multiple of ${vpkg[res]} s, at least 1 s (problemtools' rule; the package gives none; the accepted ones were judged under 30 s of CPU and ${wall_opt:-30} s of wall time a case)" >&2
        for f in "${list[@]}"; do
            [[ ${f#"$vdir/submissions/"} != accepted/* ]] || continue
            read -r -a want <<< "$(verdict_want "$f")"
            verify_one "$f" "$tl" "" vt time "${want[@]}"
        done
    else
        for f in "${list[@]}"; do
            read -r -a want <<< "$(verdict_want "$f")"
            if verify_one "$f" "$tl" "" vt time "${want[@]}" && [ -n "$time" ] &&
                [[ ${f#"$vdir/submissions/"} == accepted/* ]]; then
                awk -v a="$time" -v b="$slowest" 'BEGIN { exit !(a > b) }' && slowest=$time
            fi
        done
        # a limit the package fixes below the one its accepted submissions would make
        # (problemtools: "Fixed time limit ... is tighter than the auto-computed limit")
        local auto
        auto=$(awk -v t="$slowest" -v m="${vpkg[mult]}" 'BEGIN { print t * m }')
        [ -n "$tl_opt" ] || ! awk -v a="$auto" -v b="$tl" 'BEGIN { exit !(a > b) }' ||
            v_warn vt "the time limit, $tl s, is tighter than the slowest accepted submission's $slowest s times ${vpkg[mult]}, $auto s (problemtools: the fixed limit is tighter than the one it computes)"
    fi
    local note=""
    [ "${vt[skipped]}" -eq 0 ] || note=" (${vt[skipped]} not judged)"
    echo "${vt[ok]} of $((vt[ok] + vt[bad] + vt[skipped])) submissions got what their folder says$note"
    # (an input its validators refuse is an error too: docs/packages.md)
    local errs=$((vt[errors] + vt[inputs_bad]))
    echo "$errs error$([ "$errs" -eq 1 ] || echo s), ${vt[warnings]} warning$([ "${vt[warnings]}" -eq 1 ] || echo s)$([ "$werror" -eq 0 ] || echo " (--werror: warnings fail)")"
    local status=0
    [ $((vt[bad] + vt[skipped] + vt[inputs_bad] + vt[errors])) -eq 0 ] &&
        { [ "$werror" -eq 0 ] || [ "${vt[warnings]}" -eq 0 ]; } || status=1
    # --json (stdout, where the table went nowhere) and --junit FILE, from the rows
    local -a rv=(-v status="$status" -v package="${vdir##*/}" -v judge="$v_judge" -v tl="$tl"
        -v werror="$werror" -f "$root/judge/rows.awk" -f "$root/judge/report.awk" "$work/verify.rows")
    [ "$json" -eq 0 ] || awk -v form=verify-json "${rv[@]}" >&"$json_fd"
    if [ -n "$junit" ] && ! awk -v form=verify-junit "${rv[@]}" > "$junit"; then
        echo "judge.sh: cannot write $junit" >&2
        exit 2
    fi
    return "$status"
}

# verdict_want FILE: the verdicts FILE may get: its @EXPECTED_RESULTS@ line's, else what
# submissions/submissions.yaml says of it (v_rules), with its folder's where that does not
# name the folder ("--" for a folder that names no verdict, "!!" for a submission with more
# than one such line, "none" when the rules leave no verdict)
verdict_want() {
    local rel=${1#"$vdir/submissions/"} want
    want=$(annotated "$1") || { echo '!!'; return; }
    [ -n "$want" ] || want=$(rules_want "${rel%/}")
    [ -n "$want" ] || want=$(expected_of "${rel%%/*}")
    echo "${want:---}"
}

# rules_want REL: the verdicts the submission REL (its path under submissions/) may get by
# v_rules, the 2025-09 format's submissions.yaml: every key that names it (the path, a
# folder it is in, a glob, one {a,b} group expanded) applies, and with one verdict a
# submission (its first case that is not AC) that verdict must be in each key's permitted
# and required list; a default folder (accepted, wrong_answer, ...) no key names keeps its
# own rule.  "" when no key names it; "none" when no verdict is left.
rules_want() {
    local rel=$1 line key kind list pat head body tail alt hit=0 own=0 v folder
    local left="AC WA TLE RE CE OLE"
    local -a pats
    for line in "${v_rules[@]}"; do
        IFS=$'\t' read -r key kind list <<< "$line"
        pats=("$key")
        if [[ $key =~ ^([^{]*)\{([^}]*)\}(.*)$ ]]; then
            head=${BASH_REMATCH[1]} body=${BASH_REMATCH[2]} tail=${BASH_REMATCH[3]} pats=()
            IFS=, read -r -a alt <<< "$body,"
            for v in "${alt[@]}"; do pats+=("$head$v$tail"); done
        fi
        for pat in "${pats[@]}"; do
            # shellcheck disable=SC2053 # the key is a glob
            if [[ $rel == $pat || $rel == $pat/* ]]; then
                hit=1
                [ "$key" != "${rel%%/*}" ] || own=1
                only_in left "${list//RTE/RE}"
                break
            fi
        done
    done
    [ "$hit" -eq 1 ] || return 0
    folder=$(expected_of "${rel%%/*}")
    [ "$own" -eq 1 ] || [ -z "$folder" ] || only_in left "$folder"
    echo "${left:-none}"
}

# only_in NAME LIST: the words of the variable named NAME that LIST has too (verdicts)
only_in() {
    local -n oi_words=$1
    local w keep=""
    for w in $oi_words; do [[ " $2 " != *" $w "* ]] || keep+=" $w"; done
    oi_words=${keep# }
}

# v_error TALLY MSG / v_warn TALLY MSG: a package-level finding, printed and counted in
# TALLY (errors fail --verify; warnings fail it with --werror, as problemtools' -e and
# BAPCtools' --error)
v_error() {
    local -n ve_t=$1
    printf '%serror: %s%s\n' "$c_bad" "$2" "$c_off"
    v_record F error "$2"
    ve_t["errors"]=$((ve_t["errors"] + 1))
}
v_warn() {
    local -n vw_t=$1
    printf 'warning: %s\n' "$2"
    v_record F warning "$2"
    vw_t["warnings"]=$((vw_t["warnings"] + 1))
}

# v_unjudged TALLY REL SHOWN WANT RESULT WHY: the row of a submission not judged and why (the
# verdicts it may get shown as SHOWN, kept in the report as WANT), kept in the report as RESULT,
# and counted in TALLY's skipped, unless RESULT is ignored (its folder names no verdict:
# listed, not counted)
v_unjudged() {
    local -n vu_t=$1
    printf '%-*s %-9s %-4s %s\n' "$v_w" "$2" "$3" "--" "not judged: $6"
    v_record S "$2" "$4" "" "" "$5" "" "" "not judged: $6"
    [ "$5" = ignored ] || vu_t["skipped"]=$((vu_t[skipped] + 1))
}

# v_record KIND FIELD...: a row of the run's report, $work/verify.rows, which --json and
# --junit read at the end (judge/report.awk): "S" a submission (its path under submissions/,
# the verdicts it may get, got, seconds, ok, bad, skipped or ignored, score, most, detail;
# "" where there is none), "F" a finding (error, warning or input, and its words); a tab
# between fields, each with backslash, tab and newline written as \\, \t and \n
v_record() {
    local f out=""
    for f in "$@"; do
        f=${f//\\/\\\\}
        f=${f//$'\t'/\\t}
        out+=${f//$'\n'/\\n}$'\t'
    done
    printf '%s\n' "${out%$'\t'}" >> "$work/verify.rows"
}

# verify_yaml TALLY: every YAML file of the package (problem.yaml, data's test_group.yaml and
# testdata.yaml, submissions/submissions.yaml) loaded as the tools load them (both are
# Python: problemtools reads with PyYAML, BAPCtools with ruamel.yaml): by python3's
# yaml.safe_load when python3 has PyYAML, else by a check of what our reader (yaml_flat)
# reads past, a plain scalar holding ": " or starting with a reserved indicator (always with
# JUDGE_YAML=awk, as the tests run it).  A file that does not load is an error: both tools
# stop at it.
verify_yaml() {
    local tally=$1
    local f msg files=() pyyaml=0
    while IFS= read -r -d '' f; do files+=("$f"); done < <(
        cd "$vdir" && find . \( -path ./problem.yaml -o -path ./submissions/submissions.yaml -o \
            \( -path './data/*' \( -name test_group.yaml -o -name testdata.yaml \) \) \) -print0 | sort -z)
    [ ${#files[@]} -gt 0 ] || return 0
    # (one python3 for every file: "FILE<TAB>why" for each that does not load; exit 3 when
    # it has no PyYAML, and our check reads them instead)
    local -A said=()
    if [ "${JUDGE_YAML:-}" != awk ] && command -v python3 > /dev/null 2>&1; then
        if (cd "$vdir" && exec python3 - "${files[@]}") > "$work/yaml.said" 2> /dev/null <<'PY'
import sys
try:
    import yaml
except ImportError:
    sys.exit(3)
for f in sys.argv[1:]:
    try:
        yaml.safe_load(open(f, 'rb'))
    except yaml.YAMLError as e:
        print(f + "\t" + ' '.join(str(e).split()))
PY
        then
            pyyaml=1
            while IFS=$'\t' read -r f msg; do said[$f]=$msg; done < "$work/yaml.said"
        fi
    fi
    for f in "${files[@]}"; do
        if [ "$pyyaml" -eq 1 ]; then
            msg=${said[$f]:-}
            f=${f#./}
        else
            f=${f#./}
            msg=$(awk '
                /^[ \t]*(#|$)/ || /^(---|\.\.\.)/ { next }
                {
                    line = $0; sub(/^[ \t]*(- )?/, "", line)
                    if (!match(line, /^[^:"'\''#]+:[ \t]+/)) next
                    v = substr(line, RLENGTH + 1); sub(/[ \t]+#.*$/, "", v)
                    if (v ~ /^[@`]/) { printf "line %d: a plain value starts with %s, a reserved indicator\n", NR, substr(v, 1, 1); exit }
                    if (v ~ /^["'\''\[{|>&*!]/) next
                    if (v ~ /: / || v ~ /:$/) { printf "line %d: mapping values are not allowed here (a \": \" inside a plain value: quote it)\n", NR; exit }
                }' "$vdir/$f")
        fi
        [ -z "$msg" ] || v_error "$tally" "$f is not YAML the tools can load: $msg"
    done
}

# verify_metadata TALLY: what both tools check of the package itself: its folder's name (the
# package's short name, [a-z0-9]+), problem.yaml's keys (one neither format has: a warning),
# type (one of the format's), license (one of the format's; 'unknown' a warning),
# rights_owner (none with 'public domain'; someone with any other known license) and uuid
# (2025-09 requires one; legacy: a warning, as problemtools says it)
verify_metadata() {
    local tally=$1
    local short=${vdir##*/}
    [[ $short =~ ^[a-z0-9]+$ ]] ||
        v_error "$tally" "the package's name '$short' is not [a-z0-9]+ (the format's rule: problemtools and BAPCtools refuse it)"
    [ -f "$vdir/problem.yaml" ] || return 0
    # a key neither format has (a typo: "licence", "time_limt", which would be read as
    # none), and a type that is none of the format's
    local k v
    while IFS=$'\t' read -r k v; do
        case "${k%%.*}" in
            problem_format_version|type|name|uuid|version|credits|source|source_url|author|license|\
            rights_owner|embargo_until|keywords|languages|allow_file_writing|constants|\
            validation|validator_flags|grading|scoring) ;;
            limits)
                case "${k#limits.}" in
                    time_multiplier|time_safety_margin|time_multipliers|time_multipliers.*|\
                    time_limit|time_resolution|memory|output|code|compilation_time|\
                    compilation_memory|validation_time|validation_memory|validation_output|\
                    validation_passes) ;;
                    *) v_warn "$tally" "problem.yaml: unknown key $k (BAPCtools warns, problemtools refuses the file: a typo of a known one is read as none)" ;;
                esac ;;
            *) v_warn "$tally" "problem.yaml: unknown key ${k%%.*} (BAPCtools warns, problemtools refuses the file: a typo of a known one is read as none)" ;;
        esac
        if [ "$k" = type ] || [[ $k == type.* ]]; then
            for v in $v; do
                case "$v" in
                    pass-fail|scoring|interactive|multi-pass|submit-answer) ;;
                    *) v_error "$tally" "problem.yaml: type '$v' is none of the format's (pass-fail, scoring, interactive, multi-pass, submit-answer)" ;;
                esac
            done
        fi
    done < <(yaml_flat "$vdir/problem.yaml" | awk -F '\t' '!seen[$1]++')
    # (problem.yaml as package() read it)
    case "${vpkg[license]:-unknown}" in
        unknown) v_warn "$tally" "problem.yaml: license is 'unknown' (the problem may not be used)" ;;
        "public domain") [ -z "${vpkg[owner]}" ] || v_error "$tally" "problem.yaml: a rights_owner for a problem in the public domain" ;;
        cc0|"cc by"|"cc by-sa"|educational|permission)
            [ -n "${vpkg[owner]}${vpkg[source]}" ] || v_error "$tally" "problem.yaml: license '${vpkg[license]}' needs a rights_owner, an author or a source" ;;
        *) v_error "$tally" "problem.yaml: license '${vpkg[license]}' is none of the format's (unknown, public domain, cc0, cc by, cc by-sa, educational, permission)" ;;
    esac
    if [ -z "${vpkg[uuid]}" ]; then
        # (how to add one said: a line "uuid: " and a new UUID, as uuidgen or python3 makes it)
        local how="add a line 'uuid: ' and a new one (uuidgen, or python3 -c 'import uuid; print(uuid.uuid4())') to problem.yaml"
        if [ "${vpkg[fmt]}" = legacy ]; then v_warn "$tally" "problem.yaml: no uuid: $how"; else v_error "$tally" "problem.yaml: no uuid (${vpkg[fmt]} requires one): $how"; fi
    fi
}

# verify_data TALLY: each case's .in as BAPCtools' sanity check reads it (warnings): bytes other
# than printable ASCII and newline, whitespace at the start, no final newline, a space
# beside a space or a newline; two cases with the same input (BAPCtools: "Duplicate test
# case"); and an answer with a carriage return (problemtools' check_newlines reads the .ans
# files too: "non-standard line breaks")
verify_data() {
    local tally=$1
    local f why sum
    declare -A seen=()
    for f in "${v_ans[@]}"; do
        ! grep -q $'\r' -- "$f" 2> /dev/null ||
            v_warn "$tally" "answer ${f#"$vdir/data/"}: non-standard line breaks (a carriage return, \\r: problemtools warns)"
    done
    for f in "${v_in[@]}"; do
        why=$(LC_ALL=C awk '
            BEGIN { RS = "\n"; bad = "" }
            { if ($0 ~ /[^ -~]/) bad = bad ", unexpected characters (line " NR ")"
              if (NR == 1 && $0 ~ /^ /) bad = bad ", whitespace at its start"
              if ($0 ~ /  |^ | $/) ws = 1 }
            END { if (ws) bad = bad ", consecutive whitespace"; print substr(bad, 3) }' "$f" | head -c 300)
        [ ! -s "$f" ] || [ "$(tail -c 1 "$f" | od -An -c | tr -d ' ')" = '\n' ] ||
            why="${why:+$why, }no newline at its end"
        [ ! -s "$f" ] || [ "$(head -c 1 "$f" | od -An -c | tr -d ' ')" != '\n' ] ||
            why="${why:+$why, }whitespace at its start"
        [ -z "$why" ] || v_warn "$tally" "input ${f#"$vdir/data/"}: $why"
        sum=$(cksum < "$f")
        if [ -n "${seen[$sum]:-}" ] && cmp -s "$f" "${seen[$sum]}"; then
            v_warn "$tally" "input ${f#"$vdir/data/"} is the same as ${seen[$sum]#"$vdir/data/"}"
        else
            seen[$sum]=$f
        fi
    done
}

# verify_layout TALLY: the data's layout and the submissions as problemtools checks them
# (errors, its words quoted): a case at data/'s top level, an answer with no input, no secret
# case, no accepted submission (SUBMISSIONS...: the submissions' paths)
verify_layout() {
    local tally=$1 f
    shift
    for f in "$vdir"/data/*.in "$vdir"/data/*.ans; do
        [ ! -f "$f" ] ||
            v_error "$tally" "data/${f##*/}: a case at data/'s top level, which the tools do not read (problemtools: \"Can't have individual test data files at top level\"): put it in data/sample or data/secret"
    done
    while IFS= read -r -d '' f; do
        [ -f "${f%.ans}.in" ] ||
            v_error "$tally" "${f#"$vdir/"}: an answer with no input (problemtools: \"No matching input file for answer\")"
    done < <(find "$vdir/data" -mindepth 2 -name '*.ans' -print0 2> /dev/null | sort -z)
    [ -n "$(find "$vdir/data/secret" -name '*.in' -print -quit 2> /dev/null)" ] ||
        v_error "$tally" "data/secret holds no case (problemtools: \"No secret data provided\")"
    for f; do [[ $f != "$vdir/submissions/accepted/"* ]] || return 0; done
    v_error "$tally" "no accepted submission (problemtools: \"Require at least one accepted submission\"): the time limit has none to be derived from"
}

# all_accept FILE: every input validator (v_progs) takes FILE (exit 42), as problemtools and
# BAPCtools ask of a variant they made invalid
all_accept() {
    local i st
    for i in "${v_order[@]}"; do
        validator_exit st "${v_progs[i]}" "$1"
        [ "$st" = 42 ] || return 1
    done
}

# junk_text N SEED [LOW HIGH]: N pseudo-random bytes in LOW..HIGH (default 0..255)
junk_text() {
    LC_ALL=C awk -v n="$1" -v s="$2" -v lo="${3:-0}" -v hi="${4:-255}" \
        'BEGIN { srand(s); for (i = 0; i < n; i++) printf "%c", lo + int(rand() * (hi - lo + 1)) }'
}

# verify_invalid TALLY: the inputs the tools make to see the input validators refuse them, each a
# warning when all of them take it: problemtools' junk files and its modifications of the
# first case each applies to (verifyproblem.py, _JUNK_CASES and _JUNK_MODIFICATIONS), and
# BAPCtools' invalid inputs, fixed and made from each of the first three samples
# (validator_tests.py, INVALID_GENERATORS)
verify_invalid() {
    local tally=$1
    local j="$work/junk" f i desc n=0 samples=() s base
    [ ${#v_progs[@]} -gt 0 ] || return 0
    mkdir -p "$j"
    # problemtools' junk files
    : > "$j/empty"
    junk_text 1024 42 > "$j/binary"
    LC_ALL=C awk 'BEGIN { for (i = 32; i < 127; i++) printf "%c", i }' > "$j/ascii"
    junk_text 200 43 32 126 > "$j/printable"
    for f in "empty:an empty file" "binary:a binary file with random bytes" \
             "ascii:a text file with the ASCII characters 32 up to 127" \
             "printable:a random text file with printable ASCII characters"; do
        n=$((n + 1))
        ! all_accept "$j/${f%%:*}" || v_warn "$tally" "no input validator rejects ${f#*:} (problemtools)"
    done
    # problemtools' modifications, each of the first case it applies to
    # each: the change (sed -zE) and its name, a tab between
    local -a mods=(
        $'s/[[:space:]]/& /g\tspaces added where there already is whitespace'
        $'s/\\n/\\n /g\tspaces added to the end of a line'
        $'s/\\n/\\n\\n/g\tnewlines added where there already are newlines'
        $'s/(^|[^.0-9A-Za-z_])([0-9]+)/\\10000000000\\2/g\tleading zeros added to integers'
        $'s/\\.[0-9]+/&0000000000/g\ttrailing zeros added to real number decimal portion')
    local m prog
    for m in "${mods[@]}"; do
        prog=${m%%$'\t'*} desc=${m#*$'\t'}
        for f in "${v_in[@]}"; do
            LC_ALL=C sed -zE "$prog" "$f" > "$j/mod" 2> /dev/null || continue
            # (it applies where it changes something)
            ! cmp -s "$f" "$j/mod" || continue
            n=$((n + 1))
            ! all_accept "$j/mod" ||
                v_warn "$tally" "no input validator rejects $desc (problemtools, on ${f#"$vdir/data/"})"
            break
        done
    done
    if [ ${#v_in[@]} -gt 0 ]; then
        { cat "${v_in[0]}"; junk_text 200 44 32 126; } > "$j/mod"
        n=$((n + 1))
        ! all_accept "$j/mod" ||
            v_warn "$tally" "no input validator rejects random junk added to the end of the file (problemtools, on ${v_in[0]#"$vdir/data/"})"
    fi
    # BAPCtools' fixed invalid inputs
    local -a fixed=("latin-1:Naïve" "empty:" "newline:"$'\n' "fixed_random:YVRtr&*teTsRjs8ZC2%kN*T63V@jJq!d"
        "not_printable_ascii:"$'\x7f' "not_printable_unicode:"$'\xc3\xa2\xc2\x82\xc2\xac'
        "unicode:¯\\_(ツ)_/¯" "bismillah:﷽")
    for f in "${fixed[@]}"; do
        printf '%s' "${f#*:}" > "$j/bapc"
        n=$((n + 1))
        ! all_accept "$j/bapc" || v_warn "$tally" "no input validator rejects BAPCtools' ${f%%:*} input"
    done
    # BAPCtools' inputs made from each of the first three samples
    for f in "${v_in[@]}"; do
        [[ ${f#"$vdir/data/"} == sample/* ]] && samples+=("$f")
        [ ${#samples[@]} -lt 3 ] || break
    done
    for s in "${samples[@]}"; do
        base=${s#"$vdir/data/"}
        local -a made=()
        { printf 0; cat "$s"; } > "$j/leading_zero"
        { printf ' '; cat "$s"; } > "$j/leading_space"
        { printf '+'; cat "$s"; } > "$j/leading_plus"
        { cat "$s"; printf '42\n'; } > "$j/trailing_token_int"
        { cat "$s"; printf 'hello\n'; } > "$j/trailing_token_str"
        { cat "$s"; printf '\n'; } > "$j/trailing_newline"
        made=(leading_zero leading_space leading_plus trailing_token_int trailing_token_str trailing_newline)
        if [ -s "$s" ] && [ "$(tail -c 1 "$s" | od -An -tx1 | tr -d ' ')" = 0a ]; then
            for i in "append_token_str: hello" "append_token_int: 42" "append_space: "; do
                { head -c -1 "$s"; printf '%s\n' "${i#*:}"; } > "$j/${i%%:*}"
                made+=("${i%%:*}")
            done
            head -c -1 "$s" > "$j/drop_newline"
            made+=(drop_newline)
        fi
        if LC_ALL=C grep -q $'\r' "$s"; then :; elif [ "$(wc -l < "$s")" -gt 0 ]; then
            sed 's/$/\r/' "$s" > "$j/windows_newline"
            made+=(windows_newline)
        fi
        for i in "${made[@]}"; do
            n=$((n + 1))
            ! all_accept "$j/$i" || v_warn "$tally" "no input validator rejects BAPCtools' $i input (on $base)"
        done
    done
    echo "input validators: $n invalid inputs tried (problemtools' and BAPCtools')"
}
