#!/usr/bin/env bash
# mutate.sh - mutation testing of the judge: sites found by a scan, a seeded sample of them
# run against the self-test suites, each mutant in a copy of the kit.
#
#   scripts/mutate.sh --list [FILE...]                      every site, then counts
#   scripts/mutate.sh --sample N [--seed S] [FILE...]       N sites drawn with seed S
#   scripts/mutate.sh --run N [--seed S] [--suites "judge_test ..."] [--jobs J] [--baseline] [FILE...]
#
# Reads FILE... (paths from the kit's root; default judge.sh judge/*.sh judge/runguard.c
# judge/compare.c judge/interact.c, or $MUTATE_FILES) and, for --run, tests/SUITE.sh.
# Sites, one a line, tab-separated: ID FILE LINE COLUMN KIND ORIGINAL REPLACEMENT (ID: the
# site's place in --list; COLUMN: the byte where ORIGINAL starts).  Kinds:
#   comparison  C == != < <= > >= (and bash's inside (( )) and $(( ))): < to <=, <= to <,
#               > to >=, >= to >, == to !=, != to ==; bash -eq/-ne swapped, -lt to -le,
#               -le to -lt, -gt to -ge, -ge to -gt; test words = and == to !=, != to =
#   constant    an integer literal: 0 to 1, 1 to 0, any other N to N + 1 (C: decimal, hex
#               and octal, in its own base, suffix kept; bash: decimal)
#   branch      C if (COND) to if (!(COND)) when COND closes on its line; bash && and ||
#               swapped between commands (not inside [[ ]] or arithmetic); bash if/elif
#               CMD to if/elif ! CMD and back
#   cleanup     a line that only removes or releases: bash rm, rmdir, kill or wait alone on
#               its line (to :), C close, free, fclose, unlink, rmdir, nftw or remove_*
#               calls alone in a statement (to ;)
# Not scanned: comments, C string and character literals, C preprocessor lines, bash
# quoted text (single-, double- and $'...'-quoted, so awk and sed programs too; code inside
# "$( )" is scanned), here-document bodies, fd numbers of redirections, $1 and the like.
# The sample: a partial Fisher-Yates shuffle driven by Park-Miller's generator (integer
# arithmetic exact in any awk), so a seed draws the same sites everywhere from the same list.
# --run: each mutant in $TMPDIR/mutate.*/mID/tree (the kit without .git and build/, plus
# the make products in $MUTATE_WARM copied as a cache), the file changed, make -s
# build/runguard build/compare build/interact (bash -n for a .sh), then the suites (default
# judge_test package_test interactive_test stress_test leetcode_test attempt_test; the
# ones that test the mutated file first, order_for), each with its own TMPDIR, in a PID
# namespace of its own when unshare can make one (MUTATE_PIDNS=0: never), under timeout
# $MUTATE_TIMEOUT (900) s; the first that fails kills the mutant.
# J mutants at a time (default 1).  --baseline: the suites on the kit unchanged first.
# Prints a line per mutant as it ends, then tables per file and per kind and the survivors'
# lines before and after; writes build/mutate/run-sS-nN.tsv.  Every mutant's folder is
# removed and every process still naming it is killed.  Exit 0; 1 when the baseline
# fails; 2 on a usage error.
set -u
export LC_ALL=C

root=$(cd "$(dirname "$0")/.." && pwd) && cd "$root" || exit 2
timeout_s=${MUTATE_TIMEOUT:-900}
warm=${MUTATE_WARM:-build/tests build/wrong build/ref build/examples build/dist}

usage() { sed -n 's/^#   \(scripts\/mutate.sh\)/\1/p' "$0" >&2; exit 2; }

