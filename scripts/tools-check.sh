#!/usr/bin/env bash
# tools-check.sh [NAME...]: our problem packages through the tools the problem setters use,
# from the user's own installs (this script fetches nothing):
#   problemtools  $VERIFYPROBLEM, else verifyproblem on PATH: verifyproblem on each package
#                 in the legacy format (problemtools reads legacy and 2023-07, not 2025-09)
#   BAPCtools     $BT, else bt on PATH (its main branch, which reads 2025-09 only): bt validate
#                 and bt run on each package in the 2025-09 format; $BT_LEGACY (its legacy
#                 branch, which reads legacy): the same on each legacy package
# NAME...: the problems (default: every testdata/NAME/package/recipe.sh), written by
# scripts/make-package.sh into build/tools/2025-09/ and build/tools/legacy/ first (make package's
# prerequisites built: make check has them).  Prints each tool's summary line per package
# (verifyproblem's "NAME tested: N errors, N warnings"; bt's exit status, 1 on any error or
# warning) and the logs' place; the last line "N passed, N failed", a pass being a
# tool that found no error and no warning on a package; exit 1 when one failed.  With no
# tool at all: "skipped: ..." (make check counts it neither way).
set -u
export LC_ALL=C
root=$(cd "$(dirname "$0")/.." && pwd) || exit 2
cd "$root" || exit 2

# tool VAR NAME: the command in $VAR, else NAME when on PATH, else ""
tool() {
    local v=${!1:-}
    if [ -n "$v" ]; then
        command -v "${v%% *}" > /dev/null 2>&1 || { echo "tools-check.sh: $1=$v: no such command" >&2; exit 2; }
        echo "$v"
    elif [ -n "$2" ] && command -v "$2" > /dev/null 2>&1; then
        echo "$2"
    fi
}
vp=$(tool VERIFYPROBLEM verifyproblem) || exit 2
bt=$(tool BT bt) || exit 2
btl=$(tool BT_LEGACY "") || exit 2
if [ -z "$vp$bt$btl" ]; then
    echo "skipped: neither problemtools nor BAPCtools is installed (VERIFYPROBLEM=, BT= and BT_LEGACY= name them; README, \"Our problems as packages\")"
    echo "0 passed, 0 failed"
    exit 0
fi
names=("$@")
if [ ${#names[@]} -eq 0 ]; then
    for r in testdata/*/package/recipe.sh; do r=${r#testdata/}; names+=("${r%%/*}"); done
fi
out=build/tools
rm -rf "$out" && mkdir -p "$out/logs" || exit 2
if [ -n "$bt" ]; then
    scripts/make-package.sh "$out/2025-09" "${names[@]}" > /dev/null || exit 2
fi
if [ -n "$vp$btl" ]; then
    scripts/make-package.sh --legacy "$out/legacy" "${names[@]}" > /dev/null || exit 2
fi
rm -f "$out"/*/*.zip
passed=0 failed=0

# result WHAT PKG OK LINE: a tool's verdict on a package, counted
result() {
    if [ "$3" -eq 1 ]; then
        passed=$((passed + 1))
        printf '%-28s %-12s %s\n' "$1" "$2" "$4"
    else
        failed=$((failed + 1))
        printf '%-28s %-12s %s  FAILED\n' "$1" "$2" "$4"
    fi
}

# bt_run BT FORMAT PKG SUBCOMMAND: one bt subcommand on a package; passes with exit 0 (bt
# exits 1 on any error or warning: its cli.py); its log in $out/logs/
bt_run() {
    local log="$out/logs/bt-$2-$4-$3.log" st
    # (a config folder of its own: bt remembers each uuid's folder in
    # ~/.config/bapctools/uuids and warns of the same package in two folders, as
    # dist/packages and these are)
    (cd "$out/$2" && XDG_CONFIG_HOME="$root/$out/config" $1 "$4" --no-bar --problem "$3") > "$log" 2>&1
    st=$?
    result "bt $4 ($2)" "$3" "$([ "$st" -eq 0 ] && echo 1 || echo 0)" \
        "exit $st ($([ "$st" -eq 0 ] && echo "no error, no warning" || echo "errors or warnings: $log"))"
}

for name in "${names[@]}"; do
    short=${name//[^a-z0-9]/}
    if [ -n "$vp" ]; then
        log="$out/logs/verifyproblem-$short.log"
        (cd "$out/legacy" && $vp "$short") > "$log" 2>&1
        line=$(grep -a " tested: " "$log" | tail -n 1)
        result "verifyproblem (legacy)" "$short" \
            "$([[ $line == *" tested: 0 errors, 0 warnings" ]] && echo 1 || echo 0)" "${line:-no summary line (see $log)}"
    fi
    if [ -n "$bt" ]; then
        bt_run "$bt" 2025-09 "$short" validate
        bt_run "$bt" 2025-09 "$short" run
    fi
    if [ -n "$btl" ]; then
        bt_run "$btl" legacy "$short" validate
        bt_run "$btl" legacy "$short" run
    fi
done
echo "logs: $out/logs/"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
