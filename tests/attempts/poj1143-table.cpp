// POJ 1143 as many write it: a search over bit masks that caches the result of every
// (position, move) pair in an int table of 2^21 x 20 entries, cleared once.  Right on every
// position, and 160 MiB: MLE under POJ's 65536K.
#include <cstdio>
#include <cstring>

int cache[1 << 21][20]; // cache[mask][x - 1]: does choosing x win?  -1: not known yet

// bit v - 1 of mask: v still allowed
int after(int mask, int x)
{
    mask &= ~(1 << (x - 1));
    for (int y = x + 2; y <= 20; y++)
        if ((mask >> (y - 1) & 1) && !(mask >> (y - x - 1) & 1))
            mask &= ~(1 << (y - 1));
    return mask;
}

bool wins(int mask);

bool move_wins(int mask, int x)
{
    int &c = cache[mask][x - 1];
    if (c < 0)
        c = !wins(after(mask, x));
    return c;
}

bool wins(int mask)
{
    for (int x = 2; x <= 20; x++)
        if ((mask >> (x - 1) & 1) && move_wins(mask, x))
            return true;
    return false;
}

int main()
{
    int n, a, t = 0;
    memset(cache, -1, sizeof cache);
    while (scanf("%d", &n) == 1 && n != 0) {
        int mask = 0;
        for (int i = 0; i < n; i++) {
            scanf("%d", &a);
            mask |= 1 << (a - 1);
        }
        printf("Test Case #%d\n", ++t);
        if (!wins(mask)) {
            printf("There's no winning move.\n\n");
            continue;
        }
        printf("The winning moves are:");
        for (int x = 2; x <= 20; x++)
            if ((mask >> (x - 1) & 1) && move_wins(mask, x))
                printf(" %d", x);
        printf("\n\n");
    }
    return 0;
}
