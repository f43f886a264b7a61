/* Brute force for Nowcoder's cards in line: the cards-in-line table (../cards-in-line/brute.c,
 * the seeds' O(n^2) recursion) on its one case, printing the winner's score. */
#include "../cards-in-line/brute.c"
