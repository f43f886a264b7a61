# judge/testcase.sh - one case: run under build/runguard in a fresh directory, the output
# compared (build/compare) or checked (a checker), the verdict and its detail written.
# Sourced by judge.sh (functions only).
#
# Reads: root work runguard compare interact procs verbose keep_got html (judge.sh's constants) a_form
#     a_method a_lang a_profile a_argv lc_layout prof_fact (judge/attempt.sh's)
#
# Each function that runs or judges a case is given FOLDER, the name of the folder's
# settings (judge.sh's judge_dir sets them): an associative array, by key: mode, icase,
# presentation (the comparer's options: --mode, --ignore-case, --presentation or ""),
# protocol (the checker's: testlib or kattis), pkg (a package's check: default, custom, or
# ""), flags (the case's validator flags), cmp (for pkg default, the comparer's options
# those flags give), transcript (where a failed interactive case's exchange is kept),
# one_case and tests (judge.conf's one_case= and leetcode_tests=), passes, pass_runner and
# feedback (a multi-pass problem's: at most how many passes, run_case or run_interactive for
# each, and the feedback folder kept from pass to pass, set by run_multipass); and three arrays beside
# it: FOLDER_argv (the checker's words, empty for the comparer), FOLDER_mem (its memory
# options) and FOLDER_run (the memory options of the case's own runs, judge/runtime.sh).

# check_output FOLDER IN ANS GOT VERDICT DETAIL SCORE: the verdict of the output, by the
# comparer or the checker of the folder, into the variables named VERDICT (AC, WA, PE or JE)
# and DETAIL, and into SCORE the score the checker gave ("" none): a testlib checker's
# points (quitp: exit 7, "points N" on stderr), a package validator's score.txt, or its
# score_multiplier.txt as "xM".  The comparer gets the folder's mode, icase and presentation (PE: a folder whose
# judge.conf says pe=whitespace), or, for a package's default validator (pkg default), the
# options of the case's validator flags (cmp); a package's own validator gets the flags as
# arguments.
# shellcheck disable=SC2034 # co_verdict, co_detail and co_score are the caller's, by name
check_output() {
    local -n co_f=$1 co_argv=$1_argv co_mem=$1_mem co_verdict=$5 co_detail=$6 co_score=$7
    local in=$2 ans=$3 got=$4 st fb opts=() flags=() p said
    co_score=""
    if [ ${#co_argv[@]} -eq 0 ]; then
        if [ "${co_f[pkg]}" = default ]; then
            read -r -a opts <<< "${co_f[cmp]}"
        else
            opts=(--mode "${co_f[mode]}" ${co_f[icase]:+"${co_f[icase]}"} ${co_f[presentation]:+"${co_f[presentation]}"})
        fi
        co_detail=$("$compare" "${opts[@]}" -- "$ans" "$got")
        st=$?
        case $st in
            0) co_verdict=AC ;;
            1) co_verdict=WA ;;
            3) co_verdict=PE ;;
            *) co_verdict=JE co_detail="the comparer failed (exit status $st)" ;;
        esac
        return
    fi
    # the checker runs under runguard too: a checker that hangs or crashes is a JE
    feedback_open "$1" fb || { co_verdict=JE co_detail="cannot make a directory"; return; }
    if [ "${co_f[protocol]}" = testlib ]; then
        "$runguard" -t 10 "${co_mem[@]}" -d "$fb.cwd" -e "$fb.err" -r "$fb.res" -- \
            "${co_argv[@]}" "$in" "$got" "$ans" 2> /dev/null
    else
        [ "${co_f[pkg]}" != custom ] || read -r -a flags <<< "${co_f[flags]}"
        "$runguard" -t 10 "${co_mem[@]}" -d "$fb.cwd" -i "$got" -e "$fb.err" -r "$fb.res" -- \
            "${co_argv[@]}" "$in" "$ans" "$fb/" "${flags[@]}" 2> /dev/null
    fi
    st=$(sed -n 's/^exit //p' "$fb.res" 2> /dev/null)
    if [ "${co_f[protocol]}" = testlib ]; then
        co_detail=$(head -c 200 "$fb.err" | tr '\n' ' ')
        case "$st" in
            0) co_verdict=AC ;;
            1) co_verdict=WA ;;
            2) co_verdict=PE ;;
            7)  # testlib's quitp: "points N message" on stderr, exit 7 (POINTS_EXIT_CODE)
                p=$(sed -n '1s/^points \([-+0-9.eE]*\).*/\1/p' "$fb.err")
                if [[ $p =~ ^[-+]?[0-9]*\.?[0-9]+([eE][-+]?[0-9]+)?$ ]]; then
                    co_verdict=AC co_score=$p co_detail=${co_detail#points "$p"}
                    co_detail=${co_detail# }
                else
                    co_verdict=JE co_detail="the checker exited 7 (testlib's points) without \"points N\": $co_detail"
                fi ;;
            *)  said=$(what_it_said "$fb.err" /dev/null)
                co_verdict=JE co_detail="the checker failed (exit ${st:-unknown})${said:+: $said}" ;;
        esac
    else
        co_detail=$(head -c 200 "$fb/judgemessage.txt" 2> /dev/null | tr '\n' ' ')
        case "$st" in
            42) co_verdict=AC
                feedback_score "$fb" co_score ||
                    co_verdict=JE co_detail="the validator's score is no number: '$co_score'" co_score="" ;;
            43) co_verdict=WA ;;
            *)  # (its own words: its stderr's first line and the one that names the error, as
                # a run's are quoted: a Python traceback's last line)
                said=$(what_it_said "$fb.err" /dev/null)
                co_verdict=JE co_detail="the checker failed (exit ${st:-unknown}): $co_detail${said:+${co_detail:+; }$said}" ;;
        esac
    fi
    co_detail=${co_detail% }
    feedback_close "$1" "$fb"
}

