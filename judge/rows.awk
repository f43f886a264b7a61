# judge/rows.awk - the one reader of judge.sh's rows' text fields (--tsv's form: \\ \t \r \n
# escaped), loaded before judge/report.awk and judge/page.awk (awk -f rows.awk -f ...).
# unesc(S): S with its escapes turned back into the characters
function unesc(s,    out, i, c, d) {
    out = ""
    for (i = 1; i <= length(s); i++) {
        c = substr(s, i, 1)
        if (c == "\\" && i < length(s)) {
            d = substr(s, ++i, 1)
            c = d == "t" ? "\t" : d == "n" ? "\n" : d == "r" ? "\r" : d
        }
        out = out c
    }
    return out
}
