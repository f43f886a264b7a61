/*
 * page.h - the head and the end of an --explain=html page, shared by the kit programs'
 * explain.h: one self-contained HTML page for a whole input (a section a case), its pictures
 * inline SVG with their text as text, no script, and a policy that lets it fetch nothing.
 * Marks are words as well as colours (a losing move says so), and it prints on paper.
 * Reads NAME and PAGE_INTRO (a sentence on the game, HTML); sets EXPLAIN_HTML, which makes
 * main.h take --explain=html (explaining 2) and call page_begin and page_end around the cases.
 */
#define EXPLAIN_HTML 1

static void page_begin(FILE *out)
{
	fputs("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
	      "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
	      "style-src 'unsafe-inline'\">\n<title>" NAME ": optimal play</title>\n<style>\n"
	      "body { font: 15px/1.4 sans-serif; margin: 1.5em; color: #111; }\n"
	      "svg text { font: 12px sans-serif; fill: #111; }\n"
	      "svg .small { font-size: 10px; }\n"
	      "rect { fill: #fff; stroke: #333; }\n"
	      ".A rect { fill: #dbe9ff; } .B rect { fill: #ffe3cc; }\n"
	      ".cell rect { fill: #f7f7f7; stroke: #bbb; }\n"
	      ".path rect, .win rect, .allowed rect { stroke: #111; stroke-width: 3; }\n"
	      ".path rect { fill: #fff3b0; } .win rect { fill: #c9f2c9; } .lose rect { fill: #eee; }\n"
	      ".allowed rect { fill: #c9f2c9; } .forbidden rect { fill: #eee; stroke: #bbb; }\n"
	      "section { break-inside: avoid; margin-bottom: 2em; }\n"
	      "@media print { body { margin: 0; } rect { fill: #fff !important; }\n"
	      "  svg { max-width: 100%; height: auto; } }\n"
	      "</style>\n</head>\n<body>\n<h1>" NAME ": optimal play</h1>\n<p>" PAGE_INTRO "</p>\n",
	      out);
}

static void page_end(FILE *out)
{
	fputs("</body>\n</html>\n", out);
}
