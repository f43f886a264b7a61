# shellcheck shell=bash disable=SC2154 # root, p and gen: scripts/make-package.sh's, which sources it
# testdata/lc464/package/recipe.sh - what scripts/make-package.sh puts in LeetCode 464's package
# beside package.conf's problem.yaml and problem.en.tex (its functions: cases, generated,
# strict_validator, submit, submit_leetcode; $root the kit, $p the package, $gen
# build/tests/lc464/gen).  Cases are "m d" a line (LeetCode's one-value-a-line layout,
# testdata's sample2, stays in the kit's own tests).
cases lc464 'sample2-*'
for k in 1 2 3 4 5 6 7 8; do
    # (the generator mixes layouts: the package's is "m d" a line)
    # shellcheck disable=SC2016 # $1 and $2: the child shell's
    generated "gen-$k" "$root/bin/lc464" sh -c '"$1" "$2" 20 2 | tr -s " \t\r\n" "\n" | paste -d " " - -' \
        sh "$gen" "$k"
done
# the hardest calls, m = 20 and d where the search is deepest, eight or nine a case
generated hard-20a "$root/bin/lc464" seq -f '20 %g' 150 157
generated hard-20b "$root/bin/lc464" seq -f '20 %g' 158 165
generated hard-20c "$root/bin/lc464" seq -f '20 %g' 166 174
strict_validator lc464
submit_leetcode accepted canIWin "$root/dist/$(dialect_of lc464).c" "$(dialect_of lc464).c"
submit_leetcode accepted canIWin "$root/tests/attempts/lc464.c" lc464-attempt.c
submit_leetcode accepted canIWin "$root/tests/attempts/lc464-seed001.cpp" lc464-seed001.cpp
submit accepted "$root/bench/lc464-seed001.c"
# (the same mistake as a C++ class, tests/attempts/lc464-nosum.cpp, is not here: a C++
# class as a program takes 5 s to build, <bits/stdc++.h> under -g -static, and seed001.cpp
# above already builds that way; stress_test judges it as a class)
submit wrong_answer "$root/tests/wrong/lc464-nosum.c"
submit_leetcode time_limit_exceeded canIWin "$root/tests/attempts/lc464-nomemo.c" lc464-no-memo.c
