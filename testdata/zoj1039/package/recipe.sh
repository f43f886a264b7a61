# shellcheck shell=bash disable=SC2154 # root, p and gen: scripts/make-package.sh's, which sources it
# testdata/zoj1039/package/recipe.sh - what scripts/make-package.sh puts in ZOJ 1039's package
# beside package.conf's problem.yaml and problem.en.tex (its functions: cases,
# strict_validator, submit, dialect_of; $root the kit, $p the package).  ZOJ's layout: a count of
# scenarios, each "a" and its a numbers.
cases zoj1039
strict_validator zoj1039
submit accepted "$root/dist/$(dialect_of zoj1039).c"
# POJ's program on ZOJ's input finds a case cut short and exits 1
submit run_time_error "$root/dist/$(dialect_of poj1143).c" poj1143-format.c
