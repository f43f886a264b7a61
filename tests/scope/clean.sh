# tests/scope/clean.sh - scripts/scope-check.py's test: a part that keeps every rule
# want: 0 breaches
#
# Constants: limit (the most there may be)
# Constants (set by setup before the first add): unit (what add adds)
# Reads: limit unit

# setup: the part's own constant, set once
setup() { unit=1; }

# add N NAME: the variable named NAME grows by N units, up to limit; its keyed count
# (NAME_seen, an associative array) says how many calls
add() {
    local n=$1 i
    local -n total=$2 seen=$2_seen
    for ((i = 0; i < n && total < limit; i++)); do total=$((total + unit)); done
    seen["calls"]=$((seen[calls] + 1))
}

# into N NAME: N copies of "x" into the array named NAME
into() {
    local -n out=$2
    local k
    out=()
    for ((k = 0; k < $1; k++)); do out+=(x); done
}
