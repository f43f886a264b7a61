#!/usr/bin/env bash
# doc_test.sh [FILE.md...]: every example in README.md and docs/*.md, run as it is written, its
# output against the transcript's (default: all of them).  Last line: "N passed, N failed".
#
# An example is a fenced block whose first line starts with "$ ": each "$ " line is a command
# (a line ending in "\" goes on to the next), the lines after it, up to the next "$ ", what it
# prints (stdout and stderr, in the order written).  The commands of one block run one after
# the other in one bash, from the kit's folder, so "$ cmd; echo $?" shows an exit status and
# a later command sees what an earlier one made.  Matching, line by line:
#   - a line "..." stands for any number of lines (none too);
#   - "…" in a line stands for any text;
#   - empty lines at the end count on neither side;
#   - a number with a fraction before " s", " ms", " MB" or " KB" (a time or a size) matches
#     any such number, and runs of blanks match any run of blanks.
# Also checked: every link to a file of the kit (and its anchor) leads somewhere; README.md
# is at most 200 lines and shows judge.sh judging an attempt within
# its first 40; every option of judge.sh --help is in docs/judge.md and every long option and
# report key of runguard in docs/runner.md, so that neither can fall behind the programs.
# shellcheck source=tests/lib.sh
. "$(dirname "$0")/lib.sh"

