// LeetCode 486 in C++ with a debug line left in the method, as learners leave them:
// LeetCode judges the return value and shows what was printed apart ("Stdout"), so it is
// AC there; the cout never reaches the answer.
class Solution {
public:
    bool predictTheWinner(vector<int>& nums) {
        int n = nums.size();
        cout << "n = " << n << endl;
        vector<vector<int>> lead(n, vector<int>(n));
        for (int i = n - 1; i >= 0; i--) {
            lead[i][i] = nums[i];
            for (int j = i + 1; j < n; j++)
                lead[i][j] = max(nums[i] - lead[i + 1][j], nums[j] - lead[i][j - 1]);
        }
        return lead[0][n - 1] >= 0;
    }
};
