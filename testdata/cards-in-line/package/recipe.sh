# shellcheck shell=bash disable=SC2154 # root, p and gen: scripts/make-package.sh's, which sources it
# testdata/cards-in-line/package/recipe.sh - what scripts/make-package.sh puts in cards-in-line's
# package beside package.conf's problem.yaml and problem.en.tex (its functions: cases,
# generated, strict_validator, submit, dialect_of; $root the kit, $p the package, $gen
# build/tests/cards-in-line/gen).
cases cards-in-line
generated gen-rows "$root/bin/cards-in-line" "$gen" 1 0 300
generated gen-20000 "$root/bin/cards-in-line" "$root/build/bench/cardsgen" 20000 100000 7
# testdata's cases in the package's one layout (a line "n", a line of the n cards when n > 0),
# as its validator asks: the odd layouts stay in the kit's own tests
for f in "$p"/data/*/*.in; do
    tr -s ' \t\r\n' '\n' < "$f" | awk 'NF { t[++k] = $1 } END { i = 1
        while (i <= k) { n = t[i++]; print n; s = ""
            for (j = 0; j < n; j++) s = s (j ? " " : "") t[i + j]
            if (n > 0) print s; i += n } }' > "$f.tmp" && mv "$f.tmp" "$f"
done
strict_validator cards-in-line
submit accepted "$root/dist/$(dialect_of cards-in-line).c"
submit accepted "$root/tests/attempts/cards.java"
submit wrong_answer "$root/tests/wrong/cards-greedy.c"
submit run_time_error "$root/tests/wrong/cards-crash.c"
# seed 003's two n x n tables: out of memory on 20,000 cards
submit run_time_error "$root/bench/cards-seed003.c"
