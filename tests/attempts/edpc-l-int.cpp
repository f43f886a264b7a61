// EDPC L, the textbook table, in int: X - Y passes 2^31 when the values are large
#include <cstdio>
#include <algorithm>
static int dp[3001][3001];
int main() {
    int n;
    static int a[3000];
    if (scanf("%d", &n) != 1) return 0;
    for (int i = 0; i < n; i++) scanf("%d", &a[i]);
    for (int len = 1; len <= n; len++)
        for (int i = 0; i + len <= n; i++) {
            int j = i + len - 1;
            if (len == 1) dp[i][j] = a[i];
            else dp[i][j] = std::max(a[i] - dp[i + 1][j], a[j] - dp[i][j - 1]);
        }
    printf("%d\n", dp[0][n - 1]);
}
