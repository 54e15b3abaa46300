# Flipbook: two commands on a fresh Debian machine.
#   make demo   installs what is missing, builds, renders the gallery into Renders/
#   make test   installs what is missing, builds, runs the whole test suite (gallery goldens included)
#   make plugin builds the example animator plugin (docs/plugins.md)
SWIFT ?= swift
RELEASE := .build/release/flipbook

.PHONY: deps build release test demo goldens bench sanitize report-check plugin clean

deps:
	@scripts/ensure-deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product flipbook

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

demo: release
	$(RELEASE) gallery --out Renders

# The example animator plugin, built against the debug build: load it with
#   .build/debug/flipbook list --plugin .build/flipbook-plugins/libExampleAnimatorPlugin.so
# (the tests build their own copy; see docs/plugins.md).
plugin: build
	scripts/build-plugin.sh --configuration debug --output .build/flipbook-plugins/libExampleAnimatorPlugin.so \
		Sources/ExampleAnimatorPlugin

# Re-records the gallery's goldens (Renders/<scene>/: manifest, trace, frames at 0/50/100 %)
# that are missing or differ; `make test` checks every scene against them.
goldens: release
	$(RELEASE) record Renders/scenes/*.yaml --goldens Renders

# Benchmarks: every figure of docs/performance.md, each measured side by side
# in one run (never timed tests), then a summary against the targets.
bench: deps
	$(SWIFT) build -c release --product flipbook
	$(SWIFT) build -c release --product EngineBench
	$(SWIFT) build -c release --product DiffBench
	scripts/bench.sh 5

# The test suite under AddressSanitizer and ThreadSanitizer (separate build folders).
sanitize: deps
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan.supp $(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	TSAN_OPTIONS=halt_on_error=1 $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan

# Loads a generated golden-failure report in headless Chromium (installed with apt
# when missing): fails on console errors; writes a screenshot beside it.
report-check: deps
	$(SWIFT) build --build-tests
	FLIPBOOK_KEEP_REPORT=.build/report-check $(SWIFT) test --skip-build --filter 'GoldenArtifactTests/theReportIsSelfContainedAndReferencesFilesThatExist'
	scripts/check-report.sh .build/report-check/report.html .build/report-check/screenshot.png

clean:
	rm -rf .build
