# judge/package.sh - a problem package as DOMjudge and Kattis read it (the Kattis problem
# package format, legacy and 2025-09): its limits, its output validator (the default one's
# flags, or its own program, built once) and its type.  Sourced by judge.sh (functions only).
#
# Where each rule comes from (README, "Problem packages"): the format's spec (legacy.md,
# 2025-09.md), problemtools' verifyproblem.py and default_validator.cc, DOMjudge's
# ImportProblemService.php.
#
# Reads: root runguard checker icase mode mode_set tl_opt ml_opt output_mb compile_seconds compile_mb
#     (judge.sh's constants)
# Constants (set by package, a folder's the first time it is asked): package_memo (each
#     folder's package, as the array's assignment, by folder)

# yaml_flat FILE [SEP]: FILE's scalars, one "key<TAB>value" line each, as judge/yaml.awk reads
# them (nested maps as dotted keys, lists as their items joined by spaces, or by SEP with
# empty items kept)
yaml_flat() { awk -v sep="${2:-}" -f "$root/judge/yaml.awk" "$1"; }

# is_package DIR: a problem package (problem.yaml, or data/sample or data/secret)
is_package() { [ -f "$1/problem.yaml" ] || [ -d "$1/data/sample" ] || [ -d "$1/data/secret" ]; }

# package DIR NAME: DIR's problem.yaml, .timelimit and domjudge-problem.ini read into the
# associative array named NAME, by key: is (1: DIR is a package, else 0 and nothing more),
# tl, ml, out (MB, "" where the package says nothing), flags (the output validator's flags
# from problem.yaml), custom (1: the package's own output validator), dir (its absolute
# path), from (where each came from, a line each), fmt (its format, legacy when problem.yaml
# names none), interactive (1: judged by its validator as the interactor), multipass (1: a
# case runs again while its validator writes nextpass.in) and passes (at most how many
# times: limits.validation_passes, 2 by default), mult and res
# (the time limit's multiplier and resolution, for --verify), constants (problem.yaml's
# constants, "NAME<TAB>VALUE" lines, NAME.VARIANT for a variant) and, for --verify,
# problem.yaml's license, owner (rights_owner), uuid and source (its source or authors, ""
# for none); scoring (1: a scoring problem, its scores by judge/score.awk) and grading (how
# its groups are scored: 2025-09 for a 2025-09 package or where data/ holds a
# test_group.yaml, else legacy).
# (a folder read once a run, kept in package_memo: --verify judges each submission in a
# subshell, which finds it there, its parent's)
package() {
    local -n pm_pkg=$2
    local k q=""
    if [ -n "${package_memo[$1]:-}" ]; then
        eval "pm_pkg=(${package_memo[$1]})"
        return 0
    fi
    package_read "$1" "$2"
    for k in "${!pm_pkg[@]}"; do
        printf -v q '%s[%q]=%q ' "$q" "$k" "${pm_pkg[$k]}"
    done
    package_memo[$1]=$q
}
declare -gA package_memo=()

