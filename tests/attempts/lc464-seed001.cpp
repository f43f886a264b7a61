class Solution {
public:
    vector<int> f;
    int n, m;

    int dp(int x) {
        // 该状态x已经搜索过，确认过能否必胜
        if (f[x] != -1) return f[x]; 
        int sum = 0; // 求和该状态下的总和sum
        for (int i = 0; i < n; i ++ )
            if (x >> i & 1)
                sum += i + 1;
        for (int i = 0; i < n; i ++ ) { // 遍历未选的整数池
            if (x >> i & 1) continue; 
            if (sum + i + 1 >= m) return f[x] = 1; // 边界条件
        // 博弈论中的状态转移，若存在某个下一状态必败，则当前状态必胜
            if (!dp(x + (1 << i))) return f[x] = 1; 
        }
        // 任意下一状态都必胜，则该状态必败
        return f[x] = 0;
    }

    bool canIWin(int _n, int _m) {
        n = _n, m = _m;
        if (n * (n + 1) / 2 < m) return false; // 特判
        f.resize(1 << n, -1); // 开2^20的数组来存储某棋局状态x下，是否必胜
        return dp(0); // 先手面对的状态为0，即未选任何数，x为0
    }
};
