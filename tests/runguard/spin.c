/* spin SECONDS: uses SECONDS of CPU time, then exits 0 (runguard_test.sh) */
#include <stdlib.h>
#include <time.h>

int main(int argc, char **argv)
{
	clock_t end = (clock_t)(atof(argc > 1 ? argv[1] : "1") * CLOCKS_PER_SEC);
	volatile unsigned long x = 0;

	while (clock() < end)
		x++;
	return 0;
}
