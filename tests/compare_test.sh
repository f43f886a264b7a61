#!/usr/bin/env bash
# compare_test.sh: the comparer (build/compare) on its own, over the cases in tests/compare/
# (each a folder: expected, got, args, verdict; tests/compare/README).  Last line: "N passed,
# N failed".
# shellcheck source=tests/lib.sh
. "$(dirname "$0")/lib.sh"

make -s -C "$root" build/compare || exit 2
for d in "$root"/tests/compare/*/; do
    d=${d%/}
    read -r -a args < "$d/args"
    want_st=$(sed -n 1p "$d/verdict")
    want_out=$(sed -n 2p "$d/verdict")
    got_out=$("$root/build/compare" "${args[@]}" "$d/expected" "$d/got")
    got_st=$?
    if [ "$got_st" = "$want_st" ] && [ "$got_out" = "$want_out" ]; then
        ok
    else
        fail "${d##*/}: exit $got_st (want $want_st), said \"$got_out\" (want \"$want_out\")"
    fi
done
echo "judge.sh comparer self-test: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
