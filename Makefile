# Judge-ready solvers for three two-player optimal-play problems.  GNU Make, one file.
#   make          build bin/<name> for every solvers/<name>/main.c
#   make run      build, then solve every solver's sample input
#   make check    install what the tests need, build, run every test (last line: N passed, N failed);
#                 LANGUAGES=all installs every judge's languages too (scripts/deps.sh --all)
#   make dist     the files to submit, in dist/
#   make package  our problems as problem packages (Kattis format 2025-09), in dist/packages/
#   make bench    side-by-side benchmark against the seed algorithms (writes build/bench/)
#   make fuzz     libFuzzer per solver for FUZZ_SECONDS each (clang)
#   make lint     cppcheck and shellcheck
#   make pictures the --explain=html pages rendered by headless chromium, into docs/pictures/
#   make clean    remove what the build made

CC      ?= cc
# make check's toolchains: the kit's own judges' languages (light), or all of them (all)
LANGUAGES ?= light
CFLAGS  ?= -O2
WARN    := -Wall -Wextra -Werror -pedantic
FUZZ_CC ?= clang
FUZZ_SECONDS ?= 60
# the fuzz targets' optimisation and folder (make check's pass of 1,000 inputs each: -O0 in
# build/fuzz-O0, a second to build each instead of two and a half)
FUZZ_OPT ?= -O1
FUZZ_DIR ?= build/fuzz
SAN     := -fsanitize=address,undefined -fno-sanitize-recover=all

SOLVERS := $(patsubst solvers/%/main.c,%,$(wildcard solvers/*/main.c))
# what the kit's programs add to a solver's main.c: its kit.c (the kit's program: main.c, the
# shared reader, --explain) and the headers it includes; KIT NAME: the file bin/NAME is
# built from, kit.c where a solver has one (main.c alone is then the judge's program)
COMMON  := $(wildcard solvers/*/*.h solvers/*/kit.c)
KIT = $(or $(wildcard solvers/$(1)/kit.c),solvers/$(1)/main.c)
# the C standard each solver is written in (POJ compiles C89)
STD_DEFAULT := -std=c99

CHECK_FLAGS = $(shell pkg-config --cflags --libs check 2>/dev/null)
TESTCFLAGS  := -std=gnu11 -O2 -g -Wall -Wextra -Wno-unused-function
# what the tests start thousands of times (the runner, the comparer, the relay, generators,
# brute forces, validators) is linked statically when the C library allows it (libc.a):
# no dynamic loader at each start, 2 ms less a run on the kit's test machine (runguard
# running a program: 9.2 ms a run, static 7.2); plain where there is no static libc
# (found once a make, when a recipe asks)
STATIC = $(eval STATIC := $(shell printf 'int main(void) { return 0; }\n' | \
	$(CC) -x c -static -o /dev/null - 2> /dev/null && echo -static))$(STATIC)

BINS   := $(addprefix bin/,$(SOLVERS))
ASAN   := $(addprefix build/asan/,$(SOLVERS))
# the problems with a generator and a brute force: each solver's, LeetCode 486's (our
# cards-in-line code behind judge/leetcode/driver.c: build/ref/lc486), EDPC L's and Nowcoder's
# cards (our cards-in-line, one case each; each with an input validator)
PROBLEMS := $(SOLVERS) lc486 edpc-l cards-nowcoder
TOOLS  := $(foreach s,$(PROBLEMS),build/tests/$(s)/gen build/tests/$(s)/brute) \
          $(patsubst tests/%/validate.c,build/tests/%/validate,$(wildcard tests/*/validate.c)) \
          build/tests/lc464/validate-play build/tests/cards-in-line/validate-play
CHECKS := $(addprefix build/check_,$(SOLVERS))
# the submission files (solvers/dialects: a line each, NAME SOLVER DEFINE STD TESTDATA): its
# rows as NAME:SOLVER:DEFINE:STD:TESTDATA, a word each (read once); dialect NAME,N the Nth
DIALECT_ROWS := $(shell awk '!/^\043/ && NF >= 5 { print $$1 ":" $$2 ":" $$3 ":" $$4 ":" $$5 }' solvers/dialects)
dialect = $(word $(2),$(subst :, ,$(filter $(1):%,$(DIALECT_ROWS))))
DIALECTS := $(foreach r,$(DIALECT_ROWS),$(firstword $(subst :, ,$(r))))
LEETCODE_DIALECTS := $(filter %-leetcode,$(DIALECTS))
PROGRAM_DIALECTS  := $(filter-out %-leetcode,$(DIALECTS))
DIST   := $(addprefix dist/,$(addsuffix .c,$(DIALECTS)))

