#!/usr/bin/env bash
# One winning move per POJ 1143 case (the smallest), or 0: bin/poj1143's answer, cut down.
here=$(dirname "$0")
"$here/../../../bin/poj1143" | awk '/^The winning moves are:/ { print $5 } /^There.s no/ { print 0 }'
