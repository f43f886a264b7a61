# judge/package.sh - a problem package as DOMjudge and Kattis read it (the Kattis problem
# package format, legacy and 2025-09): its limits, its output validator (the default one's
# flags, or its own program, built once) and its type.  Sourced by judge.sh (functions only).
#
# Where each rule comes from (README, "Problem packages"): the format's spec (legacy.md,
# 2025-09.md), problemtools' verifyproblem.py and default_validator.cc, DOMjudge's
# ImportProblemService.php.
#
# Reads: root runguard checker icase mode mode_set tl_opt ml_opt output_mb compile_seconds
#     (judge.sh's constants) p_compile (judge/attempt.sh's profile)
# Sets: pkg pkg_* (package: what the package says) prog_run (program_build) chk_argv chk_mem
#     chk_protocol chk_pkg chk_flags (package_check, group_flags: the check of its cases)
#     group_flags_of flags_compare_of (what each folder and flag list gave, kept)

# yaml_flat FILE: the YAML subset problem.yaml and testdata.yaml use, one "key<TAB>value"
# line per scalar: nested maps as dotted keys (limits.memory), a list (flow [a, b] or block
# "- a") as its items joined by spaces, quotes removed, comments dropped.  Anything richer
# (anchors, multi-line strings) is read as plain text and only matters to keys we ignore.
yaml_flat() {
    awk '
    BEGIN { sq = sprintf("%c", 39) }
    function unq(v,   q, i) {
        sub(/^[ \t]+/, "", v)
        q = substr(v, 1, 1)
        if (q == "\"" || q == "'\''") {
            i = index(substr(v, 2), q)
            return i ? substr(v, 2, i - 1) : substr(v, 2)
        }
        sub(/[ \t]+#.*$/, "", v)
        sub(/[ \t]+$/, "", v)
        return v
    }
    function flow(v,   n, a, i, out) {
        sub(/^[ \t]*\[/, "", v); sub(/\][ \t]*(#.*)?$/, "", v)
        n = split(v, a, ",")
        for (i = 1; i <= n; i++) if (unq(a[i]) != "") out = out (out == "" ? "" : " ") unq(a[i])
        return out
    }
    {
        sub(/\r$/, "")
        if ($0 ~ /^[ \t]*(#.*)?$/ || $0 ~ /^(---|\.\.\.)/) next
        match($0, /^ */); ind = RLENGTH
        line = substr($0, ind + 1)
        if (line ~ /^- /) { # a block list item of the last key
            if (last != "") val[last] = val[last] (val[last] == "" ? "" : " ") unq(substr(line, 3))
            next
        }
        if (!match(line, /^[^:]+:([ \t]|$)/)) next
        key = substr(line, 1, RLENGTH); sub(/:[ \t]*$/, "", key); sub(/^["'\'']/, "", key); sub(/["'\'']$/, "", key)
        v = substr(line, RLENGTH + 1)
        while (depth > 0 && indent[depth] >= ind) depth--
        path = ""
        for (i = 1; i <= depth; i++) path = path name[i] "."
        path = path key
        if (unq(v) == "" && v !~ ("^[ \t]*(\"\"|" sq sq ")")) { # a map or a list follows
            depth++; indent[depth] = ind; name[depth] = key
            last = path
            if (!(path in val)) { val[path] = ""; order[++n] = path }
            next
        }
        last = ""
        if (!(path in val)) order[++n] = path
        val[path] = v ~ /^[ \t]*\[/ ? flow(v) : unq(v)
        given[path] = 1
    }
    END { for (i = 1; i <= n; i++) if (val[order[i]] != "" || given[order[i]]) print order[i] "\t" val[order[i]] }
    ' "$1"
}

# is_package DIR: a problem package (problem.yaml, or data/sample or data/secret)
is_package() { [ -f "$1/problem.yaml" ] || [ -d "$1/data/sample" ] || [ -d "$1/data/secret" ]; }

# package DIR: reads DIR's problem.yaml, .timelimit and domjudge-problem.ini into pkg_tl,
# pkg_ml, pkg_out (MB, "" where the package says nothing), pkg_flags (the output validator's
# flags from problem.yaml), pkg_custom (1: the package's own output validator) and pkg_dir;
# pkg_from says where each came from; pkg_fmt (its format, legacy when problem.yaml names
# none) and, for --verify, problem.yaml's pkg_license, pkg_owner (rights_owner), pkg_uuid
# and pkg_source (its source or authors, "" for none).  An interactive problem (pkg_interactive) is judged by
# its validator as the interactor; a multi-pass one is refused (exit 2); a scoring one is
# judged pass-fail (said).  pkg=0 when DIR is no package.
package() {
    local d=$1 k v types="" validation="" ini_tl="" file_tl="" yaml_tl=""
    pkg=0 pkg_tl="" pkg_ml="" pkg_out="" pkg_flags="" pkg_custom=0 pkg_dir=$d pkg_from=()
    pkg_mult="" pkg_res=1 pkg_fmt=legacy pkg_license="" pkg_owner="" pkg_uuid="" pkg_source=""
    [ -z "$1" ] || pkg_dir=$(cd -- "$1" && pwd)
    is_package "$d" || return 0
    pkg=1
    if [ -f "$d/problem.yaml" ]; then
        while IFS=$'\t' read -r k v; do
            case "$k" in
                problem_format_version) pkg_fmt=$v ;;
                license) pkg_license=$v ;;
                rights_owner) pkg_owner=$v ;;
                uuid) pkg_uuid=$v ;;
                source|source.name|credits|credits.authors) pkg_source+=$v ;;
                type) types=$v ;;
                validation) validation=$v ;;
                validator_flags) pkg_flags=$v ;;
                limits.time_limit) yaml_tl=$v ;;
                limits.memory) pkg_ml=$v ;;
                limits.output) pkg_out=$v ;;
                limits.time_multiplier|limits.time_multipliers.ac_to_time_limit) pkg_mult=$v ;;
                limits.time_resolution) pkg_res=$v ;;
            esac
        done < <(yaml_flat "$d/problem.yaml")
    fi
    [ ! -f "$d/.timelimit" ] || file_tl=$(tr -d ' \t\r\n' < "$d/.timelimit")
    [ ! -f "$d/domjudge-problem.ini" ] ||
        ini_tl=$(sed -n "s/^[[:space:]]*timelimit[[:space:]]*=[[:space:]]*['\"]\{0,1\}\([0-9.]*\).*/\1/p" \
            "$d/domjudge-problem.ini" | head -n 1)
    # the type: 2025-09's type (a word or a list); legacy's validation ("custom interactive",
    # "custom score"; DOMjudge also reads "custom multi-pass")
    pkg_interactive=0
    if [[ " $types $validation " == *" interactive "* ]]; then
        pkg_interactive=1 pkg_custom=1
        pkg_from+=("an interactive problem: its validator is the interactor (build/interact relays)")
    fi
    [[ " $types $validation " != *" multi-pass "* ]] ||
        die_data "$d is a multi-pass problem (problem.yaml): judge.sh runs one pass of a case and would judge it wrongly, so it does not judge it"
    if [[ " $types $validation " == *" scoring "* ]] || [[ " $validation " == *" score "* ]]; then
        pkg_from+=("a scoring problem: each case is judged accepted or not, no score is given")
    fi
    # the multiplier of the slowest accepted submission's time that makes the time limit when
    # the package gives none (--verify): legacy time_multiplier (5), 2025-09
    # time_multipliers.ac_to_time_limit (2)
    if [ -z "$pkg_mult" ]; then
        if [ "$pkg_fmt" = legacy ]; then pkg_mult=5; else pkg_mult=2; fi
    fi
    if [[ ! $pkg_mult =~ ^[0-9]+(\.[0-9]+)?$ ]] || [[ ! $pkg_res =~ ^[0-9]*\.?[0-9]+$ ]]; then
        die_data "$d: limits' time multiplier and resolution are numbers, not '$pkg_mult', '$pkg_res'"
    fi
    # the output validator: legacy's validation: custom, or 2025-09's output_validator/
    case "$pkg_fmt" in
        legacy) [[ $validation != custom* ]] || pkg_custom=1 ;;
        *) [ ! -d "$d/output_validator" ] || pkg_custom=1 ;;
    esac
    # the time limit: problem.yaml's limits.time_limit, else .timelimit, else
    # domjudge-problem.ini's (DOMjudge's order: the yaml overrides the others)
    local t src
    for src in "problem.yaml limits.time_limit:$yaml_tl" ".timelimit:$file_tl" \
               "domjudge-problem.ini timelimit:$ini_tl"; do
        t=${src##*:}
        [ -n "$t" ] || continue
        is_seconds "$t" || die_data "$d: ${src%:*} is no time limit in seconds: '$t'"
        if [ -z "$pkg_tl" ]; then
            pkg_tl=$t
            pkg_from+=("time limit $t s (${src%:*})")
        elif awk -v a="$t" -v b="$pkg_tl" 'BEGIN { exit !(a != b) }'; then
            pkg_from+=("${src%:*} says $t s: DOMjudge refuses a package whose limits disagree")
        fi
    done
    [ -n "$pkg_tl" ] || pkg_from+=("no time limit (problemtools sets one from the accepted submissions)")
    if [ -n "$pkg_ml" ]; then
        [[ $pkg_ml =~ ^[1-9][0-9]{0,6}$ ]] || die_data "$d: limits.memory is no whole number of MiB: $pkg_ml"
        pkg_from+=("memory $pkg_ml MB (problem.yaml)")
    else
        pkg_ml=2048
        pkg_from+=("memory 2048 MB (the format's default; problemtools' is 1024)")
    fi
    if [ -n "$pkg_out" ]; then
        [[ $pkg_out =~ ^[1-9][0-9]{0,4}$ ]] || die_data "$d: limits.output is no whole number of MiB: $pkg_out"
        pkg_from+=("output $pkg_out MB (problem.yaml)")
    else
        pkg_out=8
        pkg_from+=("output 8 MB (the format's default)")
    fi
}

