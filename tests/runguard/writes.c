/* writes BYTES: writes BYTES bytes ('x') to stdout, then exits 0 (runguard_test.sh) */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
	long n = atol(argc > 1 ? argv[1] : "1"), i;

	for (i = 0; i < n; i++)
		putchar('x');
	return 0;
}
