/* alloc MB: allocates MB mebibytes and touches every page, then exits 0 (runguard_test.sh) */
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
	size_t n = (size_t)atol(argc > 1 ? argv[1] : "1") << 20;
	char *p = malloc(n);
	int ok;

	if (!p)
		return 1;
	memset(p, 1, n);
	ok = p[n / 2] == 1;
	free(p);
	return ok ? 0 : 1;
}