cd "$root" || exit 2
if [ $# -eq 0 ]; then set -- README.md docs/*.md; fi
export NO_COLOR=1

# norm: stdin's lines as they are compared (times and sizes, blanks at the end, runs of blanks)
norm() {
    sed -E 's/[0-9]+\.[0-9]+ (s|ms|MB|KB)\b/N \1/g; s/[[:blank:]]+$//; s/[[:blank:]]+/ /g'
}

# glob LINE: the expected LINE as a bash pattern, "…" any text, every other character itself
glob() {
    local s=$1
    s=${s//\\/\\\\} s=${s//\*/\\*} s=${s//\?/\\?} s=${s//\[/\\[}
    printf '%s' "${s//…/*}"
}

# matches I J: true when expected lines want[I..] match got lines got[J..] ("..." any lines)
matches() {
    local i=$1 j=$2 k
    while [ "$i" -lt ${#want[@]} ]; do
        if [ "${want[i]}" = ... ]; then
            for ((k = j; k <= ${#got[@]}; k++)); do
                matches $((i + 1)) "$k" && return 0
            done
            return 1
        fi
        [ "$j" -lt ${#got[@]} ] || return 1
        # shellcheck disable=SC2053 # the right side is a pattern, on purpose
        [[ ${got[j]} == $(glob "${want[i]}") ]] || return 1
        i=$((i + 1)) j=$((j + 1))
    done
    [ "$j" -eq ${#got[@]} ]
}

# blocks FILE: each example of FILE as records "LINE<TAB>cmd<TAB>COMMAND" (its lines joined
# by \001) and "LINE<TAB>out<TAB>TEXT", a line "LINE<TAB>end" after each block
blocks() {
    awk 'BEGIN { OFS = "\t" }
         /^```/ { if (!inb) { inb = 1; ex = 0; first = 1; next }
                  inb = 0; if (ex) print start, "end"; next }
         !inb { next }
         first { first = 0; if (substr($0, 1, 2) != "$ ") next; ex = 1; start = NR }
         !ex { next }
         cont { cmd = cmd "\001" $0; cont = /\\$/; if (!cont) print n, "cmd", cmd; next }
         substr($0, 1, 2) == "$ " { n = NR; cmd = substr($0, 3); cont = /\\$/
                                    if (!cont) print n, "cmd", cmd; next }
         { print NR, "out", $0 }' "$1"
}

# run_block: the block's commands in one bash, each one's output into $work/out.N.  A block
# whose commands are an earlier block's, word for word, is not run again: its outputs are that
# block's (the examples print the same bytes at every run, which these checks hold; README.md
# and docs/stress.md show the same --stress run)
declare -A ran=()
run_block() {
    local n script="" line
    for n in "${!cmds[@]}"; do
        printf -v line 'exec > %q 2>&1\n%s\n' "$work/out.$n" "${cmds[n]}"
        script+=$line
    done
    rm -f "$work"/out.*
    if [ -n "${ran[$script]:-}" ]; then
        cp "${ran[$script]}"/out.* "$work/" 2> /dev/null
        return
    fi
    printf '%s' "$script" > "$work/script"
    timeout -k 5 600 bash "$work/script" < /dev/null > /dev/null 2>&1
    ran[$script]=$work/ran.${#ran[@]}
    mkdir "${ran[$script]}" && cp "$work"/out.* "${ran[$script]}/" 2> /dev/null
}

checked=0
for f in "$@"; do
    cmds=() lines=() wants=()
    while IFS=$'\t' read -r line kind text; do
        case "$kind" in
            cmd) cmds+=("${text//$'\001'/$'\n'}") lines+=("$line") wants+=("") ;;
            out) wants[${#wants[@]} - 1]+="$text"$'\n' ;;
            end)
                run_block
                for n in "${!cmds[@]}"; do
                    mapfile -t want < <(printf '%s' "${wants[n]}" | norm)
                    mapfile -t got < <(norm < "$work/out.$n" 2> /dev/null)
                    # (empty lines at the end count on neither side)
                    while [ ${#want[@]} -gt 0 ] && [ -z "${want[-1]}" ]; do unset 'want[-1]'; done
                    while [ ${#got[@]} -gt 0 ] && [ -z "${got[-1]}" ]; do unset 'got[-1]'; done
                    checked=$((checked + 1))
                    if matches 0 0; then
                        ok
                    else
                        fail "$f:${lines[n]}: \$ ${cmds[n]}"
                        diff <(printf '%s\n' "${want[@]}") <(printf '%s\n' "${got[@]}") |
                            head -n 30 | sed 's/^/    /'
                    fi
                done
                cmds=() lines=() wants=()
                ;;
        esac
    done < <(blocks "$f")
done
[ "$checked" -gt 0 ] || fail "no example found in $*"

# README: short, and judging an attempt on its first screen
n=$(wc -l < README.md)
expect "README.md is at most 200 lines (it has $n)" [ "$n" -le 200 ]
first=$(grep -n '^\$ \./judge\.sh [a-z0-9-]* [^ ]*\.[a-z]*$' README.md | head -n 1 | cut -d: -f1)
expect "README.md judges an attempt within its first 40 lines (first at line ${first:-none})" \
    [ "${first:-999}" -le 40 ]
# ... and names, in its table of commands (its first 60 lines), what a user first needs: -v,
# our solver alone (bin/NAME), the file to paste (dist/NAME.c), what a package holds
for w in './judge.sh -v ' 'bin/NAME' 'dist/NAME.c' 'problem.yaml' 'an input validator' '--verify --junit'; do
    expect "README.md's first 60 lines name $w" grep -qF -- "$w" <(head -n 60 README.md)
done
# POJ's compilers, one fact (its FAQ: MinGW GCC 4.4.0, docs/judges.md): an older version
# only where the line says it is older
expect "POJ's GCC is 4.4.0 everywhere (GCC 3.4 only as older pages')" \
    bash -c '! grep -rn "GCC 3\.4\|VC++ 6" README.md docs solvers judge tests/*.sh | grep -v older'

# every link to a file of the kit leads to one, and an anchor to a heading there (GitHub's
# rule: lower case, punctuation left out, each space a "-")
for f in "$@"; do
    while read -r link; do
        path=${link%%#*} anchor=${link#"$path"}
        [ -n "$path" ] && target=$(dirname "$f")/$path || target=$f
        if [ ! -e "$target" ]; then
            fail "$f: a link to $link: no such file"
        elif [ -n "$anchor" ]; then
            slugs=$(sed -n 's/^#\{1,6\} //p' "$target" | tr '[:upper:]' '[:lower:]' | sed 's/[^a-z0-9 _-]//g; s/ /-/g')
            expect "$f: a link to $link: no such heading" grep -qxF -- "${anchor#\#}" <<< "$slugs"
        else
            ok
        fi
    done < <(grep -oE '\]\([^)[:space:]]+\)' "$f" | sed 's/^](//; s/)$//' | grep -v '^[a-z]*:')
done

# judge.sh --help is one screen: at most 60 lines of at most 100 columns (the rest in
# docs/judge.md)
./judge.sh --help > "$work/help"
expect "judge.sh --help: at most 60 lines ($(wc -l < "$work/help"))" [ "$(wc -l < "$work/help")" -le 60 ]
expect "judge.sh --help: at most 100 columns" awk 'length > 100 { exit 1 }' "$work/help"
# the references name every option and report key the programs have
for o in $(./judge.sh --help | grep -oE '(^|[ ,])--?[a-z][a-z-]*' | tr -d ' ,' | sort -u); do
    expect "docs/judge.md names judge.sh's option $o" grep -qe "\`${o}[\` ]" docs/judge.md
done
for o in $(make -s build/runguard > /dev/null && build/runguard --help 2>&1 |
    grep -oE -- '--[a-z][a-z-]*' | sort -u); do
    expect "docs/runner.md names runguard's option $o" grep -qe "\`[^\`]*${o}[\` ]" docs/runner.md
done
for k in $(build/runguard -- true | awk '{ print $1 }') same; do
    expect "docs/runner.md defines runguard's report key \"$k\"" grep -qe "^| \`$k" docs/runner.md
done
echo "doc examples and references: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
