/* tests/judge/asan-big.cc: a program of tests/judge_test.sh (what it does: the comment where it is used) */
#include <vector>
int main()
{
	std::vector<std::vector<char>> v;
	for (int i = 0; i < 300; i++)
		v.emplace_back(1 << 20, 1);
	return v.size() == 300 ? 0 : 1;
}
