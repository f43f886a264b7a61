#!/usr/bin/env bash
# leetcode.sh MAIN.c FUNCTION: print the function-only LeetCode submission made from the
# block between the LEETCODE-BEGIN and LEETCODE-END markers of MAIN.c, with the headers it
# includes there (solvers/common/bits.h) inlined.
set -u
export LC_ALL=C

if [ $# -ne 2 ] || [ ! -r "$1" ]; then
    echo "usage: scripts/leetcode.sh MAIN.c FUNCTION" >&2
    exit 2
fi
src=$1
fn=$2
tmp=$(mktemp) || exit 2
trap 'rm -f "$tmp"' EXIT
# (the headers it includes from solvers/common/ inlined, as make dist inlines them)
"$(dirname "$0")/bundle.sh" --leetcode "$src" | sed -n '/LEETCODE-BEGIN/,/LEETCODE-END/p' > "$tmp" || exit 1
if ! grep -q "^bool $fn(" "$tmp"; then
    echo "leetcode.sh: no 'bool $fn(' between the LEETCODE markers of $src" >&2
    exit 1
fi
printf '/*\n * %s for LeetCode, made by "make dist" from %s.\n' "$fn" "$src"
printf ' * Edit that file, not this one.  Paste the whole file into the LeetCode editor.\n */\n'
printf '#include <stdbool.h>\n#include <stddef.h>\n#include <stdint.h>\n#include <stdlib.h>\n#include <string.h>\n\n'
printf '#define LEETCODE 1 /* the function LeetCode calls is compiled in */\n'
sed '1d;$d' "$tmp"
