// LeetCode 464 as LeetCode's Java takes it: class Solution, no imports (LeetCode imports
// java.util for it).  The memo is a field, so the answer is right only when every call
// gets a new Solution, as LeetCode makes one per test case.
class Solution {
    private final Map<Integer, Boolean> memo = new HashMap<>();

    public boolean canIWin(int maxChoosableInteger, int desiredTotal) {
        int m = maxChoosableInteger;
        if (desiredTotal <= 0) return true;
        if (m * (m + 1) / 2 < desiredTotal) return false;
        return wins(m, 0, desiredTotal);
    }

    private boolean wins(int m, int used, int need) {
        Boolean known = memo.get(used);
        if (known != null) return known;
        boolean win = false;
        for (int i = 1; i <= m && !win; i++)
            if ((used >> (i - 1) & 1) == 0 && (i >= need || !wins(m, used | 1 << (i - 1), need - i)))
                win = true;
        memo.put(used, win);
        return win;
    }
}