# group_flags CASE_IN: the output validator's flags of one case: problem.yaml's, then the
# nearest testdata.yaml's (legacy: output_validator_flags) or test_group.yaml's (2025-09:
# output_validator_args) between the case's folder and data/, as problemtools joins them,
# into chk_flags (each folder's read once: group_flags_of)
declare -A group_flags_of=()
group_flags() {
    local gdir=${1%/*} f k v found="" set=0
    if [ -z "${group_flags_of[x$gdir]+x}" ]; then
        local at=$gdir
        while :; do
            for f in "$at/test_group.yaml" "$at/testdata.yaml"; do
                [ -f "$f" ] || continue
                while IFS=$'\t' read -r k v; do
                    case "$k" in output_validator_flags|output_validator_args) found=$v set=1 ;; esac
                done < <(yaml_flat "$f")
                [ "$set" -eq 0 ] || break 2
            done
            if [ "${at##*/}" = data ] || [ "$at" = "$pkg_dir" ]; then break; fi
            at=${at%/*}
        done
        group_flags_of[x$gdir]=$found
    fi
    chk_flags="$pkg_flags${group_flags_of[x$gdir]:+ ${group_flags_of[x$gdir]}}"
}

# flags_compare FLAGS ARRAY: the default output validator's FLAGS as the comparer's options
# (into the array named ARRAY); "" if they are fine, else what is wrong with them.  The
# default validator compares whitespace-separated tokens, letters in either case and any run
# of whitespace alike unless told (case_sensitive, space_change_sensitive); with a float
# tolerance, an answer token that is a number takes any number within it
declare -A flags_compare_of=()
flags_compare() {
    local -n cmp_out=$2
    local w=() i f sens=0 case_s=0 t abs="" rel="" both=""
    if [ -n "${flags_compare_of[x$1]+x}" ]; then
        read -r -a cmp_out <<< "${flags_compare_of[x$1]}"
        return 0
    fi
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
                    die_data "$pkg_dir: the output validator's flag $f needs a number, not '$t'"
                case "$f" in
                    float_tolerance) [ -z "$both" ] || die_data "$pkg_dir: $f given twice"; both=$t ;;
                    float_absolute_tolerance) [ -z "$abs" ] || die_data "$pkg_dir: $f given twice"; abs=$t ;;
                    *) [ -z "$rel" ] || die_data "$pkg_dir: $f given twice"; rel=$t ;;
                esac ;;
            *) die_data "$pkg_dir: the default output validator has no flag '$f' (case_sensitive, space_change_sensitive, float_tolerance, float_absolute_tolerance, float_relative_tolerance)" ;;
        esac
    done
    [ -z "$both" ] || [ -z "$abs$rel" ] ||
        die_data "$pkg_dir: float_tolerance goes without float_absolute_tolerance and float_relative_tolerance"
    cmp_out=(--mode tokens)
    [ -z "$both" ] || cmp_out=(--mode "float:$both")
    [ -z "$abs" ] || cmp_out+=(--abs "$abs")
    [ -z "$rel" ] || cmp_out+=(--rel "$rel")
    [ "$case_s" -eq 1 ] || cmp_out+=(--ignore-case)
    [ "$sens" -eq 0 ] || cmp_out+=(--space-change-sensitive)
    flags_compare_of[x$1]="${cmp_out[*]}"
}

# validator_build: the package's own output validator, built once into
# build/validators/KEY/ (KEY: the SHA-256 of its files and this file), its command into
# pkg_validator (an array).  A program is a file or a folder: legacy's output_validators/
# (its first program by name, as problemtools takes it; a folder of files is one program, as
# DOMjudge takes it) or 2025-09's output_validator/.  A folder with an executable build
# script runs it and must leave run; with run alone, run; else C, C++ or Python 3 by the
# files' names, compiled as Kattis compiles them (judge/profiles, kattis).  A validator that
# does not build is a harness error (exit 2) with the compiler's message.
validator_build() {
    local d=$pkg_dir src="" e first=""
    if [ -d "$d/output_validator" ]; then
        src=$d/output_validator
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
    program_build "$src" "output validator"
    pkg_validator=("$prog_run")
    pkg_from+=("output validator: its own, ${src#"$d"/} (built in build/validators/), with the Kattis protocol$(flags_said)")
}

# program_build SRC WHAT: a package's program (an output or input validator), a file or a
# folder, built once into build/validators/KEY/; its command into prog_run.  WHAT names it in
# messages.
program_build() {
    local src=$1 what=$2 key out lang="" files=() f vtmp
    key=$( (cd "$(dirname "$src")" && find "${src##*/}" -type f -print0 | LC_ALL=C sort -z |
            xargs -0 sha256sum; cat "$root/judge/package.sh") | sha256sum)
    out="$root/build/validators/${key%% *}"
    if [ ! -e "$out/ok" ]; then
        mkdir -p "$root/build/validators" || exit 2
        vtmp=$(mktemp -d "$root/build/validators/new.XXXXXX") || exit 2
        if [ -d "$src" ]; then
            cp -R -- "$src/." "$vtmp/" || exit 2
        else
            cp -- "$src" "$vtmp/" || exit 2
        fi
        if [ -x "$vtmp/build" ]; then
            lang=build
        elif [ -f "$vtmp/run" ]; then
            lang=run
        else
            # (C++ outranks the others; of C and Python, the first by name)
            for f in "$vtmp"/*; do
                case "$(source_language "$f")" in
                    c) files+=("$f") lang=${lang:-c} ;;
                    cpp) files+=("$f") lang=cpp ;;
                    python) files+=("$f") lang=${lang:-python} ;;
                esac
            done
        fi
        case "${lang:-}" in
            build) validator_compile "$vtmp" "$what" ./build ;;
            c|cpp)
                # C++ outranks C (problemtools' priorities): its files only
                [ "$lang" = c ] || mapfile -t files < <(printf '%s\n' "${files[@]}" | grep -v '\.c$')
                profile kattis "$lang"
                local cc_words
                expand "$p_compile" cc_words "$vtmp" "$vtmp/run" "" 2048 "${files[@]}"
                validator_compile "$vtmp" "$what" "${cc_words[@]}" ;;
            python)
                # shellcheck disable=SC2016 # the run script's own text
                printf '#!/bin/sh\nexec python3 "$(dirname "$0")/%s" "$@"\n' "${files[0]##*/}" \
                    > "$vtmp/run" ;;
            run) ;;
            *) rm -rf "$vtmp"
               die_data "$src: no build or run script and no C, C++ or Python 3 file: judge.sh cannot build this $what" ;;
        esac
        [ -f "$vtmp/run" ] || { rm -rf "$vtmp"; die_data "$src: its build script left no run program"; }
        chmod +x "$vtmp/run"
        touch "$vtmp/ok"
        mv -T "$vtmp" "$out" 2> /dev/null || rm -rf "$vtmp"
    fi
    prog_run=$out/run
}

