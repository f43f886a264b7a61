#!/usr/bin/env bash
# deps.sh [--all]: make sure what make check needs is installed.
#
# The light default (make check): the Check unit-test framework and pkg-config (required),
# and the toolchains of the kit's own problems and their judges: g++, a JDK, ecj (POJ's
# Java 6, docs/judges.md), Node.js, Python 3 and PyPy (DOMjudge's and Kattis' Python), clang,
# tcc and pcc (every C compiler a judge might use builds the submission files), and AtCoder's
# libraries that Debian packages (numpy, GMP, Eigen, Boost): 260 MB on a machine that has
# Debian's gcc, a JDK, Node.js and clang already (README, "Testing").
# --all (make check LANGUAGES=all, and .ci/run): also the other languages of the judges'
# example packages (tests/attempt_test.sh, package_test's): Free Pascal, Fortran, Ada, Rust,
# Perl, Go, gccgo, Haskell, OCaml, Ruby, C#, Lua, PHP, R, Kotlin, Scala, Prolog: 2.5 GB
# more; the tools of make check's lint and memory passes, shellcheck, cppcheck and
# valgrind (100 MB); and chromium, which renders the --explain=html pages headless
# (tests/pages_test.sh).  A test whose toolchain is missing says "skipped" (the light default's
# make check skips shellcheck where it is missing: one process of 20 s of CPU).
#
# As root it installs what is missing with apt-get; otherwise it says what to run.  Exit
# status 1 only when Check is missing (make check cannot build its suites), 2 for a usage
# error.
set -u
export LC_ALL=C

all=0
case "${1:-}" in
    --all) all=1 ;;
    '') ;;
    *) echo "usage: scripts/deps.sh [--all]" >&2; exit 2 ;;
esac

# command -> Debian package
want=()
need() { command -v "$1" > /dev/null 2>&1 || want+=("$2"); }
need g++ g++
need javac default-jdk-headless
need ecj ecj
need node nodejs
need python3 python3
need pypy3 pypy3
need clang clang
need tcc tcc
need pcc pcc
# AtCoder's libraries (docs/judges.md's library lines; EDPC L is judged as AtCoder judges):
# numpy for its CPython, GMP, Eigen and Boost on its g++'s include path; a Debian package each,
# found by dpkg (no command tells)
has_pkg() { dpkg-query -W -f='${Status}' "$1" 2> /dev/null | grep -q 'ok installed'; }
if command -v dpkg-query > /dev/null 2>&1; then
    for p in python3-numpy libgmp-dev libeigen3-dev libboost-dev; do has_pkg "$p" || want+=("$p"); done
fi
if [ "$all" -eq 1 ]; then
    need fpc fp-compiler
    need gfortran gfortran
    need gnatmake gnat
    need rustc rustc
    need perl perl
    need go golang-go
    need gccgo gccgo
    need ghc ghc
    need ocamlopt ocaml-nox
    need ruby ruby
    need mcs mono-mcs
    need lua lua5.4
    need php php-cli
    need Rscript r-base-core
    need kotlinc kotlin
    need scalac scala
    need swipl swi-prolog-nox
    need shellcheck shellcheck
    need cppcheck cppcheck
    need valgrind valgrind
    need chromium chromium
fi
pkg-config --exists check 2> /dev/null || want+=(check pkg-config)
[ ${#want[@]} -gt 0 ] || exit 0

if [ "$(id -u)" -eq 0 ] && command -v apt-get > /dev/null 2>&1; then
    echo "deps: installing ${want[*]} (apt-get install -y)" >&2
    if ! apt-get update > /dev/null; then
        echo "deps: apt-get update failed" >&2
    elif ! DEBIAN_FRONTEND=noninteractive apt-get install -y "${want[@]}" > /dev/null; then
        echo "deps: apt-get install -y ${want[*]} failed" >&2
    fi
else
    echo "deps: missing: ${want[*]}; install them with:  sudo apt-get install -y ${want[*]}" >&2
fi
pkg-config --exists check 2> /dev/null && exit 0
echo "deps: the C unit-test framework Check is missing (Debian package 'check')." >&2
exit 1
