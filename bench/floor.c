/*
 * floor [ANSWERS]: the work no solver can skip, timed by make bench beside ours.  It reads
 * stdin with read() in 64 KiB blocks and parses every whitespace-separated integer (optional
 * sign), adding them up; then it writes the file ANSWERS to stdout as it is (the known
 * answers: poj1143's output), or else the sum (cards-in-line's work is one pass).  Ours over
 * this is what our reading, checking, solving and formatting cost on top of the bare minimum.
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static unsigned char buf[1 << 16];

int main(int argc, char **argv)
{
	long long sum = 0, v = 0;
	int neg = 0, in_num = 0;
	ssize_t n, i;

	while ((n = read(0, buf, sizeof buf)) > 0)
		for (i = 0; i < n; i++) {
			unsigned c = buf[i];
			if (c - '0' < 10) {
				v = v * 10 + (c - '0');
				in_num = 1;
			} else if (c == '-') {
				neg = 1;
			} else if (in_num || neg) {
				sum += neg ? -v : v;
				v = 0;
				neg = in_num = 0;
			}
		}
	sum += neg ? -v : v;
	if (argc > 1) {
		int fd = open(argv[1], O_RDONLY);
		if (fd < 0)
			return 2;
		while ((n = read(fd, buf, sizeof buf)) > 0)
			if (write(1, buf, (size_t)n) != n)
				return 1;
		close(fd);
		return 0;
	}
	printf("%lld\n", sum);
	return 0;
}
