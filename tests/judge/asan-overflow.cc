/* tests/judge/asan-overflow.cc: a program of tests/judge_test.sh (what it does: the comment where it is used) */
#include <iostream>
int main() { int *a = new int[4]; std::cin >> a[4]; std::cout << a[4] << "\n"; }
