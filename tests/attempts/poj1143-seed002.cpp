// seed 002's program (shared/seeds/002, a write-up POJ accepted), as written
#include<cstdio>
#include<cstring>
#include<algorithm>
using namespace std;
int dp[1100000][3];
int a[55];
int n;
// p = 0  表示 自己  p = 1 表示 对手
int DP(int x,int p)
{
    if(dp[x][p]!=-1)return dp[x][p];
    dp[x][p]=p; //默认自己输  0 表示自己输 1 表示自己赢

    for(int i=0; i<n; i++)
    {
        if((x&(1<<(a[i]-1)))==0)continue;
        int tem = x;
        int b[22];
        int k=0;
        for(int j = 1; j<=10 && a[i]*j<=20; j++)
        {
            int y = a[i]*j;
            if((tem&(1<<(y-1)))==0)continue;
            b[k++]=y;
            tem-=(1<<(y-1));
        }
        for(int j=0; j<k; j++)
        {
            for(int t=2; t<=20&&t+b[j]<=20; t++)
            {
                if((tem&(1<<(t-1)))!=0)continue;
                int y = b[j]+t;
                if((tem&(1<<(y-1)))==0)continue;
                tem-=(1<<(y-1));
            }
        }
        if(p==1)dp[x][p]&=DP(tem,0);
        else if(p==0)dp[x][p]|=DP(tem,1);
    }
    return dp[x][p];
}

int main()
{
    int m,i,j,k,cs=1;
    while(scanf("%d",&n)!=-1)
    {
        if(n==0)break;
        int sta=0;
        for(i=0; i<n; i++)
        {
            scanf("%d",&a[i]);
            sta|=(1<<(a[i]-1));
        }
        sort(a,a+n);
        memset(dp,-1,sizeof(dp));
        DP(sta,0);
        printf("Test Case #%d\n",cs++);
        if(dp[sta][0]==0)printf("There's no winning move.\n");
        else
        {
            printf("The winning moves are:");
            for(i=0; i<n; i++)
            {
                int tem = sta;
                int b[22];
                k=0;
                for(j = 1; j<=10 && a[i]*j<=20; j++)
                {
                    int y = a[i]*j;
                    if((tem&(1<<(y-1)))==0)continue;
                    b[k++]=y;
                    tem-=(1<<(y-1));
                }
                for(j=0; j<k; j++)
                {
                    for(int t=2; t<=20&&t+b[j]<=20; t++)
                    {
                        if((tem&(1<<(t-1)))!=0)continue;
                        int y = b[j]+t;
                        if((tem&(1<<(y-1)))==0)continue;
                        tem-=(1<<(y-1));
                    }
                }
                if(dp[tem][1]==1)
                    printf(" %d",a[i]);
            }
            puts("");
        }
        puts("");

    }
    return 0;
}
