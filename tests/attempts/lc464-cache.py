# LeetCode 464 as most Python answers on LeetCode write it: @cache on a function nested in the
# method, over the bit mask of the numbers used.  Each call's cache stays alive after the
# call (the nested function refers to itself through its closure: a reference cycle, freed
# only by the cycle collector), so one process that makes thousands of calls grows without
# bound; LeetCode makes a few dozen a run, and accepts it.
class Solution:
    def canIWin(self, maxChoosableInteger: int, desiredTotal: int) -> bool:
        if maxChoosableInteger * (maxChoosableInteger + 1) // 2 < desiredTotal:
            return False
        if desiredTotal <= 0:
            return True

        @cache
        def dfs(mask: int, total: int) -> bool:
            for i in range(1, maxChoosableInteger + 1):
                if mask >> i & 1:
                    continue
                if total + i >= desiredTotal or not dfs(mask | 1 << i, total + i):
                    return True
            return False

        return dfs(0, 0)
