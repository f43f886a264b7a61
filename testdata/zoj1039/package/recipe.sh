# shellcheck shell=bash disable=SC2154 # root, p and gen: scripts/package.sh's, which sources it
# testdata/zoj1039/package/recipe.sh - what scripts/package.sh puts in ZOJ 1039's package
# beside problem.yaml (64 MB: judge.conf), timelimit and problem.en.tex (its functions:
# cases, reader_validator, submit; $root the kit, $p the package).  ZOJ's layout: a count
# of scenarios, each "a" and its a numbers.  The time limit, 1 s (judge.conf's 2 s is
# ZOJ's; 1 s, POJ's, is the package's since it was made, and our solver takes 1 ms).
cases zoj1039
reader_validator "$p/input_validators/reader" "$root/dist/zoj1039.c" -std=gnu89
submit accepted "$root/dist/zoj1039.c"
# POJ's program on ZOJ's input finds a case cut short and exits 1
submit run_time_error "$root/dist/poj1143.c" poj1143-format.c
