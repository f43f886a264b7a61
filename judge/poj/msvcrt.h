/*
 * judge/poj/msvcrt.h - included before a poj-profile C or C++ source (gcc -include, its lines
 * in docs/judges.md).  POJ's GCC and G++ are MinGW's (its FAQ, poj.org/page?id=1000), whose
 * printf and scanf are Windows' msvcrt: there "%I64d" reads and prints a 64-bit integer (as
 * POJ's users are told to write it) and __int64 is a type.  glibc reads "%I64d" as a flag I
 * and a width of 64, so here the printf and scanf families first turn "I64" after a '%' (and
 * its flags, width and precision) into "ll", and __int64 is long long.  Not emulated: what
 * msvcrt does with "%lld" (users report it wrong there); glibc reads it as C99 says.
 */
#ifndef JUDGE_POJ_MSVCRT_H
#define JUDGE_POJ_MSVCRT_H
#ifdef __cplusplus
#include <cstdio> /* (first: it #undefs printf and the rest, which are ours below) */
#endif
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#define __int64 long long
#ifdef __GNUC__
#define JUDGE_POJ_UNUSED __attribute__((unused))
#else
#define JUDGE_POJ_UNUSED
#endif

/* FORMAT with each "%...I64" made "%...ll" in BUF (SIZE bytes), or FORMAT itself when it
 * holds no "I64" or does not fit */
static const char *judge_poj_format(const char *format, char *buf, size_t size)
{
	const char *p = format;
	size_t n = 0;

	if (strstr(format, "I64") == NULL || strlen(format) >= size)
		return format;
	while (*p != '\0') {
		if (*p != '%') {
			buf[n++] = *p++;
			continue;
		}
		buf[n++] = *p++;
		while (*p != '\0' && strchr("-+ #0123456789.*'", *p) != NULL)
			buf[n++] = *p++;
		if (strncmp(p, "I64", 3) == 0) {
			buf[n++] = 'l';
			buf[n++] = 'l';
			p += 3;
		} else if (*p != '\0') {
			buf[n++] = *p++; /* (the conversion, or a "%%"'s second '%') */
		}
	}
	buf[n] = '\0';
	return buf;
}

#define JUDGE_POJ_CALL(call)                                                 \
	char buf[1024];                                                      \
	va_list ap;                                                          \
	int r;                                                               \
	va_start(ap, format);                                                \
	r = call;                                                            \
	va_end(ap);                                                          \
	return r

static JUDGE_POJ_UNUSED int judge_poj_printf(const char *format, ...)
{
	JUDGE_POJ_CALL(vprintf(judge_poj_format(format, buf, sizeof buf), ap));
}

static JUDGE_POJ_UNUSED int judge_poj_fprintf(FILE *f, const char *format, ...)
{
	JUDGE_POJ_CALL(vfprintf(f, judge_poj_format(format, buf, sizeof buf), ap));
}

static JUDGE_POJ_UNUSED int judge_poj_sprintf(char *s, const char *format, ...)
{
	JUDGE_POJ_CALL(vsprintf(s, judge_poj_format(format, buf, sizeof buf), ap));
}

static JUDGE_POJ_UNUSED int judge_poj_scanf(const char *format, ...)
{
	JUDGE_POJ_CALL(vscanf(judge_poj_format(format, buf, sizeof buf), ap));
}

static JUDGE_POJ_UNUSED int judge_poj_fscanf(FILE *f, const char *format, ...)
{
	JUDGE_POJ_CALL(vfscanf(f, judge_poj_format(format, buf, sizeof buf), ap));
}

static JUDGE_POJ_UNUSED int judge_poj_sscanf(const char *s, const char *format, ...)
{
	JUDGE_POJ_CALL(vsscanf(s, judge_poj_format(format, buf, sizeof buf), ap));
}

#ifdef __cplusplus
namespace std {
using ::judge_poj_printf;
using ::judge_poj_fprintf;
using ::judge_poj_sprintf;
using ::judge_poj_scanf;
using ::judge_poj_fscanf;
using ::judge_poj_sscanf;
}
#endif
#define printf judge_poj_printf
#define fprintf judge_poj_fprintf
#define sprintf judge_poj_sprintf
#define scanf judge_poj_scanf
#define fscanf judge_poj_fscanf
#define sscanf judge_poj_sscanf
#endif
