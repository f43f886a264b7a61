// tests/judge/java/Caught.java: a program of tests/judge_test.sh (what it does: the comment where it is used)
public class Caught {
    public static void main(String[] args) {
        try {
            long[] a = new long[40_000_000];
            System.out.println(a.length);
        } catch (OutOfMemoryError e) {
            System.out.println("1 2");
        }
    }
}
