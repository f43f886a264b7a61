/* tests/judge/mapper.c: a program of tests/judge_test.sh (what it does: the comment where it is used) */
#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>
int main(int argc, char **argv)
{
	int fd = open(argv[1], O_RDONLY);
	long i, k, piece = 10L << 20, s = 0;
	for (k = 0; k < 10; k++) { /* ten pieces of 10 MB, each under the block filter */
		volatile char *p = fd < 0 ? MAP_FAILED :
			mmap(NULL, (size_t)piece, PROT_READ, MAP_SHARED, fd, k * piece);
		if (p == MAP_FAILED)
			return 3;
		for (i = 0; i < piece; i += 4096)
			s += p[i];
	}
	sleep(1);
	return (int)(s & 1);
}
