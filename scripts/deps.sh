#!/usr/bin/env bash
# deps.sh: make sure what make check needs is installed: the Check unit-test framework (Debian
# package "check", required), and the toolchains the tests judge with: g++, a JDK, Node.js,
# Python 3 and PyPy (DOMjudge's and Kattis' Python), clang, tcc and pcc (the submission files
# are built with every C compiler a judge might use).  A test whose toolchain is missing says
# "skipped".  As root it installs what is missing with apt-get; otherwise it says what to
# run, and fails only when Check is missing.
set -u
export LC_ALL=C

# command -> Debian package, for the toolchains the tests use
want=()
need() { command -v "$1" > /dev/null 2>&1 || want+=("$2"); }
need g++ g++
need javac default-jdk-headless
need node nodejs
need python3 python3
need pypy3 pypy3
need clang clang
need tcc tcc
need pcc pcc
# (the languages of the judges' example packages that Debian packages: tests/attempt_test.sh)
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
