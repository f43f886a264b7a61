# judge/command.sh - how judge.sh turns a COMMAND string into the words it runs.
# Sourced by judge.sh (functions only).
#
# COMMAND is a shell command line.  One plain word is run as it is (no shell in between, so
# the memory shown is the program's own); anything else by bash -c.  Each case runs in a
# directory of its own, so the relative paths of the line are made absolute first, as they
# are found from where judge.sh was started: the first word when it holds a '/', and every
# other word that holds a '/' or a '.' and names something that exists here ("python3
# cards.py", "java -cp . Main", "'./my prog' < data.txt").  Words that expand ($, `, *, ?, [)
# or start with '-' are left as they are.
#
# Reads: (nothing shared)
# Sets: (only the arrays it is given by name)

# path_of WORD VAR: the file WORD runs as a command, as type -P finds it (WORD itself when it
# holds a '/'; else the first executable file of that name in PATH's folders), into the
# variable named VAR, without the subshell a $(type -P ...) costs (a fork: milliseconds on
# the kit's test machine, several times a judging); returns 1, VAR left, when there is none
# shellcheck disable=SC2034 # po_out is the caller's, by name
path_of() {
    local -n po_out=$2
    local d
    local -a dirs
    if [[ $1 == */* ]]; then
        [ -f "$1" ] && [ -x "$1" ] || return 1
        po_out=$1
        return 0
    fi
    [ -n "$1" ] || return 1
    IFS=: read -r -a dirs <<< "$PATH:"
    for d in "${dirs[@]}"; do
        d=${d:-.}
        if [ -f "$d/$1" ] && [ -x "$d/$1" ]; then
            po_out=$d/$1
            return 0
        fi
    done
    return 1
}

# absolute DIR VAR: the folder DIR as an absolute path, as cd DIR && pwd finds it, into the
# variable named VAR; no process when DIR is plain (no "." or ".." among its parts, no "//":
# it is $PWD/DIR, or DIR itself when absolute), else a subshell's cd.  Returns 1, VAR left,
# when DIR is no folder.
# shellcheck disable=SC2034 # ab_out is the caller's, by name
absolute() {
    local -n ab_out=$2
    local p=$1
    [ -d "$p" ] || return 1
    [[ $p == /* ]] || p=${PWD%/}/$p
    if [[ /$p/ != */./* && /$p/ != */../* && $p != *//* && $PWD == /* ]]; then
        p=${p%/}
        ab_out=${p:-/}
    else
        p=$(cd -- "$1" && pwd) || return 1
        ab_out=$p
    fi
}

# shellcheck disable=SC2034 # argv_out is the caller's array, by name
# command_argv COMMAND ARRAY: the words that run COMMAND into the array named ARRAY
command_argv() {
    local -n argv_out=$2
    if [[ $1 =~ ^[A-Za-z0-9_./+,:@%=-]+$ ]]; then
        if [[ $1 == */* ]] && [[ $1 != /* ]] && [ -e "$1" ]; then
            argv_out=("$PWD/${1#./}")
        else
            argv_out=("$1")
        fi
    else
        argv_out=(bash -c "$(absolute_words "$1")")
    fi
}

# absolute_words LINE: LINE with its relative paths made absolute (above).  Splits the line
# as the shell does: quotes ('' "" and \), blanks and the operators ; & | < > ( ) end a word.
absolute_words() {
    local line=$1 out="" raw="" word="" plain=1 quote="" c i n=${#1} first=1
    for ((i = 0; i <= n; i++)); do
        c=${line:i:1}
        if [ -n "$quote" ]; then
            raw+=$c
            if [ "$c" = "$quote" ]; then
                quote=""
            elif [ "$quote" = '"' ] && [ "$c" = '\' ]; then
                i=$((i + 1)) c=${line:i:1} raw+=$c word+=$c
            else
                [ "$quote" = "'" ] || [[ $c != [\$\`] ]] || plain=0
                word+=$c
            fi
            continue
        fi
        case "$c" in
            "'"|'"') quote=$c raw+=$c ;;
            '\') i=$((i + 1)) c=${line:i:1} raw+="\\$c" word+=$c ;;
            ''|' '|$'\t'|$'\n'|';'|'&'|'|'|'<'|'>'|'('|')')
                if [ -n "$raw" ]; then
                    out+=$(absolute_word "$raw" "$word" "$plain" "$first")
                    first=0
                fi
                # after an operator the next word is a command again
                case "$c" in ';'|'&'|'|'|'('|')'|$'\n') first=1 ;; esac
                out+=$c raw="" word="" plain=1 ;;
            *)
                [[ $c != [\$\`*?\[] ]] || plain=0
                raw+=$c word+=$c ;;
        esac
    done
    printf '%s' "$out"
}

# absolute_word RAW WORD PLAIN FIRST: RAW as written, or its absolute path (quoted) when it
# is a relative path that exists here (WORD: RAW unquoted; PLAIN: it does not expand; FIRST:
# it is a command's first word)
absolute_word() {
    local raw=$1 word=$2
    if [ "$3" -eq 1 ] && [[ $word != /* ]] && [[ $word != -* ]] && [[ $word != *=* ]] &&
        { [[ $word == */* ]] || { [ "$4" -eq 0 ] && [[ $word == *.* ]]; }; } &&
        [ -e "$word" ]; then
        printf '%q' "$PWD/$word"
    else
        printf '%s' "$raw"
    fi
}

# no_command WORD: why a word that is no command on PATH cannot run
no_command() {
    if [ -d "$1" ]; then echo "a directory, not a program"; else echo "no such command"; fi
}

# runnable ARGV...: can the command start?  Its program (a plain first word: a path or a
# command on PATH, a shell builtin) must exist and be executable; else a line on stderr that
# says why, and status 1
runnable() {
    local w=$1
    if [ "$1" = bash ] && [ "${2:-}" = -c ]; then
        w=${3#"${3%%[! ]*}"}
        w=${w%%[ ;&|<>()]*}
        [[ $w =~ ^[A-Za-z0-9_./+,:@%=-]+$ ]] && [[ $w != *=* ]] || return 0
        [[ $w == */* ]] || type -t -- "$w" > /dev/null 2>&1 || {
            echo "judge.sh: cannot run '$w': $(no_command "$w")" >&2
            return 1
        }
    elif [[ $w != */* ]]; then
        type -P -- "$w" > /dev/null 2>&1 || {
            echo "judge.sh: cannot run '$w': $(no_command "$w")" >&2
            return 1
        }
        return 0
    fi
    [[ $w == */* ]] || return 0
    if [ ! -e "$w" ]; then
        echo "judge.sh: cannot run '$w': no such file" >&2
        return 1
    elif [ -d "$w" ]; then
        echo "judge.sh: cannot run '$w': a directory, not a program" >&2
        return 1
    elif [ ! -x "$w" ]; then
        echo "judge.sh: cannot run '$w': not an executable file$([ -z "$(source_language "$w")" ] ||
            printf '; a source file is judged with ./judge.sh NAME FILE')" >&2
        return 1
    fi
    # a script whose #! interpreter is not there cannot start either
    local line=""
    IFS= read -r line < "$w" 2> /dev/null
    if [[ $line == '#!'* ]]; then
        line=${line#'#!'}
        line=${line#"${line%%[! ]*}"}
        line=${line%%[ $'\t'$'\r']*}
        if [ -n "$line" ] && [ ! -x "$line" ]; then
            echo "judge.sh: cannot run '$w': its interpreter '$line' (its #! line) is not there" >&2
            return 1
        fi
    fi
}