# package_read DIR NAME: package's work, the first time a folder is asked
package_read() {
    local d=$1 k v types="" validation="" ini_tl="" file_tl="" yaml_tl=""
    local -n pa_pkg=$2
    pa_pkg=([is]=0 [tl]="" [ml]="" [out]="" [flags]="" [custom]=0 [dir]=$d [from]="" [mult]=""
        [res]=1 [fmt]=legacy [license]="" [owner]="" [uuid]="" [source]="" [interactive]=0
        [constants]="" [multipass]=0 [passes]=2 [scoring]=0 [grading]=legacy)
    [ -z "$1" ] || absolute "$1" "pa_pkg[dir]"
    is_package "$d" || return 0
    pa_pkg["is"]=1
    if [ -f "$d/problem.yaml" ]; then
        while IFS=$'\t' read -r k v; do
            case "$k" in
                problem_format_version) pa_pkg["fmt"]=$v ;;
                license) pa_pkg["license"]=$v ;;
                rights_owner) pa_pkg["owner"]=$v ;;
                uuid) pa_pkg["uuid"]=$v ;;
                source|source.name|credits|credits.authors) pa_pkg["source"]+=$v ;;
                type) types=$v ;;
                validation) validation=$v ;;
                validator_flags) pa_pkg["flags"]=$v ;;
                limits.time_limit) yaml_tl=$v ;;
                limits.memory) pa_pkg["ml"]=$v ;;
                limits.output) pa_pkg["out"]=$v ;;
                limits.time_multiplier|limits.time_multipliers.ac_to_time_limit) pa_pkg["mult"]=$v ;;
                limits.time_resolution) pa_pkg["res"]=$v ;;
                limits.validation_passes) pa_pkg["passes"]=$v ;;
                constants.*) pa_pkg["constants"]+="${k#constants.}"$'\t'"$v"$'\n' ;;
            esac
        done < <(yaml_flat "$d/problem.yaml")
    fi
    [ ! -f "$d/.timelimit" ] || file_tl=$(tr -d ' \t\r\n' < "$d/.timelimit")
    [ ! -f "$d/domjudge-problem.ini" ] ||
        ini_tl=$(sed -n "s/^[[:space:]]*timelimit[[:space:]]*=[[:space:]]*['\"]\{0,1\}\([0-9.]*\).*/\1/p" \
            "$d/domjudge-problem.ini" | head -n 1)
    # the type: 2025-09's type (a word or a list); legacy's validation ("custom interactive",
    # "custom score"; DOMjudge also reads "custom multi-pass")
    if [[ " $types $validation " == *" interactive "* ]]; then
        pa_pkg["interactive"]=1 pa_pkg["custom"]=1
        pa_pkg["from"]+="an interactive problem: its validator is the interactor (build/interact relays)"$'\n'
    fi
    # a multi-pass problem: its validator may write nextpass.in, the next pass's input, up to
    # limits.validation_passes passes (problemtools' judge/execute.py, _run_multipass)
    if [[ " $types $validation " == *" multi-pass "* ]]; then
        [[ ${pa_pkg[passes]} =~ ^[1-9][0-9]{0,2}$ ]] ||
            die_data "$d: limits.validation_passes is a whole number from 1, not '${pa_pkg[passes]}'"
        pa_pkg["multipass"]=1 pa_pkg["custom"]=1
        pa_pkg["from"]+="a multi-pass problem: up to ${pa_pkg[passes]} passes a case (limits.validation_passes), while its validator writes nextpass.in"$'\n'
    fi
    if [[ " $types $validation " == *" scoring "* ]] || [[ " $validation " == *" score "* ]]; then
        pa_pkg["scoring"]=1
        # (2025-09's rules for a 2025-09 package, or any whose data/ holds a test_group.yaml;
        # else legacy's, testdata.yaml's: problemtools grades a 2023-07 one so)
        if [ "${pa_pkg[fmt]}" = 2025-09 ] ||
            [ -n "$(find "$d/data" -name test_group.yaml -print -quit 2> /dev/null)" ]; then
            pa_pkg["grading"]=2025-09
        fi
        pa_pkg["from"]+="a scoring problem: each group's score and the total after its cases (${pa_pkg[grading]} rules: $([ "${pa_pkg[grading]}" = legacy ] && echo "testdata.yaml's grader_flags, accept_score" || echo "test_group.yaml's max_score, score_aggregation"))"$'\n'
    fi
    # the multiplier of the slowest accepted submission's time that makes the time limit when
    # the package gives none (--verify): legacy time_multiplier (5), 2025-09
    # time_multipliers.ac_to_time_limit (2)
    if [ -z "${pa_pkg[mult]}" ]; then
        if [ "${pa_pkg[fmt]}" = legacy ]; then pa_pkg["mult"]=5; else pa_pkg["mult"]=2; fi
    fi
    if [[ ! ${pa_pkg[mult]} =~ ^[0-9]+(\.[0-9]+)?$ ]] || [[ ! ${pa_pkg[res]} =~ ^[0-9]*\.?[0-9]+$ ]]; then
        die_data "$d: limits' time multiplier and resolution are numbers, not '${pa_pkg[mult]}', '${pa_pkg[res]}'"
    fi
    # the output validator: legacy's validation: custom, or 2025-09's output_validator/
    case "${pa_pkg[fmt]}" in
        legacy) [[ $validation != custom* ]] || pa_pkg["custom"]=1 ;;
        *) [ ! -d "$d/output_validator" ] || pa_pkg["custom"]=1 ;;
    esac
    # the time limit: problem.yaml's limits.time_limit, else .timelimit, else
    # domjudge-problem.ini's (DOMjudge's order: the yaml overrides the others)
    local t src
    for src in "problem.yaml limits.time_limit:$yaml_tl" ".timelimit:$file_tl" \
               "domjudge-problem.ini timelimit:$ini_tl"; do
        t=${src##*:}
        [ -n "$t" ] || continue
        is_seconds "$t" || die_data "$d: ${src%:*} is no time limit in seconds: '$t'"
        if [ -z "${pa_pkg[tl]}" ]; then
            pa_pkg["tl"]=$t
            pa_pkg["from"]+="time limit $t s (${src%:*})"$'\n'
        elif awk -v a="$t" -v b="${pa_pkg[tl]}" 'BEGIN { exit !(a != b) }'; then
            pa_pkg["from"]+="${src%:*} says $t s: DOMjudge refuses a package whose limits disagree"$'\n'
        fi
    done
    [ -n "${pa_pkg[tl]}" ] || pa_pkg["from"]+="no time limit (problemtools sets one from the accepted submissions)"$'\n'
    if [ -n "${pa_pkg[ml]}" ]; then
        [[ ${pa_pkg[ml]} =~ ^[1-9][0-9]{0,6}$ ]] || die_data "$d: limits.memory is no whole number of MiB: ${pa_pkg[ml]}"
        pa_pkg["from"]+="memory ${pa_pkg[ml]} MB (problem.yaml)"$'\n'
    else
        pa_pkg["ml"]=2048
        pa_pkg["from"]+="memory 2048 MB (the format's default; problemtools' is 1024)"$'\n'
    fi
    if [ -n "${pa_pkg[out]}" ]; then
        [[ ${pa_pkg[out]} =~ ^[1-9][0-9]{0,4}$ ]] || die_data "$d: limits.output is no whole number of MiB: ${pa_pkg[out]}"
        pa_pkg["from"]+="output ${pa_pkg[out]} MB (problem.yaml)"$'\n'
    else
        pa_pkg["out"]=8
        pa_pkg["from"]+="output 8 MB (the format's default)"$'\n'
    fi
}

