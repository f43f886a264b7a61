"""pages_check.py lc464|poj1143 PAGE EXPLAINED [ANSWERS]: each case of an --explain=html page
against the solver's text --explain of the same input (EXPLAINED) and, for poj1143, its
answers (ANSWERS, POJ's format).  lc464: who wins; a win's winning first picks and a loss's
answer to each pick, as the page marks them; a pick box, labelled in words, for each number.
poj1143: who wins; the board's allowed numbers; a row for each legal move; the winning rows
those POJ's answer prints; the 19 squares labelled in words.  Prints a line for each case that
differs, then "N passed, N failed" (exit 1 when any failed).  Reads tests/pages.py's facts.
"""
import re
import sys

sys.path.insert(0, sys.path[0])
import pages  # noqa: E402  (tests/pages.py, beside this file)

kind, page, explained = sys.argv[1:4]
p = pages.read(page)
text = open(explained, encoding="utf-8").read()
ok = bad = 0


def verdict(k, want, got):
    global ok, bad
    if want == got:
        ok += 1
    else:
        bad += 1
        print(f"FAIL {kind} case {k}: page {got}, want {want}")


if kind == "lc464":
    blocks = re.split(r"(?m)^(?=m = )", text)[1:]
    for k, (b, c) in enumerate(zip(blocks, p.cases), 1):
        m = int(re.match(r"m = (\d+)", b).group(1))
        want = {"wins": "first player wins" in b.split("\n")[0] or "wins by convention" in b}
        got = {"wins": "first player wins" in c["title"]}
        if "winning first picks:" in b:
            want["win"] = b.split("winning first picks:")[1].split("\n")[0].split()
            got["win"] = [str(i) for i, r in enumerate(c["replies"], 1) if r == "0"]
        elif "->" in b:
            want["reply"] = re.findall(r"(?m)^  \d+ -> (\d+)", b)
            got["reply"] = c["replies"]
        if "->" in b or "winning first picks:" in b:
            want["picks"] = want["labels"] = m
            got["picks"], got["labels"] = c["classes"]["pick"], c["labels"]
        verdict(k, want, got)
    verdict("count", len(blocks), len(p.cases))
else:
    answers = open(sys.argv[4], encoding="utf-8").read()
    moves = re.findall(r"Test Case #\d+\n(?:The winning moves are: ([\d ]+)|There's no winning move\.)",
                       answers)
    blocks = re.split(r"(?m)^(?=Case #)", text)[1:]
    for k, (b, c, w) in enumerate(zip(blocks, p.cases, moves), 1):
        head = b.split("\n")[0]
        want = {"wins": head.endswith("wins"),
                "board": re.search(r"allowed ([\d ]+|\(nothing\))", head).group(1).split(),
                "choices": len(re.findall(r"(?m)^  choose ", b)), "winning": len(w.split()),
                "labels": 19}
        got = {"wins": c["title"].endswith("wins"), "board": c["board"],
               "choices": c["classes"]["choice"], "winning": c["classes"]["win"],
               "labels": c["labels"]}
        if want["board"] == ["(nothing)"]:
            want["board"] = []
        verdict(k, want, got)
    verdict("count", (len(blocks), len(moves)), (len(p.cases), len(p.cases)))
print(f"{kind} pages against --explain: {ok} passed, {bad} failed")
sys.exit(1 if bad else 0)