mode="" count="" seed=1 jobs=1 baseline=0 suites="judge_test package_test interactive_test stress_test leetcode_test attempt_test"
files=()
while [ $# -gt 0 ]; do
    case "$1" in
        --list) mode=list; shift ;;
        --sample|--run) [ $# -ge 2 ] || usage; mode=${1#--} count=$2; shift 2 ;;
        --seed|--suites|--jobs)
            [ $# -ge 2 ] || usage
            case "$1" in --seed) seed=$2 ;; --suites) suites=$2 ;; --jobs) jobs=$2 ;; esac
            shift 2 ;;
        --baseline) baseline=1; shift ;;
        -h|--help) usage ;;
        -*) echo "mutate.sh: unknown option '$1'" >&2; usage ;;
        *) files+=("${1#"$root"/}"); shift ;;
    esac
done
[ -n "$mode" ] || usage
[ "$mode" = list ] || [[ $count =~ ^[1-9][0-9]{0,5}$ ]] || { echo "mutate.sh: N is a whole number from 1" >&2; exit 2; }
[[ $seed =~ ^[0-9]{1,9}$ ]] || { echo "mutate.sh: --seed takes a whole number" >&2; exit 2; }
[[ $jobs =~ ^[1-9]$ ]] || { echo "mutate.sh: --jobs takes 1 to 9" >&2; exit 2; }
if [ ${#files[@]} -eq 0 ]; then
    # shellcheck disable=SC2206 # a list of paths, one a word
    files=(${MUTATE_FILES:-judge.sh judge/*.sh judge/runguard.c judge/compare.c judge/interact.c})
fi
for f in "${files[@]}"; do
    [ -f "$f" ] || { echo "mutate.sh: no such file: $f" >&2; exit 2; }
done
read -ra suites <<< "$suites"
for i in "${!suites[@]}"; do
    s=${suites[i]##*/} s=${s%.sh} suites[i]=$s
    [ -f "tests/$s.sh" ] || { echo "mutate.sh: no such suite: tests/$s.sh" >&2; exit 2; }
done

# sites: the scan of the files, numbered (see the header for the rules)
sites() {
    awk '
function emit(kind, col, orig, repl) {
    if (index(orig, "\t") == 0)
        printf "%s\t%d\t%d\t%s\t%s\t%s\n", FILENAME, FNR, col, kind, orig, repl
}
function inc(s, digs,   k, p) {    # s + 1 in the base of digs
    for (k = length(s); k >= 1; k--) {
        p = index(digs, substr(s, k, 1))
        if (p < length(digs)) return substr(s, 1, k - 1) substr(digs, p + 1, 1) substr(s, k + 1)
        s = substr(s, 1, k - 1) substr(digs, 1, 1) substr(s, k + 1)
    }
    return substr(digs, 2, 1) s
}
function constant(t,   pre, body, suf, digs) {   # the rule: 0 to 1, 1 to 0, N to N + 1
    suf = t; sub(/^[0-9A-Fa-fxX]*/, "", suf)
    if (substr(t, 1, 1) == "0" && substr(t, 2, 1) ~ /[xX]/) pre = substr(t, 1, 2)
    else if (substr(t, 1, 1) == "0" && substr(t, 2, 1) ~ /[0-9]/) pre = "0"
    body = substr(t, length(pre) + 1, length(t) - length(pre) - length(suf))
    digs = pre == "0" ? "01234567" : pre == "" ? "0123456789" : body ~ /[A-F]/ ? "0123456789ABCDEF" : "0123456789abcdef"
    if (body ~ /^0+$/) return pre "1" suf
    if (body ~ /^0*1$/) return pre "0" suf
    return pre inc(body, digs) suf
}
function cmask(s,   i, n, c, q, out) {     # C: comments blanked, literals filled with _
    n = length(s); out = ""
    for (i = 1; i <= n; i++) {
        c = substr(s, i, 1)
        if (incom) {
            if (substr(s, i, 2) == "*/") { out = out "  "; i++; incom = 0 } else out = out " "
        } else if (substr(s, i, 2) == "/*") { out = out "  "; i++; incom = 1
        } else if (substr(s, i, 2) == "//") { while (i++ <= n) out = out " "
        } else if (c == "\"" || c == "\047") {
            q = c; out = out c
            for (i++; i <= n && substr(s, i, 1) != q; i++) {
                if (substr(s, i, 1) == "\\" && i < n) { out = out "_"; i++ }
                out = out "_"
            }
            if (i <= n) out = out q
        } else out = out c
    }
    return out
}
function push(f, k) { st[++d] = f; pd[d] = 0; return k }
function bmask(s,   i, n, c, nx, f, out, a, k) {  # bash: m (quoted text filled, comments
    n = length(s); out = ""; a = ""               # blanked) and ar (a: arithmetic)
    for (i = 1; i <= n; i++) {
        c = substr(s, i, 1); nx = substr(s, i + 1, 1); f = st[d]; k = 1
        if (f == "S" || f == "E" || f == "D") {
            if (c == "\\" && f != "S" && i < n) { c = "__"; i++ }
            else if (c == (f == "D" ? "\"" : "\047")) d--
            else if (f == "D" && c == "$" && nx == "(")
                k = substr(s, i + 2, 1) == "(" ? push("A", 3) : push("C", 2)
            else c = "_"
        } else if (c == "\\" && i < n) { c = c nx; i++
        } else if (f == "C" && c == "#" && (i == 1 || substr(s, i - 1, 1) ~ /[ \t;&|(]/)) {
            for (; i <= n; i++) { out = out " "; a = a " " }
            break
        } else if (c == "\047") st[++d] = substr(s, i - 1, 1) == "$" ? "E" : "S"
        else if (c == "\"") st[++d] = "D"
        else if (c == "$" && nx == "(") k = substr(s, i + 2, 1) == "(" ? push("A", 3) : push("C", 2)
        else if (f == "C" && c == "(" && nx == "(" && (i == 1 || substr(s, i - 1, 1) ~ /[ \t;&|]/)) k = push("A", 2)
        else if (c == "(") pd[d]++
        else if (c == ")" && pd[d] > 0) pd[d]--
        else if (c == ")" && d > 0 && f == "C") d--
        else if (c == ")" && d > 0 && f == "A" && nx == ")") { k = 2; d-- }
        if (k > 1) { c = substr(s, i, k); i += k - 1 }
        out = out c
        a = a substr(f == "A" || st[d] == "A" ? "aaa" : "   ", 1, length(c))
    }
    ar = a
    return out
}
function cmp_sites(m,   i, c, nx) {   # C comparison operators (bash: in arithmetic)
    for (i = 1; i <= length(m); i++) {
        c = substr(m, i, 1); nx = substr(m, i + 1, 1)
        if (ar != "" && substr(ar, i, 1) != "a") continue
        if ((c == "<" || c == ">") && nx == c) { i++; if (substr(m, i + 1, 1) == "=") i++ }
        else if (c == ">" && substr(m, i - 1, 1) == "-") continue
        else if ((c == "<" || c == ">") && nx == "=") { emit("comparison", i, c "=", c); i++ }
        else if (c == "<" || c == ">") emit("comparison", i, c, c "=")
        else if ((c == "=" || c == "!") && nx == "=") { emit("comparison", i, c "=", c == "=" ? "!=" : "=="); i++ }
    }
}
function num_sites(m, bash,   i, n, p, t, nx) {  # integer literals
    n = length(m)
    for (i = 1; i <= n; i++) {
        if (substr(m, i, 1) !~ /[0-9]/) continue
        p = substr(m, i - 1, 1)
        if (bash) match(substr(m, i), /^[0-9]+/)
        else match(substr(m, i), /^(0[xX][0-9A-Fa-f]+|[0-9]+)[uUlL]*/)
        t = substr(m, i, RLENGTH); nx = substr(m, i + RLENGTH, 1)
        if (p ~ /[A-Za-z0-9_.]/ || nx ~ /[A-Za-z0-9_.]/) {   # a name, a float: skipped whole
            for (i += RLENGTH; substr(m, i, 1) ~ /[A-Za-z0-9_.]/ ||
                substr(m, i - 1, 2) ~ /^[eEpP][-+]$/; i++) ;
            continue
        }
        if (!(bash && (p ~ /[$\/@#%]/ || nx ~ /[<>\/]/ || substr(m, i - 2, 2) ~ /^(\$\{|[<>]&)$/)))
            emit("constant", i, t, constant(t))
        i += RLENGTH - 1
    }
}
FNR == 1 { incom = 0; pp = 0; d = 0; st[0] = "C"; pd[0] = 0; hd = ""; isc = FILENAME ~ /\.c$/ }
isc {
    m = cmask($0); ar = ""; t = m; sub(/^[ \t]+/, "", t); sub(/[ \t]+$/, "", t)
    skip = pp || t ~ /^#/; pp = skip && t ~ /\\$/
    if (skip || t == "") next
    cmp_sites(m); num_sites(m, 0)
    for (j = 1; j < length(m); j++) {   # if (COND), COND closed on this line
        if (substr(m, j, 2) != "if" || substr(m, j - 1, 1) ~ /[A-Za-z0-9_]/ || substr(m, j + 2, 1) !~ /[ (]/) continue
        for (k = j + 2; substr(m, k, 1) == " "; k++) ;
        if (substr(m, k, 1) != "(") continue
        depth = 0
        for (e = k; e <= length(m); e++)
            if ((c = substr(m, e, 1)) == "(") depth++; else if (c == ")" && --depth == 0) break
        if (e <= length(m)) emit("branch", k, substr($0, k, e - k + 1), "(!" substr($0, k, e - k + 1) ")")
    }
    call = "(close|free|fclose|unlink|rmdir|nftw|remove_[A-Za-z0-9_]*)\\([^;()]*(\\([^;()]*\\)[^;()]*)*\\)"
    if (t ~ ("^(\\(void\\) *)?" call "(, *" call ")*;$")) emit("cleanup", index(m, t), substr($0, index(m, t), length(t)), ";")
    next
}
{
    if (hd != "") { u = $0; if (hdtab) sub(/^\t+/, "", u); if (u == hd) hd = ""; next }
    m = bmask($0); n = length(m)
    if (match($0, /<<-?[ \t]*["\047]?[A-Za-z_][A-Za-z0-9_]*/) && substr(m, RSTART, 2) == "<<" &&
        substr(m, RSTART - 1, 1) != "<" && substr(ar, RSTART, 1) != "a") {   # a here-document
        hd = substr($0, RSTART + 2, RLENGTH - 2); hdtab = hd ~ /^-/
        gsub(/[- \t"\047]/, "", hd)
    }
    cmp_sites(m); mm = m
    while ((i = index(mm, " =~ ")) > 0) {   # a regex: no constants in it
        k = index(substr(mm, i + 4), " ]]"); e = k ? i + 2 + k : length(mm)
        for (u = ""; length(u) < e - i; ) u = u "_"
        mm = substr(mm, 1, i) u substr(mm, e + 1)
    }
    num_sites(mm, 1)
    inb = 0; first = ""
    for (i = 1; i <= n; i = e + 1) {      # word by word
        while (i <= n && substr(m, i, 1) ~ /[ \t]/) i++
        if (i > n) break
        for (e = i; e < n && substr(m, e + 1, 1) !~ /[ \t]/; e++) ;
        w = substr(m, i, e - i + 1)
        if (first == "") { first = w; fcol = i }
        if (substr(ar, i, 1) == "a") continue
        if (w == "[[") inb = 1
        else if (w == "]]") inb = 0
        else if (w == "=" || w == "==" || w == "!=") emit("comparison", i, w, w == "!=" ? "=" : "!=")
        else if (w ~ /^-(eq|ne|lt|le|gt|ge)$/)
            emit("comparison", i, w, w == "-eq" ? "-ne" : w == "-ne" ? "-eq" : substr(w, 1, 2) (substr(w, 3) == "t" ? "e" : "t"))
        else if ((w == "&&" || w == "||") && !inb) emit("branch", i, w, w == "&&" ? "||" : "&&")
        else if (w == "if" || w == "elif") {
            for (k = e + 1; substr(m, k, 1) ~ /[ \t]/; k++) ;
            if (substr(m, k, 2) == "! ") emit("branch", i, substr($0, i, k - i + 1), w)
            else if (k <= n) emit("branch", i, w, w " !")
        }
    }
    t = m; sub(/[ \t]+$/, "", t)
    if (first ~ /^(rm|rmdir|kill|wait)$/ && t !~ /(;|&&|\|\||\||\\)/)
        emit("cleanup", fcol, substr($0, fcol, length(t) - fcol + 1), ":")
}' "${files[@]}" | awk '{ print NR "\t" $0 }'
}

# draw COUNT SEED: COUNT of the numbered sites on stdin, uniformly without repeats, in the
# order drawn (Park-Miller minimal standard generator, rejection against modulo bias)
draw() {
    awk -v n="$1" -v seed="$2" '{ site[NR] = $0 } END {
        m = NR; x = seed % 2147483646 + 1
        for (i = 1; i <= m; i++) idx[i] = i
        for (i = 1; i <= n && i <= m; i++) {
            k = m - i + 1; lim = 2147483646 - 2147483646 % k
            do { x = (x * 48271) % 2147483647; r = x - 1 } while (r >= lim)
            j = i + r % k; t = idx[i]; idx[i] = idx[j]; idx[j] = t
            print site[idx[i]]
        }
    }'
}

# mutated FILE LINE COL ORIG REPL: FILE with ORIG at LINE:COL replaced (exit 3 when it is
# not there); ORIG and REPL go through the environment, where awk leaves backslashes alone
mutated() {
    L=$2 C=$3 O=$4 R=$5 awk 'FNR == ENVIRON["L"] + 0 {
        c = ENVIRON["C"]; o = ENVIRON["O"]
        if (substr($0, c, length(o)) != o) bad = 1
        else $0 = substr($0, 1, c - 1) ENVIRON["R"] substr($0, c + length(o))
    } { print } END { exit bad ? 3 : 0 }' "$1"
}

if [ "$mode" = list ]; then
    list=$(sites)
    printf '%s\n' "$list"
    awk -F '\t' '{ k[$5]++; f[$2]++ } END {
        for (x in k) printf "# kind %-10s %5d\n", x, k[x] | "sort"; close("sort")
        for (x in f) printf "# file %-22s %5d\n", x, f[x] | "sort"; close("sort")
        printf "# total %d sites\n", NR }' <<< "$list"
    exit 0
fi
if [ "$mode" = sample ]; then
    sites | draw "$count" "$seed"
    exit 0
fi

# ---- --run ----
# Each suite runs in a PID namespace of its own when unshare can make one (root, or user
# namespaces): a mutant's stray kill(-1, ...) or kill -- -PGID then reaches no process
# outside it, and whatever it leaves running dies with it
sandbox=(unshare --pid --fork --mount-proc --kill-child)
if [ "${MUTATE_PIDNS:-1}" = 0 ] || ! "${sandbox[@]}" true > /dev/null 2>&1; then
    sandbox=()
    echo "mutate.sh: the suites run without a PID namespace (a mutant's kill reaches all your processes)" >&2
fi
base=$(mktemp -d "${TMPDIR:-/tmp}/mutate.XXXXXX") || exit 2
mkdir -p build/mutate || exit 2
results="$root/build/mutate/run-s$seed-n$count.tsv"
printf 'order\tid\tfile\tline\tcol\tkind\toriginal\treplacement\toutcome\tsuite\tseconds\tdetail\n' > "$results"

# reap DIR: kill every process whose working folder, command line or environment names DIR
# (the suites' TMPDIR is in it); prints how many there were
reap() {
    local p pid n=0 found=1 round cwd
    for ((round = 0; round < 5 && found > 0; round++)); do
        found=0
        for p in /proc/[0-9]*; do
            pid=${p#/proc/}
            if [ "$pid" = "$$" ] || [ "$pid" = "$BASHPID" ]; then continue; fi
            cwd=$(readlink "$p/cwd" 2> /dev/null) || continue
            if [[ $cwd/ == "$1"/* ]] || grep -qsaF -- "$1/" "$p/cmdline" "$p/environ"; then
                kill -KILL "$pid" 2> /dev/null && found=$((found + 1))
            fi
        done
        n=$((n + found))
        [ "$found" -eq 0 ] || sleep 0.2
    done
    echo "$n"
}
trap 'kill $(jobs -p) 2> /dev/null; reap "$base" > /dev/null; rm -rf "$base"; exit 130' INT TERM HUP
trap 'rm -rf "$base"' EXIT

# order_for FILE: suite_order set to the suites (of those chosen) in the order a mutant of
# FILE runs them: the ones that test FILE most first (a kill comes sooner; a survivor runs
# them all anyway)
order_for() {
    local first s f
    case "$1" in
        judge/stress.sh) first="stress_test" ;;
        judge/verify.sh|judge/package.sh) first="package_test" ;;
        judge/interact.c) first="interactive_test" ;;
        judge/attempt.sh) first="attempt_test leetcode_test" ;;
        judge/testcase.sh) first="judge_test interactive_test" ;;
        *) first="" ;;
    esac
    suite_order=()
    for f in $first; do
        for s in "${suites[@]}"; do [ "$s" != "$f" ] || suite_order+=("$s"); done
    done
    for s in "${suites[@]}"; do
        [[ " ${suite_order[*]} " == *" $s "* ]] || suite_order+=("$s")
    done
}

# mutant ORDER ID FILE LINE COL KIND ORIG REPL: one mutant from copy to verdict
mutant() {
    local order=$1 id=$2 file=$3 line=$4 col=$5 kind=$6 orig=$7 repl=$8
    local d="$base/m$id" t0=$SECONDS outcome="" suite="" detail="" e w s st stray="" top
    mkdir -p "$d/tree/build"
    mapfile -t top < <(ls -A "$root")
    for e in "${top[@]}"; do
        case $e in .git|build) ;; *) cp -a "$root/$e" "$d/tree/" ;; esac
    done
    for w in $warm; do
        [ ! -e "$root/$w" ] || { mkdir -p "$d/tree/${w%/*}" && cp -a "$root/$w" "$d/tree/$w"; }
    done
    if [ "$id" = 0 ]; then    # the baseline: no change
        make -s -C "$d/tree" build/runguard build/compare build/interact > "$d/build.log" 2>&1 ||
            outcome=not-built
    elif ! mutated "$root/$file" "$line" "$col" "$orig" "$repl" > "$d/mutant" ||
        cmp -s "$d/mutant" "$root/$file"; then
        outcome=stale detail="no '$orig' at $file:$line:$col"
    else
        cat "$d/mutant" > "$d/tree/$file"
        if [[ $file == *.sh ]] && ! bash -n "$d/tree/$file" > "$d/build.log" 2>&1; then
            outcome=not-built
        elif ! make -s -C "$d/tree" build/runguard build/compare build/interact >> "$d/build.log" 2>&1; then
            outcome=not-built
        fi
        [ -z "$outcome" ] || detail=$(grep -m1 -i 'error' "$d/build.log")
    fi
    local -a suite_order
    order_for "$file"
    for s in "${suite_order[@]}"; do
        [ -z "$outcome" ] || break
        mkdir -p "$d/tmp.$s"
        # shellcheck disable=SC2016 # $0 is sh's
        TMPDIR="$d/tmp.$s" timeout -k 30 "$timeout_s" "${sandbox[@]}" \
            sh -c 'bash "$0"; exit $?' "$d/tree/tests/$s.sh" > "$d/$s.log" 2>&1 < /dev/null
        st=$?
        [ "$st" -ne 0 ] || continue
        suite=$s detail=$(tail -n 1 "$d/$s.log")
        if [ "$st" -eq 124 ]; then outcome=timeout; else outcome=killed; fi
    done
    [ -n "$outcome" ] || outcome=survived
    # (judge.sh's watchers notice their judge.sh is gone within 0.5 s; a namespace's
    # processes are gone with its first)
    [ ${#sandbox[@]} -gt 0 ] || sleep 1
    stray=$(reap "$d")
    [ "$stray" -eq 0 ] && stray="" || stray=" ($stray stray processes killed)"
    rm -rf "$d"
    detail=${detail//$'\t'/ }
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$order" "$id" "$file" "$line" "$col" \
        "$kind" "$orig" "$repl" "$outcome" "$suite" "$((SECONDS - t0))" "$detail$stray" >> "$results"
    case $id:$outcome in
        0:survived) outcome="every suite passes" ;;
        *:killed) outcome="killed by $suite ($detail)" ;;
        *:timeout) outcome="killed (timeout in $suite)" ;;
        *:not-built) outcome="does not build${detail:+ ($detail)}" ;;
    esac
    printf '#%-5s %-24s %-10s %s -> %s   %s%s   %ss\n' "$id" "$file:$line" "$kind" "$orig" "$repl" \
        "$outcome" "$stray" "$((SECONDS - t0))"
}

mapfile -t drawn < <(sites | draw "$count" "$seed")
echo "mutate.sh: ${#drawn[@]} mutants (seed $seed), suites: ${suites[*]}, $jobs at a time"
if [ "$baseline" -eq 1 ]; then
    mutant 0 0 - 0 0 baseline - - < /dev/null
    [ "$(cut -f 9 "$results")" = "$(printf 'outcome\nsurvived')" ] || {
        echo "mutate.sh: the suites fail on the kit as it is: no mutant was run" >&2; exit 1; }
    head -n 1 "$results" > "$base/head" && cat "$base/head" > "$results"
fi
for i in "${!drawn[@]}"; do
    IFS=$'\t' read -r id file line col kind orig repl <<< "${drawn[i]}"
    while [ "$(jobs -pr | wc -l)" -ge "$jobs" ]; do wait -n; done
    mutant "$((i + 1))" "$id" "$file" "$line" "$col" "$kind" "$orig" "$repl" < /dev/null &
done
wait

# ---- the tables and the survivors ----
{ head -n 1 "$results"; tail -n +2 "$results" | sort -t "$(printf '\t')" -k1,1n; } > "$base/results"
cat "$base/results" > "$results"
for by in file kind; do
    awk -F '\t' -v by="$by" 'NR > 1 { k = by == "file" ? $3 : $6; keys[k] = 1
        n[k]++; n[""]++; x = $9 == "killed" || $9 == "timeout" ? "k" : $9 == "survived" ? "s" : "o"
        c[k, x]++; c["", x]++ }
    END { printf "\n%-24s %6s %7s %9s %15s %10s\n", by, "drawn", "killed", "survived", "not built/stale", "kill rate"
        for (k in keys) print line(k) | "sort"; close("sort"); print line("") }
    function line(k,   b) { b = c[k, "k"] + c[k, "s"]
        return sprintf("%-24s %6d %7d %9d %15d %10s", k == "" ? "all" : k, n[k], c[k, "k"], c[k, "s"], c[k, "o"],
            b ? sprintf("%.0f%%", 100 * c[k, "k"] / b) : "-") }' "$results"
done
echo
echo "survivors (is each equivalent to the original?):"
cut -f 9 "$results" | grep -qx survived || echo "(none)"
while IFS=$'\t' read -r _ id file line col kind orig repl outcome _; do
    [ "$outcome" = survived ] || continue
    echo "#$id $file:$line ($kind)"
    echo "-$(sed -n "${line}p" "$file")"
    echo "+$(mutated "$file" "$line" "$col" "$orig" "$repl" | sed -n "${line}p")"
done < <(tail -n +2 "$results")
echo "results: ${results#"$root"/}"
