# judge/command.sh - how judge.sh turns a COMMAND string into the words it runs.
# Sourced by judge.sh (functions only).

# shellcheck disable=SC2034 # argv_out is the caller's array, by name
# the command as a word list: one word is run as it is (no shell in between, so the memory
# shown is the program's own); anything else by bash -c.  A relative path as the first word
# is made absolute, since the case runs in a directory of its own.  Sets the array named $2.
command_argv() { # COMMAND ARRAY
    local first=${1%% *} rest=""
    local -n argv_out=$2
    [ "$first" = "$1" ] || rest=${1#* }
    if [[ $first == */* ]] && [[ $first != /* ]] && [ -e "$first" ]; then
        first="$PWD/$first"
    fi
    if [[ $1 =~ ^[A-Za-z0-9_./+,:@%=-]+$ ]]; then
        argv_out=("$first")
    elif [ -n "$rest" ]; then
        argv_out=(bash -c "$(printf '%q' "$first") $rest")
    else
        argv_out=(bash -c "$first")
    fi
}
