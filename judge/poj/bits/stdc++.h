/*
 * judge/poj/bits/stdc++.h - on the poj profile's include path (docs/judges.md), before the
 * compiler's own: POJ's G++ is MinGW GCC 4.4.0 (its FAQ, poj.org/page?id=1000), and POJ's
 * users widely report a compile error for <bits/stdc++.h> there, so a source that includes it
 * is CE here too, saying why.
 */
#error "POJ's G++ (MinGW GCC 4.4.0) has no <bits/stdc++.h> (a CE on POJ, as its users report): include the headers you use, such as <cstdio>, <cstring> and <algorithm>"
