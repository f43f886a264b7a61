// AtCoder EDPC L in C++ from a learner's template that starts with the AtCoder Library,
// which AtCoder's g++ has on its include path (its 2023 language update): AC there.  Here
// JE, saying to give the library's folder as JUDGE_ACL=DIR, and with it as AtCoder judges.
#include <atcoder/all>
#include <bits/stdc++.h>
using namespace std;
using namespace atcoder;

int main() {
    int n;
    cin >> n;
    vector<long long> a(n), dp(n);
    for (auto& x : a) cin >> x;
    for (int i = n - 1; i >= 0; i--) {
        dp[i] = a[i];
        for (int j = i + 1; j < n; j++) dp[j] = max(a[i] - dp[j], a[j] - dp[j - 1]);
    }
    cout << dp[n - 1] << '\n';
}
