#!/usr/bin/env bash
# score_test.sh: scoring problems (judge/score.awk, score_folder): packages of our own making
# in the legacy format (testdata.yaml's accept_score and grader_flags, as problemtools'
# default grader) and in 2025-09 (test_group.yaml's max_score, score_aggregation,
# require_pass; a validator's score.txt and score_multiplier.txt), a testlib checker's
# points (quitp), each at a score of 0, partial and full; the scores in the table, --tsv,
# --json and --junit; --verify's @EXPECTED_SCORE@ and partially_accepted.
# Last line: "N passed, N failed".
# shellcheck source=tests/lib.sh
. "$(dirname "$0")/lib.sh"

make -s -C "$root" build/runguard build/compare || exit 2

# case DIR NAME TEXT: a case DIR/NAME.in holding TEXT and its answer DIR/NAME.ans, the same
case_of() { mkdir -p "$1"; printf '%s\n' "$3" > "$1/$2.in"; printf '%s\n' "$3" > "$1/$2.ans"; }
# the attempts: right (cat), wrong on each input that holds WORD (sed), all wrong
wrong_on() { printf "sed 's/.*%s.*/no/'" "$1"; }

# ---- legacy: problemtools' default grader ----
L="$work/legacy"
mkdir -p "$L"
printf 'type: scoring\nname: Scored\n' > "$L/problem.yaml"
case_of "$L/data/sample" 1 sample
case_of "$L/data/secret/g1" 1 g1-one; case_of "$L/data/secret/g1" 2 g1-two
case_of "$L/data/secret/g2" 1 g2-one; case_of "$L/data/secret/g2" 2 g2-two
printf 'grader_flags: ignore_sample\non_reject: continue\n' > "$L/data/testdata.yaml"
printf 'accept_score: 0\ngrader_flags: first_error\n' > "$L/data/sample/testdata.yaml"
printf 'grader_flags: first_error accept_if_any_accepted\non_reject: continue\n' > "$L/data/secret/testdata.yaml"
printf 'accept_score: 30\ngrader_flags: min\n' > "$L/data/secret/g1/testdata.yaml"
printf 'accept_score: 70\ngrader_flags: min\n' > "$L/data/secret/g2/testdata.yaml"
check "legacy: every case right: score 100 of 100" 0 '^== legacy: 5 of 5 passed; score 100 of 100$' -- \
    -c cat -d "$L"
expect "legacy: each group's line" grep -qx '    score secret/g1: 30 of 30 (min)' "$work/out"
check "legacy: g2 wrong: 30 of 100 (its min is 0; secret accepts if any group does)" 1 \
    '^== legacy: 3 of 5 passed; score 30 of 100$' -- -c "$(wrong_on g2)" -d "$L"
expect "legacy: g2's line says its verdict" grep -qx '    score secret/g2: 0 of 70 (min; WA)' "$work/out"
check "legacy -x: stopped at the first failure, no score (its other cases not judged)" 1 \
    '^== legacy: 2 of 3 passed$' -- -x -c "$(wrong_on g1-two)" -d "$L"
check "legacy: all wrong: 0, the verdict not accepted" 1 '^== legacy: 0 of 5 passed; score 0 of 100$' -- \
    -c 'echo no' -d "$L"
expect "legacy: all wrong: the total says why" \
    grep -qx '    score (total): 0 of 100 (the verdict is WA, so no score)' "$work/out"
# settings are inherited (secret's on_reject: continue, its grader_flags) unless a group
# sets its own: on_reject: break stops g1 at its first failure, sum counts what was graded
printf 'accept_score: 15\ngrader_flags: sum\non_reject: break\n' > "$L/data/secret/g1/testdata.yaml"
check "legacy: sum (the default) over a group's cases, 15 each" 0 '; score 100 of 100$' -- -c cat -d "$L"
check "legacy: on_reject: break stops g1 at its first failure: 0 + 70" 1 '; score 70 of 100$' -- \
    -c "$(wrong_on g1-one)" -d "$L"
