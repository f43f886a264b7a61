#!/usr/bin/env bash
# A deliberately wrong poj1143 for judge.sh --stress's self-test: our answers with the
# winning moves listed in descending order.
here=$(dirname "$0")
"$here/../../bin/poj1143" | awk '/^The winning moves are:/ {
    s = "The winning moves are:"; for (i = NF; i >= 5; i--) s = s " " $i; print s; next } { print }'
