# judge/score.awk - a scoring problem's score: each test group's and the total, from its cases'
# verdicts, as the package format aggregates them.  judge.sh's score_folder runs it:
#
#   awk -v fmt=FORMAT -v config=CONFIG -f judge/score.awk ROWS
#
# FORMAT: legacy (problemtools' default grader: judge/score.awk's legacy part), 2025-09 (the
# format's "Result aggregation"), or points (a folder that is no package: the points a
# testlib checker gave, quitp, summed).  CONFIG: "GROUP<TAB>KEY<TAB>VALUE" lines, each
# group's testdata.yaml (legacy) or test_group.yaml (2025-09) as judge/yaml.awk reads it,
# GROUP the folder under data/ ("." data/ itself, "secret", "secret/group1").  ROWS:
# "CASE<TAB>VERDICT<TAB>SCORE" a case in judging order, CASE its path under data/ without .in,
# SCORE what its validator or checker said ("" none; "xM" a score_multiplier.txt's M).
#
# Prints "GROUP<TAB>SCORE<TAB>MAX<TAB>HOW" for each group, then "(total)<TAB>SCORE<TAB>MAX<TAB>
# HOW" (MAX "-" where none is known); a judge error (a max_score missing, a score past its
# maximum) as one line "error<TAB>WHY" instead.
#
# Sources.  Legacy (spec/legacy.md, "Test data groups" and "Graders"; problemtools'
# submission_judge.py and support/default_grader): a group's children, its cases and
# subgroups in order, each scored (a case: its validator's score.txt when accepted, else
# accept_score 1 or reject_score 0 of its group's testdata.yaml, inherited from the nearest
# ancestor that sets it); on_reject: break (the default) stops a group at its first
# failure; grader_flags choose the verdict (worst_error, first_error, always_accept,
# accept_if_any_accepted) and the score (sum, avg, min, max; ignore_sample at the top); a
# total whose verdict is not accepted scores nothing ("the score ... will always be
# ignored").  2025-09 (spec/2025-09.md, "Scoring problems"): secret's max_score (100) and
# score_aggregation (sum), each test group's (unbounded, pass-fail); a case's maximum is its
# group's (min) or the group's over its N cases (sum); a failed case scores 0, an accepted
# one its maximum, or score.txt, or score_multiplier.txt times its maximum; a group with
# require_pass scores 0 unless each group it names (or sample) passed; sample scores
# nothing.
BEGIN {
    FS = "\t"; ncase = 0
    while ((getline line < config) > 0) { split(line, f, "\t"); conf[f[1], f[2]] = f[3] }
}
{
    c = $1; ncase++
    order[ncase] = c; verdict[c] = $2; given[c] = $3
    # the groups above the case, each a child of its parent once, in order
    g = dir(c); child_add(g, c, 0)
    while (g != ".") { p = dir(g); child_add(p, g, 1); g = p }
}
function dir(p,    i) { i = last_slash(p); return i ? substr(p, 1, i - 1) : "." }
function last_slash(p,    i) { for (i = length(p); i > 0; i--) if (substr(p, i, 1) == "/") return i; return 0 }
function child_add(g, c, isgroup) {
    if ((g, c) in is_child) return
    is_child[g, c] = 1; nchild[g]++; child[g, nchild[g]] = c
    if (isgroup) group[c] = 1
    if (!(g in seen_group)) { seen_group[g] = 1; ngroups++; gorder[ngroups] = g }
}
function num(s) { return s + 0 }
# gorder[1..ngroups] in byte order of the names (a group before the groups in it)
function sort_groups(    i, j, t) {
    for (i = 2; i <= ngroups; i++)
        for (j = i; j > 1 && gorder[j - 1] > gorder[j]; j--) { t = gorder[j]; gorder[j] = gorder[j - 1]; gorder[j - 1] = t }
}
function fmt_n(x) { return x == int(x) ? sprintf("%d", x) : sprintf("%.6g", x) }
# ---- legacy ----
# setting KEY of group G: its own, or the nearest ancestor's, or the default
function setting(g, key, dflt) {
    while (1) {
        if ((g, key) in conf) return conf[g, key]
        if (g == ".") return dflt
        g = dir(g)
    }
}
function legacy_code(v) { return v == "RE" ? "RTE" : v == "PE" ? "WA" : v }
# grade G: its verdict and score into gv[G], gs[G] (ideal: every case accepted, no score.txt)
function grade(g,    k, c, n, v, s, flags, nf, f, i, vmode, smode, ign, anyac, worst, rank, best, sum, mn, mx) {
    n = 0
    for (k = 1; k <= nchild[g]; k++) {
        c = child[g, k]
        if (c in group) { grade(c); v = gv[c]; s = gs[c] }
        else {
            v = ideal ? "AC" : legacy_code(verdict[c])
            if (v == "AC" && !ideal && given[c] != "" && given[c] !~ /^x/) s = num(given[c])
            else s = num(v == "AC" ? setting(g, "accept_score", 1) : setting(g, "reject_score", 0))
        }
        n++; rv[g, n] = v; rs[g, n] = s
        if (v != "AC" && setting(g, "on_reject", "break") == "break") break
    }
    vmode = "worst_error"; smode = "sum"; ign = 0; anyac = 0
    nf = split(setting(g, "grader_flags", ""), flags, " ")
    for (f = 1; f <= nf; f++) {
        if (flags[f] ~ /^(worst_error|no_errors|first_error|always_accept)$/) vmode = flags[f]
        else if (flags[f] ~ /^(sum|avg|min|max)$/) smode = flags[f]
        else if (flags[f] == "ignore_sample") ign = 1
        else if (flags[f] == "accept_if_any_accepted") anyac = 1
    }
    how[g] = smode (vmode != "worst_error" ? ", " vmode : "") (anyac ? ", accept_if_any_accepted" : "") (ign ? ", ignore_sample" : "")
    if (ign && n >= 1) { gv[g] = rv[g, n]; gs[g] = rs[g, n]; return }
    if (n == 0) { gv[g] = "AC"; gs[g] = 0; return }
    worst = "AC"; best = 99
    split("JE IF RTE MLE TLE OLE WA PE AC", rank, " ")
    for (i = 1; i <= n; i++) {
        for (k = 1; k <= 9; k++) if (rank[k] == rv[g, i] && k < best) best = k
        if (vmode == "first_error" && worst == "AC" && rv[g, i] != "AC") worst = rv[g, i]
    }
    if (vmode == "worst_error" || vmode == "no_errors") worst = best <= 9 ? rank[best] : "AC"
    if (vmode == "always_accept") worst = "AC"
    if (anyac) for (i = 1; i <= n; i++) if (rv[g, i] == "AC") worst = "AC"
    gv[g] = worst
    sum = 0; mn = rs[g, 1]; mx = rs[g, 1]
    for (i = 1; i <= n; i++) { sum += rs[g, i]; if (rs[g, i] < mn) mn = rs[g, i]; if (rs[g, i] > mx) mx = rs[g, i] }
    gs[g] = smode == "sum" ? sum : smode == "avg" ? sum / n : smode == "min" ? mn : mx
}
function legacy(    i, g, custom) {
    custom = 0
    for (i = 1; i <= ncase; i++) if (given[order[i]] != "") custom = 1
    # the best a submission can score: every case accepted (unknown where a validator scores)
    ideal = 1; grade(".")
    for (i = 1; i <= ngroups; i++) { g = gorder[i]; best_s[g] = custom ? "" : gs[g] }
    ideal = 0; grade(".")
    sort_groups()
    for (i = 1; i <= ngroups; i++) {
        g = gorder[i]
        if (g == ".") continue
        printf "%s\t%s\t%s\t%s\n", g, fmt_n(gs[g]), best_s[g] == "" ? "-" : fmt_n(best_s[g]), how[g] (gv[g] != "AC" ? "; " gv[g] : "")
    }
    if (gv["."] != "AC")
        printf "(total)\t0\t%s\t%s\n", best_s["."] == "" ? "-" : fmt_n(best_s["."]), "the verdict is " gv["."] ", so no score"
    else
        printf "(total)\t%s\t%s\t%s\n", fmt_n(gs["."]), best_s["."] == "" ? "-" : fmt_n(best_s["."]), how["."]
}
# ---- 2025-09 ----
# the top group under secret of case C ("secret" for a case directly in it)
function top_group(c,    rest, i) {
    rest = substr(c, 8); i = index(rest, "/")
    return i ? "secret/" substr(rest, 1, i - 1) : "secret"
}
function bounded(m) { return m != "unbounded" }
function modern(    i, c, g, smax, sagg, n, cases_in, ngrp, gl, gmax, gagg, cmax, s, k, req, nreq, r, ok, sum, mn, allac, stot, sall, any_direct, any_group) {
    smax = ("secret", "max_score") in conf ? conf["secret", "max_score"] : 100
    sagg = ("secret", "score_aggregation") in conf ? conf["secret", "score_aggregation"] : "sum"
    ngrp = 0
    for (i = 1; i <= ncase; i++) {
        c = order[i]
        if (c ~ /^sample\//) { if (verdict[c] != "AC") sample_failed = 1; continue }
        if (c !~ /^secret\//) continue
        g = top_group(c)
        if (g == "secret") any_direct = 1; else any_group = 1
        if (!(g in gcount)) { ngrp++; gl[ngrp] = g }
        gcount[g]++; gcase[g, gcount[g]] = c
        if (verdict[c] != "AC") gfail[g] = 1
    }
    if (any_direct && any_group) { print "error\tsecret holds test cases and test groups both: the format allows one or the other"; return }
    stot = 0; mn = ""; sall = 1
    for (k = 1; k <= ngrp; k++) {
        g = gl[k]
        if (g == "secret") { gmax = smax; gagg = sagg }
        else {
            gmax = (g, "max_score") in conf ? conf[g, "max_score"] : "unbounded"
            gagg = (g, "score_aggregation") in conf ? conf[g, "score_aggregation"] : "pass-fail"
            if (bounded(smax) && !bounded(gmax)) { print "error\t" g ": no max_score, and secret's is bounded (" smax "): the format wants one"; return }
        }
        n = gcount[g]; s = 0; mn_g = ""
        allac = !(g in gfail)
        for (i = 1; i <= n && gagg != "pass-fail"; i++) {
            c = gcase[g, i]
            cmax = gagg == "min" ? gmax : gagg == "sum" && bounded(gmax) ? num(gmax) / n : "unbounded"
            if (verdict[c] != "AC") cs = 0
            else if (given[c] ~ /^x/) cs = num(substr(given[c], 2)) * num(cmax)
            else if (given[c] != "") {
                cs = num(given[c])
                if (bounded(cmax) && cs > num(cmax) + 1e-9) { print "error\t" c ": score.txt says " given[c] ", past the case's maximum " fmt_n(cmax); return }
            } else if (!bounded(cmax)) { print "error\t" c ": accepted with no score.txt in a group of unbounded score"; return }
            else cs = num(cmax)
            s += cs; if (mn_g == "" || cs < mn_g) mn_g = cs
        }
        gs_ = gagg == "pass-fail" ? (allac ? num(gmax) : 0) : gagg == "min" ? mn_g : s
        why = ""
        nreq = split(conf[g, "require_pass"], req, " ")
        for (r = 1; r <= nreq; r++) {
            ok = req[r] == "sample" ? !sample_failed : !(("secret/" req[r]) in gfail)
            if (!ok) { gs_ = 0; why = "; needs " req[r] " passed" }
        }
        if (g != "secret")
            printf "%s\t%s\t%s\t%s\n", g, fmt_n(gs_), bounded(gmax) ? fmt_n(gmax) : "-", gagg why
        if (!allac) sall = 0
        stot += gs_; if (mn == "" || gs_ < mn) mn = gs_
    }
    if (g == "secret" && ngrp == 1) { printf "(total)\t%s\t%s\t%s\n", fmt_n(gs_), bounded(smax) ? fmt_n(smax) : "-", sagg why; return }
    total = sagg == "pass-fail" ? (sall ? num(smax) : 0) : sagg == "min" ? (mn == "" ? 0 : mn) : stot
    if (bounded(smax) && total > num(smax) + 1e-9) { print "error\tsecret scores " fmt_n(total) ", past its max_score " smax; return }
    printf "(total)\t%s\t%s\t%s\n", fmt_n(total), bounded(smax) ? fmt_n(smax) : "-", sagg
}
# ---- a testlib checker's points ----
function points(    i, c, t) {
    t = 0
    for (i = 1; i <= ncase; i++) { c = order[i]; if (verdict[c] == "AC" && given[c] != "") t += num(given[c]) }
    printf "(total)\t%s\t-\t%s\n", fmt_n(t), "the checker's points, summed"
}
END {
    if (fmt == "legacy") legacy()
    else if (fmt == "points") points()
    else modern()
}
