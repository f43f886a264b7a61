// AtCoder EDPC L "Deque" as the textbook solves it: dp[l][r] = X - Y for the player to move
// on a[l..r], over all 3000 x 3000 intervals (72 MB of long long), O(N^2).
#include <bits/stdc++.h>
using namespace std;

long long dp[3001][3001];

int main() {
    int n;
    cin >> n;
    vector<long long> a(n);
    for (auto &x : a) cin >> x;
    for (int len = 1; len <= n; len++)
        for (int l = 0; l + len - 1 < n; l++) {
            int r = l + len - 1;
            if (len == 1) dp[l][r] = a[l];
            else dp[l][r] = max(a[l] - dp[l + 1][r], a[r] - dp[l][r - 1]);
        }
    cout << dp[0][n - 1] << endl;
}
