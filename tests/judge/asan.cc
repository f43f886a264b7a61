/* tests/judge/asan.cc: a program of tests/judge_test.sh (what it does: the comment where it is used) */
#include <iostream>
#include <vector>
int main()
{
	int x, y;
	std::cin >> x >> y;
	std::vector<int> v(1000);
	v[5] = x;
	new int[100]; // a leak: not reported, as on LeetCode
	std::cout << v[5] << " " << y << "\n";
}