# group_flags CASE_IN PKG CACHE OUT: the output validator's flags of one case: problem.yaml's, then the
# nearest testdata.yaml's (legacy: output_validator_flags) or test_group.yaml's (2025-09:
# output_validator_args) between the case's folder and data/, as problemtools joins them
# (else BAPCtools' generators/generators.yaml's, which bt generate writes there),
# into the variable named OUT (PKG: the associative array package read; each folder's flags
# kept in the associative array named CACHE, so it is read once)
# shellcheck disable=SC2034 # gf_out is the caller's, by name
group_flags() { # CASE_IN PKG CACHE OUT
    local gdir=${1%/*} f k v found="" set=0
    local -n gf_pkg=$2 gf_cache=$3 gf_out=$4
    if [ -z "${gf_cache[x$gdir]+x}" ]; then
        local at=$gdir
        while :; do
            for f in "$at/test_group.yaml" "$at/testdata.yaml"; do
                [ -f "$f" ] || continue
                while IFS=$'\t' read -r k v; do
                    case "$k" in output_validator_flags|output_validator_args) found=$v set=1 ;; esac
                done < <(yaml_flat "$f")
                [ "$set" -eq 0 ] || break 2
            done
            # (data/, the package, or the top: a case outside data/ looks no further)
            if [ "${at##*/}" = data ] || [ "$at" = "${gf_pkg[dir]}" ] || [[ $at != */* ]]; then break; fi
            at=${at%/*}
        done
        # (none in data/: BAPCtools' generators/generators.yaml, whose test_group.yaml (or
        # testdata.yaml) key bt generate writes as data/test_group.yaml, for a package whose
        # data is committed without it)
        f="${gf_pkg[dir]}/generators/generators.yaml"
        if [ "$set" -eq 0 ] && [ -f "$f" ]; then
            while IFS=$'\t' read -r k v; do
                case "$k" in
                    test_group.yaml.output_validator_args|testdata.yaml.output_validator_args|\
                    testdata.yaml.output_validator_flags) found=$v ;;
                esac
            done < <(yaml_flat "$f")
        fi
        gf_cache[x$gdir]=$found
    fi
    gf_out="${gf_pkg[flags]}${gf_cache[x$gdir]:+ ${gf_cache[x$gdir]}}"
}

# flags_compare FLAGS ARRAY DIR: the default output validator's FLAGS as the comparer's
# options (into the array named ARRAY); flags it cannot take are DIR's error (exit 2).  The
# default validator compares whitespace-separated tokens, letters in either case and any run
# of whitespace alike unless told (case_sensitive, space_change_sensitive); with a float
# tolerance, an answer token that is a number takes any number within it
flags_compare() {
    local -n cmp_out=$2
    local w=() i f sens=0 case_s=0 t abs="" rel="" both="" fc_dir=$3
    read -r -a w <<< "$1"
    for ((i = 0; i < ${#w[@]}; i++)); do
        f=${w[i]}
        case "$f" in
            case_sensitive) case_s=1 ;;
            space_change_sensitive) sens=1 ;;
            float_tolerance|float_absolute_tolerance|float_relative_tolerance)
                t=${w[i + 1]:-}
                i=$((i + 1))
                [[ $t =~ ^[0-9]*\.?[0-9]+([eE][-+]?[0-9]+)?$ ]] ||
                    die_data "$fc_dir: the output validator's flag $f needs a number, not '$t'"
                case "$f" in
                    float_tolerance) [ -z "$both" ] || die_data "$fc_dir: $f given twice"; both=$t ;;
                    float_absolute_tolerance) [ -z "$abs" ] || die_data "$fc_dir: $f given twice"; abs=$t ;;
                    *) [ -z "$rel" ] || die_data "$fc_dir: $f given twice"; rel=$t ;;
                esac ;;
            *) die_data "$fc_dir: the default output validator has no flag '$f' (case_sensitive, space_change_sensitive, float_tolerance, float_absolute_tolerance, float_relative_tolerance)" ;;
        esac
    done
    [ -z "$both" ] || [ -z "$abs$rel" ] ||
        die_data "$fc_dir: float_tolerance goes without float_absolute_tolerance and float_relative_tolerance"
    cmp_out=(--mode tokens)
    [ -z "$both" ] || cmp_out=(--mode "float:$both")
    [ -z "$abs" ] || cmp_out+=(--abs "$abs")
    [ -z "$rel" ] || cmp_out+=(--rel "$rel")
    [ "$case_s" -eq 1 ] || cmp_out+=(--ignore-case)
    [ "$sens" -eq 0 ] || cmp_out+=(--space-change-sensitive)
}

# validator_build PKG: the package's own output validator (PKG: the associative array
# package read), built once into build/validators/KEY/ (KEY: the SHA-256 of its files and
# this file), its command into PKG's validator, and where it came from into PKG's from.  A program is a file or a folder: legacy's output_validators/
# (its first program by name, as problemtools takes it; a folder of files is one program, as
# DOMjudge takes it) or 2025-09's output_validator/.  A folder with an executable build
# script runs it and must leave run; with run alone, run; else C, C++ or Python 3 by the
# files' names, compiled as Kattis compiles them (docs/judges.md, kattis).  A validator that
# does not build is a harness error (exit 2) with the compiler's message.
validator_build() {
    local -n vb_pkg=$1
    local d=${vb_pkg[dir]} src="" e first="" run
    if [ -d "$d/output_validator" ]; then
        src=$d/output_validator
        # (problemtools reads it as a folder of programs, the first by name: one that holds
        # no file of its own but folders, output_validator/NAME/, is that folder's program)
        for e in "$src"/*; do
            [ ! -f "$e" ] || { first=""; break; }
            [ ! -d "$e" ] || [ -n "$first" ] || first=$e
        done
        [ -z "$first" ] || src=$first
    elif [ -d "$d/output_validators" ]; then
        src=$d/output_validators
        for e in "$src"/*; do
            [ -e "$e" ] || continue
            if [ -d "$e" ]; then [ -n "$first" ] || first=$e; fi
        done
        # a folder of programs: the first (by name); files beside them are left alone
        [ -z "$first" ] || src=$first
    fi
    if [ -z "$src" ] || [ -z "$(ls -A "$src" 2> /dev/null)" ]; then
        die_data "$d needs its own output validator (validation: custom, or an interactive problem's interactor) and has none (output_validators/, output_validator/)"
    fi
    program_build "$src" "output validator" run "${vb_pkg[constants]}" || exit 2
    vb_pkg["validator"]=$run
    local said
    flags_said "${vb_pkg[flags]}" said
    vb_pkg["from"]+="output validator: its own, ${src#"$d"/} (built in build/validators/), with the Kattis protocol$said"$'\n'
}

# program_build SRC WHAT NAME [CONSTANTS]: a package's program (an output or input
# validator), a file or a folder, built once into build/validators/KEY/; its command into the
# variable named NAME.  CONSTANTS (package's constants lines): each {{NAME}} and
# {{NAME.VARIANT}} in its files replaced by the value, as the 2025-09 format has validators
# read problem.yaml's constants.
# WHAT names it in messages; one that does not build returns 1, what is wrong said on stderr.
# shellcheck disable=SC2034 # pb_run is the caller's, by name
program_build() {
    local src=$1 what=$2 key out lang="" files=() f vtmp all=() constants=${4:-}
    local -n pb_run=$3
    local -A prof
    # (symbolic links followed: a header linked from elsewhere, as BAPCtools' validation.h,
    # is copied as the file it names)
    key=$( (cd "$(dirname "$src")" && find -L "${src##*/}" -type f -print0 | LC_ALL=C sort -z |
            xargs -0 sha256sum; cat "$root/judge/package.sh"; printf '%s' "$constants") | sha256sum)
    out="$root/build/validators/${key%% *}"
    if [ ! -e "$out/ok" ]; then
        mkdir -p "$root/build/validators" || exit 2
        vtmp=$(mktemp -d "$root/build/validators/new.XXXXXX") || exit 2
        if [ -d "$src" ]; then
            cp -RL -- "$src/." "$vtmp/"
        else
            cp -L -- "$src" "$vtmp/"
        fi || { rm -rf "$vtmp"; echo "judge.sh: $src: cannot copy it (a link to nothing?)" >&2; return 1; }
        [ -z "$constants" ] || constants_put "$vtmp" "$constants"
        if [ -x "$vtmp/build" ]; then
            lang=build
        elif [ -f "$vtmp/run" ]; then
            lang=run
        else
            # (C++ outranks the others; of C and Python, the first by name; a script of
            # BAPCtools' languages, .sh run by sh and .bash by bash, or an executable file,
            # when it is the only file)
            for f in "$vtmp"/*; do
                case "$(source_language "$f")" in
                    c) files+=("$f") lang=${lang:-c} ;;
                    cpp) files+=("$f") lang=cpp ;;
                    python) files+=("$f") lang=${lang:-python} ;;
                esac
            done
            all=("$vtmp"/*)
            if [ -z "$lang" ] && [ ${#all[@]} -eq 1 ] && [ -f "${all[0]}" ]; then
                lang=$(source_language "${all[0]}")
                [[ $lang == @(sh|bash) ]] || { lang=""; [ ! -x "${all[0]}" ] || lang="exec"; }
                files=("${all[0]}")
            fi
        fi
        case "${lang:-}" in
            build) validator_compile "$vtmp" "$what, $src," ./build || return 1 ;;
            c|cpp)
                # C++ outranks C (problemtools' priorities): its files only
                [ "$lang" = c ] || mapfile -t files < <(printf '%s\n' "${files[@]}" | grep -v '\.c$')
                profile kattis "$lang" prof
                local cc_words
                expand "${prof[compile]}" cc_words "$vtmp" "$vtmp/run" "" 2048 "${files[@]}"
                validator_compile "$vtmp" "$what, $src," "${cc_words[@]}" || return 1 ;;
            python|sh|bash|exec)
                # (the interpreter that runs the file: an executable runs itself)
                local interpreter=$lang
                case "$lang" in python) interpreter=python3 ;; exec) interpreter="" ;; esac
                # shellcheck disable=SC2016 # the run script's own text
                printf '#!/bin/sh\nexec %s"$(dirname "$0")/%s" "$@"\n' "${interpreter:+$interpreter }" \
                    "${files[0]##*/}" > "$vtmp/run" ;;
            run) ;;
            *) rm -rf "$vtmp"
               echo "judge.sh: $src: no build or run script, no C, C++ or Python 3 file and no lone script (.sh, .bash, or executable): judge.sh cannot build this $what" >&2
               return 1 ;;
        esac
        [ -f "$vtmp/run" ] || { rm -rf "$vtmp"; echo "judge.sh: $src: its build script left no run program" >&2; return 1; }
        chmod +x "$vtmp/run"
        touch "$vtmp/ok"
        mv -T "$vtmp" "$out" 2> /dev/null || rm -rf "$vtmp"
    fi
    pb_run=$out/run
}

