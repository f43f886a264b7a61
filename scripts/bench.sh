#!/usr/bin/env bash
# bench.sh: our solvers side by side with the seed algorithms (bench/*.c), run by "make bench".
# Each row alternates ours and the baseline (A B A B ...): one warm-up pair, then RUNS counted
# pairs (a row with ROW_RUNS=1 counts its first pair, with no warm-up); the fastest time of
# each side (noise on a shared machine only ever adds time, so one slow run moves a median but
# never the minimum), the ratio of the two, and our median peak memory.  Every run gives two times: the whole
# process, and the time inside main (bench/inmain.c, linked into ours and the baselines
# alike).  Targets against a seed are judged on the time inside main, since starting a process
# here costs more than some whole runs of ours; the whole-process ratio is printed beside it.
# Every run goes through build/runguard, the runner judge.sh uses.  Outputs are compared
# before timing.  Writes build/bench/results.md and
# build/bench/cards-scaling.svg.
set -u
export LC_ALL=C

RUNS=${RUNS:-5}
# the floor rows are short and their targets are ratios near 1: more pairs, so that each
# side's fastest is one of its quiet runs
FLOOR_RUNS=${FLOOR_RUNS:-21}
root=$(cd "$(dirname "$0")/.." && pwd) || exit 2
cd "$root" || exit 2
b=build/bench
mkdir -p "$b" || exit 2
res="$b/results.md"
missed=0

cpu=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo 2>/dev/null | head -n 1)
echo "machine: ${cpu:-unknown CPU}, $(nproc) cores; $RUNS counted runs a side after a warm-up" \
    "($FLOOR_RUNS for the floor rows); every time is the fastest of its side's counted runs" | tee "$res"

# run_once CMD INPUT OUTFILE: sets T_US (wall microseconds, whole process), MEM_KB (peak) and
# IN_US (microseconds inside main, "-" if the program does not report it), measured by
# build/runguard, the runner judge.sh uses (no limits here, so it never scans /proc during
# the run): one vfork and exec, no shell or /usr/bin/time in between.  bench/inmain.c
# reports "inmain N" as the last line of the program's stderr.
run_once() {
    local k v
    [ -r "$2" ] || { echo "bench: no input $2" >&2; exit 2; }
    # shellcheck disable=SC2086 # CMD is a program and its flags: split on purpose
    if ! build/runguard -p 0 -O 1000000000000 -i "$2" -o "$3" -e "$b/stderr" -r "$b/result" \
        -- $1; then
        echo "bench: cannot run $1" >&2
        exit 2
    fi
    T_US=- MEM_KB=- IN_US=-
    while read -r k v; do
        case "$k" in
            wall) T_US=$(awk -v s="$v" 'BEGIN { printf "%d", s * 1e6 }') ;;
            memory) MEM_KB=$v ;;
            verdict) [ "$v" = OK ] || { echo "bench: $1 < $2: $v" >&2; exit 2; } ;;
        esac
    done < "$b/result"
    v=$(sed -n 's/^inmain \([0-9][0-9]*\)$/\1/p' "$b/stderr" | tail -n 1)
    [ -z "$v" ] || IN_US=$v
}

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
fastest() { sort -n | head -n 1; }

# fmt_s US: microseconds as seconds, or under 10 ms as milliseconds to the microsecond
fmt_s() {
    case $1 in
    -) echo - ;;
    *) awk -v us="$1" 'BEGIN { if (us < 10000) printf "%.3f ms", us / 1e3; else printf "%.4f s", us / 1e6 }' ;;
    esac
}

# ratio_x A B: B / A as "123.4x"
ratio_x() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1fx", b / (a > 0 ? a : 1) }'; }

