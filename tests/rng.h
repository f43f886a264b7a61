/* A tiny seeded generator shared by the test generators (xorshift64*): fixed seed, same row. */
#ifndef RNG_H
#define RNG_H
#include <stdint.h>
#include <stdlib.h>

static uint64_t rng_state = 0x9e3779b97f4a7c15u;

static void rng_seed(uint64_t seed)
{
	rng_state = seed * 0x9e3779b97f4a7c15u + 0x2545f4914f6cdd1du;
	if (rng_state == 0)
		rng_state = 1;
}

static uint64_t rng_next(void)
{
	rng_state ^= rng_state >> 12;
	rng_state ^= rng_state << 25;
	rng_state ^= rng_state >> 27;
	return rng_state * 0x2545f4914f6cdd1du;
}

/* uniform in lo..hi (hi - lo small next to 2^64) */
static int64_t rng_range(int64_t lo, int64_t hi)
{
	return lo + (int64_t)(rng_next() % (uint64_t)(hi - lo + 1));
}

/* The generators' command line, "gen SEED [SIZE [COUNT]]": gen(SIZE) for each of the seeds
 * SEED .. SEED + COUNT - 1, one input after the other (SIZE 0 when not given) */
static inline int gen_seeds(int argc, char **argv, void (*gen)(int size))
{
	unsigned long long seed = argc > 1 ? strtoull(argv[1], NULL, 10) : 1, c;
	int size = argc > 2 ? atoi(argv[2]) : 0, count = argc > 3 ? atoi(argv[3]) : 1;

	for (c = 0; c < (unsigned long long)count; c++) {
		rng_seed(seed + c);
		gen(size);
	}
	return 0;
}
#endif
