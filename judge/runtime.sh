# judge/runtime.sh - the memory rules: how a run is limited depends on the runtime it starts.
# Sourced by judge.sh (functions only).
#
# Memory is judged the same way for every runtime: the run's peak resident memory against -m
# (build/runguard).  What differs is how a program may ask for memory on the way there:
#
# rule    address space  largest block  environment                      MLE when stderr says
# native  2 x -m         -m             -                                std::bad_alloc, MemoryError
# jvm     none           none           JDK_JAVA_OPTIONS: -XX:+UseSerialGC -Xss64m -Xms=-Xmx=H,
#                                       H = max(-m - 128, -m / 2) MB;   Terminating due to
#                                       -XX:+ExitOnOutOfMemoryError      java.lang.OutOfMemoryError
# node    none           none           NODE_OPTIONS: --max-old-space-size=H (as jvm)
# vm      none           none           -                                -
#                                                                        JavaScript heap out of memory
# asan    none           none           UBSAN_OPTIONS: print_stacktrace=1 (the call stack of
#                                       an undefined behaviour, as LeetCode shows it);
#                                       ASAN_OPTIONS: detect_leaks=0, quarantine_size_mb=16,
#                                       max_allocation_size_mb=-m        AddressSanitizer: requested
#                                                                        allocation size, out of memory
#
# - native (C, C++, Python and anything not named below): each process's address space at
#   twice the limit, and one block (mmap) above the limit killed at the request, so a refused
#   allocation is an MLE rather than the program's own failure.  A refusal the program reports
#   (C++'s std::bad_alloc, Python's MemoryError) is an MLE too.
# - jvm: the JVM reserves gigabytes of address space it never touches (heap, code cache, class
#   space, 64 MB thread stacks) and cannot start under an address-space limit (problemtools
#   exempts Java for the same reason, JDK-8071445).  The flags are DOMjudge's
#   (sql/files/defaultdata/java_javac_detect/run: -XX:+UseSerialGC -Xss64m, -Xms = -Xmx = the
#   limit - 128 MiB), but at limits under 256 MB the heap is half the limit (DOMjudge refuses to
#   run below 128 MB); ExitOnOutOfMemoryError makes an exhausted heap end the run (no catch
#   can hide it), which is MLE.  Your own -X flags on the command line come after these and win.
# - node: V8 reserves address space the same way; its old generation is capped as the JVM's
#   heap is, so it collects before the limit rather than after.
# - vm (Go, Mono): runtimes that reserve address space they do not touch (Go's arenas, Mono's
#   heap): no address-space limit, no block filter; the peak resident memory decides.
# - asan (a binary built with -fsanitize=address, as LeetCode builds C and C++; also thread
#   and memory sanitizer builds): the shadow memory is terabytes of reserved, untouched address
#   space, so no address-space limit and no block filter.  The quarantine of freed memory is
#   16 MB instead of 256 MB (a use after free of memory freed more than 16 MB of frees ago goes
#   unreported); leaks are not reported (LeetCode does not report them, and a leak report
#   makes the exit status 1, RE): run valgrind or ASAN_OPTIONS=detect_leaks=1 yourself to see
#   them.  One allocation above the limit is an MLE, as for native.  Any ASAN_OPTIONS of yours
#   come first, so these win.
#
# Every rule: the stack unlimited, as DOMjudge's runguard and problemtools set it (see
# judge/runguard.c -s): the main thread's stack counts against the memory limit as a whole,
# and each thread gets glibc's default of 2 MiB.
#
# Reads: (nothing shared)
# Sets: (only the arrays it is given by name)

# runtime_of NAME ARGV...: the rule of the command (jvm, node, asan or native) into the
# variable named NAME: a word naming the java, javac, ecj (Eclipse's compiler, POJ's Java 6
# here) or node launcher (in a shell line, any
# word), the interpreter of a script's #! line, or a sanitizer build (its own ELF file, or a
# file a shell line names)
# shellcheck disable=SC2034 # ro_out is the caller's, by name
runtime_of() {
    local -n ro_out=$1
    shift
    local words=("$@") w f line i
    if [ "$1" = bash ] && [ "${2:-}" = -c ]; then
        read -r -a words <<< "$3"
    fi
    ro_out=native
    # (a #! line adds its words to the list; 32 words at the most, so a script that names
    # itself ends)
    for ((i = 0; i < ${#words[@]} && i < 32; i++)); do
        w=${words[i]} f=${words[i]}
        [[ $f == */* ]] || path_of "$w" f || f=""
        if [ -n "$f" ] && [ -f "$f" ] && [ -r "$f" ]; then
            IFS= read -r -n 256 line < "$f" 2> /dev/null
            if [[ ${line:-} == '#!'* ]]; then
                # shellcheck disable=SC2206 # the interpreter and its words (split on blanks)
                words+=(${line#\#!})
            elif [[ ${line:-} == $'\x7f'ELF* ]] &&
                grep -qaF -e __asan_init -e __tsan_init -e __msan_init -e __hwasan_init "$f"; then
                ro_out=asan
                return
            fi
        fi
        case "${w##*/}" in
            java|javac|ecj) ro_out=jvm; return ;;
            node|nodejs) ro_out=node; return ;;
        esac
    done
}

# memory_opts RULE MB ARRAY: the runguard options of RULE at a memory limit of MB (0: none)
# into the array named ARRAY
memory_opts() {
    local rule=$1 mb=$2 heap
    local -n opts_out=$3
    heap=$((mb - 128 > mb / 2 ? mb - 128 : mb / 2))
    opts_out=(-m "$mb")
    case "$rule" in
        native)
            opts_out+=(-R "terminate called after throwing an instance of 'std::bad_alloc'"
                       -R '^MemoryError') ;;
        jvm)
            opts_out+=(-a 0 -b 0 -R 'Terminating due to java.lang.OutOfMemoryError'
                       -V "JDK_JAVA_OPTIONS=-XX:+UseSerialGC -Xss64m -XX:+DisplayVMOutputToStderr")
            [ "$mb" -eq 0 ] ||
                opts_out[${#opts_out[@]} - 1]+=" -Xms${heap}m -Xmx${heap}m -XX:+ExitOnOutOfMemoryError" ;;
        vm)
            opts_out+=(-a 0 -b 0) ;;
        node)
            opts_out+=(-a 0 -b 0 -R 'JavaScript heap out of memory')
            [ "$mb" -eq 0 ] || opts_out+=(-V "NODE_OPTIONS=--max-old-space-size=$heap") ;;
        asan)
            opts_out+=(-a 0 -b 0 -R 'AddressSanitizer: requested allocation size'
                       -R 'AddressSanitizer: out of memory'
                       -R 'AddressSanitizer failed to allocate'
                       -V "UBSAN_OPTIONS=${UBSAN_OPTIONS:+$UBSAN_OPTIONS:}print_stacktrace=1"
                       -V "ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0:quarantine_size_mb=16")
            [ "$mb" -eq 0 ] ||
                opts_out[${#opts_out[@]} - 1]+=":max_allocation_size_mb=$mb" ;;
    esac
}
