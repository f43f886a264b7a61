/* crash: dies of SIGSEGV (runguard_test.sh) */
#include <signal.h>

int main(void)
{
	raise(SIGSEGV);
	return 0;
}