# feedback_open FOLDER NAME: a checker's feedback folder, its path into the variable named
# NAME, made ready with its working folder NAME.cwd beside it: FOLDER's own when it has one
# (a multi-pass case's feedback, kept from pass to pass), else a fresh $work/fb.PID;
# returns 1 when they cannot be made
feedback_open() {
    local -n fo_f=$1 fo_dir=$2
    fo_dir=${fo_f[feedback]:-"$work/fb.$BASHPID"}
    [ -n "${fo_f[feedback]:-}" ] || rm -rf "$fo_dir"
    rm -rf "$fo_dir.cwd"
    mkdir -p "$fo_dir" "$fo_dir.cwd"
}

# feedback_score DIR NAME: the score a scoring problem's validator gave an accepted case in
# its feedback folder DIR, into the variable named NAME: score.txt's number, or "xM" for
# score_multiplier.txt's M (its share of the case's maximum); "" for neither; returns 1 when
# the file holds no number
feedback_score() {
    local -n fs_out=$2
    local m
    fs_out=""
    if [ -s "$1/score.txt" ]; then
        read -r fs_out < "$1/score.txt"
    elif [ -s "$1/score_multiplier.txt" ]; then
        read -r m < "$1/score_multiplier.txt"
        fs_out=x$m
    fi
    [ -z "$fs_out" ] || [[ ${fs_out#x} =~ ^[0-9]*\.?[0-9]+([eE][-+]?[0-9]+)?$ ]]
}

# feedback_close FOLDER DIR: what feedback_open made for DIR removed, with the checker's
# DIR.err and DIR.res; DIR itself kept when it is FOLDER's own
feedback_close() {
    local -n fx_f=$1
    rm -rf "$2.cwd" "$2.err" "$2.res"
    [ -n "${fx_f[feedback]:-}" ] || rm -rf "$2"
}

# part_result RESFILE VERDICT DETAIL CPU MEM: one part of a case (a run of run_leetcode's, a
# pass of run_multipass's) read into the variables named VERDICT and DETAIL, and CPU and MEM
# raised to its time and memory when they are larger (a case shows its largest part's)
part_result() {
    local pc pm
    local -n pr_v=$2 pr_d=$3 pr_cpu=$4 pr_mem=$5
    IFS=$'\t' read -r pr_v pc pm pr_d < "$1"
    # (CPU seconds as runguard writes them, six decimals: compared as microseconds)
    [[ $pc == *.?????? ]] && [ "$((10#${pc/./}))" -gt "$((10#${pr_cpu/./}))" ] && pr_cpu=$pc
    [ "$pm" -le "$pr_mem" ] || pr_mem=$pm
}

# rg_result FILE NAME: runguard's result lines (-r FILE) into the associative array named
# NAME, by key: verdict, detail, cpu (the seconds judged, runguard's time: the CPU time, or
# the wall time of a run past its wall limit), mem, ended, exit and same; verdict is "" when
# there is none (runguard could not start the command and wrote no result)
rg_result() {
    local -a l=()
    local -n rg=$2
    { mapfile -t -n 12 l < "$1"; } 2> /dev/null
    # (runguard writes its keys in one order, docs/runner.md, REPORT: verdict detail cpu wall
    # ended memory exit, then same with -x, stdout stderr processes time; taken by place, a
    # few statements a case instead of a loop over every line)
    if [ ${#l[@]} -lt 7 ] || [[ ${l[0]} != 'verdict '* || ${l[6]} != 'exit '* ]]; then
        rg=([verdict]="" [detail]="" [cpu]=0 [mem]=0 [ended]=0 [exit]="" [same]=no)
        return
    fi
    rg=([verdict]=${l[0]#verdict } [detail]=${l[1]#detail } [cpu]=${l[2]#cpu }
        [ended]=${l[4]#ended } [mem]=${l[5]#memory } [exit]=${l[6]#exit } [same]=no)
    [[ ${l[7]:-} != 'same '* ]] || rg["same"]=${l[7]#same }
    [[ ${l[-1]} != 'time '* ]] || rg["cpu"]=${l[-1]#time }
    # our LeetCode driver's word on a call's time, "judge.sh: call 8, canIWin(14, 105), took
    # ...", shown as every call is named: "call 8, canIWin(14, 105): took ..."
    if [[ ${rg[detail]} =~ ^judge\.sh:\ (call\ [0-9]+,\ [^:]*\)),\ (.*)$ ]]; then
        rg["detail"]="${BASH_REMATCH[1]}: ${BASH_REMATCH[2]}"
    fi
}

# what_it_said ERR OUT: a failed run's own message: the first line of its stderr that says
# something and the line that names the error (a sanitizer's SUMMARY line, else the last
# that starts like "ValueError:" or "java.lang.X:", else the last line), our JDK_JAVA_OPTIONS
# note, ASan's ABORTING line, a sanitizer's stack frames and our LeetCode drivers' words
# "judge.sh: begin call N" (at a line's end: after a print that did not end its line) left
# out; or the same of its
# stdout when stderr is silent (the JVM writes its start-up errors there): "stderr: FIRST
# ... ERROR", each cut at 150 bytes (a path into build/attempts/HASH/ left out)
what_it_said() {
    local f src=stderr
    for f in "$1" "$2"; do
        if [ -s "$f" ] && awk -v src="$src" '
            { sub(/judge\.sh: begin call [0-9]+$/, "") }
            /[A-Za-z0-9]/ && !/^NOTE: Picked up JDK_JAVA_OPTIONS:/ && !/^==[0-9]+==ABORTING/ &&
            !/^\[\.\.\. [0-9]+ bytes \.\.\.\]$/ && !/^[ \t]*#[0-9]+ 0x[0-9a-f]+ in / {
                sub(/\r$/, "")
                # (a build of ours named by its hash, or by the folder it was built in before
                # it was named by its hash, build/attempts/new.XXXXXX: the attempt, short)
                gsub(/\/[^ ()]*\/build\/attempts\/([0-9a-f]+|new\.[A-Za-z0-9]+)\//, "")
                if (n++ == 0) first = $0
                last = $0
                if ($0 ~ /^SUMMARY: /) summary = $0
                if ($0 ~ /^([A-Za-z_$][A-Za-z0-9_$.]*)?(Error|Exception)(:|$)/) named = $0
            }
            END {
                if (!n) exit 1
                if (named != "") last = named
                if (summary != "") last = summary
                printf "%s: %s", src, substr(first, 1, 150)
                if (n > 1 && last != first) printf " ... %s", substr(last, 1, 150)
            }' "$f"; then
            return
        fi
        src=stdout
    done
}

# leetcode_call IN K: the K-th call of a LeetCode-form input, as "canIWin(10, 11)" or
# "predictTheWinner([1,5,2])" (a_method, its layout in lc_layout); nothing when there is none
leetcode_call() {
    awk -v layout="${lc_layout[$a_method]:-}" -v k="$2" -v method="$a_method" '
        { text = text $0 "\n" }
        END {
            if (layout == "pairs") {
                n = split(text, w, /[ \t\r\n\v\f]+/); c = 0
                for (i = 1; i <= n; i++) if (w[i] != "") word[++c] = w[i]
                if (2 * k <= c) printf "%s(%s, %s)", method, word[2 * k - 1], word[2 * k]
            } else {
                rest = text
                for (c = 1; c <= k && match(rest, /\[[^]]*\]/); c++) {
                    a = substr(rest, RSTART, RLENGTH); rest = substr(rest, RSTART + RLENGTH)
                }
                gsub(/[ \t\r\n]/, "", a)
                if (c > k) printf "%s(%s)", method, a
            }
        }' "$1"
}

# run_case FOLDER IN ANS TL WALL CAP RESFILE -- ARGV...: runs ARGV under runguard in a fresh
# directory, RESFILE.cwd (runguard makes it and removes it; a name of the case's own, so a
# folder left by a runguard that failed breaks no later case), with the memory options of
# FOLDER_run (see judge/runtime.sh), TL and WALL seconds and CAP bytes of stdout; writes
# "VERDICT<TAB>CPU_SECONDS<TAB>KIB<TAB>DETAIL" to RESFILE, and what -v shows to RESFILE.more.
# Its files are emptied, not removed (judge_dir removes them all at the end: no rm a case)
run_case() {
    local folder=$1 in=$2 exp=$3 tl=$4 wall=$5 cap=$6 res=$7 id me=$BASHPID
    local -n rc_run=$1_run
    shift 8
    id="$work/run.$me"
    "$runguard" -t "$tl" -w "$wall" "${rc_run[@]}" -p "$procs" -O "$cap" -i "$in" -o "$id.got" \
        -x "$exp" -e "$id.err" -D "$res.cwd" -r "$id.rg" -P "$me" -- "$@" 2> "$id.rgerr" &
    echo "$!" > "$id.pid"
    wait "$!"
    : > "$id.pid"
    case_verdict "$folder" "$in" "$exp" "$res" "$id" "$id.rgerr"
}

# keep_for_page IN EXP GOT TO: a failed case's input, expected output and output for --html's
# page (judge/page.awk), the first 64 KiB of each, as TO.in, TO.exp and TO.got
keep_for_page() {
    head -c 65536 -- "$1" > "$4.in"
    head -c 65536 -- "$2" > "$4.exp"
    head -c 65536 -- "$3" > "$4.got"
}

# case_verdict FOLDER IN ANS RESFILE ID SAID: a finished run's verdict, from runguard's result
# ID.rg, its stdout ID.got and stderr ID.err (SAID: runguard's own message when it wrote no
# result: the command could not be started), compared or checked; written to RESFILE as
# run_case writes it (and what -v shows to RESFILE.more)
case_verdict() {
    local -n cv_f=$1 cv_argv=$1_argv
    local in=$2 exp=$3 res=$4 got=$5.got err=$5.err said
    local verdict detail cpu mem same score=""
    local -A r
    rg_result "$5.rg" r
    verdict=${r[verdict]} detail=${r[detail]} cpu=${r[cpu]} mem=${r[mem]} same=${r[same]}
    if [ -z "$verdict" ]; then
        # runguard itself failed (the command could not be started): say what it said
        verdict=RE detail=$(head -n 1 "$6")
    elif [ "$verdict" = OK ] && [ "$same" = yes ] && [ ${#cv_argv[@]} -eq 0 ]; then
        # the answer, byte for byte (runguard -x): every mode passes it, no comparer needed
        verdict=AC
    elif [ "$verdict" = OK ]; then
        check_output "$1" "$in" "$exp" "$got" verdict detail score
        # a program that answered the first case only, where the input holds many: said,
        # and the problem of one case an input named (judge.conf one_case=)
        if [ "$verdict" = WA ] && [ -n "${cv_f[one_case]}" ] && [ "$(wc -l < "$got")" -eq 1 ] &&
            [ "$(wc -l < "$exp")" -gt 1 ] && [ "$(head -n 1 "$got")" = "$(head -n 1 "$exp")" ]; then
            detail+=" (it answered the first case only: this input holds $(wc -l < "$exp") cases, read until its end; ${cv_f[one_case]} is the form with one case an input)"
        fi
        # a file of many games (judge.conf game=): the game the line that differs is in, and
        # its input, as oj and cph show a failing case's
        if [[ $verdict == [WP][AE] ]] && [ -n "${cv_f[game]}" ] && [[ $detail =~ ^line\ ([0-9]+) ]]; then
            said=$(game_of "$in" "$exp" "${BASH_REMATCH[1]}" "${cv_f[game]}" "${cv_f[game_input]}")
            detail+=${said:+; $said}
        fi
        # a LeetCode-form case's answer has a line a call: the line that differs names its call
        if [ "$a_form" = leetcode ] && [[ $verdict == [WP][AE] ]] && [[ $detail =~ ^line\ ([0-9]+) ]]; then
            said=$(leetcode_call "$in" "${BASH_REMATCH[1]}")
            [ -z "$said" ] || detail="call ${BASH_REMATCH[1]}, $said: ${detail#*: }"
        fi
        if [[ $verdict == [WP][AE] ]] && [ "$verbose" -eq 1 ] && [ ${#cv_argv[@]} -eq 0 ]; then
            # \r shown as \r, trailing spaces as ~ (plain ASCII, so any locale shows them): a
            # line's own, after the diff's column of " ", "-" or "+" (an unchanged empty line
            # is " " alone, no trailing space of its own)
            diff -u --label "expected: ${exp#"$work/keep"}" --label "your output" -- "$exp" "$got" |
                head -n 40 | awk '{
                gsub(/\r/, "\\r")
                if (NR > 2 && !/^@@/ && match(substr($0, 2), / +$/)) {
                    RSTART++
                    t = substr($0, RSTART); gsub(/ /, "~", t)
                    $0 = substr($0, 1, RSTART - 1) t
                }
                print }' > "$res.more"
        fi
    elif [ "$verdict" = RE ]; then
        said=$(what_it_said "$err" "$got")
        detail+=${said:+; $said}
        # a module the attempt's judge installs, missing here (docs/judges.md's library
        # lines: AtCoder's numpy): JE, saying how to have it, not RE
        if [ -n "${a_lang:-}" ] && [ -s "$err" ] &&
            judge_lacks "$a_profile" "$a_lang" "$(tail -c 4096 "$err")" said; then
            verdict=JE detail=$said
            # (the interpreter that lacked it, by its path: a machine may have two python3s,
            # Debian's with python3-numpy and one first on PATH without it)
            local ran
            ran=$(type -P -- "${a_argv[0]:-}") && detail+="; the ${a_argv[0]##*/} that ran it: $ran"
        fi
        # -v: the stderr that was kept (its first and last 4 KiB): its first 20 and last 40
        # lines, or all of it when it holds a sanitizer's report (its stack is the point);
        # our LeetCode drivers' words "judge.sh: begin call N" left out
        [ "$verbose" -eq 0 ] || [ ! -s "$err" ] || awk '
            match($0, /judge\.sh: begin call [0-9]+$/) { if (RSTART == 1) next; $0 = substr($0, 1, RSTART - 1) }
            { line[++n] = $0 }
            /^==[0-9]+==ERROR: [A-Za-z]+Sanitizer|: runtime error: / { report = 1 }
            END {
            for (i = 1; i <= n; i++)
                if (report || i <= 20 || i > n - 40) print line[i]
                else if (i == 21) printf "[... %d more lines ...]\n", n - 60 }' "$err" > "$res.more"
    fi
    # a LeetCode-form run that failed on its own (a crash, its memory, its time, where the
    # driver's alarm did not name the call): the call that was running, the first without
    # an answer (the drivers write each answer as its call ends)
    if [ "$a_form" = leetcode ] && [[ $verdict =~ ^(RE|MLE|TLE)$ ]] &&
        [[ $detail != "call "[0-9]* ]] && [[ $detail != *"is not LeetCode's"* ]]; then
        local running=$(( $(wc -l < "$got") + 1 ))
        said=$(leetcode_call "$in" "$running")
        [ -z "$said" ] || detail="call $running, $said: $detail"
        # (the run's limit, not a call's: said whose it is)
        [ "$verdict" != TLE ] ||
            detail+="; the limit is the run's: LeetCode's for its calls together, and 1 s for its start"
    fi
    # a LeetCode-form attempt's prints (the drivers send them to stderr, never into the
    # answers, each call's after the words "judge.sh: begin call N" and a newline): shown as
    # LeetCode shows its Stdout, under a failing row the failing call's (the call its detail
    # names), with -v under a passing row the run's; their first 10 lines (not under an RE or
    # a JE, whose detail quotes the stderr).  A call whose prints fell in the middle of a long
    # stderr (runguard keeps its first and last 4 KiB) is said to have lost them.
    if [ "$a_form" = leetcode ] && [ -s "$err" ] && { [ "$verdict" != AC ] || [ "$verbose" -eq 1 ]; } &&
        [ "$verdict" != RE ] && [ "$verdict" != JE ]; then
        local call=0
        [[ $verdict == AC || ! $detail =~ ^(call|line)\ ([0-9]+) ]] || call=${BASH_REMATCH[2]}
        awk -v call="$call" '
            # (the words at a line'"'"'s end: a print before them did not end its line)
            match($0, /judge\.sh: begin call [0-9]+$/) {
                if (RSTART > 1 && on) line[++n] = substr($0, 1, RSTART - 1)
                on = call == 0 || substr($0, RSTART + 21) == call; seen += on; next }
            /^\[\.\.\. [0-9]+ bytes \.\.\.\]$/ {
                # (what follows the cut is of a call unknown until the next line of ours)
                cut = 1; if (on || call == 0) line[++n] = $0; on = call == 0; next }
            /^judge\.sh: / || (call > 0 && !on) { next }
            { line[++n] = $0 }
            END {
                if (n == 0 && !(cut && call > 0 && !seen)) exit
                print "stdout (what the method printed, apart from its answers, as LeetCode shows it):"
                if (n == 0) print "  [... the call'"'"'s prints were in the middle of a long stderr, not kept ...]"
                for (i = 1; i <= n && i <= 10; i++) print "  " line[i]
                if (n > 10) printf "  [... %d more line%s ...]\n", n - 10, n == 11 ? "" : "s" }' "$err" >> "$res.more"
    fi
    # (its stdout read, emptied: with -j or runguard -L each case has a file of its own, and
    # the folder's files are removed only at its end; --input keeps it for input_show)
    [ -z "$keep_got" ] || cp -- "$got" "$keep_got"
    # (--html: a failed case's input, expected output and output, the first 64 KiB of each,
    # for its section of the page)
    [ -z "$html" ] || [ "$verdict" = AC ] || keep_for_page "$in" "$exp" "$got" "$res"
    : > "$got"
    printf '%s\t%s\t%s\t%s\n' "$verdict" "$cpu" "$mem" "$detail" > "$res"
    # (a score its checker or validator gave, for judge.sh's score_folder)
    [ -z "$score" ] || printf '%s\n' "$score" > "$res.score"
}

# game_of IN EXP LINE HEADER LAYOUT: the game of a file of many that holds the expected output's
# line LINE (the last line at or before it that starts with HEADER, "Test Case #3"), and
# that game's input from IN (LAYOUT counted: each game n, then n numbers; total+counted: the
# count of games first): printed as 'in Test Case #3, whose input is "2 2 5"'; nothing when
# no game starts before the line
game_of() {
    local k head
    read -r k head < <(awk -v l="$3" -v h="$4" 'NR > l { exit }
        index($0, h) == 1 { k++; last = $0 } END { if (k) print k, last }' "$2")
    [ -n "${k:-}" ] || return 0
    head=${head%:}
    awk -v k="$k" -v layout="$5" -v head="$head" '
        { for (i = 1; i <= NF; i++) t[++n] = $i }
        END {
            p = layout == "total+counted" ? 2 : 1
            for (g = 1; g <= k && p <= n; g++) {
                if (g == k) {
                    s = t[p]
                    for (i = p + 1; i <= p + t[p] && i <= n; i++) s = s " " t[i]
                    printf "in %s, whose input is \"%s\"\n", head, s
                    exit
                }
                p += t[p] + 1
            }
            printf "in %s\n", head }' "$1"
}

# run_leetcode FOLDER IN ANS TL WALL CAP RESFILE -- ARGV...: a LeetCode-form case of more
# calls than one LeetCode run holds (leetcode_tests, the folder's tests): LeetCode runs a submission's few dozen
# tests in one process, so the case runs as runs of at most that many calls, each a process
# of its own with its own budget and its own memory (leetcode_budget: TL, and a second for
# its start; WALL, when --wall gave one, else twice the budget and a second), on its part of
# the input, compared with its part of the answer.  Run k of R holds calls k, k + R, k + 2R,
# ...: a spread of the case, as a submission's tests spread over the constraints (a case's
# consecutive calls are often its hardest together: testdata/lc464's whole range ends with
# every m = 20).  The first run that fails gives the case's verdict, named ("run 3 of 121
# (calls 3, 124, 245, ...): ..."), and no later run starts; the time and memory shown are
# the largest run's.  An input or answer not in the method's layout (lc_layout:
# pairs of integers, or [..] arrays; one answer line a call) runs whole, under the budget
# of all its calls.
run_leetcode() {
    local folder=$1 in=$2 exp=$3 tl=$4 wall=$5 cap=$6 res=$7 me=$BASHPID parts k runs budget pwall
    local v d cpu=0.000000 mem=0 verdict="" detail="" tests
    local -n rl_f=$1
    tests=${rl_f[tests]}
    shift 8
    parts="$work/lc.$me"
    runs=$(awk -v layout="${lc_layout[$a_method]}" -v per="$tests" -v out="$parts" '
        FILENAME == ARGV[1] { text = text $0 "\n"; next }
        { ans[++lines] = $0 }
        END {
            if (layout == "pairs") {
                n = split(text, w, /[ \t\r\n\v\f]+/)
                calls = 0
                for (i = 1; i <= n; i++) if (w[i] != "") word[++calls] = w[i]
                if (calls % 2) exit 1
                calls /= 2
                for (c = 1; c <= calls; c++)
                    arg[c] = word[2 * c - 1] " " word[2 * c]
            } else {
                rest = text; calls = 0
                while (match(rest, /^[ \t\r\n\v\f]*\[[^]]*\]/)) {
                    a = substr(rest, RSTART, RLENGTH); sub(/^[ \t\r\n\v\f]*/, "", a)
                    arg[++calls] = a; rest = substr(rest, RLENGTH + 1)
                }
                if (rest ~ /[^ \t\r\n\v\f]/) exit 1
            }
            if (calls != lines || calls <= per) exit 1
            runs = int((calls + per - 1) / per)
            for (c = 1; c <= calls; c++) {
                k = (c - 1) % runs + 1
                pin[k] = pin[k] arg[c] "\n"; pans[k] = pans[k] ans[c] "\n"
            }
            for (k = 1; k <= runs; k++) {
                printf "%s", pin[k] > (out "." k ".in"); close(out "." k ".in")
                printf "%s", pans[k] > (out "." k ".ans"); close(out "." k ".ans")
            }
            print runs
        }' "$in" "$exp") || {
        rm -f "$parts".*
        budget=$(leetcode_budget "$tl" "$a_method" "$tests" "$in")
        pwall=$wall
        [ -n "$pwall" ] || seconds_affine pwall 2 1 "$budget"
        run_case "$folder" "$in" "$exp" "$budget" "$pwall" "$cap" "$res" -- "$@"
        return
    }
    for ((k = 1; k <= runs; k++)); do
        budget=$(leetcode_budget "$tl" "$a_method" "$tests" "$parts.$k.in")
        pwall=$wall
        [ -n "$pwall" ] || seconds_affine pwall 2 1 "$budget"
        run_case "$folder" "$parts.$k.in" "$parts.$k.ans" "$budget" "$pwall" "$cap" "$res.part" -- "$@"
        part_result "$res.part" v d cpu mem
        if [ "$v" != AC ]; then
            # (a call named in the run's detail is named by its number in the case)
            [[ ! $d =~ ^call\ ([0-9]+), ]] ||
                d="call $((k + (BASH_REMATCH[1] - 1) * runs)),${d#call "${BASH_REMATCH[1]}",}"
            verdict=$v detail="run $k of $runs (calls $k, $((k + runs)), $((k + 2 * runs)), ...): $d"
            [ ! -s "$res.part.more" ] || mv -f "$res.part.more" "$res.more"
            break
        fi
    done
    rm -f "$parts".* "$res.part" "$res.part.more"
    if [ -z "$verdict" ]; then
        verdict=AC detail="in $runs runs of at most $tests calls, as LeetCode runs a submission's tests"
    fi
    printf '%s\t%s\t%s\t%s\n' "$verdict" "$cpu" "$mem" "$detail" > "$res"
}

# run_interactive FOLDER IN ANS TL WALL CAP RESFILE -- ARGV...: an interactive case: ARGV and
# the interactor (FOLDER_argv) connected through build/interact, each under its runguard
# (ARGV as run_case runs it; the interactor under 60 s of CPU and 2048 MB, its output
# unlimited (1 GiB: DOMjudge limits no interactor's output, BAPCtools' pseudointeraction
# writes 9.9 MB), its wall the
# program's plus 10 s; each runguard stops its run when build/interact, its parent, dies).  The Kattis protocol (a package's validator): "interactor input
# answer feedback_dir/ FLAGS", exit 42 AC, 43 WA; testlib's (--interactor): "interactor input
# output", exit 0 AC, 1 WA, 2 PE.  The verdict as problemtools and DOMjudge decide it: an
# interactor that failed (another exit, a crash, its limits) is JE, unless the program had
# failed before it and it was stopped at its limit after (the program's verdict); one that ended first
# with WA is WA; else the program's TLE, MLE, RE or OLE; else the interactor's verdict.  The
# transcript of a failed case (its last 12 lines shown with -v, all of it kept) goes to
# the folder's transcript (set per case by judge_dir).
run_interactive() {
    local -n ri_f=$1 ri_argv=$1_argv ri_mem=$1_mem ri_run=$1_run
    local folder=$1 in=$2 exp=$3 tl=$4 wall=$5 cap=$6 res=$7 me=$BASHPID id fb
    local verdict="" detail="" cpu mem first pv pdetail iv="" iexit iended said
    local -a icmd flags=()
    local -A r
    shift 8
    id="$work/run.$me"
    feedback_open "$folder" fb || { printf 'JE\t0\t0\tcannot make a directory\n' > "$res"; return; }
    if [ "${ri_f[protocol]}" = kattis ]; then
        [ "${ri_f[pkg]}" != custom ] || read -r -a flags <<< "${ri_f[flags]}"
        icmd=("${ri_argv[@]}" "$in" "$exp" "$fb/" "${flags[@]}")
    else
        icmd=("${ri_argv[@]}" "$in" "$fb/output")
    fi
    # (the relay and the interactor outlast the program's hard wall limit, WALL's after a ':')
    local relay_wall interactor_wall
    seconds_affine relay_wall 1 20 "${wall##*:}"
    seconds_affine interactor_wall 1 10 "${wall##*:}"
    # (-Z 3, -k 3: a program stopped at a limit makes its runguard exit 3, and the relay then
    # drops what the interactor has not read of its output and closes the interactor's input)
    "$interact" -t "$id.tr" -w "$relay_wall" -k 3 -- \
        "$runguard" -t "$tl" -w "$wall" "${ri_run[@]}" -p "$procs" -O "$cap" -Z 3 -i /dev/stdin \
            -o /dev/stdout -e "$id.err" -D "$res.cwd" -r "$id.rg" -- "$@" \
        --- "$runguard" -t 60 -w "$interactor_wall" -O 1073741824 \
            "${ri_mem[@]}" -i /dev/stdin -o /dev/stdout -e "$fb.err" -d "$fb.cwd" \
            -r "$fb.res" -- "${icmd[@]}" > "$id.ires" 2> "$id.rgerr" &
    echo "$!" > "$id.pid"
    wait "$!"
    : > "$id.pid"
    # the interactor's result, then the program's; which ended first is told by when each
    # runguard reaped its main process (one clock for both): a side that ends because the
    # other closed its output always ends after it, whichever runguard reports first
    rg_result "$fb.res" r
    iexit=${r[exit]} iended=${r[ended]}
    [ "${r[verdict]}" != TLE ] || iexit=TLE
    rg_result "$id.rg" r
    pv=${r[verdict]} pdetail=${r[detail]} cpu=${r[cpu]} mem=${r[mem]}
    # (both "%.6f" seconds, or empty: compared as whole microseconds)
    local ie=${iended:-0} pe=${r[ended]:-0}
    [[ $ie == *.* ]] || ie=$ie.000000
    [[ $pe == *.* ]] || pe=$pe.000000
    first=program
    [ $((10#${ie/./})) -ge $((10#${pe/./})) ] || first=interactor
    case "${ri_f[protocol]}/$iexit" in
        kattis/42|testlib/0) iv=AC ;;
        kattis/43|testlib/1) iv=WA ;;
        testlib/2) iv=PE ;;
    esac
    # what the interactor said: judgemessage.txt (Kattis), else its stderr (600 bytes)
    said=$(head -c 600 "$fb/judgemessage.txt" 2> /dev/null | tr '\n' ' ')
    [ -n "$said" ] || said=$(head -c 600 "$fb.err" 2> /dev/null | tr '\n' ' ')
    said=${said% }
    if [ -z "$pv" ]; then
        verdict=JE detail="the program could not be started: $(head -n 1 "$id.rgerr")"
    elif [ -z "$iv" ] && [ "$iexit" = TLE ] && [ "$first" = program ] && [ "$pv" != OK ]; then
        # the program failed first (a flood past its time, say) and the interactor, still
        # reading what it had written, was stopped at its own limit after: the program's
        # verdict, as a judge whose pipe stops a flood gives it
        verdict=$pv detail="$pdetail (the interactor, still reading its output, was stopped after it)"
    elif [ -z "$iv" ]; then
        verdict=JE detail="the interactor failed (${iexit:-no result})${said:+: $said}"
    elif [ "$iv" = WA ] && [ "$first" = interactor ]; then
        verdict=WA detail=${said:-the interactor said WA}
    elif [ "$pv" != OK ]; then
        verdict=$pv detail=$pdetail
        if [ "$pv" = RE ]; then
            said=$(what_it_said "$id.err" /dev/null)
            detail+=${said:+; $said}
        fi
    else
        verdict=$iv detail=${said}
    fi
    # our games' interactors (play/) name the command that explains, with our solver, the
    # position the program gave away: when this kit has that solver, its account is shown
    local explain prog
    explain=$(grep -o "printf '[-0-9 ]*\\\\n' | bin/[a-z0-9-]* --explain" <<< "$said" | head -n 1)
    prog=${explain#*| } prog=${prog%% *}
    if [ "$verdict" = WA ] && [ -n "$explain" ] && [ -x "$root/$prog" ]; then
        { echo "our solver's account of that position ($explain):"
          (cd "$root" && timeout 10 bash -c "$explain" 2>&1 | head -n 30); } > "$res.more"
    fi
    if [ "$verdict" != AC ] && [ -s "$id.tr" ]; then
        if [ -n "${ri_f[transcript]}" ]; then
            mkdir -p "${ri_f[transcript]%/*}" && cp "$id.tr" "${ri_f[transcript]}" &&
                detail+=" (transcript: ${ri_f[transcript]#"$root"/})"
        fi
        [ "$verbose" -eq 0 ] || { echo "the last exchanges (> to the program, < from it):"
                                  tail -n 12 "$id.tr"; } >> "$res.more"
    fi
    # (an accepted case's score, when a scoring problem's interactor gives one)
    local score=""
    if [ "$verdict" = AC ] && [ "${ri_f[protocol]}" = kattis ]; then
        feedback_score "$fb" score || verdict=JE detail="the interactor's score is no number: '$score'" score=""
    fi
    [ -z "$score" ] || printf '%s\n' "$score" > "$res.score"
    feedback_close "$folder" "$fb"
    printf '%s\t%s\t%s\t%s\n' "$verdict" "$cpu" "$mem" "${detail# }" > "$res"
}

# run_multipass FOLDER IN ANS TL WALL CAP RESFILE -- ARGV...: a multi-pass problem's case, as
# problemtools runs one (judge/execute.py, _run_multipass): each pass runs as the folder's
# pass_runner (run_case, or run_interactive) on the pass's input, IN first, under TL and
# WALL; the validator's feedback folder is kept from pass to pass, and a pass it accepts
# with a nextpass.in there is followed by one on that input.  The verdict: the first pass
# not accepted; AC when an accepted pass leaves no nextpass.in; JE when the validator wrote
# nextpass.in with another verdict, or gave none within the folder's passes.  The time and
# memory shown are the largest pass's.
run_multipass() {
    local folder=$1 in=$2 exp=$3 tl=$4 wall=$5 cap=$6 res=$7 me=$BASHPID k v d
    local fb cpu=0.000000 mem=0 verdict="" detail="" pin
    local -n mp_f=$1
    shift 8
    fb="$work/mp.$me.feedback" pin=$in
    rm -rf "$fb" "$work/mp.$me.in"
    mkdir "$fb" || { printf 'JE\t0\t0\tcannot make a directory\n' > "$res"; return; }
    mp_f["feedback"]=$fb
    for ((k = 1; k <= mp_f[passes]; k++)); do
        # (a score is the last pass's: an earlier pass's is not kept)
        [ ! -e "$res.pass.score" ] || rm -f "$res.pass.score"
        "${mp_f[pass_runner]}" "$folder" "$pin" "$exp" "$tl" "$wall" "$cap" "$res.pass" -- "$@"
        part_result "$res.pass" v d cpu mem
        [ ! -s "$res.pass.more" ] || mv -f "$res.pass.more" "$res.more"
        if [ -e "$fb/nextpass.in" ] && [ "$v" != AC ]; then
            verdict=JE detail="pass $k: the validator wrote nextpass.in with the verdict $v${d:+ ($d)}"
            break
        elif [ ! -e "$fb/nextpass.in" ]; then
            verdict=$v detail=$d
            [ "$k" -eq 1 ] || detail="pass $k${d:+: $d}"
            break
        fi
        mv -f "$fb/nextpass.in" "$work/mp.$me.in" || { verdict=JE detail="cannot move nextpass.in"; break; }
        pin="$work/mp.$me.in"
    done
    if [ -z "$verdict" ]; then
        verdict=JE detail="the validator gave no verdict within ${mp_f[passes]} passes (limits.validation_passes)"
    fi
    mp_f["feedback"]=""
    # (the last pass's score, its validator's, for an accepted case)
    [ "$verdict" != AC ] || [ ! -s "$res.pass.score" ] || mv -f "$res.pass.score" "$res.score"
    rm -rf "$fb" "$work/mp.$me.in" "$res.pass" "$res.pass.more" "$res.pass.score"
    printf '%s\t%s\t%s\t%s\n' "$verdict" "$cpu" "$mem" "$detail" > "$res"
}