# row SOLVER WORKLOAD OURS BASELINE INPUT TARGET_RATIO TARGET_MB [COMPARE]
#   COMPARE: "yes" (outputs must agree; target: baseline / ours >= TARGET_RATIO, inside main),
#   "floor" (the baseline is bench/floor.c, the unavoidable work, writing the known answers;
#   target: ours / it <= TARGET_RATIO inside main, or "-" to report only), "floor-sum" (the
#   same, the floor printing a sum, so outputs are not compared), or "no" (the baseline is another
#   program such as wc -w; target: ours / it <= TARGET_RATIO, whole processes)
row() {
    local solver=$1 work=$2 ours=$3 base=$4 in=$5 want=$6 want_mb=$7 compare=${8:-yes}
    local i ta=() tb=() ia=() ib=() ma=() ma_med ta_best tb_best ia_best ib_best
    local ratio in_ratio="-" verdict=ok runs=${ROW_RUNS:-$RUNS}
    run_once "$ours" "$in" "$b/out.ours"
    T_US0=$T_US MEM_KB0=$MEM_KB IN_US0=$IN_US
    run_once "$base" "$in" "$b/out.base"
    if { [ "$compare" = yes ] || [ "$compare" = floor ]; } &&
        ! cmp -s "$b/out.ours" "$b/out.base"; then
        echo "bench: $solver $work: ours and the baseline disagree; not timed" >&2
        missed=$((missed + 1))
        return
    fi
    if [ "$runs" -eq 1 ]; then
        # one long run a side: the comparison runs above are the counted ones, no warm-up
        ta=("$T_US0") ma=("$MEM_KB0") ia=("$IN_US0") tb=("$T_US") ib=("$IN_US")
    fi
    # otherwise the comparison runs above were the warm-up
    for ((i = 0; runs > 1 && i < runs; i++)); do
        run_once "$ours" "$in" /dev/null
        ta+=("$T_US") ma+=("$MEM_KB") ia+=("$IN_US")
        run_once "$base" "$in" /dev/null
        tb+=("$T_US") ib+=("$IN_US")
    done
    ta_best=$(printf '%s\n' "${ta[@]}" | fastest)
    tb_best=$(printf '%s\n' "${tb[@]}" | fastest)
    ia_best=$(printf '%s\n' "${ia[@]}" | fastest)
    ib_best=$(printf '%s\n' "${ib[@]}" | fastest)
    ma_med=$(printf '%s\n' "${ma[@]}" | median)
    if [ "$compare" = floor ] || [ "$compare" = floor-sum ]; then
        ratio=$(awk -v a="$ta_best" -v b="$tb_best" 'BEGIN { printf "%.2fx", a / b }')
        in_ratio=$(awk -v a="$ia_best" -v b="$ib_best" 'BEGIN { printf "%.2fx", a / b }')
        if [ "$want" = - ]; then
            want="report only (ours / floor in main)"
        else
            awk -v a="$ia_best" -v b="$ib_best" -v w="$want" 'BEGIN { exit !(a / b <= w) }' ||
                verdict="MISSED"
            want="<= ${want}x of the floor in main"
        fi
    elif [ "$compare" = yes ]; then
        ratio=$(ratio_x "$ta_best" "$tb_best")
        in_ratio=$(ratio_x "$ia_best" "$ib_best")
        awk -v a="$ia_best" -v b="$ib_best" -v w="$want" 'BEGIN { exit !(b / (a > 0 ? a : 1) >= w) }' ||
            verdict="MISSED"
        want=">= ${want}x in main"
    else
        ratio=$(awk -v a="$ta_best" -v b="$tb_best" 'BEGIN { printf "%.2fx", a / b }')
        awk -v a="$ta_best" -v b="$tb_best" -v w="$want" 'BEGIN { exit !(a / b <= w) }' ||
            verdict="MISSED"
        want="<= ${want}x of it, whole process"
    fi
    [ "$ma_med" -le $((want_mb * 1024)) ] || verdict="MISSED"
    [ "$verdict" = ok ] || missed=$((missed + 1))
    printf '| %s | %s | %s | %s | %s | %s | %s | %s | %.1f MB | %s, <= %d MB: %s |\n' \
        "$solver" "$work" "$(fmt_s "$ta_best")" "$(fmt_s "$tb_best")" "$ratio" \
        "$(fmt_s "$ia_best")" "$(fmt_s "$ib_best")" "$in_ratio" \
        "$(awk -v k="$ma_med" 'BEGIN { print k / 1024 }')" "$want" "$want_mb" "$verdict" |
        tee -a "$res"
}

# the floor: starting any process at all on this machine
floor_us=$(for ((i = 0; i < 2 * RUNS + 1; i++)); do
    run_once /bin/true /dev/null /dev/null
    echo "$T_US"
done | median)
echo "(starting a process: /bin/true takes $(fmt_s "$floor_us") here, so no whole-process ratio" \
    "can beat baseline / that; \"in main\" leaves out exec, loading and exit, for both sides)" |
    tee -a "$res"
echo | tee -a "$res"
printf '| solver | workload | ours | baseline | ratio | ours in main | baseline in main | ratio in main | ours peak memory | target |\n' | tee -a "$res"
printf '|---|---|---|---|---|---|---|---|---|---|\n' | tee -a "$res"

