/* LeetCode 486 by the greedy: each player takes the larger end ([1,5,2]: true, where it is
 * false). */
bool predictTheWinner(int *nums, int n) {
    long long s[2] = {0, 0}; int l = 0, r = n - 1, p = 0;
    while (l <= r) { s[p] += nums[l] >= nums[r] ? nums[l++] : nums[r--]; p ^= 1; }
    return s[0] >= s[1];
}
