# LeetCode 464 in Python with a debug print left in the method, as learners leave them:
# LeetCode judges the return value and shows what was printed apart ("Stdout"), so it is
# AC there; the print never reaches the answer.
class Solution:
    def canIWin(self, maxChoosableInteger: int, desiredTotal: int) -> bool:
        m = maxChoosableInteger
        print("m =", m, "desiredTotal =", desiredTotal)
        if desiredTotal <= 0:
            return True
        if m * (m + 1) // 2 < desiredTotal:
            return False

        @cache
        def wins(used: int, need: int) -> bool:
            return any(not used >> (i - 1) & 1 and (i >= need or not wins(used | 1 << (i - 1), need - i))
                       for i in range(1, m + 1))

        return wins(0, desiredTotal)
