# judge/stress.sh - stress mode: a solution against a reference (our solver, or any) on
# generated inputs; the first disagreement shrunk, explained and kept in build/stress/.
# Sourced by judge.sh for --stress only (functions); stress_main runs it and exits.
#
# Reads: root work runguard compare procs tsv icase wall_opt runtime_opt cmd file argv html
#     s_gen s_ref s_count s_seed s_explain s_batchable s_label s_validate s_last_case
#     s_presentation s_mode s_format s_tl s_ml s_wall s_tests s_edges (judge.sh's constants) a_form
#     a_method a_rule (judge/attempt.sh's)
# Constants (set by stress_main before its first run): gen_argv ref_argv (the generator's and the
#     reference's words) s_mem_sol s_mem_ref (the memory options of each side's runs) s_out
#     (where the failure is kept) s_progress s_t0 (a progress line, and since when)
#
# The scan's and the shrink's state is STATE, the name of an associative array (stress_main's
# is "st"), by key: found (the seed index that failed, or ""), batch (1: seeds are run in
# batches), drawn (when the progress line was drawn), format (the input's layout, as
# stress_split found it), rows (2: a counted case written as its count's line and its
# values', else 1), edge and edges (the edge input that failed, how many passed), kind (the failure's verdict, which a shrunk input keeps), tries,
# budget and deadline (the shrink's tries so far, their most, and a far safety net in SECONDS),
# late (1: that net was reached, the shrink cut short); and the
# array STATE_case beside it: the input being shrunk, a case a line.

# stress_explain OPTION FORMAT: the explaining program (s_explain) with OPTION (--explain,
# --explain=html) on the shrunk input, $s_out/input.txt, to stdout; FORMAT arrays: LeetCode
# 486's arrays, given to it as the cards-in-line rows they are ("n a1..an")
stress_explain() {
    if [ "$2" = arrays ]; then
        tr -d '[' < "$s_out/input.txt" | tr ']' '\n' | awk -F , 'NF { print NF; print }' |
            tr ',' ' ' | "$s_explain" "$1"
    else
        "$s_explain" "$1" < "$s_out/input.txt"
    fi
}

# stress_page VERDICT DETAIL CASE FAILED FORMAT: --html's page of the stress run (judge/page.awk),
# one row: the seeds that agreed (FAILED 0), or the failure (VERDICT, its why, CASE: where it
# came from) with the shrunk input, expected output and output kept in $s_out, and the
# explaining program's --explain=html page of the input inlined (when it has one; FORMAT as
# stress_explain takes it); nothing without --html.  Non-zero when the page cannot be
# written.
stress_page() {
    [ -n "$html" ] || return 0
    local v=$1 row d=$work/html
    [[ $v =~ ^(WA|PE|TLE|MLE|RE|OLE)$ ]] || v=WA
    [ "$4" -eq 1 ] || v=AC
    mkdir -p "$d" && : > "$d/rows" && : > "$d/report" || return 1
    tsv_row row "stress $s_label" "${3:-seeds}" "$v" 0 0 "$2"
    printf '%s' "$row" > "$d/report"
    if [ "$4" -eq 1 ]; then
        keep_for_page "$s_out/input.txt" "$s_out/expected.txt" "$s_out/got.txt" "$d/1"
        printf 'stress %s\t%s\t1\n' "$s_label" "$3" > "$d/rows"
        [ -z "$s_explain" ] || stress_explain --explain=html "$5" > "$d/1.explain.html" 2> /dev/null ||
            rm -f "$d/1.explain.html"
    fi
    awk -v status="$4" -v passed=$((1 - $4)) -v failed="$4" -v dir="$d" \
        -f "$root/judge/rows.awk" -f "$root/judge/page.awk" "$d/report" "$d/rows" > "$html" ||
        { echo "judge.sh: cannot write $html" >&2; return 1; }
}

