/* POJ 1143 with the loop many C programs for POJ use, while (scanf("%d", &n), n): it stops
 * at the 0 that ends POJ's input, and never at the end of an input without it (scanf's
 * EOF leaves n as it was).  A search over bit masks, memoised over all 2^19 positions. */
#include <stdio.h>

static signed char memo[1 << 19];

/* bit x - 2: x still allowed; choosing x forbids x and each y that is x plus a forbidden
 * number */
static int after(int s, int x)
{
    int y;
    s &= ~(1 << (x - 2));
    for (y = x + 2; y <= 20; y++)
        if ((s >> (y - 2) & 1) && !(s >> (y - x - 2) & 1))
            s &= ~(1 << (y - 2));
    return s;
}

static int wins(int s)
{
    int x;
    if (memo[s])
        return memo[s] > 0;
    memo[s] = -1;
    for (x = 2; x <= 20; x++)
        if ((s >> (x - 2) & 1) && !wins(after(s, x))) {
            memo[s] = 1;
            break;
        }
    return memo[s] > 0;
}

int main(void)
{
    int n, i, a, s, x, t = 0;
    while (scanf("%d", &n), n) {
        s = 0;
        for (i = 0; i < n; i++) {
            scanf("%d", &a);
            s |= 1 << (a - 2);
        }
        printf("Test Case #%d\n", ++t);
        if (!wins(s)) {
            printf("There's no winning move.\n\n");
            continue;
        }
        printf("The winning moves are:");
        for (x = 2; x <= 20; x++)
            if ((s >> (x - 2) & 1) && !wins(after(s, x)))
                printf(" %d", x);
        printf("\n\n");
    }
    return 0;
}
