// Cards in a line, in Java: cases "n a1..an" until the end of the input; for each, the
// winner's score.  best[i] is the most the player to move can take from the row of the
// current length that starts at i (the textbook interval DP, one row kept: O(n) memory).
import java.io.*;
import java.util.*;

public class Cards {
    public static void main(String[] args) throws IOException {
        BufferedReader r = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder all = new StringBuilder();
        for (String line; (line = r.readLine()) != null; ) all.append(line).append(' ');
        StringTokenizer in = new StringTokenizer(all.toString());
        StringBuilder out = new StringBuilder();
        while (in.hasMoreTokens()) {
            int n = Integer.parseInt(in.nextToken());
            long[] a = new long[n], prefix = new long[n + 1], best = new long[n];
            for (int i = 0; i < n; i++) {
                a[i] = Long.parseLong(in.nextToken());
                prefix[i + 1] = prefix[i] + a[i];
                best[i] = a[i];
            }
            for (int len = 2; len <= n; len++)
                for (int i = 0; i + len <= n; i++)
                    best[i] = prefix[i + len] - prefix[i] - Math.min(best[i], best[i + 1]);
            long first = n == 0 ? 0 : best[0], total = prefix[n];
            out.append(Math.max(first, total - first)).append('\n');
        }
        System.out.print(out);
    }
}