.PHONY: all run check dist package package-deps bench fuzz lint clean tools pictures
.DELETE_ON_ERROR:

all: $(BINS)

bin/%: solvers/%/main.c $(COMMON)
	@mkdir -p bin
	$(CC) $(CFLAGS) $(WARN) $(or $(STD_$*),$(STD_DEFAULT)) -o $@ $(call KIT,$*)

build/asan/%: solvers/%/main.c $(COMMON)
	@mkdir -p build/asan
	$(CC) -O1 -g $(WARN) $(or $(STD_$*),$(STD_DEFAULT)) $(SAN) -o $@ $(call KIT,$*)

# the same under clang's sanitizers, which catch some undefined behaviour GCC's do not (an
# offset added to a null pointer); check.sh builds and runs them when clang is installed
build/clangsan/%: solvers/%/main.c $(COMMON)
	@mkdir -p build/clangsan
	$(FUZZ_CC) -O1 -g $(WARN) $(or $(STD_$*),$(STD_DEFAULT)) $(SAN) -o $@ $(call KIT,$*)

build/tests/%/gen: tests/%/gen.c tests/%/brute.c tests/rng.h
	@mkdir -p $(@D)
	$(CC) $(TESTCFLAGS) $(STATIC) -o $@ $<

build/tests/%/brute: tests/%/brute.c
	@mkdir -p $(@D)
	$(CC) $(TESTCFLAGS) $(STATIC) -o $@ $<

build/tests/lc486/brute build/tests/edpc-l/brute build/tests/cards-nowcoder/brute: \
    tests/cards-in-line/brute.c
build/tests/edpc-l/gen build/tests/cards-nowcoder/gen build/tests/edpc-l/validate \
    build/tests/cards-nowcoder/validate: tests/onecase.h

# a problem's input validator (exit 42 for a valid input, 43 else, as Kattis' are), the
# input exactly as its package states it (tests/strict.h); -DPLAY: the played problem's
build/tests/%/validate: tests/%/validate.c tests/strict.h
	@mkdir -p $(@D)
	$(CC) $(TESTCFLAGS) $(STATIC) -o $@ $<

build/tests/%/validate-play: tests/%/validate.c tests/strict.h
	@mkdir -p $(@D)
	$(CC) $(TESTCFLAGS) $(STATIC) -DPLAY -o $@ $<

build/tests/poj1143/validate build/tests/zoj1039/validate: tests/position.h

# LeetCode 486's reference (testdata/lc486/judge.conf: ref=): the submission file as judge.sh
# runs a LeetCode-form attempt, with LeetCode's headers before it and our driver after it
LEETCODE_DRIVER := judge/leetcode/prelude.h judge/leetcode/driver.c
build/ref/lc486: dist/lc486-leetcode.c $(LEETCODE_DRIVER)
	@mkdir -p build/ref
	printf '#include "%s"\n#include "%s"\n#define JUDGE_predictTheWinner 1\n#include "%s"\n' \
		../../judge/leetcode/prelude.h ../../$< ../../judge/leetcode/driver.c > $@.c
	$(CC) -O2 -std=gnu11 $(WARN) -o $@ $@.c

# LeetCode's C++ prelude (every standard header) precompiled with the flags of docs/judges.md's
# leetcode C++ line, which judge.sh includes when it is newer than the header: a LeetCode-form
# C++ attempt compiles in 1 s of CPU instead of 3 (g++ takes a .gch only when the flags
# match, and reads the header itself otherwise); 130 MB
LEETCODE_CXX := $(shell sed -n 's/^leetcode *| *cpp *| *\(g++[^|]*\) -o {bin} {src} *|.*/\1/p' docs/judges.md)
PCH := $(if $(shell command -v g++ 2>/dev/null),build/pch/prelude.h.gch)
build/pch/prelude.h.gch: judge/leetcode/prelude.h docs/judges.md
	@mkdir -p build/pch
	cp judge/leetcode/prelude.h build/pch/prelude.h
	$(LEETCODE_CXX) -x c++-header -o $@.tmp build/pch/prelude.h && mv $@.tmp $@

