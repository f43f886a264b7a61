# shellcheck shell=bash disable=SC2154 # root, p and gen: scripts/make-package.sh's, which sources it
# testdata/lc486/package/recipe.sh - what scripts/make-package.sh puts in LeetCode 486's package
# beside package.conf's problem.yaml and problem.en.tex (its functions: cases, generated,
# strict_validator, submit_leetcode; $root the kit, $p the package, $gen build/tests/lc486/gen).
cases lc486
generated gen-arrays "$root/build/ref/lc486" "$gen" 1 20 300
strict_validator lc486
submit_leetcode accepted predictTheWinner "$root/dist/$(dialect_of lc486).c" "$(dialect_of lc486).c"
submit_leetcode accepted predictTheWinner "$root/tests/attempts/lc486.c" lc486-attempt.c
submit_leetcode wrong_answer predictTheWinner "$root/tests/attempts/lc486-greedy.c" lc486-greedy.c
