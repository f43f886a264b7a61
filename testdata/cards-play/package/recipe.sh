# shellcheck shell=bash disable=SC2154 # root, p and gen: scripts/make-package.sh's, which sources it
# testdata/cards-play/package/recipe.sh - what scripts/make-package.sh puts in the package of
# cards-in-line played against our perfect player (play/cards.c, the interactor) beside
# package.conf's problem.yaml and problem.en.tex (its functions: output_validator,
# strict_validator, submit, submit_prefixed; $root the kit, $p the package).
mkdir -p "$p/data/sample" "$p/data/secret"
output_validator "$root/play/cards.c" "$root/play/interactor.h"
# the rows, "n a1 .. an" a line, as the interactor reads them
strict_validator cards-in-line PLAY
# rows: "n a1 .. an" on one line each, the empty ones left out
rows() { tr -s ' \t\r\n' '\n' | awk 'NF { t[++k] = $1 } END { i = 1
    while (i <= k) { n = t[i++]; if (n > 0) { s = n; for (j = 0; j < n; j++) s = s " " t[i + j]; print s }; i += n } }'; }
rows < "$root/testdata/cards-in-line/sample1.in" > "$p/data/sample/1.in"
cat "$root"/testdata/cards-in-line/*.in | rows > "$p/data/secret/testdata.in"
"$root/build/tests/cards-in-line/gen" 1 0 300 | rows > "$p/data/secret/gen-rows.in"
"$root/build/bench/cardsgen" 2000 1000000000 5 | rows > "$p/data/secret/gen-2000.in"
for f in "$p"/data/*/*.in; do : > "${f%.in}.ans"; done
submit accepted "$root/play/cards-player.c" perfect.c
submit_prefixed wrong_answer "$root/play/cards-player.c" blunder.c \
    '#define BLUNDER_GAME 3 /* one take of the end worth less, from game 3 on */'
