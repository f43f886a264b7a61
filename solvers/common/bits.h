/*
 * bits.h - the place (0..31) of the lowest and of the highest bit set in a word that is not
 * 0, of 32 bits at most: GCC's and clang's bit scans (GCC since 3.4; LeetCode compiles with
 * both), else a de Bruijn multiply (the lowest bit alone, times the number, gives its place in
 * the product's top 5 bits) and a shift loop, for the compilers that have no bit scan (tcc;
 * MS Visual C++, which POJ offers); tests/compilers_test.sh builds with them, and NO_BIT_SCAN picks the fallback
 * under GCC too.  Part of a main.c; "make dist" inlines it.
 */
#if defined(__GNUC__) && (__GNUC__ > 3 || (__GNUC__ == 3 && __GNUC_MINOR__ >= 4)) && \
	!defined(NO_BIT_SCAN)
static int bit_low(unsigned x)
{
	return __builtin_ctz(x);
}

static int bit_high(unsigned x)
{
	return 31 - __builtin_clz(x);
}
#else
static int bit_low(unsigned x)
{
	static const unsigned char place[32] = { 0, 1, 28, 2, 29, 14, 24, 3, 30, 22, 20, 15, 25,
		17, 4, 8, 31, 27, 13, 23, 21, 19, 16, 7, 26, 12, 18, 6, 11, 5, 10, 9 };

	return place[((x & (0u - x)) * 0x077cb531u & 0xffffffffu) >> 27];
}

static int bit_high(unsigned x)
{
	int place = 0;

	while (x >>= 1)
		place++;
	return place;
}
#endif