# javac's own classes archived (class data sharing) with the flags judge.sh compiles with
# (judge/attempt.sh), which judge.sh names to javac: a small class compiles in 0.45 s of
# CPU instead of 0.67; the JVM ignores an archive that does not match, silently; 10 MB
JSA := $(if $(shell command -v javac 2>/dev/null),build/jvm/javac.jsa)
build/jvm/javac.jsa:
	@mkdir -p build/jvm/hello
	printf 'public class Hello { public static void main(String[] a) { System.out.println(new java.util.ArrayList<Integer>()); } }\n' > build/jvm/hello/Hello.java
	javac -J-XX:+UseSerialGC -J-Xss64m -J-Xmx1920m -J-XX:TieredStopAtLevel=1 \
		-J-XX:ArchiveClassesAtExit=$@.tmp -d build/jvm/hello build/jvm/hello/Hello.java && mv $@.tmp $@

# the same for ecj (POJ's compiler, a JVM its wrapper starts, which reads JDK_JAVA_OPTIONS):
# 1.4 -> 0.6 s of CPU a small class; 9 MB
ECJ_JSA := $(if $(shell command -v ecj 2>/dev/null),build/jvm/ecj.jsa)
build/jvm/ecj.jsa:
	@mkdir -p build/jvm/hello-ecj
	printf 'public class Main { public static void main(String[] a) { System.out.println(new java.util.ArrayList<Integer>()); } }\n' > build/jvm/hello-ecj/Main.java
	JDK_JAVA_OPTIONS='-XX:+UseSerialGC -Xss64m -XX:TieredStopAtLevel=1 -XX:ArchiveClassesAtExit=$@.tmp' \
		ecj -proc:none -nowarn -source 1.6 -target 1.6 -d build/jvm/hello-ecj build/jvm/hello-ecj/Main.java \
		> build/jvm/ecj.said 2>&1; s=$$?; grep -v '^NOTE: Picked up\|warning..cds' build/jvm/ecj.said >&2; \
		[ $$s -eq 0 ] && mv $@.tmp $@

# Java 7's library (the oldest this JDK's ct.sym holds), which POJ's Java compiles against
# (docs/judges.md: its JDK 6 has no String.join): made from the JDK's own ct.sym; 4 MB
JAVA7_API := $(if $(ECJ_JSA),build/jvm/java7-api.jar)
build/jvm/java7-api.jar: scripts/java-api.py
	@mkdir -p build/jvm
	python3 scripts/java-api.py 7 $@ || \
		echo "make: without $@, POJ's Java compiles against this JDK's library (judge.sh says so)" >&2

tools: $(TOOLS) $(PCH) $(JSA) $(ECJ_JSA) $(JAVA7_API)

# the runner that judge.sh and make bench run every command under (Linux, libc only), and
# judge.sh's comparer
build/runguard build/compare build/interact: build/%: judge/%.c
	@mkdir -p build
	$(CC) -O2 $(WARN) -std=gnu11 $(STATIC) -o $@ $< -lm

build/check_%: tests/check_%.c solvers/%/main.c $(COMMON) tests/%/brute.c tests/rng.h \
               tests/solver_io.h tests/run_suite.h
	@mkdir -p build
	$(CC) $(TESTCFLAGS) -o $@ $< $(CHECK_FLAGS)

# the checker example (tests/examples/checker-poj1143), once per checker protocol
build/examples/check-testlib: tests/examples/checker-poj1143/checker.c
	@mkdir -p build/examples
	$(CC) -O2 $(WARN) -std=c99 -o $@ $<

build/examples/check-kattis: tests/examples/checker-poj1143/checker.c
	@mkdir -p build/examples
	$(CC) -O2 $(WARN) -std=c99 -DKATTIS -o $@ $<

# deliberately wrong solutions that judge.sh --stress's self-test must catch and shrink
build/wrong/%: tests/wrong/%.c
	@mkdir -p build/wrong
	$(CC) -O2 -o $@ $<

