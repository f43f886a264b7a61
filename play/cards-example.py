# play/cards-example.py - the README's example player for play/cards.c: take the end worth more
import sys
from functools import lru_cache
games = int(input())
for _ in range(games):
    a = list(map(int, input().split()))[1:]
    @lru_cache(None)
    def best(l, r):  # the most the player to move takes from a[l..r]
        return 0 if l > r else max(a[l] + sum(a[l+1:r+1]) - best(l+1, r), a[r] + sum(a[l:r]) - best(l, r-1))
    l, r = 0, len(a) - 1
    while l <= r:
        take = "L" if a[l] + sum(a[l+1:r+1]) - best(l+1, r) >= a[r] + sum(a[l:r]) - best(l, r-1) else "R"
        print(take, flush=True)
        l, r = (l + 1, r) if take == "L" else (l, r - 1)
        if l <= r:
            l, r = (l + 1, r) if input() == "L" else (l, r - 1)