# the timed builds (bench/inmain.c linked in) of ours and the seeds
t=build/bench/timed-
# ---- lc464 ----
row lc464 "whole range, 6,020 pairs" "${t}lc464" "${t}lc464-seed001" \
    testdata/lc464/robust/whole-range.in 100 64
bin/lc464 < testdata/lc464/robust/whole-range.in > "$b/lc464-whole-range.ans"
ROW_RUNS=$FLOOR_RUNS row lc464 "whole range vs floor" "${t}lc464" "${t}floor $b/lc464-whole-range.ans" \
    testdata/lc464/robust/whole-range.in - 64 floor
for d in 150 155; do
    printf '20 %d\n' "$d" > "$b/lc464-20-$d.in"
    row lc464 "hardest single: 20 $d" "${t}lc464" "${t}lc464-seed001" \
        "$b/lc464-20-$d.in" 50 64
done

# ---- poj1143 ----
row poj1143 "all 3,514 reachable positions" "${t}poj1143" "${t}poj1143-seed002" \
    testdata/poj1143/robust/all-positions.in 50 4
# seed 002 clears 13 MB per case, so 100,000 cases take it two minutes or more: one run a side
[ -s "$b/poj-random-100000.in" ] || build/tests/poj1143/gen bench 7 100000 > "$b/poj-random-100000.in"
ROW_RUNS=1 row poj1143 "100,000 random played-out positions (1 run)" "${t}poj1143" \
    "${t}poj1143-seed002" "$b/poj-random-100000.in" 500 4
# against the floor: read the input, write the known answers (ours, checked above); the
# targets (issue 50): within 1.5x of each floor, and 50x each seed at least.  All 3,514
# positions is reported only: it is one solve of every position a game reaches, once, which
# the floor has no part of (ours 1.4 ms in main, the floor's reading and writing 0.3)
bin/poj1143 < testdata/poj1143/robust/all-positions.in > "$b/poj-all.ans"
ROW_RUNS=$FLOOR_RUNS row poj1143 "all positions vs floor" "${t}poj1143" \
    "${t}floor $b/poj-all.ans" testdata/poj1143/robust/all-positions.in - 4 floor
bin/poj1143 < "$b/poj-random-100000.in" > "$b/poj-random-100000.ans"
ROW_RUNS=$FLOOR_RUNS row poj1143 "100,000 random vs floor" "${t}poj1143" "${t}floor $b/poj-random-100000.ans" \
    "$b/poj-random-100000.in" 1.5 4 floor

# ---- cards-in-line ----
[ -s "$b/cards-5000.in" ] || build/bench/cardsgen 5000 100000 5000 > "$b/cards-5000.in"
row cards-in-line "n = 5,000 (values 1..1e5)" "${t}cards-in-line" "${t}cards-seed003" \
    "$b/cards-5000.in" 300 100
[ -s "$b/cards-1e7.in" ] || build/bench/cardsgen 10000000 1000000000 7 > "$b/cards-1e7.in"
row cards-in-line "n = 10^7 (values 1..1e9) vs wc -w" "${t}cards-in-line" "wc -w" \
    "$b/cards-1e7.in" 1.0 100 no
# against the floor: read() and add up every integer (its output is a sum, not compared)
ROW_RUNS=$FLOOR_RUNS row cards-in-line "n = 5,000 vs floor" "${t}cards-in-line" "${t}floor" \
    "$b/cards-5000.in" - 100 floor-sum
ROW_RUNS=$FLOOR_RUNS row cards-in-line "n = 10^7 vs floor" "${t}cards-in-line" "${t}floor" \
    "$b/cards-1e7.in" 1.5 100 floor-sum

# scaling series: the baseline while it stays under a few seconds and a gigabyte
: > "$b/scaling.tsv"
for n in 1000 2000 4000 8000 16000 100000 1000000 10000000; do
    in="$b/cards-$n.in"
    [ -s "$in" ] || build/bench/cardsgen "$n" 100000 "$n" > "$in"
    run_once "${t}cards-in-line" "$in" /dev/null
    ours=$T_US ours_in=$IN_US base="" base_in=""
    if [ "$n" -le 8000 ]; then
        run_once "${t}cards-seed003" "$in" /dev/null
        base=$T_US base_in=$IN_US
    fi
    printf '%s\t%s\t%s\t%s\t%s\n' "$n" "$ours" "$base" "$ours_in" "$base_in" >> "$b/scaling.tsv"