# constants_put DIR CONSTANTS: each {{NAME}} ({{NAME.value}}'s value when NAME has variants)
# and {{NAME.VARIANT}} in DIR's files replaced by its value from CONSTANTS ("NAME<TAB>VALUE"
# lines); a name with no value is left as it is
constants_put() {
    local f
    while IFS= read -r -d '' f; do
        grep -q '{{' "$f" 2> /dev/null || continue
        awk -v table="$2" '
            BEGIN {
                n = split(table, line, "\n")
                for (i = 1; i <= n; i++) {
                    t = index(line[i], "\t")
                    if (!t) continue
                    k = substr(line[i], 1, t - 1); v[k] = substr(line[i], t + 1)
                    if (k ~ /\.value$/) v[substr(k, 1, length(k) - 6)] = v[k]
                }
            }
            {
                out = ""; rest = $0
                while (match(rest, /\{\{[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)?\}\}/)) {
                    k = substr(rest, RSTART + 2, RLENGTH - 4)
                    out = out substr(rest, 1, RSTART - 1) (k in v ? v[k] : substr(rest, RSTART, RLENGTH))
                    rest = substr(rest, RSTART + RLENGTH)
                }
                print out rest
            }' "$f" > "$f.new" && mv -f "$f.new" "$f"
    done < <(find "$1" -type f -print0)
}