# validator_compile DIR WHAT ARGV...: runs a validator's compiler (or build script) in DIR
# under the compile limits; exit 2 with its message (WHAT: the validator, named) when it fails
validator_compile() {
    local build_dir=$1 what=$2 st mem
    shift 2
    memory_opts "$(runtime_of "$@")" 2048 mem
    "$runguard" -t "$compile_seconds" -w $((compile_seconds * 2 + 5)) "${mem[@]}" -p 64 \
        -V "TMPDIR=$build_dir" -O 1048576 -o "$build_dir/.compile.out" -d "$build_dir" -r "$build_dir/.compile.res" -- \
        bash -c 'exec "$@" 2>&1' compile "$@" 2> /dev/null
    st=$?
    if [ "$st" -ne 0 ] || ! grep -qx 'verdict OK' "$build_dir/.compile.res"; then
        echo "judge.sh: $pkg_dir: its $what does not build ($*):" >&2
        head -n 20 "$build_dir/.compile.out" | sed 's/^/    /' >&2
        sed -n 's/^detail /    /p' "$build_dir/.compile.res" >&2
        rm -rf "$build_dir"
        exit 2
    fi
}

# flags_said: ", flags 'FLAGS' (problem.yaml)" when problem.yaml gives the validator flags
flags_said() { [ -z "$pkg_flags" ] || printf ", flags '%s' (problem.yaml)" "$pkg_flags"; }

