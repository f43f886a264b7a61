# tests/scope/clean.sh - scripts/scope-check.py's test: a part that keeps every rule
# want: 0 breaches
#
# Constants: limit (the most there may be)
# Sets: total (add)

# add N: total grows by N, up to limit
add() {
    local n=$1 i
    for ((i = 0; i < n && total < limit; i++)); do total=$((total + 1)); done
}

# into N NAME: N copies of "x" into the array named NAME
into() {
    local -n out=$2
    local k
    out=()
    for ((k = 0; k < $1; k++)); do out+=(x); done
}
