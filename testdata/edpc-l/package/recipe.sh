# shellcheck shell=bash disable=SC2154 # root, p and gen: scripts/package.sh's, which sources it
# testdata/edpc-l/package/recipe.sh - what scripts/package.sh puts in EDPC L's package beside
# problem.yaml (AtCoder's 1024 MB: judge.conf), timelimit (AtCoder's 2 s) and problem.en.tex
# (its functions: cases, generated, submit; $root the kit, $p the package, $gen
# build/tests/edpc-l/gen).
cases edpc-l
generated gen-3000 "$root/build/dist/edpc-l" "$gen" 5 3000
# the input validator: the statement's constraints, one case (tests/edpc-l/validate.c)
mkdir -p "$p/input_validators/onecase"
sed 's|#include "../onecase.h"|#include "onecase.h"|' "$root/tests/edpc-l/validate.c" \
    > "$p/input_validators/onecase/validate.c"
cp "$root/tests/onecase.h" "$p/input_validators/onecase/"
submit accepted "$root/dist/edpc-l.c"
# the winner's score, not X - Y
submit wrong_answer "$root/tests/wrong/cards-greedy.c"
