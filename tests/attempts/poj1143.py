# POJ 1143 as a Python 3 program (reads the cases from stdin, writes the answers).
import sys
from functools import lru_cache


def after(allowed, x):
    allowed &= ~(1 << (x - 2))
    for y in range(x + 2, 21):
        if allowed >> (y - 2) & 1 and not allowed >> (y - x - 2) & 1:
            allowed &= ~(1 << (y - 2))
    return allowed


@lru_cache(None)
def wins(allowed):
    return any(allowed >> (x - 2) & 1 and not wins(after(allowed, x)) for x in range(2, 21))


def main():
    words = sys.stdin.read().split()
    out, i, k = [], 0, 0
    while i < len(words) and words[i] != "0":
        n = int(words[i])
        allowed = sum(1 << (int(a) - 2) for a in words[i + 1:i + 1 + n])
        i += n + 1
        k += 1
        moves = [x for x in range(2, 21) if allowed >> (x - 2) & 1 and not wins(after(allowed, x))]
        out.append("Test Case #%d" % k)
        out.append("The winning moves are: " + " ".join(map(str, moves)) if moves
                   else "There's no winning move.")
        out.append("")
    print("\n".join(out))


main()
