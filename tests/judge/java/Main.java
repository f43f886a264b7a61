// tests/judge/java/Main.java: a program of tests/judge_test.sh (what it does: the comment where it is used)
import java.util.*;
public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int x = in.nextInt(), y = in.nextInt();
        System.out.println(x + " " + y);
    }
}
