/* alloc MB: allocates MB mebibytes and touches every page, then exits 0 (runguard_test.sh;
 * what it wrote is read back into a volatile, so no compiler drops the allocation) */
#include <stdlib.h>

static volatile char sink;

int main(int argc, char **argv)
{
	size_t n = (size_t)atol(argc > 1 ? argv[1] : "1") << 20, i;
	char *p = malloc(n);

	if (!p)
		return 1;
	for (i = 0; i < n; i += 4096)
		p[i] = (char)(i + (size_t)argc);
	for (i = 0; i < n; i += 4096)
		sink = (char)(sink + p[i]);
	free(p);
	return 0;
}
