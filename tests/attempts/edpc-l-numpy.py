# AtCoder EDPC L in Python with numpy, as AtCoder's CPython 3.11 has it installed: the
# interval table a length at a time, each length one vector operation (dp[i] for a[i..i+L-1]).
# AC on AtCoder; here AC where python3 has numpy, else JE saying how to install it (not RE).
import sys

import numpy as np


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = np.array(data[1:n + 1], dtype=np.int64)
    dp = a.copy()
    for length in range(2, n + 1):
        dp = np.maximum(a[:n - length + 1] - dp[1:], a[length - 1:] - dp[:-1])
    print(int(dp[0]))


main()