check "legacy: ... a failure after an accepted case keeps it: 15 + 70" 1 '; score 85 of 100$' -- \
    -c "$(wrong_on g1-two)" -d "$L"
printf 'accept_score: 30\ngrader_flags: min\n' > "$L/data/secret/g1/testdata.yaml"
# --tsv, --json, --junit
check "legacy --tsv: a row a group, verdict SCORE" 1 '^legacy	score:\(total\)	SCORE	0	0	30 of 100 \(' -- \
    --tsv -c "$(wrong_on g2)" -d "$L"
"$judge" --json -c "$(wrong_on g2)" -d "$L" > "$work/json" 2> /dev/null
if ! skip python3; then
    expect "legacy --json: the scores, parsed" python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
s = {x["group"]: (x["score"], x["max"]) for x in d["scores"]}
assert s["(total)"] == (30, 100) and s["secret/g2"] == (0, 70), s
assert d["summary"]["passed"] == 3 and len(d["cases"]) == 5' "$work/json"
fi
"$judge" --junit "$work/r.xml" -c cat -d "$L" > /dev/null 2>&1
expect "legacy --junit: the total a property of the suite" \
    grep -q '<property name="score:(total)" value="100 of 100 (' "$work/r.xml"
if ! skip python3; then
    expect "legacy --junit: well-formed (python3's XML parser)" \
        python3 -c 'import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])' "$work/r.xml"
fi

# ---- 2025-09: max_score, score_aggregation, require_pass, score.txt ----
M="$work/modern"
mkdir -p "$M"
printf 'problem_format_version: 2025-09\ntype: scoring\nname: Scored\nuuid: 1b5c3a4e-0000-4000-8000-00000000d036\n' > "$M/problem.yaml"
case_of "$M/data/sample" 1 sample
case_of "$M/data/secret/a" 1 a-one
case_of "$M/data/secret/b" 1 b-one; case_of "$M/data/secret/b" 2 b-two; case_of "$M/data/secret/b" 3 b-three
printf 'max_score: 40\n' > "$M/data/secret/a/test_group.yaml"
printf 'max_score: 60\nscore_aggregation: sum\nrequire_pass: sample\n' > "$M/data/secret/b/test_group.yaml"
check "2025-09: full: 100 of 100" 0 '; score 100 of 100$' -- -c cat -d "$M"
check "2025-09: one of b's three wrong: 40 + 2 x 20" 1 '; score 80 of 100$' -- -c "$(wrong_on b-two)" -d "$M"
expect "2025-09: b's line" grep -qx '    score secret/b: 40 of 60 (sum)' "$work/out"
check "2025-09: a wrong (pass-fail): 0 + 60" 1 '; score 60 of 100$' -- -c "$(wrong_on a-one)" -d "$M"
check "2025-09: the sample wrong: b (require_pass: sample) scores 0" 1 '; score 40 of 100$' -- \
    -c "$(wrong_on sample)" -d "$M"
expect "2025-09: b says what it needs" grep -q 'score secret/b: 0 of 60 (sum; needs sample passed)' "$work/out"
check "2025-09: all wrong: 0" 1 '; score 0 of 100$' -- -c 'echo no' -d "$M"
rm "$M/data/secret/a/test_group.yaml"
check "2025-09: a group with no max_score under a bounded secret: JE" 2 \
    'JE +modern/\(score\) +the scores cannot be given: secret/a: no max_score' -- -c cat -d "$M"
printf 'max_score: 40\n' > "$M/data/secret/a/test_group.yaml"
# a validator's score.txt and score_multiplier.txt (the 2025-09 output_validator/)
mkdir -p "$M/output_validator"
cat > "$M/output_validator/validator.sh" <<'SH'
#!/bin/sh
# accepts any output; a case whose input holds "b-one" scores 5, "b-two" half its maximum
in=$1 fb=$3
case "$(cat "$in")" in
    b-one) echo 5 > "$fb/score.txt" ;;
    b-two) echo 0.5 > "$fb/score_multiplier.txt" ;;
    b-three) [ -z "${OVER:-}" ] || echo 99 > "$fb/score.txt" ;;
