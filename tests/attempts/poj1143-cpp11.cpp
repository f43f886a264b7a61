// POJ 1143 in C++11 (auto, range-for, std::array, lambdas): right, and accepted by a judge
// with a C++11 compiler (AtCoder), but POJ's G++ is a C++98 compiler: Compile Error there.
#include <array>
#include <cstdio>
#include <functional>
#include <vector>

int main()
{
    std::array<signed char, 1 << 19> memo;
    memo.fill(-1);
    auto after = [](int allowed, int x) {
        allowed &= ~(1 << (x - 2));
        for (int y = x + 2; y <= 20; y++)
            if ((allowed >> (y - 2) & 1) && !(allowed >> (y - x - 2) & 1))
                allowed &= ~(1 << (y - 2));
        return allowed;
    };
    std::function<bool(int)> wins = [&](int allowed) -> bool {
        if (memo[allowed] >= 0)
            return memo[allowed];
        memo[allowed] = 0;
        for (int x = 2; x <= 20; x++)
            if ((allowed >> (x - 2) & 1) && !wins(after(allowed, x)))
                return (memo[allowed] = 1);
        return false;
    };
    int n, k = 0;
    while (std::scanf("%d", &n) == 1 && n != 0) {
        std::vector<int> a(n);
        int allowed = 0;
        for (auto &v : a) {
            std::scanf("%d", &v);
            allowed |= 1 << (v - 2);
        }
        std::vector<int> moves;
        for (int x = 2; x <= 20; x++)
            if ((allowed >> (x - 2) & 1) && !wins(after(allowed, x)))
                moves.push_back(x);
        std::printf("Test Case #%d\n", ++k);
        if (moves.empty())
            std::printf("There's no winning move.\n\n");
        else {
            std::printf("The winning moves are:");
            for (int x : moves)
                std::printf(" %d", x);
            std::printf("\n\n");
        }
    }
}
