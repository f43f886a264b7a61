/*
 * LeetCode 486 as LeetCode's C takes it: the function alone, no includes, no main.  d[i] is
 * what the player to move can get more than the other from the row of the current length
 * that starts at i (one row of the textbook table kept).
 */
bool predictTheWinner(int *nums, int numsSize)
{
	int d[20];

	for (int i = 0; i < numsSize; i++)
		d[i] = nums[i];
	for (int len = 2; len <= numsSize; len++)
		for (int i = 0; i + len <= numsSize; i++) {
			int left = nums[i] - d[i + 1], right = nums[i + len - 1] - d[i];
			d[i] = left > right ? left : right;
		}
	return d[0] >= 0;
}
