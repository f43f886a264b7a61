# judge/input.sh - judge.sh --input FILE: an attempt on an input of one's own, from a file or
# stdin, with no answer file: the problem's folder's limits and judge (its judge.conf), our
# solver's answer beside the attempt's output when the problem has one (bin/NAME, or its
# judge.conf's ref=), and our --explain of the input on request.  Sourced by judge.sh for
# --input only (functions); judge.sh judges the folder input_case makes, then input_show.
#
# Reads: root work runguard input_file explain_opt (judge.sh's constants)

# input_case DIR PDIR NAME REF: the folder DIR of one case, input.in (input_file, "-" for
# stdin) and its answer input.out, with PDIR's judge.conf (PDIR: the problem's folder, or
# ""); the answer our reference's output (NAME's solver, bin/NAME, else PDIR's judge.conf
# ref=), its path into the variable named REF ("" when there is none: input.out empty, the
# output then not compared).  An input the problem's validator (judge.conf validate=)
# refuses is said on stderr, and judged all the same; one our reference refuses is a usage
# error (its message said), as our solvers refuse bad input.
input_case() {
    local d=$1 pdir=$2 name=$3 v said
    local -n ic_ref=$4
    local -A ic=()
    mkdir -p "$d" || exit 2
    if [ "$input_file" = - ]; then
        cat > "$d/input.in" || exit 2
    else
        [[ -f $input_file && -r $input_file ]] || die_usage "--input $input_file: no such file"
        cp -- "$input_file" "$d/input.in" || exit 2
    fi
    ic_ref=""
    conf "${pdir:-/dev/null}" ic
    [ -z "$pdir" ] || [ ! -f "$pdir/judge.conf" ] || cp -- "$pdir/judge.conf" "$d/" || exit 2
    # a problem package: its time and memory limits (problem.yaml, .timelimit), as judge.conf
    # lines of the input's folder (its validators and types are not taken)
    if [ -n "$pdir" ] && is_package "$pdir"; then
        local -A ip=()
        package "$pdir" ip
        { [ -z "${ip[tl]}" ] || echo "tl=${ip[tl]}"; echo "ml=${ip[ml]}"; } > "$d/judge.conf"
        echo "judge.sh: --input: the limits of the package $pdir: ${ip[tl]:-2 (none given)} s, ${ip[ml]} MB (its validators are not run: the output is not compared)" >&2
    fi
    if [ -n "$name" ] && [ -f "$root/solvers/$name/main.c" ]; then
        ic_ref=bin/$name
    else
        ic_ref=${ic[ref]}
    fi
    if [ -n "${ic[validate]}" ] && make -s -C "$root" "${ic[validate]}" > /dev/null 2>&1; then
        "$root/${ic[validate]}" < "$d/input.in" > /dev/null 2> "$work/input.val"
        v=$?
        [ "$v" -eq 42 ] || echo "judge.sh: note: not an input ${name:-this problem}'s judge would give ($(head -n 1 "$work/input.val")); judged all the same" >&2
    fi
    # an input that does not end with the problem's last case (judge.conf last_case=: POJ
    # 1143's 0), which every input of its judge's does: said, and judged all the same
    if [ -n "${ic[last_case]}" ]; then
        local end
        end=$(tail -c 200 "$d/input.in" | tr -s '[:space:]' ' ')
        end=" ${end% }"
        [[ $end == *" ${ic[last_case]}" ]] ||
            echo "judge.sh: note: ${name:-this problem}'s inputs end with the case ${ic[last_case]} (judge.conf last_case=), as its judge's do; this one does not, so an attempt that waits for it reads to the end here" >&2
    fi
    if [ -z "$ic_ref" ]; then
        : > "$d/input.out"
        return
    fi
    if ! make -s -C "$root" "$ic_ref" > "$work/input.build" 2>&1; then
        echo "judge.sh: cannot build our $ic_ref:" >&2
        sed 's/^/    /' "$work/input.build" >&2
        exit 2
    fi
    "$runguard" -t 60 -m 2048 -a 0 -b 0 -i "$d/input.in" -o "$d/input.out" -O 1073741824 \
        -e "$work/input.referr" -r "$work/input.refres" -- "$root/$ic_ref" 2> /dev/null
    if ! grep -qx 'verdict OK' "$work/input.refres" 2> /dev/null; then
        said=$(head -n 1 "$work/input.referr" 2> /dev/null)
        die_usage "--input: our $ic_ref refuses this input: ${said:-$(sed -n 's/^detail //p' "$work/input.refres" 2> /dev/null)}"
    fi
}

# input_show DIR GOT REF NAME: after the case of DIR was judged, its input, the attempt's
# output GOT and our answer (REF's, or "not compared" when REF is ""), each cut at 300
# bytes, a line break shown as |; with --explain, NAME's explain of the input (its judge.conf
# explain=, else bin/NAME)
input_show() {
    local d=$1 got=$2 ref=$3 name=$4 ex
    local -A is=()
    input_line "input:" "$d/input.in"
    input_line "output:" "$got"
    if [ -n "$ref" ]; then
        input_line "expected:" "$d/input.out" " (our $ref)"
    else
        echo "  expected: (none: no solver of ours for this folder, so the output is not compared; AC means it ran within the limits and exited 0)"
    fi
    [ "$explain_opt" -eq 1 ] || return 0
    conf "$d" is
    ex=${is[explain]:-}
    [ -n "$ex" ] || [ -z "$name" ] || [ ! -f "$root/solvers/$name/main.c" ] || ex=bin/$name
    if [ -z "$ex" ]; then
        echo "  optimal play: (no --explain for this folder: it has no solver of ours)"
        return 0
    fi
    make -s -C "$root" "$ex" > /dev/null 2>&1 || { echo "judge.sh: cannot build $ex" >&2; exit 2; }
    echo "  optimal play (${ex#bin/} --explain):"
    # (LeetCode 486's arrays, "[1,5,2]", are cards-in-line rows "n a1 .. an" for its explain)
    if grep -q '^[[:space:]]*\[' "$d/input.in"; then
        tr -d '[' < "$d/input.in" | tr ']' '\n' | awk -F , 'NF { print NF; print }' | tr ',' ' '
    else
        cat -- "$d/input.in"
    fi | "$root/$ex" --explain 2>&1 | head -n 30 |
        awk '/[^ ]/ { for (; gap > 0; gap--) print ""; print "    " $0; next } { gap++ }'
}

# input_line LABEL FILE [AFTER]: "  LABEL FILE's first 300 bytes" (a line break shown as |,
# "..." when there is more), then AFTER
input_line() {
    local more=""
    [ "$(wc -c < "$2")" -le 300 ] || more=...
    printf '  %-9s %s%s%s\n' "$1" "$(head -c 300 "$2" | tr '\n' '|')" "$more" "${3:-}"
}
