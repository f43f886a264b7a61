/**
 * LeetCode 464 as LeetCode's JavaScript template has it: a function in a var, the set of
 * numbers used as a bit mask, each mask's outcome memoised in a Map (a new Map a call).
 * @param {number} maxChoosableInteger
 * @param {number} desiredTotal
 * @return {boolean}
 */
var canIWin = function(maxChoosableInteger, desiredTotal) {
    const m = maxChoosableInteger;
    if (desiredTotal <= 0) return true;
    if (m * (m + 1) / 2 < desiredTotal) return false;
    const memo = new Map();
    const wins = (used, total) => {
        if (memo.has(used)) return memo.get(used);
        let win = false;
        for (let x = 1; x <= m && !win; x++) {
            if (used & (1 << x)) continue;
            if (total + x >= desiredTotal || !wins(used | (1 << x), total + x)) win = true;
        }
        memo.set(used, win);
        return win;
    };
    return wins(0, 0);
};
