# AtCoder EDPC L "Deque" as a first try often is: the game searched without a memo (each
# turn, the better of taking the left or the right end), exponential in N.  Right, and far
# too slow at N = 3000: TLE on AtCoder.
import sys


def main():
    sys.setrecursionlimit(10000)
    data = sys.stdin.read().split()
    n = int(data[0])
    a = list(map(int, data[1:1 + n]))

    def best(l, r):  # X - Y for the player to move on a[l..r]
        if l > r:
            return 0
        return max(a[l] - best(l + 1, r), a[r] - best(l, r - 1))

    print(best(0, n - 1))


main()
