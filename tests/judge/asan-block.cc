/* tests/judge/asan-block.cc: a program of tests/judge_test.sh (what it does: the comment where it is used) */
#include <vector>
int main() { std::vector<char> v(300u << 20, 1); return v[5] == 1 ? 0 : 1; }
