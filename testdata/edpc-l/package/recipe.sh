# shellcheck shell=bash disable=SC2154 # root, p and gen: scripts/make-package.sh's, which sources it
# testdata/edpc-l/package/recipe.sh - what scripts/make-package.sh puts in EDPC L's package beside
# package.conf's problem.yaml and problem.en.tex (its functions: cases, generated,
# strict_validator, submit, dialect_of; $root the kit, $p the package, $gen
# build/tests/edpc-l/gen).
cases edpc-l
generated gen-3000 "$root/build/dist/$(dialect_of edpc-l)" "$gen" 5 3000
# the input validator: the statement's constraints, one case (tests/edpc-l/validate.c)
strict_validator edpc-l
submit accepted "$root/dist/$(dialect_of edpc-l).c"
# the winner's score, not X - Y
submit wrong_answer "$root/tests/wrong/cards-greedy.c"
