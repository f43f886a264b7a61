#!/usr/bin/env bash
# svgplot.sh SCALING.TSV: a log-log SVG of cards-in-line time against n (columns: n, our
# microseconds, seed 003's microseconds or empty), drawn with awk.
set -u
export LC_ALL=C
awk -F '\t' '
function lx(n) { return 70 + (log(n) / log(10) - 3) / 4 * 500 }
function ly(us) { v = log(us / 1e6) / log(10); return 30 + (1 - v) / 4 * 300 }
{ n[NR] = $1; a[NR] = $2; b[NR] = $3 }
END {
    print "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"620\" height=\"400\" font-family=\"sans-serif\" font-size=\"12\">"
    print "<rect width=\"620\" height=\"400\" fill=\"white\"/>"
    print "<text x=\"310\" y=\"18\" text-anchor=\"middle\">cards-in-line: wall time against n (log-log)</text>"
    for (e = 3; e <= 7; e++) {
        x = lx(10 ^ e)
        printf "<line x1=\"%.1f\" y1=\"30\" x2=\"%.1f\" y2=\"330\" stroke=\"#ddd\"/>", x, x
        printf "<text x=\"%.1f\" y=\"348\" text-anchor=\"middle\">1e%d</text>\n", x, e
    }
    for (e = 1; e >= -3; e--) {
        y = ly(10 ^ e * 1e6)
        printf "<line x1=\"70\" y1=\"%.1f\" x2=\"570\" y2=\"%.1f\" stroke=\"#ddd\"/>", y, y
        printf "<text x=\"64\" y=\"%.1f\" text-anchor=\"end\">1e%d s</text>\n", y + 4, e
    }
    print "<text x=\"320\" y=\"372\" text-anchor=\"middle\">n (cards)</text>"
    p = ""; q = ""
    for (i = 1; i <= NR; i++) {
        p = p sprintf("%.1f,%.1f ", lx(n[i]), ly(a[i]))
        dots = dots sprintf("<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"#1a7f37\"/>", lx(n[i]), ly(a[i]))
        if (b[i] != "") {
            q = q sprintf("%.1f,%.1f ", lx(n[i]), ly(b[i]))
            dots = dots sprintf("<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"#cf222e\"/>", lx(n[i]), ly(b[i]))
        }
    }
    print "<polyline fill=\"none\" stroke=\"#1a7f37\" stroke-width=\"2\" points=\"" p "\"/>"
    print "<polyline fill=\"none\" stroke=\"#cf222e\" stroke-width=\"2\" points=\"" q "\"/>"
    print dots
    print "<text x=\"300\" y=\"296\" fill=\"#cf222e\">seed 003: two n x n tables, O(n^2)</text>"
    print "<text x=\"300\" y=\"312\" fill=\"#1a7f37\">ours: peak removal, O(n), process start included</text>"
    print "</svg>"
}' "$1"
