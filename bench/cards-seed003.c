/*
 * Baseline for make bench: seed 003's win3 for cards-in-line, written faithfully in C with
 * its typos fixed (startCol++, n, length): two n x n int tables.  Reads one case "n a1..an".
 */
#include <stdio.h>
#include <stdlib.h>

static int max(int a, int b) { return a > b ? a : b; }
static int min(int a, int b) { return a < b ? a : b; }

static int win3(const int *arr, int n)
{
	if (n == 0)
		return 0;
	int *fmap = calloc((size_t)n * n, sizeof(int));
	int *gmap = calloc((size_t)n * n, sizeof(int));
	if (!fmap || !gmap) {
		fprintf(stderr, "out of memory\n");
		exit(1);
	}
#define F(l, r) fmap[(size_t)(l) * n + (r)]
#define G(l, r) gmap[(size_t)(l) * n + (r)]
	for (int i = 0; i < n; i++)
		F(i, i) = arr[i];
	for (int startCol = 1; startCol < n; startCol++) {
		int l = 0;
		int r = startCol;
		while (r < n) {
			F(l, r) = max(arr[l] + G(l + 1, r), arr[r] + G(l, r - 1));
			G(l, r) = min(F(l + 1, r), F(l, r - 1));
			l++;
			r++;
		}
	}
	int ans = max(F(0, n - 1), G(0, n - 1));
	free(fmap);
	free(gmap);
	return ans;
}

int main(void)
{
	int n;
	while (scanf("%d", &n) == 1) {
		int *arr = malloc(sizeof(int) * (n > 0 ? n : 1));
		for (int i = 0; i < n; i++)
			if (scanf("%d", &arr[i]) != 1)
				return 1;
		printf("%d\n", win3(arr, n));
		free(arr);
	}
	return 0;
}