WRONG := $(patsubst tests/wrong/%.c,build/wrong/%,$(wildcard tests/wrong/*.c))

# the shared reader's own suite
build/check_reader: tests/check_reader.c $(COMMON) tests/run_suite.h
	@mkdir -p build
	$(CC) $(TESTCFLAGS) -o $@ $< $(CHECK_FLAGS)

run: $(BINS)
	@for s in $(SOLVERS); do \
		echo "== $$s"; \
		for f in testdata/$$s/sample*.in; do \
			echo "-- $$f"; ./bin/$$s < "$$f" || exit 1; \
		done; \
	done

# ---- submission files: made from main.c, never edited by hand ----
# scripts/bundle.sh inlines the headers main.c includes (common/, explain.h), the dialect's
# macro defined first; scripts/leetcode.sh cuts a LeetCode function: one file per judge,
# each a line of solvers/dialects
define dist_rule
dist/$(1).c: solvers/$(call dialect,$(1),2)/main.c $$(COMMON) scripts/bundle.sh scripts/leetcode.sh solvers/dialects
	@mkdir -p dist
	$(if $(filter %-leetcode,$(1)),scripts/leetcode.sh $$< $(call dialect,$(1),3),scripts/bundle.sh $$< $(if $(filter -,$(call dialect,$(1),3)),,"#define $(call dialect,$(1),3) 1 /* $$$$(sed -n 's/^$(1) .*\# //p' solvers/dialects) */")) > $$@
endef
$(foreach d,$(DIALECTS),$(eval $(call dist_rule,$(d))))

dist: $(DIST)

# our problems as problem packages (the Kattis format 2025-09; make package FORMAT=legacy: the
# legacy one), in dist/packages/SHORT/ (NAME without what is not [a-z0-9]; and SHORT.zip with
# zip installed): scripts/make-package.sh; make check verifies them (judge.sh --werror --verify)
# (every problem whose folder has a package/recipe.sh)
PACKAGES     := $(patsubst testdata/%/package/recipe.sh,%,$(wildcard testdata/*/package/recipe.sh))
PACKAGE_DEPS := all $(TOOLS) $(DIST) build/dist/edpc-l build/ref/lc486 build/bench/cardsgen
package: $(PACKAGE_DEPS)
	scripts/make-package.sh $(if $(filter legacy,$(FORMAT)),--legacy) dist/packages $(PACKAGES)
# (what scripts/make-package.sh makes first, when run by hand)
package-deps: $(PACKAGE_DEPS)

# compiled the way each judge compiles them (solvers/dialects' STD; c89 strictly)
$(addprefix build/dist/,$(PROGRAM_DIALECTS)): build/dist/%: dist/%.c solvers/dialects
	@mkdir -p build/dist
	gcc -std=$(call dialect,$*,4) $(if $(filter c89,$(call dialect,$*,4)),-pedantic-errors) \
		-Wall -Wextra -Werror -O2 -o $@ $<

# the LeetCode files alone, as LeetCode compiles them, with every warning an error
build/dist/%-leetcode.o: dist/%-leetcode.c
	@mkdir -p build/dist
	gcc -std=gnu11 -O2 -Wall -Wextra -Werror -fsanitize=address -c -o $@ $<

# the LeetCode files behind judge/leetcode's driver, the one judge.sh runs a LeetCode-form
# attempt with (prelude.h, the file, driver.c), under ASan and UBSan: make check runs lc464's
# on every (m, d) of LeetCode's range, lc486's on 20,000 seeds of random arrays against the
# brute force
$(addprefix build/dist/,$(addsuffix -asan,$(LEETCODE_DIALECTS))): build/dist/%-asan: \
    dist/%.c $(LEETCODE_DRIVER)
	@mkdir -p build/dist
	printf '#include "%s"\n#include "%s"\n#define JUDGE_%s 1\n#include "%s"\n' \
		../../judge/leetcode/prelude.h ../../$< $(call dialect,$*,3) ../../judge/leetcode/driver.c > $@.c
	gcc -std=gnu11 -O1 -g -Wall -Wextra -Werror -fsanitize=address,undefined \
		-fno-sanitize-recover=all -o $@ $@.c

build/dist/lc486-random.in: build/tests/lc486/gen
	@mkdir -p build/dist
	build/tests/lc486/gen 486 0 20000 > $@
build/dist/lc486-random.ans: build/dist/lc486-random.in build/tests/lc486/brute
	build/tests/lc486/brute < $< > $@

# the kit's program of each dialect with a macro of its own (ZOJ 1039's bad input is tested
# on it: a submission file reads with scanf and keeps no bad-input contract)
KIT_DIALECTS := $(foreach d,$(PROGRAM_DIALECTS),$(if $(filter -,$(call dialect,$(d),3)),,$(d)))
define kit_rule
build/kit/$(1): solvers/$(call dialect,$(1),2)/main.c $$(COMMON) solvers/dialects
	@mkdir -p build/kit
	$$(CC) $$(CFLAGS) $$(WARN) $$(STD_DEFAULT) -D$(call dialect,$(1),3) -o $$@ $$(call KIT,$(call dialect,$(1),2))
endef
$(foreach d,$(KIT_DIALECTS),$(eval $(call kit_rule,$(d))))

DIST_BINS := $(addprefix build/kit/,$(KIT_DIALECTS)) $(addprefix build/dist/,$(PROGRAM_DIALECTS) $(addsuffix -asan,$(LEETCODE_DIALECTS)) \
                 $(addsuffix .o,$(LEETCODE_DIALECTS))) build/dist/lc486-random.ans

# what make check builds first, two at a time (the machines have two cores); clang's sanitizer
# builds too when clang is installed
CLANGSAN := $(if $(shell command -v $(FUZZ_CC) 2>/dev/null),$(addprefix build/clangsan/,$(SOLVERS)))

check:
	@$(if $(filter-out light all,$(LANGUAGES)),echo "make check: LANGUAGES=$(LANGUAGES): light or all" >&2; exit 2;) \
		scripts/deps.sh $(if $(filter all,$(LANGUAGES)),--all)
	@$(MAKE) -j2 --no-print-directory all tools build/runguard build/compare build/interact $(CHECKS) \
		build/check_reader build/examples/check-testlib build/examples/check-kattis $(WRONG) $(ASAN) \
		$(CLANGSAN) $(DIST) $(DIST_BINS) build/ref/lc486 build/bench/cardsgen
	@PACKAGES="$(PACKAGES)" scripts/check.sh $(SOLVERS)

# ---- benchmark and fuzzing ----
# The bench times builds with bench/inmain.c linked in (it reports the time inside main on
# stderr); ours are built with the same flags as bin/, the seed baselines plainly with -O2.
SEEDS      := lc464-seed001 poj1143-seed002 cards-seed003 floor
BENCH_BINS := $(addprefix build/bench/timed-,$(SOLVERS) $(SEEDS)) \
              build/bench/cardsgen build/runguard

build/bench/inmain.o: bench/inmain.c
	@mkdir -p build/bench
	$(CC) -O2 -Wall -Wextra -c -o $@ $<

build/bench/timed-%: bench/%.c build/bench/inmain.o
	$(CC) -O2 -o $@ $< build/bench/inmain.o

build/bench/timed-%: solvers/%/main.c $(COMMON) build/bench/inmain.o
	@mkdir -p build/bench
	$(CC) $(CFLAGS) $(WARN) $(or $(STD_$*),$(STD_DEFAULT)) -o $@ $(call KIT,$*) build/bench/inmain.o

build/bench/%: bench/%.c
	@mkdir -p build/bench
	$(CC) -O2 -o $@ $<

bench: all $(TOOLS) $(BENCH_BINS)
	@scripts/bench.sh

$(FUZZ_DIR)/%: fuzz/fuzz.c solvers/%/main.c $(COMMON)
	@mkdir -p $(FUZZ_DIR)
	$(FUZZ_CC) $(FUZZ_OPT) -g -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
		-DSOLVER='"../$(call KIT,$*)"' -o $@ $<

# the dialect builds are fuzzed too: same source, another macro
# each dialect with its own macro (solvers/dialects, not a LeetCode file) a target too
FUZZ_DIALECTS := $(KIT_DIALECTS)
define fuzz_rule
$$(FUZZ_DIR)/$(1): fuzz/fuzz.c solvers/$(call dialect,$(1),2)/main.c $$(COMMON) solvers/dialects
	@mkdir -p $$(FUZZ_DIR)
	$$(FUZZ_CC) $$(FUZZ_OPT) -g -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
		-D$(call dialect,$(1),3) -DSOLVER='"../$(call KIT,$(call dialect,$(1),2))"' -o $$@ $$<
endef
$(foreach d,$(FUZZ_DIALECTS),$(eval $(call fuzz_rule,$(d))))

FUZZ_TARGETS := $(SOLVERS) $(FUZZ_DIALECTS)

fuzz: $(addprefix $(FUZZ_DIR)/,$(FUZZ_TARGETS))
	@FUZZ_OPT="$(FUZZ_OPT)" FUZZ_DIR="$(FUZZ_DIR)" scripts/fuzz.sh $(FUZZ_SECONDS) $(FUZZ_TARGETS)

lint: $(DIST)
	@scripts/lint.sh

# docs/pictures/: a page of each kind as chromium renders it (tests/pages_test.sh's, kept)
pictures: $(BINS) build/kit/edpc-l
	@command -v chromium > /dev/null || { echo "make pictures: chromium is not installed (apt-get install chromium)" >&2; exit 1; }
	@mkdir -p docs/pictures
	@PICTURES=docs/pictures tests/pages_test.sh

clean:
	rm -rf bin build dist
