#!/usr/bin/env bash
# deps.sh: make sure what make check needs is installed: the Check unit-test framework (Debian
# package "check", required), and the toolchains the judge's own tests run attempts with
# (g++, a JDK, Node.js, Python 3; a test whose toolchain is missing says "skipped").
# As root it installs what is missing with apt-get; otherwise it says what to run, and fails
# only when Check is missing.
set -u
export LC_ALL=C

# command -> Debian package, for the toolchains judge.sh's tests use
want=()
command -v g++ > /dev/null 2>&1 || want+=(g++)
command -v javac > /dev/null 2>&1 || want+=(default-jdk-headless)
command -v node > /dev/null 2>&1 || want+=(nodejs)
command -v python3 > /dev/null 2>&1 || want+=(python3)
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