# package_check: after package, in judge_dir: which output check the package's cases get
# (chk_pkg: default, custom, or "" when an option replaces it; for custom chk_argv, chk_mem
# and chk_protocol set to the package's validator), and the note of what came from where
package_check() {
    if [ "$pkg_interactive" -eq 1 ] && [ -n "$checker" ]; then
        die_data "$pkg_dir is an interactive problem: its own interactor judges it, not --checker or --interactor"
    elif [ -n "$checker" ]; then
        pkg_from+=("output: --checker (the package's validator is not used)")
    elif [ "$pkg_interactive" -eq 0 ] && { [ "$mode_set" -eq 1 ] || [ -n "$icase" ]; }; then
        pkg_from+=("output: --mode $mode${icase:+ $icase} (the package's validator is not used)")
    elif [ "$pkg_custom" -eq 1 ]; then
        validator_build
        chk_argv=("${pkg_validator[@]}") chk_protocol=kattis chk_pkg=custom
        memory_opts "$(runtime_of "${chk_argv[@]}")" 2048 chk_mem
    else
        chk_pkg=default
        local o=()
        flags_compare "$pkg_flags" o
        pkg_from+=("output validator: the default one$(flags_said), as judge.sh ${o[*]}; testdata.yaml's output_validator_flags add to it")
    fi
    [ -z "$tl_opt" ] || [ -z "$pkg_tl" ] || pkg_from+=("-t $tl_opt wins over the package's time limit")
    [ -z "$ml_opt" ] || pkg_from+=("-m $ml_opt wins over the package's memory limit")
    [ -z "$output_mb" ] || pkg_from+=("--output-limit $output_mb wins over the package's output limit")
    [ -n "$pkg_tl$tl_opt" ] || pkg_from+=("so judge.sh's default time limit, 2 s")
    echo "judge.sh: $pkg_dir is a problem package:" >&2
    printf '    %s\n' "${pkg_from[@]}" >&2
}