# validator_compile DIR WHAT ARGV...: runs a validator's compiler (or build script) in DIR
# under the compile limits; returns 1 with its message on stderr (WHAT: the validator and
# its path) when it fails
validator_compile() {
    local build_dir=$1 what=$2 st mem vc_rule
    shift 2
    runtime_of vc_rule "$@"
    memory_opts "$vc_rule" "$compile_mb" mem
    "$runguard" -t "$compile_seconds" -w $((compile_seconds * 2 + 5)) "${mem[@]}" -p 64 -f 2560 \
        -V "TMPDIR=$build_dir" -O 1048576 -o "$build_dir/.compile.out" -d "$build_dir" -r "$build_dir/.compile.res" -- \
        bash -c 'exec "$@" 2>&1' compile "$@" 2> /dev/null
    st=$?
    if [ "$st" -ne 0 ] || ! grep -qx 'verdict OK' "$build_dir/.compile.res"; then
        echo "judge.sh: the $what does not build ($*):" >&2
        head -n 20 "$build_dir/.compile.out" | sed 's/^/    /' >&2
        sed -n 's/^detail /    /p' "$build_dir/.compile.res" >&2
        rm -rf "$build_dir"
        return 1
    fi
}

# flags_said FLAGS VAR: ", flags 'FLAGS' (problem.yaml)" into the variable named VAR when
# problem.yaml gives the validator flags, else ""
# shellcheck disable=SC2034 # fs_out is the caller's, by name
flags_said() {
    local -n fs_out=$2
    fs_out=""
    [ -z "$1" ] || fs_out=", flags '$1' (problem.yaml)"
}

