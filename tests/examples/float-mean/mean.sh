#!/usr/bin/env bash
# The mean card value of each case "n a1..an", to 6 decimals (one value per line).
exec awk '{ for (i = 1; i <= NF; i++) v[k++] = $i }
END { i = 0; while (i < k) { n = v[i++]; s = 0; for (j = 0; j < n; j++) s += v[i++]
      printf "%.6f\n", n ? s / n : 0 } }'