esac
exit 42
SH
chmod +x "$M/output_validator/validator.sh"
check "2025-09: score.txt 5, score_multiplier.txt 0.5 of 20: 40 + 5 + 10 + 20" 0 '; score 75 of 100$' -- \
    -c cat -d "$M"
expect "2025-09: a case's row shows its score.txt" grep -q '^AC  modern/secret/b/1 .* score 5$' "$work/out"
OVER=1 check "2025-09: a score.txt past the case's maximum (99 of 20): JE" 2 \
    'JE +modern/\(score\) .*secret/b/3: score.txt says 99, past the case.s maximum 20' -- -c cat -d "$M"
rm -rf "$M/output_validator"

# an interactive scoring problem: its interactor's score.txt (and a multi-pass one's, its
# last pass's)
I="$work/interactive"
mkdir -p "$I/output_validator"
printf 'problem_format_version: 2025-09\ntype: [scoring, interactive]\nname: Echo\n' > "$I/problem.yaml"
case_of "$I/data/secret" 1 7; case_of "$I/data/secret" 2 9
cat > "$I/output_validator/interactor.sh" <<'SH'
#!/bin/sh
# says the input's number; the program echoes it back: it scores the number
n=$(cat "$1")
echo "$n"
read -r got || exit 43
[ "$got" = "$n" ] || exit 43
echo "$n" > "$3/score.txt"
exit 42
SH
chmod +x "$I/output_validator/interactor.sh"
check "interactive scoring: each case's score.txt, summed: 7 + 9" 0 '; score 16 of 100$' -- -c cat -d "$I"
expect "interactive scoring: a case's row shows its score" grep -q '^AC  interactive/secret/2 .* score 9$' "$work/out"
check "interactive scoring: a wrong echo scores 0 there: 9" 1 '; score 9 of 100$' -- \
    -c "sh -c 'read -r n; [ \"\$n\" != 7 ] || n=8; echo \"\$n\"'" -d "$I"

# ---- a testlib checker's points (quitp: exit 7, "points N" on stderr) ----
T="$work/points"
case_of "$T" 1 one; case_of "$T" 2 two
cat > "$work/points.sh" <<'SH'
#!/bin/sh
# testlib's protocol: input output answer; 2.5 points for an output of "one", 4 for "two",
# 0 points (and WA) else
case "$(cat "$2")" in
    one) echo "points 2.5 half right" >&2; exit 7 ;;
    zero) echo "points 0" >&2; exit 7 ;;
    two) echo "points 4" >&2; exit 7 ;;
    bad) echo "no points here" >&2; exit 7 ;;
esac
echo "wrong" >&2; exit 1
SH
chmod +x "$work/points.sh"
check "testlib points: summed, 2.5 + 4" 0 '^== points: 2 of 2 passed; score 6.5$' -- \
    --checker "$work/points.sh" -c cat -d "$T"
expect "testlib points: each row its points, the checker's words after" \
    grep -q '^AC  points/1 .* score 2.5; half right$' "$work/out"
if ! skip python3; then
    "$judge" --json --checker "$work/points.sh" -c cat -d "$T" > "$work/json" 2> /dev/null
    expect "testlib points --json: the total, no maximum (null)" python3 -c '
