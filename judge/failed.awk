# judge/failed.awk - a --tsv table's first case that did not pass (loaded after judge/rows.awk,
# whose unesc it uses): "; first VERDICT at CASE: DETAIL", the detail's escapes undone and
# its lines joined; a CE's first line and the compiler's first that says error (not its
# first lines, which name the file and the function); cut at 300 characters.  For
# judge/verify.sh's row of a submission that did not get what its folder says.
NR > 1 && $3 != "AC" && $3 != "SCORE" {
    d = unesc($6)
    if ($3 == "CE" && (k = split(d, l, "\n")) > 1) {
        for (i = 2; i <= k && tolower(l[i]) !~ /error/; i++) ;
        d = l[1] " " (i <= k ? l[i] : l[2]); sub(/^[ \t]+/, "", d)
    }
    gsub(/[\t\r\n]+/, " ", d); if (length(d) > 300) d = substr(d, 1, 300) "..."
    print "; first " $3 " at " $2 (d != "" ? ": " d : ""); exit
}
