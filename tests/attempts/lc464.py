# LeetCode 464 as LeetCode's Python 3 takes it: class Solution, no imports (lru_cache comes
# from the imports LeetCode makes before the attempt).
class Solution:
    def canIWin(self, maxChoosableInteger: int, desiredTotal: int) -> bool:
        m = maxChoosableInteger
        if desiredTotal <= 0:
            return True
        if m * (m + 1) // 2 < desiredTotal:
            return False

        @lru_cache(None)
        def wins(used: int, need: int) -> bool:
            return any(not used >> (i - 1) & 1 and (i >= need or not wins(used | 1 << (i - 1), need - i))
                       for i in range(1, m + 1))

        return wins(0, desiredTotal)
