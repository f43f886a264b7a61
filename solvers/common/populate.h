/*
 * populate.h - prefaults a static array's pages at once, for the kits' fast.h (bench tuning):
 * each page of a static array otherwise costs a fault when first read (the shared zero page)
 * and another when first written, which on make bench's machine cost a tenth of a hardest
 * query and more than 100,000 answers.  Linux 5.14 and later (MADV_POPULATE_WRITE); a no-op
 * elsewhere, and where it fails.
 */
#include <stdint.h>
#include <sys/mman.h>

static void populate(void *p, size_t n)
{
#ifdef MADV_POPULATE_WRITE
	uintptr_t a = (uintptr_t)p & ~(uintptr_t)4095;

	(void)madvise((void *)a, (uintptr_t)p + n - a, MADV_POPULATE_WRITE);
#else
	(void)p, (void)n;
#endif
}
