// tests/judge/java/Big.java: a program of tests/judge_test.sh (what it does: the comment where it is used)
import java.util.*;
public class Big {
    public static void main(String[] args) {
        List<int[]> l = new ArrayList<>();
        for (int i = 0; i < 300; i++) l.add(new int[1 << 18]);
        System.out.println(l.size());
    }
}
