# shellcheck shell=bash disable=SC2154 # root, p and gen: scripts/make-package.sh's, which sources it
# testdata/lc464-play/package/recipe.sh - what scripts/make-package.sh puts in the package of
# LeetCode 464 played against our perfect player (play/lc464.c, the interactor) beside
# package.conf's problem.yaml and problem.en.tex (its functions: output_validator,
# strict_validator, submit, submit_prefixed; $root the kit, $p the package).
mkdir -p "$p/data/sample" "$p/data/secret"
output_validator "$root/play/lc464.c" "$root/play/interactor.h"
# the games, "m d" a line, as the interactor reads them
strict_validator lc464 PLAY
# every (m, d), 1 <= d <= 300, that the first player wins (our solver says which)
pairs=$(mktemp) || exit 2
for a in $(seq 1 20); do for b in $(seq 1 300); do echo "$a $b"; done; done > "$pairs"
# shellcheck disable=SC2094 # both read it
"$root/bin/lc464" < "$pairs" | paste -d ' ' "$pairs" - | awk '$3 == "true" { print $1, $2 }' > "$pairs.win"
awk '$1 == 6 && $2 >= 12' "$pairs.win" | head -n 3 > "$p/data/sample/1.in"
awk '$1 <= 15' "$pairs.win" > "$p/data/secret/m01-15.in"
for a in 16 17 18 19 20; do awk -v a="$a" '$1 == a' "$pairs.win" > "$p/data/secret/m$a.in"; done
rm -f "$pairs" "$pairs.win"
for f in "$p"/data/*/*.in; do : > "${f%.in}.ans"; done
submit accepted "$root/play/lc464-player.c" perfect.c
submit_prefixed wrong_answer "$root/play/lc464-player.c" blunder.c \
    '#define BLUNDER_GAME 7 /* one losing first pick, in game 7 */'