# stress_run IN OUT RES MEMORY TL WALL NAME [SAME] -- ARGV...: one run under TL seconds of CPU
# time, WALL of wall time and the memory options in the array named MEMORY
# (judge/runtime.sh), in a directory of its own (emptied when the run left something there);
# its verdict (RE when runguard could not start it), exit, detail and same (yes: its output
# is the file SAME byte for byte, so no comparer is needed) into the associative array NAME
stress_run() { # IN OUT RES MEMORY TL WALL NAME [SAME] -- ARGV...
    local in=$1 outf=$2 res=$3 tl=$5 wall=$6 same=()
    local -n mem_opts=$4 sr_out=$7
    [ "$8" = -- ] || { same=(-x "$8"); shift; }
    shift 8
    "$runguard" -t "$tl" -w "$wall" "${mem_opts[@]}" -p "$procs" -O 67108864 -i "$in" \
        "${same[@]}" -o "$outf" -e "$outf.err" -d "$work/sr.cwd" -r "$res" -- "$@" 2> /dev/null
    local left=("$work/sr.cwd"/* "$work/sr.cwd"/.[!.]*)
    if [ -e "${left[0]}" ] || [ -e "${left[1]}" ]; then
        rm -rf "$work/sr.cwd" && mkdir "$work/sr.cwd"
    fi
    rg_result "$res" sr_out
    sr_out["verdict"]=${sr_out["verdict"]:-RE}
}

# stress_fails INPUT WHY: does the solution fail on INPUT (which the reference must accept),
# with the problem's last case after it when it has one (s_last_case)?  Returns 0 (fails:
# "VERDICT: detail" in the variable named WHY), 1 (passes), 2 (the reference rejects INPUT).
stress_fails() {
    local in=$1
    local -n sf_why=$2
    local -A r
    # the input ends as the judge's do: the problem's last case after it (judge.conf
    # last_case=: POJ 1143's 0), in s.last
    if [ -n "${s_last_case:-}" ]; then
        { cat "$1"; printf '%s\n' "$s_last_case"; } > "$work/s.last" || return 2
        in=$work/s.last
    fi
    # the problem's own limits first, when it has a validator (EDPC L's 1 <= a_i, say)
    if [ -n "$s_validate" ]; then
        "$s_validate" < "$in" > /dev/null 2>&1
        [ $? -eq 42 ] || return 2
    fi
    stress_run "$in" "$work/s.ref" "$work/s.refres" s_mem_ref "$s_tl" "$s_wall" r -- "${ref_argv[@]}"
    if [ "${r[verdict]}" != OK ] || [ "${r[exit]}" != 0 ]; then
        return 2
    fi
    # a LeetCode-form attempt gets LeetCode's budget for the calls of the input
    local tl=$s_tl wall=$s_wall
    if [ "$a_form" = leetcode ]; then
        tl=$(leetcode_budget "$s_tl" "$a_method" "$s_tests" "$in")
        [ -n "$wall_opt" ] || wall=$(awk -v t="$tl" 'BEGIN { print 2 * t + 1 }')
    fi
    stress_run "$in" "$work/s.got" "$work/s.gotres" s_mem_sol "$tl" "$wall" r "$work/s.ref" -- "${argv[@]}"
    if [ "${r[verdict]}" != OK ]; then
        sf_why="${r[verdict]}: ${r[detail]}"
        if [ "${r[verdict]}" = RE ]; then
            local said
            said=$(what_it_said "$work/s.got.err" "$work/s.got")
            sf_why+=${said:+; $said}
        fi
        return 0
    fi
    # (the reference's output byte for byte: the same in every mode)
    [ "${r[same]}" != yes ] || return 1
    "$compare" --mode "$s_mode" ${icase:+"$icase"} ${s_presentation:+"$s_presentation"} -- \
        "$work/s.ref" "$work/s.got" > "$work/s.why"
    case $? in
        0) return 1 ;;
        3) sf_why="PE: $(cat "$work/s.why")" ;;
        *) sf_why="WA: $(cat "$work/s.why")" ;;
    esac
    return 0
}

# stress_write FILE STATE: the input held in STATE_case (one case a line) written to FILE;
# arrays in LeetCode's layout
stress_write() {
    local c
    local -n sw_st=$2 sw_case=$2_case
    if [ "${sw_st[format]}" = arrays ]; then
        for c in "${sw_case[@]}"; do printf '[%s]\n' "${c// /,}"; done > "$1"
    elif [ "${sw_st[format]}" = counted ] && [ "${sw_st[rows]}" = 2 ]; then
        # (n on a line of its own, the n values on the next, as the input was found)
        for c in "${sw_case[@]}"; do
            if [[ $c == *' '* ]]; then printf '%s\n%s\n' "${c%% *}" "${c#* }"; else printf '%s\n' "$c"; fi
        done > "$1"
    else
        printf '%s\n' "${sw_case[@]}" > "$1"
    fi
}

# stress_try STATE: does the input in STATE_case still make the solution fail the same way
# (kind: WA stays WA, TLE stays TLE), and the reference accept it?  Counts the tries; gives
# up past the budget.
stress_try() {
    local why=""
    local -n tr_st=$1
    stress_time_left "$1" || return 1
    tr_st["tries"]=$((tr_st["tries"] + 1))
    stress_write "$work/s.try" "$1"
    stress_fails "$work/s.try" why && [ "${why%%:*}" = "${tr_st[kind]}" ]
}

# stress_shrink STATE: the failing input in STATE_case made smaller while it still fails:
# drop cases, then numbers inside a counted case (its count lowered with them), each in
# chunks of a half, a quarter, ... down to one (the last first); then halve every value at
# once while it still fails, and lower each value toward 0 (0 first, then a binary search
# between what passed and what fails).  The format: counted
# ("n a1..an" cases), arrays (LeetCode's "[1,5,2]", a case each; STATE_case holds the
# numbers), pairs (two numbers a case) or tokens (no structure known).  Passes until one
# changes nothing; stops at the budget's tries (or the far safety deadline).  The same input
# and attempt give the same tries, so the same result, on any machine.
stress_shrink() {
    local changed=1 pass=0 i j c t w old tok lo hi mid sign format
    local -a keep
    local -n sh_st=$1 sh_case=$1_case
    format=${sh_st[format]}
    while [ "$changed" -eq 1 ] && [ "$pass" -lt 16 ] && stress_time_left "$1"; do
        changed=0 pass=$((pass + 1))
        # drop whole cases (one is always kept)
        for ((c = ${#sh_case[@]} / 2; c >= 1; c /= 2)); do
            for ((i = ${#sh_case[@]} - c; i >= 0 && ${#sh_case[@]} > c; i -= c)); do
                keep=("${sh_case[@]}")
                sh_case=("${keep[@]:0:i}" "${keep[@]:i+c}")
                if stress_try "$1"; then changed=1; else sh_case=("${keep[@]}"); fi
            done
        done
        # drop numbers: inside a counted case (never its count), or any token
        for ((i = 0; i < ${#sh_case[@]}; i++)); do
            [ "$format" != pairs ] || break
            read -r -a t <<< "${sh_case[i]}"
            lo=1
            [ "$format" != tokens ] && [ "$format" != arrays ] || lo=0
            for ((c = (${#t[@]} - lo + 1) / 2; c >= 1; c /= 2)); do
                for ((j = ${#t[@]} - c; j >= lo; j -= c)); do
                    w=("${t[@]:0:j}" "${t[@]:j+c}")
                    [ "$format" != counted ] || w[0]=$((t[0] - c))
                    old=${sh_case[i]}
                    sh_case[i]="${w[*]}"
                    if stress_try "$1"; then
                        changed=1 t=("${w[@]}")
                    else
                        sh_case[i]=$old
                    fi
                done
            done
        done
        # all values at once halved, while it still fails; then
        ! stress_halve_all "$1" || changed=1
        # lower values toward 0, the sign kept: 0; in a later pass one less, which tells a
        # value already as low as it goes in one try; then a binary search between the
        # largest that passed and the smallest that fails (a local bound: failing need not
        # be monotone)
        for ((i = 0; i < ${#sh_case[@]}; i++)); do
            read -r -a t <<< "${sh_case[i]}"
            for ((j = 0; j < ${#t[@]}; j++)); do
                tok=${t[j]}
                stress_value "$format" "$j" "$tok" 1 || continue
                sign=${tok%%[0-9]*} hi=${tok#-} lo=0
                if stress_set "$1" "$i" "$j" 0; then changed=1; continue; fi
                if [ "$pass" -gt 1 ] && [ "$hi" -gt 1 ]; then
                    stress_set "$1" "$i" "$j" "$sign$((hi - 1))" || continue
                    changed=1 hi=$((hi - 1))
                fi
                while [ $((hi - lo)) -gt 1 ]; do
                    mid=$((lo + (hi - lo) / 2))
                    if stress_set "$1" "$i" "$j" "$sign$mid"; then hi=$mid changed=1; else lo=$mid; fi
                done
            done
        done
    done
}

# stress_halve_all STATE: every value of STATE_case of 2 or more (not a counted case's count)
# halved at once, toward 0, and again while the solution still fails the same way (a row's
# values shrink together in a few tries, before each is searched alone); status 0 when a
# halving held
stress_halve_all() {
    local -n ha_st=$1 ha_case=$1_case
    local -a keep t
    local i j held=1 moved
    while stress_time_left "$1"; do
        keep=("${ha_case[@]}") moved=0
        for ((i = 0; i < ${#ha_case[@]}; i++)); do
            read -r -a t <<< "${ha_case[i]}"
            for ((j = 0; j < ${#t[@]}; j++)); do
                stress_value "${ha_st[format]}" "$j" "${t[j]}" 2 || continue
                t[j]=$((t[j] / 2)) moved=1
            done
            ha_case[i]="${t[*]}"
        done
        [ "$moved" -eq 1 ] || break
        if stress_try "$1"; then held=0; else ha_case=("${keep[@]}"); break; fi
    done
    return $held
}

# stress_value FORMAT J TOKEN LEAST: is TOKEN, the J-th of a case, a value the shrink may lower
# (a number of at least LEAST away from 0, and not a counted case's count)?
stress_value() {
    [ "$1" != counted ] || [ "$2" -ne 0 ] || return 1
    [[ $3 =~ ^-?[0-9]{1,17}$ ]] && [ "${3#-}" -ge "$4" ]
}

# stress_set STATE I J V: case I of STATE_case with its J-th number made V, kept while the
# solution still fails the same way (status 0), else put back (1)
stress_set() {
    local -n ss_case=$1_case
    local -a t
    local old=${ss_case[$2]}
    read -r -a t <<< "$old"
    t[$3]=$4
    ss_case[$2]="${t[*]}"
    stress_try "$1" && return 0
    ss_case[$2]=$old
    return 1
}

# stress_time_left STATE: within the shrink's budget of tries, and before its deadline (a
# far safety net: minutes; passing it sets STATE's late, which the report names)?
stress_time_left() {
    local -n tl_st=$1
    [ "${tl_st[tries]}" -lt "${tl_st[budget]}" ] || return 1
    [ "$SECONDS" -lt "${tl_st[deadline]}" ] && return 0
    tl_st["late"]=1
    return 1
}

# stress_split FILE STATE: FILE's tokens split into cases in STATE_case, by its format (a
# counted input that does not count right is tokens, its format made so); STATE's rows, 2
# when a counted input's first line holds its count alone (EDPC L's n, then the values: the
# shrunk inputs are written so), else 1
stress_split() {
    local -a tok
    local i=0 n
    local -n sp_st=$2 sp_case=$2_case
    sp_case=()
    if [ "${sp_st[format]}" = arrays ]; then
        # LeetCode's arrays, "[1,5,2]": a case each, its numbers
        mapfile -t sp_case < <(tr -d ' \t\r\n\v\f' < "$1" | tr ']' '\n' | tr -d '[' |
                               tr ',' ' ' | sed '/^$/d')
        return
    fi
    mapfile -t tok < <(tr -s ' \t\r\n\v\f' '\n' < "$1" | sed '/^$/d')
    case "${sp_st[format]}" in
        pairs)
            for ((i = 0; i + 1 < ${#tok[@]}; i += 2)); do sp_case+=("${tok[i]} ${tok[i+1]}"); done ;;
        counted)
            sp_st["rows"]=1
            [ "$(head -n 1 "$1" | wc -w)" -ne 1 ] || sp_st["rows"]=2
            while [ "$i" -lt "${#tok[@]}" ]; do
                n=${tok[i]}
                [[ $n =~ ^[0-9]{1,6}$ ]] || { sp_case=("${tok[*]}"); sp_st["format"]=tokens; return; }
                sp_case+=("${tok[*]:i:n+1}")
                i=$((i + n + 1))
            done ;;
        *) sp_case=("${tok[*]}") ;;
    esac
}

# stress_scan FROM TO STATE: the first seed index in FROM..TO-1 whose input makes the
# solution fail, in STATE's found ("" if none; why, in its why), its input in $work/s.in.  Batches: the seeds up to the next
# change of size, their inputs joined (our generators print them in one call: GEN SEED SIZE
# COUNT), one run each side; on a difference the seeds of the batch run one by one.
stress_scan() {
    local k=$1 to=$2 B v j size why
    local -n sc_st=$3
    sc_st["found"]=""
    while [ "$k" -lt "$to" ]; do
        B=1
        [ "${sc_st[batch]}" -eq 0 ] || B=$((20 - k % 20))
        [ "$B" -le $((to - k)) ] || B=$((to - k))
        stress_size "$k" size
        if [ "$B" -gt 1 ]; then
            "${gen_argv[@]}" $((s_seed + k)) "$size" "$B" > "$work/s.in"
        else
            "${gen_argv[@]}" $((s_seed + k)) "$size" > "$work/s.in"
        fi || { echo "judge.sh: the generator failed on seed $((s_seed + k))" >&2; exit 2; }
        stress_fails "$work/s.in" why
        v=$?
        if [ "$v" -eq 2 ] && [ "$B" -eq 1 ]; then
            echo "judge.sh: the reference rejects the generator's input for seed $((s_seed + k)):" >&2
            head -c 300 "$work/s.ref.err" >&2
            exit 2
        fi
        if [ "$v" -eq 0 ] && [ "$B" -eq 1 ]; then
            sc_st["found"]=$k sc_st["why"]=$why
            return
        fi
        if [ "$v" -ne 1 ]; then
            for ((j = 0; j < B; j++)); do
                "${gen_argv[@]}" $((s_seed + k + j)) "$size" > "$work/s.in"
                stress_fails "$work/s.in" why
                v=$?
                if [ "$v" -eq 2 ]; then
                    echo "judge.sh: the reference rejects the generator's input for seed $((s_seed + k + j))" >&2
                    exit 2
                fi
                if [ "$v" -eq 0 ]; then
                    sc_st["found"]=$((k + j)) sc_st["why"]=$why
                    return
                fi
            done
            # every seed passes alone: the solution reads one case only; no more batches
            sc_st["batch"]=0
        fi
        k=$((k + B))
        stress_progress "$k" "$size" "$3"
    done
}

# stress_edges STATE: the problem's edge inputs (s_edges: judge.conf edges=), in order,
# before any seed: the first that makes the solution fail in STATE's edge (its path) and
# why, its input in $work/s.in; STATE's edges, how many passed before it (all when none
# fails)
stress_edges() {
    local f why v
    local -n se_st=$1
    se_st["edge"]="" se_st["edges"]=0
    for f in "${s_edges[@]}"; do
        cp -- "$f" "$work/s.in" || exit 2
        stress_fails "$work/s.in" why
        v=$?
        if [ "$v" -eq 2 ]; then
            echo "judge.sh: the reference or the validator rejects the edge input ${f#"$root/"}" >&2
            head -c 300 "$work/s.ref.err" >&2
            exit 2
        fi
        if [ "$v" -eq 0 ]; then
            se_st["edge"]=$f se_st["why"]=$why
            return
        fi
        se_st["edges"]=$((se_st[edges] + 1))
    done
}

# stress_progress K SIZE STATE: on a terminal (stderr, and not --tsv), a line that says how
# far the scan is: K seeds done, the rate (since s_t0), the SIZE now; redrawn at most 5
# times a second (STATE's drawn: when it was last)
stress_progress() {
    [ "$s_progress" -eq 1 ] || return 0
    local now=${EPOCHREALTIME/./}
    local -n pg_st=$3
    [ $((now - pg_st["drawn"])) -ge 200000 ] || return 0
    pg_st["drawn"]=$now
    printf '\rstress %s: %d of %d seeds, %d seeds/s, size %d \033[K' "$s_label" "$1" "$s_count" \
        $(( $1 * 1000000 / (now - s_t0 + 1) )) "$2" >&2
}

# stress_size K NAME: the size of seed index K into NAME: tiny inputs first, size 1 for the
# first 20 seeds, 2 for the next 20, ... at most 30
stress_size() {
    local -n size_out=$2
    size_out=$((1 + $1 / 20))
    [ "$size_out" -le 30 ] || size_out=30
}

stress_main() {
    local t1 first k more=0 best best_tokens tokens
    local -A st=([found]="" [why]="" [batch]=0 [drawn]=0 [format]=$s_format [rows]=1 [kind]=""
                 [tries]=0 [budget]=0 [deadline]=0 [late]=0 [edge]="" [edges]=0)
    local -a st_case=()
    gen_argv=() ref_argv=()
    [ -n "$file" ] || command_argv "$cmd" argv
    command_argv "$s_gen" gen_argv
    command_argv "$s_ref" ref_argv
    runnable "${argv[@]}" && runnable "${gen_argv[@]}" && runnable "${ref_argv[@]}" || exit 2
    [ "${gen_argv[0]}" != bash ] || gen_argv=(bash -c "${gen_argv[2]} \"\$@\"" gen)
    local sol_rule=${runtime_opt:-${a_rule:-}} ref_rule
    [ -n "$sol_rule" ] || runtime_of sol_rule "${argv[@]}"
    runtime_of ref_rule "${ref_argv[@]}"
    memory_opts "$sol_rule" "$s_ml" s_mem_sol
    memory_opts "$ref_rule" "$s_ml" s_mem_ref
    [ "$a_form" != leetcode ] ||
        s_mem_sol+=(-V "JUDGE_CALL_SECONDS=$s_tl" -T '^judge.sh: call ')
    s_out="$root/build/stress/$s_label"
    mkdir -p "$s_out" "$work/sr.cwd" || exit 2
    # (an earlier run's failure is not left to be read as this one's)
    rm -f "$s_out"/{input,expected,got,stderr,seed,found,explain}.txt
    [ -z "$s_batchable" ] || st["batch"]=1
    s_progress=0
    [ ! -t 2 ] || [ "$tsv" -eq 1 ] || [ "${TERM:-dumb}" = dumb ] || s_progress=1
    s_t0=${EPOCHREALTIME/./}
    # the problem's edges first (the smallest and largest inputs it allows), then the seeds
    stress_edges st
    [ -n "${st[edge]}" ] || stress_scan 0 "$s_count" st
    t1=${EPOCHREALTIME/./}
    [ "$s_progress" -eq 0 ] || printf '\r\033[K' >&2
    if [ -z "${st[found]}" ] && [ -z "${st[edge]}" ]; then
        local edges=""
        [ "${st[edges]}" -eq 0 ] || edges="its ${st[edges]} edge input$([ "${st[edges]}" -eq 1 ] || echo s) and "
        echo "stress $s_label: ${edges}seeds $s_seed..$((s_seed + s_count - 1)) agree ($(awk -v n="$s_count" \
            -v us=$((t1 - s_t0)) 'BEGIN { printf "%.0f", n / (us / 1e6) }') seeds/s)"
        stress_page AC "${edges}seeds $s_seed..$((s_seed + s_count - 1)) agree" "" 0 "" || exit 2
        echo "$((st[edges] + s_count)) passed, 0 failed"
        exit 0
    fi
    # a shrink stops at a local minimum, so two more failures among the next 100 seeds are
    # shrunk too, and the smallest result (fewest numbers) is kept
    first=${st[found]}
    # (the shrink is bounded by its tries, 500 a failure; ten minutes is only a safety net for
    # an attempt slow on every try, and the report says when it was reached)
    st["tries"]=0 st["deadline"]=$((SECONDS + 600))
    best="" best_tokens=0
    k=$first
    # (an edge input that fails is shrunk first, as seed index -1, its "seed" its path; then
    # two more failures among the first 100 seeds)
    [ -z "${st[edge]}" ] || k=-1 first=-1
    while :; do
        cp "$work/s.in" "$work/s.found"
        st["kind"]=${st[why]%%:*}
        stress_split "$work/s.found" st
        st["budget"]=$((st[tries] + 500))
        stress_shrink st
        tokens=$(printf '%s\n' "${st_case[@]}" | wc -w)
        if [ -z "$best" ] || [ "$tokens" -lt "$best_tokens" ]; then
            best=$((s_seed + k)) best_tokens=$tokens
            [ "$k" -ge 0 ] || best=${st[edge]#"$root/"}
            stress_write "$s_out/input.txt" st
            cp "$work/s.found" "$s_out/found.txt"
        fi
        more=$((more + 1))
        if [ "$more" -ge 3 ] || [ "${st[late]}" -eq 1 ]; then
            break
        fi
        stress_scan $((k + 1)) $((first + 101 < s_count ? first + 101 : s_count)) st
        [ -n "${st[found]}" ] || break
        k=${st[found]}
    done
    stress_fails "$s_out/input.txt" "st[why]"
    # (input.txt as it ran: with the problem's last case)
    [ -z "${s_last_case:-}" ] || cp "$work/s.last" "$s_out/input.txt"
    cp "$work/s.ref" "$s_out/expected.txt"
    cp "$work/s.got" "$s_out/got.txt"
    cp "$work/s.got.err" "$s_out/stderr.txt"
    echo "$best" > "$s_out/seed.txt"
    # in plain words: which input failed (and what agreed before it), what it was shrunk to,
    # expected and got, why
    local agreed="" n_words
    [ "${st[edges]}" -eq 0 ] ||
        agreed="its ${st[edges]} edge input$([ "${st[edges]}" -eq 1 ] || echo s)"
    if [ -n "${st[edge]}" ]; then
        echo "stress $s_label: the edge input ${st[edge]#"$root/"} fails (before any seed${agreed:+; $agreed before it agreed})"
    else
        [ "$first" -eq 0 ] || agreed="${agreed:+$agreed and }seeds $s_seed..$((s_seed + first - 1))"
        echo "stress $s_label: seed $((s_seed + first)) is the first that fails${agreed:+ ($agreed agreed)}"
    fi
    n_words="$best_tokens $([ "$best_tokens" -eq 1 ] && echo number || echo numbers)"
    echo "  shrunk:   to $n_words, the smallest failing input found (from $([[ $best == */* ]] || echo "seed ")$best; ${st[tries]} tries)"
    [ "${st[late]}" -eq 0 ] ||
        echo "  (the shrink stopped at its safety net, ten minutes: a smaller input may fail too)"
    echo "  input:    $(head -c 300 "$s_out/input.txt" | tr '\n' '|')"
    echo "  expected: $(head -c 300 "$s_out/expected.txt" | tr '\n' '|')"
    echo "  got:      $(head -c 300 "$s_out/got.txt" | tr '\n' '|')"
    echo "  why:      ${st[why]}"
    if [ -n "$s_explain" ]; then
        stress_explain --explain "${st[format]}" > "$s_out/explain.txt" 2>&1
        echo "  optimal play ($s_label --explain):"
        # (its blank lines at the end left out)
        head -n 30 "$s_out/explain.txt" | awk '/[^ ]/ { for (; gap > 0; gap--) print ""; print; next }
            { gap++ }' | sed 's/^/    /'
    fi
    echo "  saved in $s_out/ (input.txt expected.txt got.txt stderr.txt seed.txt found.txt${s_explain:+ explain.txt})"
    stress_page "${st[kind]}" "${st[why]}" "$([[ $best == */* ]] || echo "seed ")$best, shrunk" 1 \
        "${st[format]}" ||
        exit 2
    echo "$((st[edges] + (first < 0 ? 0 : first))) passed, 1 failed"
    exit 1
}