# package_check PKG FOLDER: after package, in judge_dir: which output check the package's
# cases get (PKG: the associative array package read; FOLDER: the folder's settings, as
# judge/testcase.sh takes them: its pkg key default, custom, or "" when an option replaces
# it; for custom, its protocol and the arrays FOLDER_argv and FOLDER_mem set to the
# package's validator), and the note of what came from where
# shellcheck disable=SC2034 # pc_folder and pc_mem are the caller's, by name
package_check() {
    local -n pc_pkg=$1 pc_folder=$2 pc_argv=$2_argv pc_mem=$2_mem
    if [ "${pc_pkg[interactive]}${pc_pkg[multipass]}" != 00 ] && [ -n "$checker" ]; then
        die_data "${pc_pkg[dir]} is an interactive or multi-pass problem: its own validator judges it, not --checker or --interactor"
    elif [ -n "$checker" ]; then
        pc_pkg["from"]+="output: --checker (the package's validator is not used)"$'\n'
    elif [ "${pc_pkg[interactive]}${pc_pkg[multipass]}" = 00 ] && { [ "$mode_set" -eq 1 ] || [ -n "$icase" ]; }; then
        pc_pkg["from"]+="output: --mode $mode${icase:+ $icase} (the package's validator is not used)"$'\n'
    elif [ "${pc_pkg[custom]}" -eq 1 ]; then
        validator_build "$1"
        pc_argv=("${pc_pkg[validator]}") pc_folder["protocol"]=kattis pc_folder["pkg"]=custom
        local pc_rule
        runtime_of pc_rule "${pc_argv[@]}"
        memory_opts "$pc_rule" 2048 "$2_mem"
    else
        pc_folder["pkg"]=default
        local o=()
        flags_compare "${pc_pkg[flags]}" o "${pc_pkg[dir]}"
        local said more="testdata.yaml's output_validator_flags"
        flags_said "${pc_pkg[flags]}" said
        [ "${pc_pkg[fmt]}" != 2025-09 ] || more="test_group.yaml's output_validator_args"
        pc_pkg["from"]+="output validator: the default one$said, as judge.sh ${o[*]}; $more add to it"$'\n'
    fi
    [ -z "$tl_opt" ] || [ -z "${pc_pkg[tl]}" ] || pc_pkg["from"]+="-t $tl_opt wins over the package's time limit"$'\n'
    [ -z "$ml_opt" ] || pc_pkg["from"]+="-m $ml_opt wins over the package's memory limit"$'\n'
    [ -z "$output_mb" ] || pc_pkg["from"]+="--output-limit $output_mb wins over the package's output limit"$'\n'
    [ -n "${pc_pkg[tl]}$tl_opt" ] || pc_pkg["from"]+="so judge.sh's default time limit, 2 s"$'\n'
    echo "judge.sh: ${pc_pkg[dir]} is a problem package:" >&2
    local -a notes
    mapfile -t notes <<< "${pc_pkg[from]%$'\n'}"
    printf '    %s\n' "${notes[@]}" >&2
}
