"""pages.py PAGE: the facts of an --explain=html page (or Chromium's DOM of one) that
tests/pages_test.sh checks, a line each (python3's html.parser, no other module):
  nesting ok | nesting BAD why   every element closed in order (void ones aside)
  script N                       <script> elements (0: no script needed)
  external N                     src= or href= that leave the page (0: nothing fetched)
  csp yes|no                     a Content-Security-Policy that forbids fetching
  page classes C=N ...           (judge.sh --html) how many elements carry each class word,
                                 in the whole page
  page verdicts V1 V2 ..         (judge.sh --html) the rows' verdicts, in order
  case K title TEXT              each case's heading
  case K classes C=N ...         how many elements in it carry each class word
  case K path P1,P2.. d D first L,R
                                 (cards) the path's move numbers in the table's order from
                                 cell (1, n) down, cell (1, n)'s value, move 1's cell
  case K ends E.. took T..       (cards) the end (L or R) each path cell says, in move order,
                                 and the end each move of the line of play took
  case K replies J1,J2..         (lc464) each first pick's refutation, 0 for a winning one
  case K board X1,X2..           (poj1143) the numbers allowed on the case's first board
  case K labels N                picture text that says a mark in words: "move k", "wins",
                                 "loses:", "allowed", "gone"
"""
import collections
import sys
from html.parser import HTMLParser

VOID = {"meta", "link", "br", "hr", "img", "input", "rect", "circle", "line", "path"}
WORDS = ("move ", "wins", "loses:", "allowed", "gone")


class Page(HTMLParser):
    def __init__(self):
        super().__init__()
        self.stack, self.bad, self.script, self.external, self.csp = [], None, 0, 0, False
        self.cases, self.text_to, self.cell = [], None, None
        self.classes, self.verdicts = collections.Counter(), []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        cls = (a.get("class") or "").split()
        if tag not in VOID:
            self.stack.append(tag)
        if tag == "script":
            self.script += 1
        for k in ("src", "href"):
            if a.get(k) and not a[k].startswith("#"):
                self.external += 1
        if tag == "meta" and (a.get("http-equiv") or "").lower() == "content-security-policy":
            self.csp = "default-src 'none'" in (a.get("content") or "")
        self.classes.update(cls)
        if tag == "td" and "verdict" in cls:
            self.text_to = "verdict"
        if tag == "section" and "case" in cls:
            self.cases.append({"title": "", "classes": collections.Counter(), "path": {},
                               "d": None, "n": None, "ends": {}, "took": "", "replies": [], "board": None,
                               "labels": 0, "in_board": False})
            return
        if not self.cases:
            return
        c = self.cases[-1]
        c["classes"].update(cls)
        if tag == "h2":
            self.text_to = "h2"
        elif tag == "g" and "cell" in cls:
            self.cell = (int(a["data-l"]), int(a["data-r"]), "path" in cls)
        elif tag == "g" and "pick" in cls:
            c["replies"].append(a.get("data-reply", "?"))
        elif tag == "svg" and "board" in cls and c["board"] is None:
            c["board"], c["in_board"] = [], True
        elif tag == "g" and c["in_board"] and "allowed" in cls:
            self.text_to = "allowed"

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag not in VOID:
            self.handle_endtag(tag)

    def handle_endtag(self, tag):
        if tag in VOID:
            return
        if not self.stack or self.stack[-1] != tag:
            self.bad = self.bad or f"</{tag}> closes <{self.stack[-1] if self.stack else ''}>"
        else:
            self.stack.pop()
        if tag in ("g", "h2"):
            self.text_to = None
            if tag == "g":
                self.cell = None
        if tag == "svg" and self.cases:
            self.cases[-1]["in_board"] = False

    def handle_data(self, data):
        if self.text_to == "verdict" and data.strip():
            self.verdicts.append(data.strip())
            self.text_to = None
        if not self.cases:
            return
        c, t = self.cases[-1], data.strip()
        if self.text_to == "h2":
            c["title"] += data
            if t.startswith("Case ") and " card" in t:
                c["n"] = int(t.split(": ")[1].split(" ")[0])
        if self.text_to == "allowed" and t.isdigit():
            c["board"].append(t)
        if self.stack and self.stack[-1] == "text" and t.startswith(WORDS):
            c["labels"] += 1
        if self.cell:
            l, r, on_path = self.cell
            if l == 1 and r == c["n"] and c["d"] is None and t.lstrip("-").isdigit():
                c["d"] = int(t)
            if on_path and t.startswith("move "):
                c["path"][(l, r)] = int(t[5:])
            if on_path and t in ("L", "R"):
                c["ends"][(l, r)] = t
        if self.stack and self.stack[-1] == "li" and " takes the " in t:
            c["took"] += t.split(" takes the ")[1][0].upper()


def read(path):
    """The page at path, parsed: a Page (its cases' facts in .cases)."""
    page = Page()
    with open(path, encoding="utf-8") as f:
        page.feed(f.read())
    page.close()
    return page


def main():
    p = read(sys.argv[1])
    print("nesting ok" if not p.bad and not p.stack else f"nesting BAD {p.bad or p.stack}")
    print(f"script {p.script}")
    print(f"external {p.external}")
    print(f"csp {'yes' if p.csp else 'no'}")
    print("page classes " + " ".join(f"{n}={v}" for n, v in sorted(p.classes.items())))
    print(f"page verdicts {' '.join(p.verdicts) or '-'}")
    for k, c in enumerate(p.cases, 1):
        print(f"case {k} title {' '.join(c['title'].split())}")
        print(f"case {k} classes " + " ".join(f"{n}={v}" for n, v in sorted(c["classes"].items())))
        if c["n"] is not None:
            order = [c["path"][lr] for lr in sorted(c["path"], key=lambda lr: (lr[0] - lr[1], lr))]
            first = [f"{l},{r}" for (l, r), m in c["path"].items() if m == 1]
            print(f"case {k} path {','.join(map(str, order)) or '-'} d {c['d']} "
                  f"first {first[0] if first else '-'}")
            ends = "".join(c["ends"][lr] for lr in sorted(c["path"], key=c["path"].get))
            print(f"case {k} ends {ends or '-'} took {c['took'] or '-'}")
        if c["replies"]:
            print(f"case {k} replies {','.join(c['replies'])}")
        if c["board"] is not None:
            print(f"case {k} board {','.join(c['board']) or '-'}")
        print(f"case {k} labels {c['labels']}")


if __name__ == "__main__":
    main()