done
scripts/svgplot.sh "$b/scaling.tsv" > "$b/cards-scaling.svg"

# ---- judge.sh itself: the cost of a case, and stress mode's rate ----
# 400 tiny cases (a line each) through judge.sh -c cat, against the loop a user would write
# (cat < in > out; cmp), side by side and alternating; judged on the fastest of each
tiny="$b/tiny"
if [ ! -s "$tiny/400.out" ]; then
    mkdir -p "$tiny"
    for ((i = 1; i <= 400; i++)); do
        echo "$i $i" > "$tiny/$i.in"
        echo "$i $i" > "$tiny/$i.out"
    done
fi
# (the loop, as bash runs it: a file of its own)
# shellcheck disable=SC2016 # the loop's own expansions
printf '%s\n' 'for f in "$1"/*.in; do cat < "$f" > "$2"; cmp -s "$2" "${f%.in}.out" || echo differ; done' \
    > "$b/bare-loop.sh"
# judge_row JOBS: judge.sh -j JOBS on the 400 cases against the bare loop, alternating, the
# fastest of each; target: at most 1.2x of the loop (issue 34: what bash adds to a case)
judge_row() {
    local i t0 t1 t2 ta=() tb=() fa fb verdict=ok
    for ((i = 0; i <= RUNS; i++)); do
        t0=${EPOCHREALTIME/./}
        ./judge.sh -j "$1" -c cat -d "$tiny" > "$b/judge.out" 2>&1 ||
            { echo "bench: judge.sh failed" >&2; exit 2; }
        t1=${EPOCHREALTIME/./}
        bash "$b/bare-loop.sh" "$tiny" "$b/bare.out" > "$b/bare.log"
        t2=${EPOCHREALTIME/./}
        [ ! -s "$b/bare.log" ] || { echo "bench: the bare loop found a difference" >&2; exit 2; }
        # the first pair warms up
        [ "$i" -eq 0 ] || { ta+=($((t1 - t0))); tb+=($((t2 - t1))); }
    done
    fa=$(printf '%s\n' "${ta[@]}" | fastest)
    fb=$(printf '%s\n' "${tb[@]}" | fastest)
    awk -v a="$fa" -v b="$fb" 'BEGIN { exit !(a / b <= 1.2) }' || { verdict=MISSED; missed=$((missed + 1)); }
    printf '| judge.sh | 400 tiny cases, -j %s -c cat, vs a bare cat-and-cmp loop | %s | %s | %s | - | - | - | - | <= 1.2x of it, whole runs: %s |\n' \
        "$1" "$(fmt_s "$fa")" "$(fmt_s "$fb")" \
        "$(awk -v a="$fa" -v b="$fb" 'BEGIN { printf "%.2fx", a / b }')" "$verdict" | tee -a "$res"
}
judge_row 1
judge_row 2
# stress mode: our solver against itself, 1,000 seeds (report only)
for s in lc464 poj1143 cards-in-line lc486 edpc-l; do
    ours=bin/$s
    [ -f "solvers/$s/main.c" ] || ours=$(sed -n 's/^ref=//p' "testdata/$s/judge.conf")
    make -s "$ours" > /dev/null 2>&1
    ./judge.sh --stress "$s" -c "$ours" -n 1000 > "$b/stress.out" 2>&1 ||
        { echo "bench: stress $s failed" >&2; cat "$b/stress.out" >&2; exit 2; }
    printf '| judge.sh --stress | %s against itself, 1,000 seeds | %s seeds/s | - | - | - | - | - | - | report only |\n' \
        "$s" "$(sed -n 's/.*(\([0-9]*\) seeds\/s).*/\1/p' "$b/stress.out")" | tee -a "$res"
done

echo | tee -a "$res"
echo "scaling (one run each, seconds; whole process, then in main): n, ours, seed 003" |
    tee -a "$res"
awk -F '\t' '
function s(us) { return us == "" ? "-" : sprintf("%.4f", us / 1e6) }
{ printf "  %9d  %s  %s    %s  %s\n", $1, s($2), s($3), s($4), s($5) }' "$b/scaling.tsv" |
    tee -a "$res"
echo "plot: $b/cards-scaling.svg; table: $res"
if [ "$missed" -gt 0 ]; then
    echo "bench: $missed target(s) missed"
    exit 1
fi
echo "bench: every target met"
