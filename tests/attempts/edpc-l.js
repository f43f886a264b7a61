// AtCoder EDPC L in JavaScript (Node.js, one of AtCoder's languages): the interval table
// over one row, dp[j] for a[i..j] as i falls; X - Y passes 2^53 only past N a_i > 9e15,
// which the constraints (N <= 3000, a_i <= 1e9) keep it under.
const t = require("fs").readFileSync(0, "utf8").trim().split(/\s+/).map(Number);
const n = t[0], a = t.slice(1, n + 1);
const dp = new Array(n).fill(0);
for (let i = n - 1; i >= 0; i--) {
    dp[i] = a[i];
    for (let j = i + 1; j < n; j++) dp[j] = Math.max(a[i] - dp[j], a[j] - dp[j - 1]);
}
console.log(String(dp[n - 1]));
