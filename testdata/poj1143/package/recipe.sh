# shellcheck shell=bash disable=SC2154 # root, p and gen: scripts/make-package.sh's, which sources it
# testdata/poj1143/package/recipe.sh - what scripts/make-package.sh puts in POJ 1143's package
# beside package.conf's problem.yaml and problem.en.tex (its functions: cases, generated,
# strict_validator, submit, dialect_of; $root the kit, $p the package, $gen build/tests/poj1143/gen).  POJ's layout: cases "n a1 .. an", ended
# by 0.
# (every position is gen-all below, in one file: testdata's positions-* are left out)
cases poj1143 'positions-*'
generated gen-all "$root/bin/poj1143" "$gen" all
# (the generator ends at the end of input: the package's layout ends with the case 0)
# shellcheck disable=SC2016 # $1 and $2: the child shell's
generated gen-many "$root/bin/poj1143" sh -c '"$1" bench 1 20000 && echo 0' sh "$gen"
# seed 002 clears its 13 MB table for every case: TLE on gen-all's 3,514 cases
submit time_limit_exceeded "$root/bench/poj1143-seed002.c"
submit accepted "$root/tests/attempts/poj1143.cpp"
# (no Python: POJ has none, and PyPy, the Python of DOMjudge's and Kattis' profiles, peaks
# at 53-66 MB here before it reads a byte: MLE at POJ's 64 MB; problemtools'
# address-space limit of 64 MiB stops it at its start)
submit accepted "$root/tests/attempts/poj1143-solution.java"
strict_validator poj1143
submit accepted "$root/dist/$(dialect_of poj1143).c"
# ZOJ's program on POJ's input prints its own lines
submit wrong_answer "$root/dist/$(dialect_of zoj1039).c" zoj1039-format.c
