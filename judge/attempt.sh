# judge/attempt.sh - an attempt as a source file: its language, the judge's profile
# (docs/judges.md), LeetCode's form, and the build, under limits, reused while nothing
# changed.  Sourced by judge.sh (functions only).
#
# A build lives in build/attempts/KEY/, KEY a hash of the source (its text and its path:
# the messages name it), the profile's line, the LeetCode files used, this file and the
# compiler itself (its path, size and time), so an
# attempt is compiled again only when one of them changed.  Compiling runs under build/runguard with
# DOMjudge's limits for its compile scripts (30 s of CPU time, 2 GB, files up to 2560 MB:
# script_filesize_limit, etc/db-config.yaml): a compiler that runs
# past them is a compile error, not a hang.
#
# Reads: root work runguard verbose compile_seconds compile_mb keep_builds (judge.sh's constants)
# Constants (set by profiles_read at judge.sh's start): prof_line prof_langs prof_fact
#     lang_ext judges_known langs_known lc_layout (what docs/judges.md and
#     judge/leetcode/methods say)
# Constants (set by attempt_build before the first case): a_argv a_bin a_ce a_class a_dir
#     a_files a_form a_lang a_mb a_rule a_src (the attempt's build and how it runs) a_profile
#     (the judge whose profile built it)

