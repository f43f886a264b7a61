/*
 * judge/leetcode/prelude.h - what LeetCode puts before a C or C++ attempt, so that one pasted
 * without includes compiles as it does there: the C standard headers (LeetCode's C also has
 * uthash, which is not here), or in C++ every standard header and "using namespace std".
 */
#ifdef __cplusplus
#include <bits/stdc++.h>
using namespace std;
#else
#include <ctype.h>
#include <limits.h>
#include <math.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#endif
