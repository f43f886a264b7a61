# judge/yaml.awk - the YAML subset problem.yaml, testdata.yaml and test_group.yaml use,
# read into one "key<TAB>value" line per scalar: nested maps as dotted keys (limits.memory),
# a list (flow [a, b] or block "- a") as its items joined by spaces, quotes removed, comments
# dropped.  Anything richer (anchors, multi-line strings) is read as plain text and only
# matters to keys judge.sh ignores.  A program of its own, run as awk -f judge/yaml.awk FILE
# (judge/package.sh's yaml_flat): a reader is a job for a program, not for bash.
# With -v sep=S a list's items are joined by S instead, empty ones kept (a validator's
# arguments: ["", "a b"] is two).
BEGIN { sq = sprintf("%c", 39); SEP = sep == "" ? " " : sep }
function unq(v,   q, i) {
    sub(/^[ \t]+/, "", v)
    q = substr(v, 1, 1)
    if (q == "\"" || q == "'") {
        i = index(substr(v, 2), q)
        return i ? substr(v, 2, i - 1) : substr(v, 2)
    }
    sub(/[ \t]+#.*$/, "", v)
    sub(/[ \t]+$/, "", v)
    return v
}
# items_of(V, A): V's items, split at the commas outside quotes, into A; their count
function items_of(v, a,   n, i, c, q, cur) {
    n = 0; q = ""; cur = ""
    for (i = 1; i <= length(v); i++) {
        c = substr(v, i, 1)
        if (q != "") { if (c == q) q = ""; cur = cur c; continue }
        if (c == "\"" || c == sq) { q = c; cur = cur c; continue }
        if (c == ",") { a[++n] = cur; cur = ""; continue }
        cur = cur c
    }
    a[++n] = cur
    return n
}
function flow(v,   n, a, i, out, k, it) {
    sub(/^[ \t]*\[/, "", v); sub(/\][ \t]*(#.*)?$/, "", v)
    n = items_of(v, a)
    if (n == 1 && a[1] ~ /^[ \t]*$/) return ""
    for (i = 1; i <= n; i++) {
        it = unq(a[i])
        if (it == "" && sep == "") continue
        out = (k++ ? out SEP : "") it
    }
    return out
}
{
    sub(/\r$/, "")
    if ($0 ~ /^[ \t]*(#.*)?$/ || $0 ~ /^(---|\.\.\.)/) next
    match($0, /^ */); ind = RLENGTH
    line = substr($0, ind + 1)
    if (line ~ /^- /) { # a block list item of the last key
        it = unq(substr(line, 3))
        if (last != "" && (it != "" || sep != "")) val[last] = (items[last]++ ? val[last] SEP : "") it
        next
    }
    if (!match(line, /^[^:]+:([ \t]|$)/)) next
    key = substr(line, 1, RLENGTH); sub(/:[ \t]*$/, "", key); sub(/^["']/, "", key); sub(/["']$/, "", key)
    v = substr(line, RLENGTH + 1)
    while (depth > 0 && indent[depth] >= ind) depth--
    path = ""
    for (i = 1; i <= depth; i++) path = path name[i] "."
    path = path key
    if (unq(v) == "" && v !~ ("^[ \t]*(\"\"|" sq sq ")")) { # a map or a list follows
        depth++; indent[depth] = ind; name[depth] = key
        last = path
        if (!(path in val)) { val[path] = ""; order[++n] = path }
        next
    }
    last = ""
    if (!(path in val)) order[++n] = path
    val[path] = v ~ /^[ \t]*\[/ ? flow(v) : unq(v)
    given[path] = 1
}
END { for (i = 1; i <= n; i++) if (val[order[i]] != "" || given[order[i]]) print order[i] "\t" val[order[i]] }
