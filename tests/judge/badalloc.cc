/* tests/judge/badalloc.cc: a program of tests/judge_test.sh (what it does: the comment where it is used) */
#include <new>
int main() { throw std::bad_alloc(); }
