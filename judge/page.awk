# judge/page.awk - judge.sh --html FILE: the run as one page, self-contained (no script, a
# policy that lets it fetch nothing), from judge.sh's rows (the report, --tsv's form: SOLVER
# CASE VERDICT SECONDS KIB DETAIL, \\ \t \r \n escaped: judge/rows.awk, loaded first) and
# the failed cases' files (the second file, "SOLVER<TAB>CASE<TAB>K" a line: dir/K.in, K.exp
# and K.got, the first 64 KiB of each).  -v status= passed= failed= (judge.sh's last line and exit), dir=.
# The page: the last line's counts; a table of every row, its verdict in words (the verdict
# is a word: colour is not the only mark), time and memory, each failed row linked to its
# section; a section each failed case: its detail, its input, and its expected output beside
# its output, line by line from a few lines before the first that differs, those that
# differ marked "differs" (at most 40 lines of each; the rest counted); and where dir/K.explain.html
# is there (--stress: the explaining program's --explain=html page of the shrunk input), its
# sections, and its style beside the page's.
BEGIN { FS = "\t" }
FNR == NR { n++; sol[n] = unesc($1); cas[n] = unesc($2); ver[n] = $3; sec[n] = $4; kib[n] = $5
            det[n] = unesc($6); count[$3]++; next }
{ fk[$1 "\t" $2] = $3 }
function h(s) {
    gsub(/&/, "\\&amp;", s); gsub(/</, "\\&lt;", s); gsub(/>/, "\\&gt;", s); gsub(/"/, "\\&quot;", s)
    return s
}
# vis(S): S as HTML with its blanks at the line end (and a CR) shown, a space as "␠", a tab
# as "⇥", a CR as "␍", marked (what a PE is about, invisible otherwise)
function vis(s,    body, tail) {
    if (!match(s, /[ \t\r]+$/)) return h(s)
    body = substr(s, 1, RSTART - 1); tail = substr(s, RSTART)
    gsub(/ /, "␠", tail); gsub(/\t/, "⇥", tail); gsub(/\r/, "␍", tail)
    return h(body) "<mark title=\"blanks at the line end\">" tail "</mark>"
}
# lines FILE A: FILE's lines into A[1..], their count returned
function lines(f, a,    k, line) {
    k = 0
    while ((getline line < f) > 0) a[++k] = line
    close(f)
    return k
}
function input_of(k,    a, m, i) {
    m = lines(dir "/" k ".in", a)
    printf "<h4>The input</h4>\n<pre class=\"input\">"
    for (i = 1; i <= m && i <= 40; i++) printf "%s\n", h(a[i])
    printf "</pre>\n"
    if (m > 40) printf "<p>[... %d more lines]</p>\n", m - 40
}
function diff_of(k,    e, g, me, mg, i, first, from, to, d) {
    me = lines(dir "/" k ".exp", e); mg = lines(dir "/" k ".got", g)
    first = 0
    for (i = 1; i <= (me > mg ? me : mg) && !first; i++)
        if (i > me || i > mg || e[i] "" != g[i] "") first = i
    printf "<h4>Expected and got</h4>\n"
    if (!first) {
        printf "<p>The output's lines are the expected ones (%d): the verdict is not about " \
            "them (the detail above says what it is about).</p>\n", me
        return
    }
    from = first > 5 ? first - 5 : 1
    to = from + 39
    if (to > (me > mg ? me : mg)) to = me > mg ? me : mg
    printf "<p>The first line that differs: %d.</p>\n<table class=\"diff\">\n", first
    printf "<tr><th>line</th><th>expected</th><th>got</th><th></th></tr>\n"
    if (from > 1) printf "<tr><td colspan=\"4\">[%d lines the same before]</td></tr>\n", from - 1
    for (i = from; i <= to; i++) {
        d = i > me || i > mg || e[i] "" != g[i] "" # (as text: "7" and "7 " differ)
        printf "<tr class=\"%s\"><td>%d</td><td><code>%s</code></td><td><code>%s</code></td>" \
            "<td>%s</td></tr>\n", d ? "differs" : "same", i, i <= me ? vis(e[i]) : "(none)",
            i <= mg ? vis(g[i]) : "(none)", d ? "differs" : ""
    }
    if (to < (me > mg ? me : mg)) printf "<tr><td colspan=\"4\">[%d more lines]</td></tr>\n", (me > mg ? me : mg) - to
    printf "</table>\n"
}
# has_page(K): 1 when dir/K.explain.html is there to read
function has_page(k,    f, line, got) {
    f = dir "/" k ".explain.html"
    got = (getline line < f) > 0
    close(f)
    return got
}
# explained K PART: the lines of dir/K.explain.html's style (PART style) or of its sections
# (PART sections), printed
function explained(k, part,    f, line, on) {
    f = dir "/" k ".explain.html"
    on = 0
    while ((getline line < f) > 0) {
        if (part == "style" && line == "</style>") on = 0
        if (part == "sections" && line ~ /^<section/) on = 1
        if (on) print line
        if (part == "style" && line == "<style>") on = 1
        if (part == "sections" && line == "</section>") on = 0
    }
    close(f)
}
END {
    printf "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    printf "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'\">\n"
    printf "<title>judge.sh: %d passed, %d failed</title>\n<style>\n", passed, failed
    printf "body { font: 15px/1.4 sans-serif; margin: 1.5em; color: #111; }\n"
    printf "table { border-collapse: collapse; } td, th { border: 1px solid #bbb; padding: 2px 8px; text-align: left; }\n"
    printf "td.num { text-align: right; white-space: nowrap; } .verdict { font-weight: bold; }\n"
    printf "td.case { white-space: nowrap; } mark { background: #ffb3b3; }\n"
    printf "tr.AC .verdict { background: #c9f2c9; } tr.failed .verdict { background: #ffd6d6; }\n"
    printf "tr.differs { background: #fff3b0; } pre { background: #f7f7f7; padding: 6px; }\n"
    printf "section { break-inside: avoid; }\n@media print { body { margin: 0; } }\n"
    for (i = 1; i <= n; i++) if ((k = fk[sol[i] "\t" cas[i]]) && has_page(k)) explained(k, "style")
    printf "</style>\n</head>\n<body>\n<h1>judge.sh: %d passed, %d failed</h1>\n", passed, failed
    printf "<p class=\"summary\">Exit status %d.", status
    split("AC WA PE TLE MLE RE OLE CE JE SCORE", order, " ")
    for (i = 1; i in order; i++) if (count[order[i]]) s = s " " order[i] " " count[order[i]]
    printf " Verdicts:%s.</p>\n", s
    printf "<table class=\"rows\">\n<tr><th>verdict</th><th>case</th><th>time</th><th>memory</th><th>detail</th></tr>\n"
    for (i = 1; i <= n; i++) {
        k = fk[sol[i] "\t" cas[i]]
        # (no time and no memory: a build's row, a stress run's: "-")
        t = sec[i] + 0 || kib[i] + 0 ? sprintf("%.3f s", sec[i]) : "-"
        m = sec[i] + 0 || kib[i] + 0 ? sprintf("%.1f MB", kib[i] / 1024) : "-"
        printf "<tr class=\"row %s\"><td class=\"verdict\">%s</td><td class=\"case\">%s</td>" \
            "<td class=\"num\">%s</td><td class=\"num\">%s</td><td>%s</td></tr>\n",
            ver[i] == "AC" ? "AC" : "failed " ver[i], h(ver[i]),
            k ? "<a href=\"#fail-" k "\">" h(sol[i] "/" cas[i]) "</a>" : h(sol[i] "/" cas[i]), t, m, h(det[i])
    }
    printf "</table>\n"
    for (i = 1; i <= n; i++) {
        k = fk[sol[i] "\t" cas[i]]
        if (!k) continue
        printf "<section class=\"failure\" id=\"fail-%d\">\n<h3>%s %s</h3>\n<p class=\"detail\">%s</p>\n",
            k, h(ver[i]), h(sol[i] "/" cas[i]), h(det[i])
        input_of(k)
        diff_of(k)
        printf "</section>\n"
        if (has_page(k)) {
            printf "<h3>Optimal play on that input</h3>\n"
            explained(k, "sections")
        }
    }
    printf "</body>\n</html>\n"
}
