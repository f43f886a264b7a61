// judge/leetcode/driver.js - LeetCode's way of running a JavaScript attempt: one Node process
// for all the calls of a case (the attempt's top-level state carries over from call to call,
// as on LeetCode), the arguments read as LeetCode lays them out, "true" or "false" printed
// for each.  judge/attempt.sh copies it as the program to run, with a first line
//   const JUDGE = [METHOD, ATTEMPT, SHOWN];
// (the method's name, the attempt's copy, the attempt's own path for stack traces):
//   canIWin           canIWin(maxChoosableInteger, desiredTotal), from pairs "m d",
//                     1 <= m <= 20, 0 <= d <= 300
//   predictTheWinner  predictTheWinner(nums), from arrays "[1,5,2]", 1 to 20 values in
//                     0..10^7
// The attempt is a script, as LeetCode's are: `var canIWin = function (m, d) { ... };`,
// `function canIWin(m, d)` or `const canIWin = (m, d) => ...`.  Input outside those
// constraints is refused (exit 1).  Each call may use JUDGE_CALL_SECONDS of CPU time (from
// the environment); JavaScript cannot be stopped inside a call, so a call found past it when
// it returns ends the run saying which, and one that never returns is stopped by the case's
// limit.  What the attempt prints (console.log, process.stdout.write) goes to stderr, never
// into the answers (LeetCode keeps a method's prints apart, its "Stdout"): the answers are
// written to file descriptor 1 itself.  With JUDGE_CALL_MARKS in the environment (judge.sh
// sets it), before each call the words "judge.sh: begin call N" and a newline are written to
// stderr (Node writes the prints to it as they are made), so that judge.sh shows the failing
// call's own prints (judge/testcase.sh).
"use strict";
const fs = require("fs");
const vm = require("vm");

// TEXT written whole to the file descriptor (a pipe may take part of it at a time)
function write(fd, text) {
    const b = Buffer.from(text, "utf8");
    for (let at = 0; at < b.length; )
        at += fs.writeSync(fd, b, at, b.length - at);
}

function refuse(call, what) {
    write(2, "judge.sh: the input of call " + call + " is not LeetCode's: " + what + "\n");
    process.exit(1);
}

// the argument lists of the calls, as LeetCode lays them out
function calls(method, text) {
    const list = [];
    if (method === "canIWin") {
        const words = text.split(/\s+/).filter((w) => w.length > 0);
        for (let i = 0; i < words.length; i += 2) {
            const call = i / 2 + 1;
            const pair = words.slice(i, i + 2);
            if (pair.length < 2 || !pair.every((w) => /^[-+]?[0-9]{1,12}$/.test(w)))
                refuse(call, "two integers, 1 <= m <= 20 and 0 <= d <= 300");
            const m = Number(pair[0]), d = Number(pair[1]);
            if (!(m >= 1 && m <= 20 && d >= 0 && d <= 300))
                refuse(call, "two integers, 1 <= m <= 20 and 0 <= d <= 300");
            list.push([m, d]);
        }
    } else {
        let rest = text.trim(), call = 0;
        while (rest.length > 0) {
            call++;
            const found = /^\[\s*([-+]?[0-9]+(\s*,\s*[-+]?[0-9]+)*)\s*\]\s*/.exec(rest);
            if (!found)
                refuse(call, "an array [a,b,...] of integers");
            const nums = found[1].split(",").map((x) => Number(x.trim()));
            if (!(nums.length >= 1 && nums.length <= 20 && nums.every((x) => x >= 0 && x <= 1e7)))
                refuse(call, "1 <= nums.length <= 20, 0 <= nums[i] <= 10^7");
            rest = rest.slice(found[0].length);
            list.push([nums]);
        }
    }
    return list;
}

function main() {
    const [method, attempt, shown] = JUDGE; // eslint-disable-line no-undef
    globalThis.console = new console.Console({ stdout: process.stderr, stderr: process.stderr });
    process.stdout.write = process.stderr.write.bind(process.stderr);
    vm.runInThisContext(fs.readFileSync(attempt, "utf8"), { filename: shown });
    let fn;
    try {
        fn = vm.runInThisContext(method);
    } catch (e) {
        fn = undefined;
    }
    if (typeof fn !== "function") {
        write(2, "judge.sh: " + shown + " defines no function " + method + "\n");
        process.exit(1);
    }
    // (a call is measured when it returns: Node cannot stop it, so JUDGE_CALL_HARD is not
    // read, and runguard's limit of the run stops one that never returns)
    const limit = Number(process.env.JUDGE_CALL_SECONDS || 0) * 1e6; // microseconds
    const args = calls(method, fs.readFileSync(0, "utf8"));
    const marks = "JUDGE_CALL_MARKS" in process.env;
    for (let i = 0; i < args.length; i++) {
        const a = args[i];
        if (marks)
            write(2, "judge.sh: begin call " + (i + 1) + "\n");
        const start = process.cpuUsage();
        const r = fn(...a);
        const used = process.cpuUsage(start);
        if (limit > 0 && used.user + used.system > limit) {
            const shownArgs = a.map((x) => (Array.isArray(x) ? "[" + x.join(",") + "]" : x));
            write(2, "judge.sh: call " + (i + 1) + ", " + method + "(" + shownArgs.join(", ") +
                "), took " + ((used.user + used.system) / 1e6).toFixed(3) +
                " s of CPU time (the limit is " + limit / 1e6 + " s)\n");
            process.exit(1);
        }
        // (each answer written as its call ends: after a crash, judge.sh counts the
        // answers to name the call that was running)
        write(1, r ? "true\n" : "false\n");
    }
}

main();
