// AtCoder EDPC L in Java as a learner names it: public class DequeGame, the textbook
// interval table (dp[i][j]: X - Y on a[i..j] for the player to move).  AtCoder compiles
// Main.java (its practice contest's rule, its run scripts), so javac refuses it there: CE;
// Kattis and DOMjudge, which find the class, take it.
import java.io.*;
import java.util.*;

public class DequeGame {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        long[] a = new long[n];
        for (int i = 0; i < n; i++) a[i] = Long.parseLong(st.nextToken());
        long[][] dp = new long[n][n];
        for (int i = n - 1; i >= 0; i--) {
            dp[i][i] = a[i];
            for (int j = i + 1; j < n; j++)
                dp[i][j] = Math.max(a[i] - dp[i + 1][j], a[j] - dp[i][j - 1]);
        }
        System.out.println(dp[0][n - 1]);
    }
}
