# LeetCode 486 as LeetCode's Python 3 takes it: class Solution, no imports (cache and List
# come from the imports LeetCode makes before the attempt).
class Solution:
    def predictTheWinner(self, nums: List[int]) -> bool:
        @cache
        def lead(i: int, j: int) -> int:
            if i > j:
                return 0
            return max(nums[i] - lead(i + 1, j), nums[j] - lead(i, j - 1))

        return lead(0, len(nums) - 1) >= 0
