/* Nowcoder's cards in line, a learner's slip: the interval table is right, but it prints the
 * first player's score, not the winner's.  With n even the first player never loses, so
 * rows of even n cannot tell; an odd row the second player wins can (3: 1 100 1 -> 100,
 * not 2): WA, as Nowcoder's data, whose n takes every value up to 5000, finds it. */
#include <stdio.h>

static long long dp[5000][5000], a[5000];

int main(void)
{
    int n, i, j;
    long long sum = 0;
    if (scanf("%d", &n) != 1)
        return 0;
    for (i = 0; i < n; i++) {
        scanf("%lld", &a[i]);
        sum += a[i];
    }
    for (i = n - 1; i >= 0; i--) {
        dp[i][i] = a[i];
        for (j = i + 1; j < n; j++) {
            long long l = a[i] - dp[i + 1][j], r = a[j] - dp[i][j - 1];
            dp[i][j] = l > r ? l : r;
        }
    }
    printf("%lld\n", (sum + dp[0][n - 1]) / 2);
    return 0;
}
