/* tests/judge/threads.c: a program of tests/judge_test.sh (what it does: the comment where it is used) */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
static void *run(void *arg) { return arg; }
int main(void)
{
	pthread_t t[4];
	pthread_attr_t a;
	size_t size = 0;
	int i, x, y;
	for (i = 0; i < 4; i++)
		if (pthread_create(&t[i], NULL, run, NULL) != 0)
			return 3;
	for (i = 0; i < 4; i++)
		pthread_join(t[i], NULL);
	if (pthread_getattr_default_np(&a) != 0 || pthread_attr_getstacksize(&a, &size) != 0)
		return 4;
	if (scanf("%d %d", &x, &y) != 2)
		return 1;
	printf("%d %d\n", x, y);
	fprintf(stderr, "thread stack %zu\n", size);
	return size == 2u << 20 ? 0 : 5;
}
