# tests/scope/undeclared.sh - scripts/scope-check.py's test: a global read and one written,
# neither a constant, one in arithmetic, one through read, one as a subscript, one printed by
# declare -p (a read, not a local); and a constant that two functions write
# want: 5 breaches
#
# Constants (set by first): ready
# Reads: (nothing)

count() {
    local x
    x=$((seen + 1))
    read -r last <<< "$x"
}

first() { ready=1; }
second() { ready=2; }

# (an indexed array's subscript is arithmetic: pos is read)
pick() {
    local -a a=(1 2)
    echo "${a[pos]}"
}

# (declare -p prints a name: a read of it, and no local)
show() {
    declare -p table > /dev/null
}
