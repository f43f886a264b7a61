# A wrong LeetCode 486 class: each player takes the larger end.  [1,5,2] is right by luck;
# judge.sh --stress lc486 finds a row where the greedy first player loses a won game.
class Solution:
    def predictTheWinner(self, nums: List[int]) -> bool:
        i, j, mine, theirs, me = 0, len(nums) - 1, 0, 0, True
        while i <= j:
            if nums[i] >= nums[j]:
                take, i = nums[i], i + 1
            else:
                take, j = nums[j], j - 1
            if me:
                mine += take
            else:
                theirs += take
            me = not me
        return mine >= theirs
