// A wrong LeetCode 464 class: the textbook memoised search without its first line, "if
// 1 + ... + m < d, nobody can win": when the numbers run out first, it says the player who
// cannot move loses, so canIWin(1, 2) is true.  judge.sh --stress lc464 finds it.
class Solution {
    vector<signed char> memo;
    int m;

    bool wins(int used, int need) {
        if (memo[used] >= 0) return memo[used];
        for (int i = 1; i <= m; i++)
            if (!(used >> (i - 1) & 1) && (i >= need || !wins(used | 1 << (i - 1), need - i)))
                return memo[used] = 1;
        return memo[used] = 0;
    }

public:
    bool canIWin(int maxChoosableInteger, int desiredTotal) {
        m = maxChoosableInteger;
        if (desiredTotal <= 0) return true;
        memo.assign(1 << m, -1);
        return wins(0, desiredTotal);
    }
};
