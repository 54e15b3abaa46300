# Flipbook: two commands on a fresh Debian machine.
#   make demo   installs what is missing, builds, renders the gallery into Renders/
#   make test   installs what is missing, builds (the project's own targets with warnings as errors),
#               runs the whole test suite (gallery goldens included),
#               after checking that Sources and Tests follow .swift-format (scripts/format-check.sh,
#               `swift format lint --strict`; `scripts/format-check.sh --fix` formats), that every
#               public symbol of the library modules has a /// comment
#               (scripts/doc-coverage.sh), that docs/architecture.md's module tables list exactly the
#               targets and products of Package.swift with their dependencies (scripts/architecture-check.py,
#               which reads `swift package dump-package`) and that the DocC articles' Swift samples are
#               compiled code (scripts/docc-samples-check.py),
#               after building docs/golden-tests.md's example package outside the repository and
#               checking its goldens record once and then pass five runs in a row, and
#               docs/snapshot-testing.md's package (assertSnapshot(of: film, as: .filmstrip)) likewise, and
#               building Examples/PortPluginClient the same way (the FlipbookPort build plugin
#               on an app's files it links to; the corpus, Tests/Corpus, builds with the package, and
#               the UIKit libraries kept there with their own XCTest suites, ViewAnimator and Drops, run them)
#               (with Chromium, chromedriver and Selenium for the browser test of `flipbook review`;
#               FLIPBOOK_SKIP_BROWSER=1 make test leaves them out, and that test skips unless CI is set;
#               and Pillow and ffmpeg, which the GIF and video tests read their files back with)
#   make plugin builds the example animator plugin (docs/plugins.md)
SWIFT ?= swift
RELEASE := .build/release/flipbook

.PHONY: deps test-deps build release test docs demo goldens bench sanitize fuzz fuzz-build report-check plugin clean

deps:
	@scripts/ensure-deps.sh

# deps, and Chromium, chromedriver and Selenium for the browser test of `flipbook review`.
test-deps:
	@scripts/ensure-deps.sh --browser

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product flipbook
	$(SWIFT) build -c release --product flipbook-port

# The project's own targets build with warnings as errors here (Package.swift reads
# FLIPBOOK_WARNINGS_AS_ERRORS; the unmodified corpus keeps its upstream warnings).
test: test-deps
	FLIPBOOK_WARNINGS_AS_ERRORS=1 $(SWIFT) build --build-tests
	scripts/format-check.sh
	scripts/doc-coverage.sh
	SWIFT=$(SWIFT) scripts/architecture-check.py
	scripts/docc-samples-check.py
	scripts/golden-package-check.sh
	scripts/snapshot-package-check.sh
	scripts/port-plugin-check.sh
	FLIPBOOK_WARNINGS_AS_ERRORS=1 $(SWIFT) test --skip-build

demo: release
	$(RELEASE) gallery --out Renders

# The example animator plugin, built against the debug build: load it with
#   .build/debug/flipbook list --plugin .build/flipbook-plugins/libExampleAnimatorPlugin.so
# (the tests build their own copy; see docs/plugins.md).
plugin: build
	scripts/build-plugin.sh --configuration debug --output .build/flipbook-plugins/libExampleAnimatorPlugin.so \
		Sources/ExampleAnimatorPlugin

# The DocC documentation of the Flipbook module (articles in Sources/Flipbook/Documentation.docc),
# built by swift-docc-plugin into .build/plugins/Swift-DocC/outputs/Flipbook.doccarchive;
# `--target X` for another module's catalogue.
docs: deps
	$(SWIFT) package generate-documentation --target Flipbook

