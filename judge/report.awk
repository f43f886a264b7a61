# judge/report.awk - judge.sh's rows (--tsv's form: SOLVER CASE VERDICT SECONDS KIB DETAIL, a
# tab between, \\ \t \r \n escaped: judge/rows.awk's unesc, loaded first) as JSON (-v
# form=json, --json) or JUnit XML (-v form=junit, --junit FILE), with judge.sh's exit status
# (-v status=N) and, for JSON, its counts (-v passed= failed= errors=: the last line's, a CE
# counting each case).  Bytes outside printable ASCII in a name or detail become "?" (the
# program's own output may hold any).
#
# JSON: {"cases": [{"solver", "case", "verdict", "seconds", "kib", "detail"}...],
#        "scores": [{"solver", "group", "score", "max", "how"}...] (only when a folder was
#        scored: judge.sh's rows of verdict SCORE, case "score:GROUP", detail "S of M (HOW)";
#        the total's group "(total)", a max of null where none is known),
#        "summary": {"passed", "failed", "errors", "verdicts": {VERDICT: N...}, "status"}}
# JUnit: <testsuites> with a <testsuite> a solver (its folder's label), a <testcase> a case
# (classname the solver, time its seconds); a failed case holds <failure type="VERDICT"
# message="DETAIL">, a JE or a harness error <error>; the counts on each element; a scored
# folder's scores as <properties> of its testsuite (name "score:GROUP", value "S of M (HOW)").
#
# --verify's (-v form=verify-json or verify-junit; -v package= judge= tl= werror= status=)
# read judge/verify.sh's rows instead (v_record: "S" a submission, "F" a finding):
# JSON: {"package", "judge", "time_limit",
#        "submissions": [{"submission", "expected": [VERDICT...], "got" (null: not judged),
#          "seconds" (null: not judged), "result" ("ok", "bad", "skipped": not judged,
#          "ignored": its folder names no verdict), "score", "max" (null: none), "detail"}...],
#        "findings": [{"kind" ("error", "warning", "input": an input a validator refused),
#          "message"}...],
#        "summary": {"submissions", "ok", "bad", "skipped", "errors", "warnings", "inputs_bad",
#          "werror", "status"}}
# JUnit: a <testsuite> (the package), a <testcase> a submission (classname its folder, name
# the rest of its path): a bad one holds <failure type="GOT" message="DETAIL">, one not judged
# <skipped>; a <testcase> of classname "package" a finding: an error or a refused input holds
# <error>, a warning <failure> under --werror and is in the suite's <system-out> otherwise;
# the judge and the time limit as <properties>.
BEGIN { FS = "\t"; n = 0 }
form ~ /^verify/ && $1 == "S" {
    vs++; vsub[vs] = ascii(unesc($2)); vexp[vs] = $3; vgot[vs] = $4; vsec[vs] = $5; vres[vs] = $6
    vsc[vs] = $7; vmx[vs] = $8; vdet[vs] = ascii(unesc($9)); vcount[$6]++
    next
}
form ~ /^verify/ && $1 == "F" { vf++; fkind[vf] = $2; fmsg[vf] = ascii(unesc($3)); fcount[$2]++; next }
form ~ /^verify/ { next }
function ascii(s,    out, i, c) {
    out = ""
    for (i = 1; i <= length(s); i++) {
        c = substr(s, i, 1)
        out = out ((c >= " " && c <= "~") || c == "\n" || c == "\t" ? c : "?")
    }
    return out
}
function js(s,    out, i, c) {
    out = ""
    for (i = 1; i <= length(s); i++) {
        c = substr(s, i, 1)
        out = out (c == "\\" ? "\\\\" : c == "\"" ? "\\\"" : c == "\n" ? "\\n" : c == "\t" ? "\\t" : c)
    }
    return "\"" out "\""
}
function xml(s,    out, i, c) {
    out = ""
    for (i = 1; i <= length(s); i++) {
        c = substr(s, i, 1)
        out = out (c == "&" ? "&amp;" : c == "<" ? "&lt;" : c == ">" ? "&gt;" : c == "\"" ? "&quot;" : c == "\n" ? "&#10;" : c == "\t" ? "&#9;" : c)
    }
    return out
}
$3 == "SCORE" {
    ns++; ssolver[ns] = ascii(unesc($1)); sgroup[ns] = substr(ascii(unesc($2)), 7); sdetail[ns] = ascii(unesc($6))
    if (!(ssolver[ns] in suite)) { suite[ssolver[ns]] = ++suites; sname[suites] = ssolver[ns] }
    next
}
{
    n++
    solver[n] = ascii(unesc($1)); kase[n] = ascii(unesc($2)); verdict[n] = $3
    secs[n] = $4 + 0; kib[n] = $5 + 0; detail[n] = ascii(unesc($6))
    count[verdict[n]]++
    if (verdict[n] == "AC") rows_passed++
    else { rows_failed++; if (verdict[n] == "JE" || verdict[n] == "--") rows_errors++ }
    if (!(solver[n] in suite)) { suite[solver[n]] = ++suites; sname[suites] = solver[n] }
    k = suite[solver[n]]; st[k]++; stime[k] += secs[n]
    if (verdict[n] != "AC") { if (verdict[n] == "JE" || verdict[n] == "--") se[k]++; else sf[k]++ }
}
function num(s) { return s == "" ? "null" : s + 0 }
function verify_json(    i, k, w, sep) {
    printf "{\"package\": %s, \"judge\": %s, \"time_limit\": %s,\n \"submissions\": [", js(package), js(judge), num(tl)
    for (i = 1; i <= vs; i++) {
        k = split(vexp[i], w, " "); sep = ""
        printf "%s\n  {\"submission\": %s, \"expected\": [", (i > 1 ? "," : ""), js(vsub[i])
        for (k = 1; k in w; k++) { printf "%s%s", sep, js(w[k]); sep = ", " }
        printf "], \"got\": %s, \"seconds\": %s, \"result\": %s, \"score\": %s, \"max\": %s, \"detail\": %s}",
            vgot[i] == "" ? "null" : js(vgot[i]), num(vsec[i]), js(vres[i]), num(vsc[i]), num(vmx[i]), js(vdet[i])
    }
    printf "%s],\n \"findings\": [", (vs ? "\n" : "")
    for (i = 1; i <= vf; i++)
        printf "%s\n  {\"kind\": %s, \"message\": %s}", (i > 1 ? "," : ""), js(fkind[i]), js(fmsg[i])
    printf "%s],\n \"summary\": {\"submissions\": %d, \"ok\": %d, \"bad\": %d, \"skipped\": %d, ", (vf ? "\n" : ""),
        vs - vcount["ignored"], vcount["ok"], vcount["bad"], vcount["skipped"]
    printf "\"errors\": %d, \"warnings\": %d, \"inputs_bad\": %d, \"werror\": %s, \"status\": %d}}\n",
        fcount["error"], fcount["warning"], fcount["input"], werror ? "true" : "false", status
}
function verify_junit(    i, fails, errs, skips, tests, total, cls, name, out) {
    for (i = 1; i <= vs; i++) {
        if (vres[i] == "ignored") continue
        tests++; total += vsec[i]
        if (vres[i] == "bad") fails++; else if (vres[i] == "skipped") skips++
    }
    for (i = 1; i <= vf; i++) {
        if (fkind[i] == "warning" && !werror) continue
        tests++
        if (fkind[i] == "warning") fails++; else errs++
    }
    printf "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    printf "<testsuites name=\"judge.sh --verify\" tests=\"%d\" failures=\"%d\" errors=\"%d\" skipped=\"%d\" time=\"%.3f\">\n",
        tests, fails, errs, skips, total
    printf "  <testsuite name=\"%s\" tests=\"%d\" failures=\"%d\" errors=\"%d\" skipped=\"%d\" time=\"%.3f\">\n",
        xml(package), tests, fails, errs, skips, total
    printf "    <properties>\n      <property name=\"judge\" value=\"%s\"/>\n", xml(judge)
    printf "      <property name=\"time_limit\" value=\"%s\"/>\n    </properties>\n", xml(tl)
    for (i = 1; i <= vs; i++) {
        if (vres[i] == "ignored") continue
        cls = vsub[i]; sub(/\/.*/, "", cls); name = substr(vsub[i], length(cls) + 2)
        printf "    <testcase classname=\"%s\" name=\"%s\" time=\"%.3f\"", xml(cls), xml(name), vsec[i]
        if (vres[i] == "ok") { printf "/>\n"; continue }
        if (vres[i] == "skipped") printf ">\n      <skipped message=\"%s\"/>\n    </testcase>\n", xml(vdet[i])
        else printf ">\n      <failure type=\"%s\" message=\"expected %s: %s\"/>\n    </testcase>\n",
            xml(vgot[i]), xml(vexp[i]), xml(vdet[i])
    }
    out = ""
    for (i = 1; i <= vf; i++) {
        if (fkind[i] == "warning" && !werror) { out = out "warning: " fmsg[i] "\n"; continue }
        printf "    <testcase classname=\"package\" name=\"%s\">\n      <%s type=\"%s\" message=\"%s\"/>\n    </testcase>\n",
            xml(fmsg[i]), fkind[i] == "warning" ? "failure" : "error", xml(fkind[i]), xml(fmsg[i])
    }
    if (out != "") printf "    <system-out>%s</system-out>\n", xml(out)
    printf "  </testsuite>\n</testsuites>\n"
}
END {
    if (form == "verify-json") { verify_json(); exit }
    if (form == "verify-junit") { verify_junit(); exit }
    if (form == "json") {
        printf "{\"cases\": ["
        for (i = 1; i <= n; i++)
            printf "%s\n  {\"solver\": %s, \"case\": %s, \"verdict\": %s, \"seconds\": %.3f, \"kib\": %d, \"detail\": %s}",
                (i > 1 ? "," : ""), js(solver[i]), js(kase[i]), js(verdict[i]), secs[i], kib[i], js(detail[i])
        printf "%s]", (n ? "\n" : "")
        if (ns) {
            printf ",\n \"scores\": ["
            for (i = 1; i <= ns; i++) {
                d = sdetail[i]; how = ""; mx = "null"
                if (match(d, / \(.*\)$/)) { how = substr(d, RSTART + 2, RLENGTH - 3); d = substr(d, 1, RSTART - 1) }
                if (match(d, / of /)) { mx = substr(d, RSTART + 4) + 0; d = substr(d, 1, RSTART - 1) }
                printf "%s\n  {\"solver\": %s, \"group\": %s, \"score\": %s, \"max\": %s, \"how\": %s}",
                    (i > 1 ? "," : ""), js(ssolver[i]), js(sgroup[i]), d + 0, mx, js(how)
            }
            printf "\n]"
        }
        printf ",\n \"summary\": {\"passed\": %d, \"failed\": %d, \"errors\": %d, \"verdicts\": {", passed + 0, failed + 0, errors + 0
        sep = ""
        for (v in count) { printf "%s%s: %d", sep, js(v), count[v]; sep = ", " }
        printf "}, \"status\": %d}}\n", status
    } else {
        total = 0
        for (k = 1; k <= suites; k++) total += stime[k]
        printf "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        printf "<testsuites name=\"judge.sh\" tests=\"%d\" failures=\"%d\" errors=\"%d\" time=\"%.3f\">\n",
            n, rows_failed - rows_errors, rows_errors, total
        for (k = 1; k <= suites; k++) {
            printf "  <testsuite name=\"%s\" tests=\"%d\" failures=\"%d\" errors=\"%d\" time=\"%.3f\">\n",
                xml(sname[k]), st[k], sf[k], se[k], stime[k]
            props = 0
            for (i = 1; i <= ns; i++) {
                if (ssolver[i] != sname[k]) continue
                if (!props++) printf "    <properties>\n"
                printf "      <property name=\"score:%s\" value=\"%s\"/>\n", xml(sgroup[i]), xml(sdetail[i])
            }
            if (props) printf "    </properties>\n"
            for (i = 1; i <= n; i++) {
                if (solver[i] != sname[k]) continue
                printf "    <testcase classname=\"%s\" name=\"%s\" time=\"%.3f\"", xml(solver[i]), xml(kase[i]), secs[i]
                if (verdict[i] == "AC") { printf "/>\n"; continue }
                tag = verdict[i] == "JE" || verdict[i] == "--" ? "error" : "failure"
                printf ">\n      <%s type=\"%s\" message=\"%s\"/>\n    </testcase>\n", tag, xml(verdict[i]), xml(verdict[i] " " detail[i])
            }
            printf "  </testsuite>\n"
        }
        printf "</testsuites>\n"
    }
}
