# judge/cases.sh - where the cases are: test layouts (NAME.in with .out or .ans, a Kattis
# package, an online-judge-tools test/ folder) and judge.conf.  Sourced by judge.sh.
#
# Reads: interactor (judge.sh's constant) judges_known lc_layout (judge/attempt.sh's)
# Constants (set by cases, a folder's the first time it is asked): cases_memo (each folder's
#     cases, as the assignments that make them, by folder)

# cases DIR IN ANS NAMES: into the arrays named IN, ANS and NAMES, every case's NAME.in, its
# NAME.out or NAME.ans, and its NAME, in natural order (2 before 10); in a Kattis problem package
# (DIR/data/sample, DIR/data/secret) those two folders searched recursively, sample first,
# each in byte order of the case's path (10 before 2), as DOMjudge and problemtools order them.
# A .in without an answer, with two (outside a package, whose .ans is the answer), or a name
# with a newline (or a path with a tab) is a harness error, exit 2.
cases() {
    local d f base bad=0 list=() sub package=0 key
    local -n cs_in=$2 cs_ans=$3 cs_name=$4
    # absolute: a checker runs in a directory of its own
    d=$1
    absolute "$1" d || exit 2
    # (a folder's cases found once a run: --verify judges each submission in a subshell,
    # which finds them in cases_memo, its parent's)
    key=$d$'\t'${interactor:+i}
    if [ -n "${cases_memo[$key]:-}" ]; then
        eval "${cases_memo[$key]}"
        return 0
    fi
    cs_in=() cs_ans=() cs_name=()
    if [ -d "$d/data/sample" ] || [ -d "$d/data/secret" ]; then
        for sub in sample secret; do
            [ -d "$d/data/$sub" ] || continue
            while IFS= read -r -d '' f; do
                list+=("$f")
            done < <(cd "$d/data" && find "$sub" -name '*.in' -print0 | sort -z)
        done
        d="$d/data" package=1
    else
        # the names by a glob (hidden ones too); more than one are put in natural order by
        # sort -V (one needs no order, and no process)
        local unset_opts=() names=()
        shopt -q nullglob || unset_opts+=(nullglob)
        shopt -q dotglob || unset_opts+=(dotglob)
        shopt -s nullglob dotglob
        names=("$d"/*.in)
        [ ${#unset_opts[@]} -eq 0 ] || shopt -u "${unset_opts[@]}"
        names=("${names[@]##*/}")
        if [ ${#names[@]} -gt 1 ]; then
            while IFS= read -r -d '' f; do
                list+=("$f")
            done < <(printf '%s\0' "${names[@]}" | sort -zV)
        else
            list=("${names[@]}")
        fi
    fi
    for f in "${list[@]}"; do
        base=${f%.in}
        if [[ $f == *$'\n'* ]]; then
            echo "judge.sh: a case name holds a newline: $(printf '%q' "$f"); rename it" >&2
            bad=1
        elif [[ $d/$f == *$'\t'* ]]; then
            # (runguard -L reads its cases a line each, their files tab-separated)
            echo "judge.sh: a case's path holds a tab: $(printf '%q' "$d/$f"); rename it" >&2
            bad=1
        elif [ -f "$d/$base.out" ] && [ -f "$d/$base.ans" ] && [ "$package" -eq 1 ]; then
            # a package's .ans is the answer; a .out beside it is the output its statement
            # shows (the 2025-09 format's sample .out), not judged against
            cs_in+=("$d/$f") cs_ans+=("$d/$base.ans") cs_name+=("$base")
        elif [ -f "$d/$base.out" ] && [ -f "$d/$base.ans" ]; then
            echo "judge.sh: $d/$f has two answers, $base.out and $base.ans" >&2
            bad=1
        elif [ -f "$d/$base.out" ] || [ -f "$d/$base.ans" ]; then
            cs_in+=("$d/$f")
            if [ -f "$d/$base.out" ]; then cs_ans+=("$d/$base.out"); else cs_ans+=("$d/$base.ans"); fi
            cs_name+=("$base")
        elif [ -n "${interactor:-}" ]; then
            # an interactive case may have no answer: its interactor judges the exchange
            cs_in+=("$d/$f") cs_ans+=(/dev/null) cs_name+=("$base")
        else
            echo "judge.sh: $d/$f has no answer, $base.out or $base.ans" >&2
            bad=1
        fi
    done
    [ "$bad" -eq 0 ] || exit 2
    # (none: printf would print one empty word)
    local q="" a=""
    [ ${#cs_in[@]} -eq 0 ] || printf -v q '%q ' "${cs_in[@]}"
    [ ${#cs_ans[@]} -eq 0 ] || printf -v a '%q ' "${cs_ans[@]}"
    cases_memo[$key]="cs_in=($q) cs_ans=($a)"
    q=""
    [ ${#cs_name[@]} -eq 0 ] || printf -v q '%q ' "${cs_name[@]}"
    cases_memo[$key]+=" cs_name=($q)"
}
declare -gA cases_memo=()

# conf DIR NAME: DIR/judge.conf's settings, checked like the options, into the associative
# array named NAME, by key: tl and ml (the limits), judge (the judge whose compiler an
# attempt gets: docs/judges.md), mode (how output is compared, as --mode), pe (whitespace: an
# output whose tokens are right but whose whitespace differs is PE, POJ's verdict), leetcode
# (the LeetCode method of the problem), tests (leetcode_tests=: how many calls LeetCode
# judges under one time limit, 50 when not said), ref (our reference program when the
# problem has no solver of its own, a make target), validate (the problem's input validator,
# a make target: exit 42 for a valid input), explain (the make target whose --explain
# accounts for an input, when it is not bin/NAME), cases (one: an input holds one case, as
# AtCoder's and Nowcoder's; many, the default), one_case (the problem with the same game,
# one case an input: named to a program that answers the first case only), last_case (the
# case that ends every input, as POJ 1143's 0: its cases end with it, and --stress puts it
# after each generated input), edges (a folder of the problem's: inputs at the bounds of its
# constraints, which --stress tries in name order before the first seed), game (the words
# each game's output starts with, POJ 1143's "Test Case #": a WA or PE row names the game and
# shows its input) and game_input (how a game's input is laid out: counted, n then n numbers;
# total+counted, the games' count first); "" where not said.  A "#" at the start of a line or after a blank starts a comment (where each fact
# comes from: testdata/*/judge.conf give a source for every setting).
# shellcheck disable=SC2034 # conf_out is the caller's, by name
conf() {
    local n=0 line key val k
    local -n conf_out=$2
    for k in tl ml judge leetcode ref validate mode pe explain one_case last_case edges game game_input; do
        conf_out["$k"]=""
    done
    conf_out["tests"]=50 conf_out["cases"]=many
    [ -e "$1/judge.conf" ] || return 0
    while IFS= read -r line || [ -n "$line" ]; do
        n=$((n + 1))
        line=${line%$'\r'}
        [[ $line =~ ^[[:space:]]*(#.*)?$ ]] && continue
        # (a comment after the setting, and the blanks before it, cut)
        [[ $line =~ ^([^#]*[^[:space:]#])[[:space:]]+# ]] && line=${BASH_REMATCH[1]}
        key=${line%%=*} val=${line#*=}
        case "$key" in
            tl) is_seconds "$val" || die_data "$1/judge.conf line $n: tl= takes a positive number of seconds, not '$val'"
                conf_out["tl"]=$val ;;
            ml) is_mb "$val" || die_data "$1/judge.conf line $n: ml= takes a whole number of MB, not '$val'"
                conf_out["ml"]=$val ;;
            judge) [[ " $judges_known " == *" $val "* ]] ||
                       die_data "$1/judge.conf line $n: judge= is one of $judges_known, not '$val'"
                   conf_out["judge"]=$val ;;
            mode) [[ $val =~ ^(lines|tokens|exact|float(:[0-9]*\.?[0-9]+([eE][-+]?[0-9]+)?)?)$ ]] ||
                      die_data "$1/judge.conf line $n: mode= is lines, tokens, exact or float[:EPS], not '$val'"
                  conf_out["mode"]=$val ;;
            pe) [ "$val" = whitespace ] ||
                    die_data "$1/judge.conf line $n: pe= is whitespace (a whitespace-only difference is PE), not '$val'"
                conf_out["pe"]=$val ;;
            leetcode) if [[ ! $val =~ ^[A-Za-z_][A-Za-z0-9_]*$ ]] || [ -z "${lc_layout[$val]:-}" ]; then
                          die_data "$1/judge.conf line $n: leetcode= is one of: ${!lc_layout[*]} (judge/leetcode/methods), not '$val'"
                      fi
                      conf_out["leetcode"]=$val ;;
            leetcode_tests) [[ $val =~ ^[1-9][0-9]{0,5}$ ]] ||
                                die_data "$1/judge.conf line $n: leetcode_tests= takes a whole number from 1, not '$val'"
                            conf_out["tests"]=$val ;;
            last_case) [[ $val =~ ^[-+0-9][-+0-9\ ]*$ ]] ||
                           die_data "$1/judge.conf line $n: last_case= takes the numbers of the case that ends an input, not '$val'"
                       conf_out["last_case"]=$val ;;
            one_case) [[ $val =~ ^[A-Za-z0-9_.-]+$ ]] ||
                          die_data "$1/judge.conf line $n: one_case= takes a problem's name, not '$val'"
                      conf_out["one_case"]=$val ;;
            edges) [[ $val =~ ^[A-Za-z0-9_.-]+$ && $val != . && $val != .. ]] ||
                       die_data "$1/judge.conf line $n: edges= takes a folder of the problem's, not '$val'"
                   conf_out["edges"]=$val ;;
            game) [ -n "$val" ] || die_data "$1/judge.conf line $n: game= takes the words each game's output starts with"
                  conf_out["game"]=$val ;;
            game_input) [[ $val =~ ^(counted|total\+counted)$ ]] ||
                            die_data "$1/judge.conf line $n: game_input= is counted (each game n, then n numbers) or total+counted (a count of the games first), not '$val'"
                        conf_out["game_input"]=$val ;;
            cases) [[ $val =~ ^(one|many)$ ]] ||
                       die_data "$1/judge.conf line $n: cases= is one (an input holds one case) or many, not '$val'"
                   conf_out["cases"]=$val ;;
            ref|validate|explain)
                [[ $val =~ ^[A-Za-z0-9_./-]+$ ]] ||
                    die_data "$1/judge.conf line $n: $key= takes a make target (a path in the kit), not '$val'"
                case "$key" in
                    ref) conf_out["ref"]=$val ;;
                    validate) conf_out["validate"]=$val ;;
                    *) conf_out["explain"]=$val ;;
                esac ;;
            *) die_data "$1/judge.conf line $n: unknown setting '$line' (tl= ml= judge= mode= pe= cases= one_case= last_case= game= game_input= leetcode= leetcode_tests= ref= validate= explain= edges= are known)" ;;
        esac
    done < "$1/judge.conf"
}
