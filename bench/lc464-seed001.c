/*
 * Baseline for make bench: seed 001's method for lc464, written faithfully in C.  One 2^m
 * table per query, reset every query; the sum of the chosen numbers recomputed per state.
 */
#include <stdio.h>
#include <string.h>
static int f[1<<20]; static int n, m;
static int dp(int x){ if (f[x]!=-1) return f[x]; int sum=0; for(int i=0;i<n;i++) if(x>>i&1) sum+=i+1;
 for(int i=0;i<n;i++){ if(x>>i&1) continue; if(sum+i+1>=m) return f[x]=1; if(!dp(x+(1<<i))) return f[x]=1;} return f[x]=0;}
static int canIWin(int _n,int _m){ n=_n; m=_m; if(n*(n+1)/2<m) return 0; memset(f,-1,sizeof(int)*(1u<<n)); return dp(0);}
int main(void){ int a,b; while(scanf("%d %d",&a,&b)==2) puts(canIWin(a,b)?"true":"false"); return 0;}
