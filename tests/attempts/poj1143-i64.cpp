// POJ 1143 as POJ's users write 64-bit integers for its MinGW G++: __int64 and "%I64d", which
// Windows' msvcrt reads and prints (glibc reads "%I64d" as a flag I and a width of 64).  AC on
// POJ; a CE under a judge whose g++ is Linux's (no __int64).  The rest is poj1143.cpp.
#include <cstdio>
#include <cstring>

static signed char memo[1 << 19];

static int after(int allowed, int x)
{
    int y;
    allowed &= ~(1 << (x - 2));
    for (y = x + 2; y <= 20; y++)
        if ((allowed >> (y - 2) & 1) && !(allowed >> (y - x - 2) & 1))
            allowed &= ~(1 << (y - 2));
    return allowed;
}

static bool wins(int allowed)
{
    int x;
    if (memo[allowed] >= 0)
        return memo[allowed] != 0;
    memo[allowed] = 0;
    for (x = 2; x <= 20; x++)
        if ((allowed >> (x - 2) & 1) && !wins(after(allowed, x))) {
            memo[allowed] = 1;
            break;
        }
    return memo[allowed] != 0;
}

int main()
{
    __int64 n, k = 0, a;
    memset(memo, -1, sizeof memo);
    while (scanf("%I64d", &n) == 1 && n != 0) {
        int allowed = 0, i, x, any = 0;
        for (i = 0; i < n; i++) {
            scanf("%I64d", &a);
            allowed |= 1 << (a - 2);
        }
        printf("Test Case #%I64d\n", ++k);
        for (x = 2; x <= 20; x++)
            if ((allowed >> (x - 2) & 1) && !wins(after(allowed, x))) {
                printf(any ? " %I64d" : "The winning moves are: %I64d", (__int64)x);
                any = 1;
            }
        printf(any ? "\n\n" : "There's no winning move.\n\n");
    }
    return 0;
}
