// LeetCode 486 in Java 21, as LeetCode compiles it (its environments page): a List's
// getFirst() and getLast() came in Java 21 (sequenced collections).  AC on LeetCode; where
// the javac on PATH is older (Debian 12's is 17) judge.sh cannot say so, and says that (JE).
class Solution {
    public boolean predictTheWinner(int[] nums) {
        List<Integer> row = Arrays.stream(nums).boxed().toList();
        return lead(row, 0, row.size() - 1, new Integer[20][20]) >= 0;
    }

    // what the player to move gets more than the other from row[i..j]
    private int lead(List<Integer> row, int i, int j, Integer[][] memo) {
        if (i > j)
            return 0;
        if (memo[i][j] != null)
            return memo[i][j];
        List<Integer> rest = row.subList(i, j + 1);
        return memo[i][j] = Math.max(rest.getFirst() - lead(row, i + 1, j, memo),
                                     rest.getLast() - lead(row, i, j - 1, memo));
    }
}