# profiles_read: the lines of docs/judges.md's blocks fenced ```profiles (each judge's, beside
# its facts and their sources), their one reader, and judge/leetcode/methods, once (judge.sh
# calls it at its start): each
# judge's compile and run commands and memory rule in prof_line (JUDGE/LANGUAGE ->
# "COMPILE<TAB>RUN<TAB>RULE"), its judges in judges_known (a word each, in order), each
# extension's language in lang_ext (.cpp -> cpp), each judge's languages in prof_langs
# (poj -> " c cpp java"), and the languages as the messages name them in langs_known ("C
# (.c), C++ (.cc .cpp ...), ..."); each LeetCode method's layout of one call's arguments
# (pairs or arrays) in lc_layout (canIWin -> pairs); each judge's facts (the
# output, wall, hard, exchange, processes, cpus, cwd, folder and file lines) in prof_fact
# (output/domjudge -> cut, wall/domjudge -> "1s|10%", exchange/kattis -> hold,
# processes/domjudge -> fail, cpus/domjudge -> one, cwd/domjudge -> "sh bash ...",
# folder/domjudge -> read-only, file/poj/java -> Main.java, compare/poj -> "exact whitespace",
# library/atcoder/python/numpy -> how to install it; a judge with no line: the default its
# line's comment says)
declare -gA prof_line=() prof_langs=() prof_fact=() lang_ext=() lc_layout=()
profiles_read() {
    local line j l c r m e _ in=0 cache="$root/build/profiles.cache"
    local -a lines
    [ ${#prof_line[@]} -eq 0 ] || return 0
    # (what the reading below sets, kept in build/ by profiles_cache: sourced in 2 ms of CPU
    # where the reading takes 15, at every start of judge.sh; read again when a file it
    # came from is newer)
    if [ "$cache" -nt "$root/docs/judges.md" ] && [ "$cache" -nt "$root/judge/leetcode/methods" ] &&
        [ "$cache" -nt "$root/judge/attempt.sh" ]; then
        # shellcheck source=/dev/null
        . "$cache" && return 0
    fi
    judges_known="" langs_known=""
    while read -r m l _; do
        [[ -z $m || $m == '#'* ]] || lc_layout[$m]=$l
    done < "$root/judge/leetcode/methods"
    mapfile -t lines < "$root/docs/judges.md"
    for line in "${lines[@]}"; do
        # (only the lines of its blocks fenced "```profiles", and not their comments)
        if [[ $line == '```'* ]]; then
            [ "$line" = '```profiles' ] && in=1 || in=0
            continue
        fi
        [[ $in -eq 1 && -n $line && $line != '#'* ]] || continue
        # the fields, " | " between them (a command's "pypy3|python3" is one word), each
        # cut at its first two blanks in a row: no field holds two, the columns' padding does
        j=${line%% | *} line=${line#* | }
        l=${line%% | *} line=${line#* | }
        c=${line%% | *} line=${line#* | }
        r=${line%% | *} m=${line#* | }
        [ "$m" != "$line" ] || m=""
        j=${j%% *} l=${l%% *} c=${c%%  *} c=${c% } r=${r%%  *} r=${r% } m=${m%% *}
        if [ "$j" = cwd ] || [ "$j" = compare ]; then
            prof_fact[$j/$l]=$c
        elif [ "$j" = file ] || [ "$j" = version ]; then
            # (file | JUDGE | LANGUAGE NAME; version | JUDGE | LANGUAGE VERSION)
            prof_fact[$j/$l/${c%% *}]=${c#* }
        elif [ "$j" = library ]; then
            # (library | JUDGE | LANGUAGE NAME HOW: library/JUDGE/LANGUAGE/NAME -> HOW)
            e=${c#* }
            prof_fact[$j/$l/${c%% *}/${e%% *}]=${e#* }
        elif [[ " output wall hard exchange processes cpus folder " == *" $j "* ]]; then
            prof_fact[$j/$l]=${c%% *}
        elif [ "$j" = language ]; then
            for e in $r; do lang_ext[$e]=$l; done
            langs_known+="${langs_known:+, }$c ($r)"
        elif [ -n "$m" ]; then
            prof_line[$j/$l]="$c"$'\t'"$r"$'\t'"$m"
            prof_langs[$j]+=" $l"
            [[ " $judges_known " == *" $j "* ]] || judges_known+="${judges_known:+ }$j"
        fi
    done
    profiles_cache "$cache"
}

# profiles_cache FILE: what profiles_read set, as declarations (global) that FILE keeps for the
# next start; written under another name and moved into place (two judges at once each write
# it, and the last move wins, whole); nothing when its folder is missing or not writable
profiles_cache() {
    local tmp="$1.$BASHPID" i
    local -a pc_lines
    [ -d "${1%/*}" ] && [ -w "${1%/*}" ] || return 0
    declare -p prof_line prof_langs prof_fact lang_ext lc_layout judges_known langs_known \
        > "$tmp" 2> /dev/null || { rm -f -- "$tmp"; return 0; }
    mapfile -t pc_lines < "$tmp"
    for i in "${!pc_lines[@]}"; do
        pc_lines[i]=${pc_lines[i]/#declare -- /declare -g }
        pc_lines[i]=${pc_lines[i]/#declare -A /declare -gA }
    done
    printf '%s\n' "${pc_lines[@]}" > "$tmp" && mv -f -- "$tmp" "$1"
}

# source_language FILE [VAR]: FILE's language by its extension (docs/judges.md), or nothing:
# printed, or with VAR into the variable named VAR (no subshell)
# shellcheck disable=SC2034 # sl_out is the caller's, by name
source_language() {
    local sl_lang=""
    [[ ${1##*/} != ?*.* ]] || sl_lang=${lang_ext[.${1##*.}]:-}
    if [ $# -gt 1 ]; then
        local -n sl_out=$2
        sl_out=$sl_lang
    else
        printf '%s' "$sl_lang"
    fi
}

# an argument is a source when it has a known extension or a '/' (else a problem name)
is_source() {
    local is_lang
    source_language "$1" is_lang
    [[ $1 == */* ]] || [ -n "$is_lang" ]
}

# profile JUDGE LANGUAGE NAME: the judge's compile and run commands for the language and the
# memory rule of the run into the associative array named NAME (compile, run, rule); a
# judge or language not in docs/judges.md is a usage error
# shellcheck disable=SC2034 # pr_out is the caller's, by name
profile() {
    local line compile run
    local -n pr_out=$3
    line=${prof_line[$1/$2]:-}
    if [ -z "$line" ]; then
        [[ " $judges_known " == *" $1 "* ]] || die_usage "no judge '$1' (judges: $judges_known)"
        die_usage "the $1 profile has no $2 (its languages:${prof_langs[$1]})"
    fi
    compile=${line%%$'\t'*} run=${line#*$'\t'}
    pr_out["rule"]=${run#*$'\t'} run=${run%%$'\t'*}
    installed_first compile
    installed_first run
    unshimmed run
    pr_out["compile"]=$compile pr_out["run"]=$run
}

# profile_has JUDGE LANGUAGE: does docs/judges.md have that line?
profile_has() { [ -n "${prof_line[$1/$2]:-}" ]; }

# installed_first VARIABLE: the command in VARIABLE with a first word "a|b" made a if a is
# installed, else b (said once on stderr: $work/said.instead marks it said)
installed_first() {
    local -n command_io=$1
    local first=${command_io%% *} alt
    [[ $first == *'|'* ]] || return 0
    for alt in ${first//|/ }; do
        type -P -- "$alt" > /dev/null 2>&1 && break
    done
    if [ "$alt" != "${first%%|*}" ] && [ ! -e "$work/said.instead" ]; then
        echo "judge.sh: ${first%%|*} is not installed; $alt runs instead" >&2
        : > "$work/said.instead"
    fi
    command_io="$alt${command_io#"$first"}"
}

# unshimmed VARIABLE: the command in VARIABLE with a first word that is a pyenv shim (a
# script that asks pyenv which Python to run: about 0.1 s of CPU time at every start, which
# a judge's clock would count as the program's) made the interpreter that pyenv picks
unshimmed() {
    local -n command_io=$1
    local first=${command_io%% *} path real
    path_of "$first" path || return 0
    [[ $path == */shims/* ]] && grep -q pyenv -- "$path" 2> /dev/null || return 0
    real=$(pyenv which "$first" 2> /dev/null) && [ -x "$real" ] || return 0
    command_io="$real${command_io#"$first"}"
}

# leetcode_defines FILE VAR: the method of judge/leetcode/methods that FILE defines (its name
# followed by "(" or "=": a C or C++ function, a method, a Python def, a JavaScript
# function or arrow) into the variable named VAR, or nothing (read by bash: no process)
# shellcheck disable=SC2034 # ld_out is the caller's, by name
leetcode_defines() {
    local ld_m ld_text=""
    local -n ld_out=$2
    ld_out=""
    IFS= read -r -d '' ld_text < "$1" 2> /dev/null
    for ld_m in "${!lc_layout[@]}"; do
        if [[ $ld_text =~ (^|[^A-Za-z0-9_\$.])${ld_m}[[:space:]]*(\(|=) ]]; then
            ld_out=$ld_m
            return
        fi
    done
    return 1
}

# leetcode_form FILE LANGUAGE METHOD: is FILE written in LeetCode's form (the method, with
# no entry point of its own: no main in C, C++ or Java; in Python a class Solution, and in
# JavaScript the method, that does not read stdin: no sys.stdin, input() or open(0) outside
# a def line; no process.stdin, readline or readFileSync)?
leetcode_form() {
    local f=$1 m text=""
    [ -n "$3" ] || return 1
    [[ $2 == python ]] || IFS= read -r -d '' text < "$f" 2> /dev/null
    case "$2" in
        c|cpp) ! [[ $text =~ (^|[^A-Za-z0-9_])main[[:space:]]*\( ]] ;;
        java) ! [[ $text =~ static[[:space:]]+void[[:space:]]+main[[:space:]]*\( ]] ;;
        python) grep -Eq '^class[[:space:]]+Solution' "$f" &&
                ! grep -Ev '^[[:space:]]*def[[:space:]]' "$f" |
                    grep -Eq 'sys\.stdin|(^|[^A-Za-z0-9_.])input[[:space:]]*\(|open\(0' ;;
        javascript) leetcode_defines "$f" m && [ "$m" = "$3" ] &&
                    ! [[ $text =~ process\.stdin|readline|readFileSync|/dev/stdin ]] ;;
        *) return 1 ;;
    esac
}

# program_entry FILE LANGUAGE: has FILE an entry point of its own, as a program does (main in
# C, C++ and Java; in Python and JavaScript, stdin read or something printed)?  Other
# languages: taken as programs.
program_entry() {
    local text=""
    IFS= read -r -d '' text < "$1" 2> /dev/null
    case "$2" in
        c|cpp) [[ $text =~ (^|[^A-Za-z0-9_])main[[:space:]]*\( ]] ;;
        java) [[ $text =~ static[[:space:]]+void[[:space:]]+main[[:space:]]*\( ]] ;;
        python) [[ $text =~ sys\.std(in|out)|(^|[^A-Za-z0-9_.])(input|print)[[:space:]]*\(|open\(0 ]] ;;
        javascript) [[ $text =~ process\.std(in|out)|readline|readFileSync|/dev/stdin|console\.log ]] ;;
        *) return 0 ;;
    esac
}

# judge_compare CONF [JUDGE]: a folder's comparison (the array named CONF, as conf fills it)
# when it says none (no mode=, no pe=): its judge's (JUDGE, --judge's, else CONF's judge=;
# docs/judges.md's compare line: POJ's exact, with PE) into CONF's mode and pe
judge_compare() {
    local -n jc_conf=$1
    [ -z "${jc_conf[mode]}" ] && [ -z "${jc_conf[pe]}" ] || return 0
    local c=${prof_fact[compare/${2:-${jc_conf[judge]:-plain}}]:-}
    jc_conf["mode"]=${c%% *} jc_conf["pe"]=""
    [[ $c != *' '* ]] || jc_conf["pe"]=${c#* }
}

# judge_lacks JUDGE LANGUAGE TEXT VAR: does TEXT (a compiler's output, a run's stderr) say that
# a header or module JUDGE installs (docs/judges.md's library lines) is missing here, or (a
# version line) that JUDGE's newer Java has what this javac lacks (Java 21's List.getFirst,
# Math.clamp, a switch on patterns, where this javac is 17)?  Then what to say into the
# variable named VAR ("atcoder has numpy, not installed here: HOW, to judge this as atcoder
# does"), returning 0; else 1
# shellcheck disable=SC2034 # jl_out is the caller's, by name
judge_lacks() {
    local k name missing="" re_h='(fatal error|error): ([^ :]+): No such file or directory'
    local re_m="ModuleNotFoundError: No module named '([^'.]+)" want have
    local re_j='symbol: +method (getFirst|getLast|addFirst|addLast|removeFirst|removeLast|reversed|clamp)\(|(patterns in switch statements|record patterns) are a preview feature'
    local -n jl_out=$4
    want=${prof_fact[version/$1/$2]:-}
    if [ "$2" = java ] && [ -n "$want" ] && [[ $3 =~ $re_j ]]; then
        missing=${BASH_REMATCH[1]:-${BASH_REMATCH[2]}}
        have=$(javac -version 2>&1) have=${have#javac } have=${have%%.*}
        if [[ $have =~ ^[0-9]+$ ]] && [ "$have" -lt "$want" ]; then
            jl_out="$1 compiles Java $want, and this javac is $have, which lacks $missing (Java $want's): what $1 says of it cannot be judged here; put a JDK $want or later first on PATH to judge it"
            return 0
        fi
        missing=""
    fi
    if [ "$2" = python ]; then
        [[ $3 =~ $re_m ]] && missing=${BASH_REMATCH[1]}
    else
        [[ $3 =~ $re_h ]] && missing=${BASH_REMATCH[2]}
    fi
    [ -n "$missing" ] || return 1
    for k in "${!prof_fact[@]}"; do
        [[ $k == "library/$1/$2/"* ]] || continue
        name=${k#"library/$1/$2/"}
        if [ "$missing" = "$name" ] || { [[ $name == */ ]] && [[ $missing == "$name"* ]]; }; then
            jl_out="$1 has ${name%/} (its own library), not installed here: ${prof_fact[$k]}, to judge this as $1 does"
            return 0
        fi
    done
    return 1
}

# java_class FILE: the class javac names the file after (a public top-level class), else the
# class that holds main; "Main" if neither is found
java_class() {
    local c
    # a top-level "class NAME" whose modifiers (in any order) hold public
    c=$(awk 'match($0, /^[ \t]*((public|final|abstract|strictfp|sealed|non-sealed)[ \t]+)*class[ \t]+[A-Za-z_$][A-Za-z0-9_$]*/) {
            d = substr($0, RSTART, RLENGTH)
            if (d ~ /(^|[ \t])public[ \t]/) { sub(/.*class[ \t]+/, "", d); print d; exit } }' "$1")
    [ -n "$c" ] || c=$(java_main_class "$1")
    echo "${c:-Main}"
}

# java_main_class FILE: the class declared last before "static void main"
java_main_class() {
    awk '{
        for (s = $0; match(s, /(^|[^A-Za-z0-9_$])class[ \t]+[A-Za-z_$][A-Za-z0-9_$]*/); ) {
            c = substr(s, RSTART, RLENGTH); sub(/.*class[ \t]+/, "", c); last = c
            s = substr(s, RSTART + RLENGTH)
        }
        if ($0 ~ /static[ \t]+void[ \t]+main[ \t]*\(/) { print last; exit }
    }' "$1"
}

# compiler_ids COMMAND...: what identifies the programs the commands start (each one's device,
# inode, size and time, by one stat), so a new compiler builds again
compiler_ids() {
    local c p
    local -a paths=()
    for c in "$@"; do
        if path_of "${c%% *}" p; then paths+=("$p"); else echo "none ${c%% *}"; fi
    done
    [ ${#paths[@]} -eq 0 ] || stat -L -c '%n %d:%i %s %Y' -- "${paths[@]}"
}

# expand TEMPLATE ARRAY DIR BIN CLASS MB SRC...: the words of a profile command into the
# array named ARRAY, its placeholders filled in: {dir} DIR, {bin} BIN, {class} CLASS, {mb}
# MB, {src} the words SRC..., {java7api} "-bootclasspath" and Java 7's library (make tools'
# build/jvm/java7-api.jar; left out when it is missing)
expand() {
    local w template=$1 in_dir=$3 bin=$4 class=$5 mb=$6
    local -n words_out=$2
    shift 6
    words_out=()
    for w in $template; do
        if [ "$w" = '{src}' ]; then
            words_out+=("$@")
            continue
        elif [ "$w" = '{java7api}' ]; then
            [ ! -f "$root/build/jvm/java7-api.jar" ] ||
                words_out+=(-bootclasspath "$root/build/jvm/java7-api.jar")
            continue
        fi
        w=${w//\{dir\}/$in_dir}
        w=${w//\{kit\}/$root}
        if [[ $w == *'{acl}'* ]]; then
            [ -n "${JUDGE_ACL:-}" ] || continue
            w=${w//\{acl\}/$JUDGE_ACL}
        fi
        w=${w//\{bin\}/$bin}
        w=${w//\{class\}/$class}
        w=${w//\{mb\}/$mb}
        words_out+=("$w")
    done
}

# folder_program DIR ENTRY MORE: a program given as a folder (a problem package's
# submissions may be): its language, from its sources (C++ before C, as problemtools ranks
# them; one other language), and its entry: for Java the file with main; for Python and
# JavaScript __main__.py, main.py (main.js), the only source, the one named like the folder,
# then for Python the one that tests __name__ and for JavaScript the first by name (as
# DOMjudge's js/run takes it); C and C++ compile all their sources.  JUDGE_ENTRY_POINT in the
# environment (a file name; --verify passes DOMjudge's submissions.json entry_point and
# submissions.yaml's entrypoint) wins.  The entry's path goes into the variable named ENTRY
# and the other files (headers included) into the array named MORE; or what is wrong into
# ENTRY, returning 1.
folder_program() {
    local d=$1 f langs="" lang="" all=() py=()
    local -n fp_entry=$2 fp_more=$3
    fp_entry="" fp_more=()
    for f in "$d"/*; do
        [ -f "$f" ] || continue
        all+=("$f")
        [ -z "$(source_language "$f")" ] || langs+=" $(source_language "$f")"
    done
    case " $langs " in
        *" cpp "*) lang=cpp ;;
        *" c "*) lang=c ;;
    esac
    if [ -z "$lang" ]; then
        # shellcheck disable=SC2086 # the languages, a word each
        lang=$(printf '%s\n' $langs | sort -u)
        if [ -z "$lang" ] || [[ $lang == *$'\n'* ]]; then
            fp_entry="$d: a folder program needs sources of one language (C and C++ may mix), not:${langs:- none}"
            return 1
        fi
    fi
    for f in "${all[@]}"; do
        [ "$(source_language "$f")" = "$lang" ] || continue
        case "$lang" in
            java) grep -Eq 'static[[:space:]]+void[[:space:]]+main[[:space:]]*\(' "$f" && fp_entry=${fp_entry:-$f} ;;
            python|javascript) py+=("$f") ;;
            *) fp_entry=${fp_entry:-$f} ;;
        esac
    done
    if [ -n "${JUDGE_ENTRY_POINT:-}" ] && [ -f "$d/$JUDGE_ENTRY_POINT" ]; then
        fp_entry=$d/$JUDGE_ENTRY_POINT
    elif [ "$lang" = python ] || [ "$lang" = javascript ]; then
        local x=py
        [ "$lang" = python ] || x=js
        local only=""
        [ ${#py[@]} -ne 1 ] || only=${py[0]}
        for f in "$d/__main__.$x" "$d/main.$x" "$only" "$d/${d##*/}.$x"; do
            if [ -n "$f" ] && [ -f "$f" ]; then
                fp_entry=$f
                break
            fi
        done
        [ -n "$fp_entry" ] || [ "$lang" != python ] || fp_entry=$(grep -l '__name__' "${py[@]}" | head -n 1)
        # (JavaScript, else: the first file by name, as DOMjudge's js/run takes it)
        [ -n "$fp_entry" ] || [ "$lang" != javascript ] || fp_entry=${py[0]}
    fi
    if [ -z "$fp_entry" ]; then
        fp_entry="$d: which file starts the program? (Java: one with main; Python: __main__.py or main.py, or one named like the folder)"
        return 1
    fi
    for f in "${all[@]}"; do
        [ "$f" = "$fp_entry" ] || fp_more+=("$f")
    done
}

# prune_builds: build/attempts keeps the 100 builds last used (a reuse touches its "ok");
# older ones, and half-made folders of runs killed outright over a day ago, are removed
keep_builds=100
prune_builds() {
    local d
    # shellcheck disable=SC2012 # the names are our SHA-256 folders: ls -t sorts them by use
    ls -dt -- "$root"/build/attempts/*/ok 2> /dev/null | tail -n +$((keep_builds + 1)) |
        while IFS= read -r d; do rm -rf -- "${d%/ok}"; done
    find "$root/build/attempts" -maxdepth 1 -name 'new.*' -mmin +1440 -exec rm -rf {} + \
        2> /dev/null
    return 0
}

# attempt_build FILE JUDGE METHOD MB: compiles FILE as JUDGE compiles it (METHOD: the
# LeetCode method of the problem, or ""; MB: the memory limit, for {mb}).  Sets a_argv (the
# command that runs it), a_form (program or leetcode), a_lang, a_dir; returns 0 when it
# built, 1 on a compile error (a_ce: the compiler's output, paths shown as FILE), 2 when the
# compiler is missing (a_ce says which); a_rule is the run's memory rule.  Warnings go to
# stderr.
attempt_build() {
    local src_file=$1 judge=$2 method=$3 key tmp st w name out copy folder="" others=() f pkg
    local -A prof
    if [ -d "$src_file" ]; then
        folder=${src_file%/}
        folder_program "$folder" src_file others || { a_ce=$src_file; return 1; }
    fi
    source_language "$src_file" a_lang
    a_form=program a_ce="" a_argv=() a_src=() a_mb=$4 a_files= a_profile=$judge
    [ -n "$a_lang" ] || die_usage "$src_file: not a source judge.sh knows ($langs_known); to run a program, use -c"
    if [ ! -f "$src_file" ] || [ ! -r "$src_file" ]; then die_usage "$src_file: no such file"; fi
    profile "$judge" "$a_lang" prof
    a_rule=${prof[rule]}
    # a folder program that starts in a copy of its folder (docs/judges.md's cwd line)
    [ -z "$folder" ] || [[ " ${prof_fact[cwd/$judge]:-} " != *" $a_lang "* ]] || a_files=$(cd -- "$folder" && pwd)
    [ -n "$folder" ] || ! leetcode_form "$src_file" "$a_lang" "$method" || a_form=leetcode
    # on a LeetCode problem, a file with neither the method nor a program's entry (an empty
    # one, say): CE as LeetCode says it, not a WA on every case
    if [ -z "$folder" ] && [ -n "$method" ] && [ "$a_form" = program ] && ! program_entry "$src_file" "$a_lang"; then
        a_ce="$src_file has no $method for LeetCode to call (class Solution with a method $method; in C and JavaScript a function), and no program of its own (a main; in Python or JavaScript, stdin read or something printed)"
        return 1
    fi
    for w in ${prof[compile]%% *} ${prof[run]%% *}; do
        [[ $w == '{'* ]] || [ "$w" = - ] || type -P -- "$w" > /dev/null 2>&1 || {
            a_ce="$w is not installed: the $judge profile compiles and runs $a_lang with it"
            return 2
        }
    done
    # Java 7's library, for a judge whose Java is older than this JDK's (POJ's JDK 6): made
    # once (make tools makes it too); without it the JDK's own, said
    local api=""
    if [[ " ${prof[compile]} " == *' {java7api} '* ]]; then
        [ -f "$root/build/jvm/java7-api.jar" ] ||
            make -s -C "$root" build/jvm/java7-api.jar > /dev/null 2>&1
        if [ -f "$root/build/jvm/java7-api.jar" ]; then
            api=java7
        else
            echo "judge.sh: Java 7's library could not be made (make build/jvm/java7-api.jar says why): $judge's Java compiles against this JDK's, where a newer call (String.join) passes" >&2
        fi
    fi
    local abs=$src_file
    [[ $abs == /* ]] || abs=$PWD/$abs
    key=$({
        printf '%s\n' "$judge" "$a_lang" "$a_form" "$method" "${prof[compile]}" "${prof[run]}" \
            "$abs" "${JUDGE_KEEP_NAME:-0}" "${JUDGE_ACL:-}" "$api"
        compiler_ids "${prof[compile]}" "${prof[run]}"
        cat -- "$src_file" "$root/judge/attempt.sh"
        for f in "${others[@]}"; do printf '%s\n' "${f##*/}"; cat -- "$f"; done
        [ "$a_form" = program ] || cat "$root"/judge/leetcode/*
    } | sha256sum)
    a_dir="$root/build/attempts/${key%% *}"
    a_bin="$a_dir/attempt" a_class=""
    case "$a_lang" in
        # a Java file is named after its class (an online judge takes the text), but a
        # package's submission keeps its name (JUDGE_KEEP_NAME=1, --verify: the tools
        # compile the file as it is named, and javac refuses a public class named otherwise),
        # and a judge that saves every source under one name (docs/judges.md's file lines:
        # POJ's and AtCoder's Main.java) has it under that name
        java) if [ "${JUDGE_KEEP_NAME:-0}" = 1 ]; then
                  name=${src_file##*/}
              elif [ -n "${prof_fact[file/$judge/java]:-}" ]; then
                  name=${prof_fact[file/$judge/java]}
              else
                  name=$(java_class "$src_file").java
              fi ;;
        *) name="attempt.${src_file##*.}" ;;
    esac
    [ "$a_form" = program ] || case "$a_lang" in
        java) name=Solution.java ;;
        python) name=solution.py ;;
        javascript) name=solution.js ;;
    esac
    copy="$a_dir/$name"
    a_src=("$copy")
    case "$a_form/$a_lang" in
        leetcode/c|leetcode/cpp) a_src=("$a_dir/leetcode.${src_file##*.}") ;;
        leetcode/java) a_src=("$copy" "$a_dir/Main.java") a_class=Main ;;
        # (where the judge names the file, its class: java Main, whichever class holds main)
        */java) a_class=$(java_main_class "$src_file") a_class=${a_class:-${name%.java}}
                [ -z "${prof_fact[file/$judge/java]:-}" ] || [ "${JUDGE_KEEP_NAME:-0}" = 1 ] ||
                    a_class=${name%.java}
                # (a class in a package runs by its full name, as DOMjudge's java_javac_detect
                # finds it: package p; class Main is p.Main, built as p/Main.class)
                pkg=$(sed -n 's/^[[:space:]]*package[[:space:]]\{1,\}\([A-Za-z_$][A-Za-z0-9_$.]*\)[[:space:]]*;.*/\1/p' \
                    -- "$src_file" | head -n 1)
                [ -z "$pkg" ] || a_class=$pkg.$a_class ;;
        # (Kotlin's top-level main is in the class named after the file: attempt.kt's; a Scala
        # program's object is the one named like its file, as DOMjudge's scala/run and
        # problemtools' mainclass take it)
        */kotlin) a_class=AttemptKt ;;
        */scala) a_class=${src_file##*/} a_class=${a_class%.scala} ;;
    esac
    local run=${prof[run]}
    if [ "$a_form/$a_lang" = leetcode/python ]; then
        run="${prof[run]%% *} $a_dir/leetcode.py"
    elif [ "$a_form/$a_lang" = leetcode/javascript ]; then
        run="${prof[run]%% *} $a_dir/leetcode.js"
    elif [ "$a_form/$a_lang" = leetcode/java ]; then
        run="${prof[run]} $method"
    fi
    if [ -e "$a_dir/ok" ]; then
        touch "$a_dir/ok"
        # reused: its warnings shown again, as every judging of it shows them
        [ ! -s "$a_dir/warnings" ] || attempt_warnings "$src_file" "$judge" "$(cat "$a_dir/warnings")"
        expand "$run" a_argv "$a_dir" "$a_bin" "$a_class" "$a_mb" "${a_src[@]}"
        return 0
    fi
    # build in a folder of its own, moved into place when done (two judges at once each
    # build, and the first to finish keeps its build)
    mkdir -p "$root/build/attempts" || exit 2
    tmp=$(mktemp -d "$root/build/attempts/new.XXXXXX") || exit 2
    local final=$a_dir
    a_dir=$tmp a_bin="$tmp/attempt"
    copy="$tmp/$name"
    a_src=("${a_src[@]/#$final/$tmp}")
    case "$a_form/$a_lang" in
        leetcode/java)
            { printf 'import java.util.*; import java.util.function.*; import java.util.stream.*; import java.math.*; '
              cat -- "$src_file"; } > "$copy"
            cp "$root/judge/leetcode/Main.java" "$tmp/Main.java" ;;
        leetcode/c|leetcode/cpp)
            # (C++: the prelude precompiled, build/pch/, when make has made it since the
            # header last changed: g++ reads its .gch, 1 s of CPU where the header's every
            # standard header take 3, and the header itself when its flags differ)
            local prelude="$root/judge/leetcode/prelude.h"
            [ "$a_lang" != cpp ] || [ ! "$root/build/pch/prelude.h.gch" -nt "$prelude" ] ||
                prelude="$root/build/pch/prelude.h"
            { printf '#include "%s"\n#line 1 "%s"\n' "$prelude" "$src_file"
              cat -- "$src_file"
              printf '\n#define JUDGE_%s 1\n#include "%s"\n' "$method" "$root/judge/leetcode/driver.c"
            } > "${a_src[0]}"
            cp -- "$src_file" "$copy" ;;
        leetcode/python)
            cp -- "$src_file" "$copy"
            { printf 'JUDGE = ("%s", "%s", "%s")\n' "$method" "$(py_string "$final/$name")" \
                  "$(py_string "$(readlink -f -- "$src_file")")"
              cat "$root/judge/leetcode/driver.py"; } > "$tmp/leetcode.py" ;;
        leetcode/javascript)
            cp -- "$src_file" "$copy"
            { printf 'const JUDGE = ["%s", "%s", "%s"];\n' "$method" "$(py_string "$final/$name")" \
                  "$(py_string "$(readlink -f -- "$src_file")")"
              cat "$root/judge/leetcode/driver.js"; } > "$tmp/leetcode.js" ;;
        *) cp -- "$src_file" "$copy" ;;
    esac
    # a folder's other files beside it, under their names; its other sources of the language
    # compiled with it
    for f in "${others[@]}"; do
        cp -- "$f" "$tmp/${f##*/}" || exit 2
        [ "$(source_language "$f")" != "$a_lang" ] || [ "$a_lang" = python ] ||
            a_src+=("$tmp/${f##*/}")
    done
    st=0
    if [ "${prof[compile]}" != - ]; then
        local cc_argv cc_mem cc_rule
        expand "${prof[compile]}" cc_argv "$a_dir" "$a_bin" "$a_class" "$a_mb" "${a_src[@]}"
        runtime_of cc_rule "${cc_argv[@]}"
        memory_opts "$cc_rule" "$compile_mb" cc_mem
        # javac is a JVM too: its heap and stack from the compile's 2048 MB as a run's are
        # (judge/runtime.sh), given as javac's -J flags (it reads no JDK_JAVA_OPTIONS); its
        # JIT stops at the quick first tier (a compile is too short for the second to pay:
        # 1.6 -> 1.1 s of CPU for a small class; the classes it writes are the same); and
        # its own classes mapped from the archive make tools writes, build/jvm/javac.jsa
        # (0.67 -> 0.45 s of CPU a small class; the JVM takes it only when it matches the
        # JDK and these flags, and loads the classes itself otherwise, silently)
        [ "${cc_argv[0]##*/}" != javac ] ||
            cc_argv=("${cc_argv[0]}" -J-XX:+UseSerialGC -J-Xss64m -J-Xmx1920m
                     -J-XX:TieredStopAtLevel=1 "-J-XX:SharedArchiveFile=$root/build/jvm/javac.jsa"
                     "${cc_argv[@]:1}")
        # ecj (POJ's compiler) is a JVM its wrapper starts: the same first tier and its own
        # archive, build/jvm/ecj.jsa, through the rule's JDK_JAVA_OPTIONS (1.4 -> 0.6 s of CPU
        # a small class)
        [ "${cc_argv[0]##*/}" != ecj ] || [ "$cc_rule" != jvm ] ||
            cc_mem[${#cc_mem[@]} - 1]+=" -XX:TieredStopAtLevel=1 -XX:SharedArchiveFile=$root/build/jvm/ecj.jsa"
        # stdout and stderr both into the kept output, as the compiler wrote them
        # TMPDIR inside the build folder: what a compiler stopped at its limit leaves there
        # (gcc's .s files) goes with the folder
        mkdir "$tmp/tmp" || exit 2
        # {each}: the command once for each source, in turn, until one fails (DOMjudge's
        # js and sh compile scripts check every file, not only the entry)
        # shellcheck disable=SC2016 # a script for bash -c, its words expanded there
        local each='exec "$@" 2>&1'
        if [[ " ${cc_argv[*]} " == *" {each} "* ]]; then
            # shellcheck disable=SC2016
            each='exec 2>&1; n=$1; shift; c=("${@:1:n}"); shift "$n"
                  for f; do "${c[@]/#"{each}"/$f}" || exit; done'
            cc_argv=("${#cc_argv[@]}" "${cc_argv[@]}" "${a_src[@]}")
        fi
        "$runguard" -t "$compile_seconds" -w $((compile_seconds * 2 + 5)) "${cc_mem[@]}" -p 64 -f 2560 \
            -V "TMPDIR=$tmp/tmp" -O 1048576 -o "$tmp/compile.out" -d "$tmp" -r "$tmp/compile.res" -- \
            bash -c "$each" compile "${cc_argv[@]}" 2> "$tmp/compile.rgerr"
        st=$?
    fi
    # (the java launcher's note of the jvm rule's options, which ecj's wrapper starts, and the
    # JVM's word on a class-data archive made by another JDK, which it then ignores, are not
    # the compiler's)
    out=$(sed -e '/^NOTE: Picked up JDK_JAVA_OPTIONS:/d' -e '/^\[[0-9.]*s\]\[[a-z ]*\]\[cds\]/d' \
        -e "s|$tmp/$name|$src_file|g" \
        -e "s|$tmp/|${folder:-$final}/|g" "$tmp/compile.out" 2> /dev/null)
    if [ "$st" -ne 0 ]; then
        a_ce="the compiler did not start: $(head -n 1 "$tmp/compile.rgerr")"
    elif [ "${prof[compile]}" != - ] && ! grep -qx 'verdict OK' "$tmp/compile.res"; then
        a_ce=$(sed -n 's/^detail //p' "$tmp/compile.res")
        case "$(sed -n 's/^verdict //p' "$tmp/compile.res")" in
            TLE) a_ce="the compiler ran past its limit ($a_ce)" ;;
            MLE) a_ce="the compiler ran out of memory ($a_ce)" ;;
            RE) a_ce=${out:-the compiler failed ($a_ce)} ;;
            *) a_ce="the compiler's output ran past 1 MB ($a_ce)" ;;
        esac
    elif [ -n "$a_class" ] && [ ! -e "$tmp/${a_class//.//}.class" ]; then
        a_ce="no class $a_class with main after compiling $src_file"
    fi
    if [ -n "$a_ce" ]; then
        rm -rf "$tmp"
        a_dir=$final
        return 1
    fi
    [ -z "$out" ] || attempt_warnings "$src_file" "$judge" "$out"
    rm -rf "$tmp/tmp"
    printf '%s' "$out" > "$tmp/warnings"
    touch "$tmp/ok"
    mv -T "$tmp" "$final" 2> /dev/null || rm -rf "$tmp"
    prune_builds
    a_dir=$final a_bin="$final/attempt"
    a_src=("${a_src[@]/#$tmp/$final}")
    expand "$run" a_argv "$a_dir" "$a_bin" "$a_class" "$a_mb" "${a_src[@]}"
    return 0
}

# py_string TEXT: TEXT to go between double quotes in Python (or JavaScript)
py_string() { local t=${1//\\/\\\\}; printf '%s' "${t//\"/\\\"}"; }

# ce_hints FILE LANGUAGE JUDGE OUTPUT: after a compile error (the compiler's OUTPUT), what a
# learner may not see, one line each: the first character outside ASCII in the source (its
# line, column and code point, and what it is when it is one that looks like a space or a
# quote: a write-up copied from a web page brings U+00A0 where the spaces were), C++ in a
# file named as C, a public Java class named otherwise than the one file JUDGE saves every
# Java source as (POJ's and AtCoder's Main.java: javac's words name the class and the file,
# not why), a C99 loop declaration under C89 (POJ's), and a method missing from the old
# library JUDGE's Java compiles against (POJ's)
ce_hints() {
    local src_file=$1 lang=$2 judge=$3 saved class
    # (a folder program: its compiler's words name its files)
    [ -f "$src_file" ] || return 0
    LC_ALL=C awk '
        BEGIN { for (i = 0; i < 256; i++) byte[sprintf("%c", i)] = i
                name[160] = "a no-break space, invisible"; name[8203] = "a zero-width space, invisible"
                name[65279] = "a byte-order mark, invisible"; name[12288] = "an ideographic space"
                name[8216] = "a curly quote"; name[8217] = "a curly quote"
                name[8220] = "a curly double quote"; name[8221] = "a curly double quote"
                name[8211] = "an en dash"; name[8212] = "an em dash"; name[65307] = "a full-width semicolon" }
        match($0, /[\200-\377]/) {
            b = byte[substr($0, RSTART, 1)]
            if (b >= 245) { n = 1; cp = -1 } else if (b >= 240) { n = 4; cp = b % 8 }
            else if (b >= 224) { n = 3; cp = b % 16 } else if (b >= 194) { n = 2; cp = b % 32 }
            else { n = 1; cp = -1 }
            for (i = 1; i < n; i++) {
                c = byte[substr($0, RSTART + i, 1)]
                if (c < 128 || c > 191) cp = -1
                if (cp >= 0) cp = cp * 64 + c % 64
            }
            if (cp < 0) printf "hint: line %d, column %d holds the byte \\x%02x, not UTF-8 text\n", NR, RSTART, b
            else printf "hint: line %d, column %d holds U+%04X%s: outside a string or a comment no compiler reads it as code; retype it (a write-up copied from a web page brings such characters)\n",
                NR, RSTART, cp, (cp in name) ? " (" name[cp] ")" : ""
            exit
        }' "$src_file"
    if [ "$lang" = c ] &&
        grep -Eq '#include[[:space:]]*<(iostream|vector|bits/stdc\+\+\.h|string|algorithm|map)>|using[[:space:]]+namespace[[:space:]]+std|std::|^[[:space:]]*(public|private):' "$src_file"; then
        echo "hint: $src_file is C++ (its headers, std:: or a class), in a file named as C: name it .cpp"
    fi
    saved=${prof_fact[file/$judge/java]:-}
    if [ "$lang" = java ] && [ -n "$saved" ] && [ "${JUDGE_KEEP_NAME:-0}" != 1 ]; then
        class=$(java_class "$src_file")
        [ "$class.java" = "$saved" ] ||
            echo "hint: $judge saves every Java source as $saved: name the public class ${saved%.java}, not $class"
    fi
    if [ "$lang" = c ] && [[ ${4:-} == *"'for' loop initial declarations are only allowed in C99"* ]]; then
        echo "hint: $judge's C is C89 (docs/judges.md): declare the loop's variable before the for; a judge of today (zoj1039's ZOJ may be one) takes C99, as --judge plain judges it"
    fi
    if [ "$lang" = java ] && [[ ${prof_line[$judge/java]:-} == *'{java7api}'* ]] &&
        [[ ${4:-} == *"is undefined for the type"* ]]; then
        echo "hint: $judge's Java is older than this JDK (docs/judges.md): a method Java 8 or later added (String.join, streams, Map.getOrDefault) is missing there, as in Java 7's library, which judge.sh compiles against"
    fi
}

# attempt_warnings FILE JUDGE OUTPUT: the compiler's warnings, on stderr (the first 10 lines,
# all with -v)
attempt_warnings() {
    echo "judge.sh: $1 compiled ($2 profile) with warnings:" >&2
    if [ "$verbose" -eq 1 ]; then
        printf '%s\n' "$3" | sed 's/^/    /' >&2
    else
        printf '%s\n' "$3" | head -n 10 | sed 's/^/    /' >&2
    fi
}

# leetcode_calls METHOD FILE: how many calls an input holds, by the method's layout
# (judge/leetcode/methods): two numbers a call (pairs), an array a call (arrays)
leetcode_calls() {
    case "${lc_layout[$1]:-}" in
        pairs) echo $(( ($(wc -w < "$2") + 1) / 2 )) ;;
        *) tr -cd '[' < "$2" | wc -c ;;
    esac
}

# leetcode_budget TL METHOD TESTS FILE: the CPU seconds of a LeetCode-form case: LeetCode
# judges a few dozen tests (TESTS) under one limit (TL), so a case of N calls gets TL for each
# TESTS of them (at least TL), and a second more for the run's own start (a JVM's takes a
# third of one), which LeetCode's clock does not count; any one call may take TL
leetcode_budget() {
    local calls
    calls=$(leetcode_calls "$2" "$4")
    awk -v t="$1" -v n="$calls" -v k="$3" 'BEGIN { b = int((n + k - 1) / k); print t * (b > 1 ? b : 1) + 1 }'
}
