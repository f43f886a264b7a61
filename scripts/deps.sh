#!/usr/bin/env bash
# Make sure the Check unit-test framework (Debian package "check") is installed.
# As root it installs it with apt-get; otherwise it says what to run and fails.
set -u
export LC_ALL=C

if pkg-config --exists check 2>/dev/null; then
    exit 0
fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "deps: installing Check (apt-get install -y check)" >&2
    if ! apt-get update >/dev/null; then
        echo "deps: apt-get update failed" >&2
        exit 1
    fi
    if ! DEBIAN_FRONTEND=noninteractive apt-get install -y check pkg-config >/dev/null; then
        echo "deps: apt-get install -y check failed" >&2
        exit 1
    fi
    pkg-config --exists check && exit 0
    echo "deps: Check installed but pkg-config cannot find it" >&2
    exit 1
fi
echo "deps: the C unit-test framework Check is missing (Debian package 'check')." >&2
echo "deps: install it with:  sudo apt-get install -y check pkg-config" >&2
exit 1
