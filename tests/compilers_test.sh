#!/usr/bin/env bash
# compilers_test.sh: every submission file (dist/) and every solver's main.c compiled by each
# C compiler a judge might use besides GCC, clang, tcc and pcc (POJ's MinGW GCC 4.4.0 and MS
# Visual C++, docs/judges.md, are older than any of them: tcc and pcc stand for a compiler with no GCC builtins
# and an old preprocessor), each with its warnings on and made errors, then judged on the
# problem's testdata.  (GCC's builds are the Makefile's, with -Werror, judged by make check's
# dist steps; clang builds at -O0 here: its warnings are the point, and -O2 costs 1 s a file.)
# The LeetCode files are built as judge.sh builds a LeetCode-form attempt
# (judge/leetcode/prelude.h before, driver.c after).  A compiler that is not installed says
# "skipped".  Needs make dist and make all first.  Last line: "N passed, N failed".
# shellcheck source=tests/lib.sh
. "$(dirname "$0")/lib.sh"
cd "$root" || exit 2

# flags CC STD: the warning flags of CC for a file in C standard STD (c89 or c99)
flags() {
    case "$1" in
        clang) echo "-std=$2 -pedantic -Wall -Wextra -Werror -O0" ;;
        tcc) echo "-Wall -Werror" ;;
        # (pcc's own crtend.o has no .note.GNU-stack, and the linker warns of it)
        pcc) echo "-Wall -Werror -O -Wl,-z,noexecstack" ;;
    esac
}

# build CC STD OUT SRC: SRC compiled by CC into OUT; passes when it builds with no output
# (no warning)
build() {
    local cc=$1 std=$2 out=$3 src=$4 f
    read -r -a f <<< "$(flags "$cc" "$std")"
    if "$cc" "${f[@]}" -o "$out" "$src" > "$work/cc.out" 2>&1 && [ ! -s "$work/cc.out" ]; then
        ok
        return 0
    fi
    fail "$cc ${f[*]} $src: it does not build without a word:"
    head -n 20 "$work/cc.out" | sed 's/^/    /'
    return 1
}

# judged LABEL PROGRAM DIR: the program AC on every case of DIR
judged() {
    if "$judge" -t 20 --wall 600 -m 0 -c "$2" -d "$3" > "$work/out" 2>&1; then
        ok
    else
        fail "$1: not every case of $3 is AC:"
        grep -v '^AC ' "$work/out" | head -n 20 | sed 's/^/    /'
    fi
}

# leetcode FILE METHOD OUT: FILE as judge.sh builds a LeetCode-form C attempt, into OUT
leetcode() {
    { printf '#include "%s"\n#line 1 "%s"\n' "$root/judge/leetcode/prelude.h" "$root/$1"
      cat -- "$1"
      printf '\n#define JUDGE_%s 1\n#include "%s"\n' "$2" "$root/judge/leetcode/driver.c"
    } > "$3"
}

make -s -C "$root" dist all build/runguard build/compare > "$work/make.out" 2>&1 || {
    cat "$work/make.out"; echo "0 passed, 1 failed"; exit 1; }
# the files to build: each of solvers/dialects (a LeetCode one behind the driver; its
# standard c89, or c99 where its judge takes gnu11: the strictest it keeps) and each main.c,
# as "FILE STD TESTDATA"
list=()
while read -r name _ define std data _; do
    [[ -n $name && $name != \#* ]] || continue
    [ "$std" = c89 ] || std="c99"
    if [[ $name == *-leetcode ]]; then
        leetcode "dist/$name.c" "$define" "$work/$name.c"
        list+=("$work/$name.c $std $data")
    else
        list+=("dist/$name.c $std $data")
    fi
done < solvers/dialects
list+=("solvers/lc464/main.c c99 lc464" "solvers/poj1143/main.c c89 poj1143"
       "solvers/cards-in-line/main.c c99 cards-in-line")
for cc in clang tcc pcc; do
    if ! command -v "$cc" > /dev/null 2>&1; then
        echo "skipped: $cc is not installed (the files were not built with it)"
        continue
    fi
    b="$work/$cc"
    mkdir -p "$b"
    # file, its standard, the testdata it is judged on
    while read -r src std data; do
        name=${src#dist/} name=${name#solvers/} name=${name%.c} name=${name//\//-}
        [[ $src != "$work"/* ]] || name=${src##*/} name=${name%.c}-driver
        build "$cc" "$std" "$b/$name" "$src" || continue
        judged "$cc: $src" "$b/$name" "testdata/$data"
    done < <(printf '%s\n' "${list[@]}")
done
echo "compilers: $passed passed, $failed failed"