# Re-records the gallery's goldens (Renders/<scene>/: manifest, trace, frames at 0/50/100 %)
# that are missing or differ; `make test` checks every scene against them.
goldens: release
	$(RELEASE) record Renders/scenes/*.yaml --goldens Renders

# Benchmarks: every figure of docs/performance.md, each measured side by side
# in one run (never timed tests), then a summary against the targets.
bench: deps
	$(SWIFT) build -c release --product flipbook
	$(SWIFT) build -c release --product EngineBench
	$(SWIFT) build -c release --product RenderPhaseBench
	$(SWIFT) build -c release --product LayoutBench
	$(SWIFT) build -c release --product DiffBench
	scripts/bench.sh 5

# The test suite under AddressSanitizer and ThreadSanitizer (separate build folders).
sanitize: deps
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan.supp:print_suppressions=0 $(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	TSAN_OPTIONS=halt_on_error=1 $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan

# libFuzzer targets (Fuzz/): scene parser, whole scenes rendered (parse, run, draw at a
# small canvas), PNG reader, curve parser, transition state machine, shard results as merge
# reads them, the review server's HTTP request parser. Each runs FUZZ_SECONDS
# (10 minutes by default) on a copy of its committed seed corpus (Fuzz/corpus/<target>/) grown
# in .build-fuzz/work/<target>/, after replaying the inputs of past findings
# (Fuzz/regressions/<target>/), with leak detection on, a per-input time limit
# (FUZZ_TIMEOUT seconds: a hang is a finding) and a memory limit (FUZZ_RSS_MB, also the
# largest single allocation: runaway allocation is a finding). A finding is saved as
# .build-fuzz/work/<target>-crash-* (or leak-*, timeout-*, oom-*) and fails make.
# Logs: .build-fuzz/work/<target>.log. `make fuzz FUZZ_SECONDS=60` for a quick pass.
FUZZ_SECONDS ?= 600
FUZZ_TARGETS ?= scene render png curve transitions merge http
FUZZ_TIMEOUT ?= 10
FUZZ_RSS_MB ?= 2048
FUZZ_ENV = SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan-fuzz.supp:print_suppressions=0
# C targets (the PNG row encoder) are instrumented too: coverage for the fuzzer, ASan.
FUZZ_BUILD = $(SWIFT) build --package-path Fuzz --scratch-path .build-fuzz -c release \
	-Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld -Xcc -fsanitize=fuzzer-no-link,address

# SwiftPM re-plans a build only when the root package (Fuzz/) changes, so files added
# to or removed from the Flipbook package it depends on by path would be missed: drop
# the cached plan first (the compiled objects stay; only the plan is redone, ~1 s).
fuzz-build: deps
	rm -f .build-fuzz/release.yaml
	$(FUZZ_BUILD)

fuzz: fuzz-build
	@set -e; for t in $(FUZZ_TARGETS); do \
	  exe=$$(case $$t in scene) echo FuzzScene;; render) echo FuzzRender;; png) echo FuzzPNG;; curve) echo FuzzCurve;; transitions) echo FuzzTransitions;; merge) echo FuzzMerge;; http) echo FuzzHTTP;; esac); \
	  mkdir -p .build-fuzz/work/$$t; \
	  if [ -d Fuzz/regressions/$$t ]; then \
	    $(FUZZ_ENV) .build-fuzz/release/$$exe -runs=0 -rss_limit_mb=$(FUZZ_RSS_MB) -malloc_limit_mb=$(FUZZ_RSS_MB) Fuzz/regressions/$$t \
	      > .build-fuzz/work/$$t.regressions.log 2>&1 || { echo "regression input of $$t fails"; tail -20 .build-fuzz/work/$$t.regressions.log; exit 1; }; \
	  fi; \
	  echo "fuzz $$t for $(FUZZ_SECONDS) s"; \
	  $(FUZZ_ENV) .build-fuzz/release/$$exe -max_total_time=$(FUZZ_SECONDS) \
	    -timeout=$(FUZZ_TIMEOUT) -rss_limit_mb=$(FUZZ_RSS_MB) -malloc_limit_mb=$(FUZZ_RSS_MB) -max_len=65536 -print_final_stats=1 \
	    -artifact_prefix=.build-fuzz/work/$$t- .build-fuzz/work/$$t Fuzz/corpus/$$t > .build-fuzz/work/$$t.log 2>&1 || { tail -40 .build-fuzz/work/$$t.log; exit 1; }; \
	  grep -E "^Done|stat::number_of_executed_units|cov:" .build-fuzz/work/$$t.log | tail -3; \
	done

# Loads a generated golden-failure report in headless Chromium (installed with apt
# when missing): fails on console errors; writes a screenshot beside it.
report-check: deps
	$(SWIFT) build --build-tests
	FLIPBOOK_KEEP_REPORT=.build/report-check $(SWIFT) test --skip-build --filter 'GoldenArtifactTests/theReportIsSelfContainedAndReferencesFilesThatExist'
	scripts/check-report.sh .build/report-check/report.html .build/report-check/screenshot.png

clean:
	rm -rf .build .build-fuzz .build-asan .build-tsan
