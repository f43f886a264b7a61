# tests/scope/undeclared.sh - scripts/scope-check.py's test: a global read and one written,
# neither in the header, one in arithmetic, one through read
# want: 2 breaches
#
# Reads: (nothing)
# Sets: (nothing)

count() {
    local x
    x=$((seen + 1))
    read -r last <<< "$x"
}
