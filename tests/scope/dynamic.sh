# tests/scope/dynamic.sh - scripts/scope-check.py's test: a value passed through a caller's
# local (bash's dynamic scope), as judge_dir once passed mode to check_output
# want: 3 breaches
#
# Constants: mode (the comparison)

# outer: runs inner with mode "tokens" by shadowing it (breach: mode made local)
outer() {
    local mode=tokens
    inner
}

# inner: reads mode and detail, which outer and no header give it (breach: detail)
inner() {
    echo "$mode $detail"
    verdict=AC
}
