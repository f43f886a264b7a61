/* tests/judge/threads-big.c: a program of tests/judge_test.sh (what it does: the comment where it is used) */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
static void *run(void *arg)
{
	int i;
	for (i = 0; i < 100; i++)
		memset(malloc(1 << 20), 1, 1 << 20);
	return arg;
}
int main(void)
{
	pthread_t t[4];
	int i;
	for (i = 0; i < 4; i++)
		pthread_create(&t[i], NULL, run, NULL);
	for (i = 0; i < 4; i++)
		pthread_join(t[i], NULL);
	return 0;
}
