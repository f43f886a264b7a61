/* LeetCode 464 with the game tree searched without a memo: up to 20! orders.  Right, and
 * far too slow (TLE) on the hard calls. */
static bool wins(int used, int m, int need) {
    for (int i = 1; i <= m; i++)
        if (!(used >> i & 1) && (i >= need || !wins(used | 1 << i, m, need - i)))
            return true;
    return false;
}
bool canIWin(int m, int d) {
    if (d <= 0) return true;
    if (m * (m + 1) / 2 < d) return false;
    return wins(0, m, d);
}
