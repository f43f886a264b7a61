# shellcheck shell=bash disable=SC2154 # root, p and gen: scripts/package.sh's, which sources it
# testdata/lc464/package/recipe.sh - what scripts/package.sh puts in LeetCode 464's package
# beside problem.yaml (LeetCode's memory: judge.conf's 256 MB), timelimit and problem.en.tex
# (its functions: cases, generated, reader_validator, leetcode_program, submit; $root the
# kit, $p the package, $gen build/tests/lc464/gen).  The time limit, 2 s: a case here is at
# most 50 calls, a LeetCode run (judge.conf's leetcode_tests), and seed 001's class
# (accepted by LeetCode) takes 0.06 s of CPU for each of the hardest calls below, so an
# accepted submission keeps more than twice its time below it, as BAPCtools asks
# (2025-09's ac_to_time_limit, 2).
cases lc464
for k in 1 2 3 4 5 6 7 8; do
    generated "gen-$k" "$root/bin/lc464" "$gen" "$k" 20 2
done
# the hardest calls, m = 20 and d where the search is deepest, eight or nine a case
generated hard-20a "$root/bin/lc464" seq -f '20 %g' 150 157
generated hard-20b "$root/bin/lc464" seq -f '20 %g' 158 165
generated hard-20c "$root/bin/lc464" seq -f '20 %g' 166 174
bundled=$(mktemp) || exit 2
"$root/scripts/bundle.sh" "$root/solvers/lc464/main.c" > "$bundled" || exit 1
reader_validator "$p/input_validators/reader" "$bundled"
rm -f "$bundled"
submit_leetcode accepted canIWin "$root/dist/lc464-leetcode.c" lc464-leetcode.c
submit_leetcode accepted canIWin "$root/tests/attempts/lc464.c" lc464-attempt.c
submit_leetcode accepted canIWin "$root/tests/attempts/lc464-seed001.cpp" lc464-seed001.cpp
submit accepted "$root/bench/lc464-seed001.c"
# (the same mistake as a C++ class, tests/attempts/lc464-nosum.cpp, is not here: a C++
# class as a program takes 5 s to build, <bits/stdc++.h> under -g -static, and seed001.cpp
# above already builds that way; stress_test judges it as a class)
submit wrong_answer "$root/tests/wrong/lc464-nosum.c"
submit_leetcode time_limit_exceeded canIWin "$root/tests/attempts/lc464-nomemo.c" lc464-no-memo.c
