# shellcheck shell=bash disable=SC2154 # root, p and gen: scripts/package.sh's, which sources it
# testdata/cards-in-line/package/recipe.sh - what scripts/package.sh puts in cards-in-line's
# package beside problem.yaml, timelimit (judge.sh's defaults: 256 MB, 2 s) and
# problem.en.tex (its functions: cases, generated, reader_validator, submit; $root the kit,
# $p the package, $gen build/tests/cards-in-line/gen).
cases cards-in-line
generated gen-rows "$root/bin/cards-in-line" "$gen" 1 0 300
generated gen-20000 "$root/bin/cards-in-line" "$root/build/bench/cardsgen" 20000 100000 7
reader_validator "$p/input_validators/reader" "$root/dist/cards-in-line.c"
submit accepted "$root/dist/cards-in-line.c"
submit accepted "$root/tests/attempts/cards.java"
submit wrong_answer "$root/tests/wrong/cards-greedy.c"
submit run_time_error "$root/tests/wrong/cards-crash.c"
# seed 003's two n x n tables: out of memory on 20,000 cards
submit run_time_error "$root/bench/cards-seed003.c"
