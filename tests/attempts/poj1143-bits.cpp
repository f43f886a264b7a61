// POJ 1143 as many write it today, with the one header that holds them all, <bits/stdc++.h>:
// POJ's G++ (MinGW GCC 4.4.0) is widely reported to refuse it, CE; GCC elsewhere takes it.
#include <bits/stdc++.h>

static signed char memo[1 << 19];

// the allowed set after choosing x: x goes, and so does every y = x + a forbidden number
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
    int n, k = 0;
    std::memset(memo, -1, sizeof memo);
    while (std::scanf("%d", &n) == 1 && n != 0) {
        int allowed = 0, i, a, x, any = 0;
        for (i = 0; i < n; i++) {
            std::scanf("%d", &a);
            allowed |= 1 << (a - 2);
        }
        std::printf("Test Case #%d\n", ++k);
        for (x = 2; x <= 20; x++)
            if ((allowed >> (x - 2) & 1) && !wins(after(allowed, x))) {
                std::printf(any ? " %d" : "The winning moves are: %d", x);
                any = 1;
            }
        std::printf(any ? "\n\n" : "There's no winning move.\n\n");
    }
    return 0;
}