import json, sys
t = [x for x in json.load(open(sys.argv[1]))["scores"] if x["group"] == "(total)"]
assert t == [{"solver": "points", "group": "(total)", "score": 6.5, "max": None, "how": "the checker'"'"'s points, summed"}], t' "$work/json"
fi
check "testlib points: one wrong: 4" 1 '; score 4$' -- --checker "$work/points.sh" -c "$(wrong_on one)" -d "$T"
check "testlib points: 0 points each: 0" 0 '; score 0$' -- --checker "$work/points.sh" -c 'echo zero' -d "$T"
check "testlib points: none given (every case WA): no score line" 1 '^== points: 0 of 2 passed$' -- \
    --checker "$work/points.sh" -c 'echo no' -d "$T"
check "testlib exit 7 without points N: JE" 2 '^JE .*exited 7 .*without "points N"' -- \
    --checker "$work/points.sh" -c 'echo bad' -d "$T"
check "a checker with no points: no score line" 0 '^== points: 2 of 2 passed$' -- -c cat -d "$T"

# ---- --verify: @EXPECTED_SCORE@, partially_accepted ----
mkdir -p "$L/submissions/accepted" "$L/submissions/partially_accepted" "$L/input_validators"
printf '#!/bin/sh\nexit 42\n' > "$L/input_validators/any.sh"
chmod +x "$L/input_validators/any.sh"
printf '#!/bin/sh\nexec cat\n' > "$L/submissions/accepted/cat.sh"
# (two runs, each of two submissions: those that hold, then those that fail)
printf '#!/bin/sh\n# @EXPECTED_SCORE@: 30\nexec sed "s/.*g2.*/no/"\n' > "$L/submissions/partially_accepted/half.sh"
printf '#!/bin/sh\nexec sed "s/.*g2.*/no/"\n' > "$L/submissions/partially_accepted/half-said-not.sh"
check "--verify: partially_accepted with its @EXPECTED_SCORE@ (30)" 0 '3 of 3 submissions' -- \
    --verify "$L"
expect "--verify: its row: PA, the score and what it said" \
    grep -q '^partially_accepted/half.sh  *PA  *PA .*score 30 of 100 (expected 30)' "$work/out"
expect "--verify: partially_accepted without a score line: accepted, below the most" \
    grep -Eq 'half-said-not.sh +PA +PA' "$work/out"
sed -i 's/@EXPECTED_SCORE@: 30/@EXPECTED_SCORE@: 35/' "$L/submissions/partially_accepted/half.sh"
rm "$L/submissions/partially_accepted/half-said-not.sh"
printf '#!/bin/sh\nexec cat\n' > "$L/submissions/partially_accepted/full.sh"
check "--verify: a score other than @EXPECTED_SCORE@ fails" 1 'half.sh .*score 30 of 100 \(expected 35\)' -- \
    --verify "$L"
expect "--verify: partially_accepted with the full score fails" grep -Eq 'full.sh +PA +AC .*score 100 of 100' "$work/out"

# the 2025-09 submissions.yaml's score: a number, or an inclusive range (one run, one of each)
mkdir -p "$M/submissions/accepted" "$M/submissions/rejected" "$M/input_validators"
printf '#!/bin/sh\nexit 42\n' > "$M/input_validators/any.sh"
printf '#!/bin/sh\nexec cat\n' > "$M/submissions/accepted/cat.sh"
printf '#!/bin/sh\nexec sed "s/.*b-two.*/no/"\n' > "$M/submissions/rejected/b-two.sh"
cp "$M/submissions/rejected/b-two.sh" "$M/submissions/rejected/b-too.sh"
chmod +x "$M/input_validators/any.sh"
printf 'rejected/b-two.sh:\n  score: [75, 85]\nrejected/b-too.sh:\n  score: 70\n' > "$M/submissions/submissions.yaml"
check "--verify 2025-09: submissions.yaml's score range holds 80" 1 \
    'rejected/b-two.sh .*score 80 of 100 \(expected 75 to 85\)' -- --verify "$M"
expect "--verify 2025-09: a score 70, not 80: fails" \
    grep -q 'rejected/b-too.sh .*got .*score 80 of 100 (expected 70)' "$work/out"

echo "judge.sh on scoring problems: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
