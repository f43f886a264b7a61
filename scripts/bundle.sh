#!/usr/bin/env bash
# bundle.sh [--leetcode] MAIN.c [LINE ...]: MAIN.c as one self-contained file for a judge.  Each LINE is
# printed first (a "#define" choosing a dialect); then MAIN.c, with every line
# #include "../common/FILE.h" or #include "FILE.h" (the solver's own, e.g. explain.h)
# replaced by that file itself between two marker comments, as SQLite's amalgamation and
# AtCoder Library's expander do.  A file is inlined once.  A LeetCode function (the lines
# from "/* LEETCODE-BEGIN */" to "/* LEETCODE-END */") is left out, as the program's judge
# has no use for it, unless --leetcode is given (scripts/leetcode.sh cuts it out of that).
set -u
export LC_ALL=C

keep=0
[ "${1:-}" != --leetcode ] || { keep=1; shift; }
if [ $# -lt 1 ] || [ ! -r "$1" ]; then
    echo "usage: scripts/bundle.sh [--leetcode] MAIN.c [LINE ...]" >&2
    exit 2
fi
src=$1
shift
dir=$(dirname "$src")
for line in "$@"; do
    printf '%s\n' "$line"
done
seen=" " cut=0
while IFS= read -r line || [ -n "$line" ]; do
    if [ "$keep" = 0 ] && { [ "$line" = "/* LEETCODE-BEGIN */" ] || [ "$cut" = 1 ]; }; then
        [ "$line" = "/* LEETCODE-END */" ] && cut=0 || cut=1
    elif [[ $line =~ ^#include\ \"((\.\./common/)?[A-Za-z0-9_]+\.h)\"$ ]]; then
        f="$dir/${BASH_REMATCH[1]}"
        name=${BASH_REMATCH[1]#../}
        [ -n "${BASH_REMATCH[2]}" ] || name="$(basename "$dir")/$name"
        if [ ! -r "$f" ]; then
            echo "bundle.sh: $src includes $f, which cannot be read" >&2
            exit 1
        fi
        if [[ $seen != *" $name "* ]]; then
            printf '/* ---- solvers/%s, inlined by make dist ---- */\n' "$name"
            cat "$f"
            printf '/* ---- end of solvers/%s ---- */\n' "$name"
            seen="$seen$name "
        fi
    else
        printf '%s\n' "$line"
    fi
done < "$src"
