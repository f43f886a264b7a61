// POJ 1143 in Java with a Java 7 diamond, new HashMap<>(): POJ compiles Java 6 (its FAQ),
// so it is CE there; AtCoder (Java 17) and Kattis take it.
import java.io.*;
import java.util.*;

public class Main {
    static Map<Integer, Boolean> memo = new HashMap<>();

    static int after(int allowed, int x) {
        allowed &= ~(1 << (x - 2));
        for (int y = x + 2; y <= 20; y++)
            if ((allowed >> (y - 2) & 1) != 0 && (allowed >> (y - x - 2) & 1) == 0)
                allowed &= ~(1 << (y - 2));
        return allowed;
    }

    static boolean wins(int allowed) {
        Boolean known = memo.get(allowed);
        if (known != null) return known;
        boolean win = false;
        for (int x = 2; x <= 20 && !win; x++)
            if ((allowed >> (x - 2) & 1) != 0 && !wins(after(allowed, x))) win = true;
        memo.put(allowed, win);
        return win;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        StringBuilder out = new StringBuilder();
        for (int k = 1; in.nextToken() != StreamTokenizer.TT_EOF && in.nval != 0; k++) {
            int n = (int) in.nval, allowed = 0;
            for (int i = 0; i < n; i++) {
                in.nextToken();
                allowed |= 1 << ((int) in.nval - 2);
            }
            StringBuilder moves = new StringBuilder();
            for (int x = 2; x <= 20; x++)
                if ((allowed >> (x - 2) & 1) != 0 && !wins(after(allowed, x))) moves.append(' ').append(x);
            out.append("Test Case #").append(k).append('\n');
            out.append(moves.length() == 0 ? "There's no winning move." : "The winning moves are:" + moves);
            out.append("\n\n");
        }
        System.out.print(out);
    }
}
