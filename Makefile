# The two commands that do all the set-up on a fresh machine:
#   make run    builds vsm-inspect, checks every bundled fixture and prints the verdicts
#   make test   runs the whole test suite
SWIFT ?= swift
OUT ?= out

N ?= 6

.PHONY: run test lint format docs web page-assets browser chart-oracle chart-fuzz tsan benchmarks deps deps-run build diagrams bench bench-json clean

deps:
	@scripts/install-deps.sh

# What the main job needs: Graphviz alone (the test tools come with make test).
deps-run:
	@scripts/install-deps.sh run

build: deps-run
	$(SWIFT) build --product vsm-inspect

run: build
	@scripts/run-fixtures.sh "$$($(SWIFT) build --show-bin-path)/vsm-inspect" "$(OUT)"

test: deps
	@$(MAKE) --no-print-directory lint
	$(SWIFT) build --build-tests
	$(SWIFT) test
	@$(MAKE) --no-print-directory docs
	@$(MAKE) --no-print-directory web
	@$(MAKE) --no-print-directory browser
	@$(MAKE) --no-print-directory chart-oracle
	@$(MAKE) --no-print-directory tsan
	@$(MAKE) --no-print-directory benchmarks

# The package's Swift files as .swift-format lays them out: `lint` fails on any other layout,
# `format` rewrites the files so.
lint:
	@SWIFT=$(SWIFT) scripts/lint.sh

format:
	scripts/swift-files.sh | xargs $(SWIFT) format format -i --configuration .swift-format

# The DocC catalogue built against MachineKit's public symbols: every link must resolve.
docs:
	@SWIFT=$(SWIFT) scripts/check-docs.sh

# The web explorer's script: a syntax check of its files and the unit tests of its pure logic
# under Node's own test runner (Node 20 or later; no packages).
web:
	node --check Sources/VSMInspectKit/Web/Page/logic.js
	node --check Sources/VSMInspectKit/Web/Page/page.js
	node --test Tests/Web/

# Embeds the page's files (Sources/VSMInspectKit/Web/Page) into Web/PageAssets.swift after an
# edit; a test fails while the two differ.
page-assets:
	node scripts/page-assets.mjs

# The web explorer in headless Chromium (installed when missing): pages of every kind of
# fixture, findings replayed, links, search, the copied test, and the server; machines of 150
# to 10^5 states opening readable, a phone's screen, touch, the keyboard, and axe-core on every
# fixture's page.
browser: deps
	$(SWIFT) build --product vsm-inspect
	VSM_INSPECT="$$($(SWIFT) build --show-bin-path)/vsm-inspect" python3 Tests/Browser/run.py

# SCXML semantics against Qt's SCXML engine (Debian's python3-pyside2.qtscxml, installed when
# missing), with the W3C algorithm of Tests/ChartOracle/reference.py as the arbiter: seeded
# random charts, every configuration and every event compared. Charts that disagree are kept
# in .build/chart-oracle/disagreements (Tests/ChartOracle/README.md). Each chart where XState v5
# means the same thing also gets an XState twin (YAML) whose graph must equal the SCXML one
# (--no-xstate leaves them out). chart-oracle is the fixed run of make test (about 30-40 s on
# 2 cores, twins included); chart-fuzz the long campaign.
QT_PYTHON ?= /usr/bin/python3
CHART_ORACLE_CHARTS ?= 300
CHART_ORACLE_SEED ?= 1
chart-oracle: deps
	$(SWIFT) build --product vsm-inspect
	QT_QPA_PLATFORM=offscreen $(QT_PYTHON) Tests/ChartOracle/oracle.py --qt-python $(QT_PYTHON) \
	  --seed $(CHART_ORACLE_SEED) --charts $(CHART_ORACLE_CHARTS) --keep-going --quiet \
	  --binary "$$($(SWIFT) build --show-bin-path)/vsm-inspect"

CHART_FUZZ_CHARTS ?= 10000
CHART_FUZZ_SEED ?= 1
chart-fuzz: deps
	$(SWIFT) build --product vsm-inspect
	QT_QPA_PLATFORM=offscreen $(QT_PYTHON) Tests/ChartOracle/oracle.py --qt-python $(QT_PYTHON) \
	  --seed $(CHART_FUZZ_SEED) --charts $(CHART_FUZZ_CHARTS) --keep-going --quiet \
	  --out .build/chart-fuzz/disagreements --binary "$$($(SWIFT) build --show-bin-path)/vsm-inspect"

# The two-worker explorer under ThreadSanitizer: any data race fails the run.
tsan:
	TSAN_OPTIONS=halt_on_error=1 $(SWIFT) test --sanitize=thread --scratch-path .build-tsan --filter "WorkerTests|ConcurrencyTests|AsyncShapesTests|AsyncReadsTests"

# The benchmark package builds against the current API, and each tool runs on a small model
# (debug build; `make bench` measures in release).
benchmarks:
	cd Benchmarks && $(SWIFT) build
	cd Benchmarks && bin="$$($(SWIFT) build --show-bin-path)" && "$$bin/explore-bench" counters 3 && "$$bin/explore-bench" chain 1000 \
	  && "$$bin/explore-bench" rates-async 2 && "$$bin/render-leaks" 1 && "$$bin/render-bench" 20 \
	  && "$$bin/recorder-bench" record 2000 && "$$bin/recorder-bench" write 2000 /tmp/recorder-bench.jsonl \
	  && "$$bin/recorder-bench" conform /tmp/recorder-bench.jsonl

# Regenerates the diagrams the README shows (docs/images).
diagrams: build
	@scripts/readme-diagrams.sh "$$($(SWIFT) build --show-bin-path)/vsm-inspect" docs/images

# Exploration speed and memory beside SPIN (installed when missing), with the commit: counters
# N = 5, 6, 7 and the inbox (plain Hashable states), ours with one and two workers; then the app
# machine, the async machines and 10^5-state spec files. The last line says whether ours with
# one worker is at least 5x SPIN on the inbox. bench-json N=6: last line is one JSON object.
bench:
	@scripts/bench.sh

bench-json:
	@scripts/bench.sh --json $(N)

.PHONY: fuzz libfuzzer clean-fuzz

# The fuzzing harness with a long budget, on a release build of its own (.build-fuzz):
# FUZZ_READER_INPUTS inputs through every spec reader, FUZZ_CLI_INPUTS runs of the CLI,
# FUZZ_RECORD_INPUTS generated records checked against an explored machine,
# FUZZ_REPORT_INPUTS merges of changed JSON, JUnit and SARIF reports, FUZZ_GIT_INPUTS runs
# of diff --git in generated repositories,
# each campaign stopped after FUZZ_MAX_SECONDS, and FUZZ_SERVER_ROUNDS rounds of hostile
# clients (slow heads, garbage, huge headers, held streams, pipelined and refused requests)
# against explore --web. Inputs that break the contract are kept in
# .build-fuzz/fuzz/failures. `make test` runs the same tests with a small fixed budget.
FUZZ_READER_INPUTS ?= 1000000
FUZZ_CLI_INPUTS ?= 100000
FUZZ_RECORD_INPUTS ?= 1000000
FUZZ_REPORT_INPUTS ?= 1000000
FUZZ_GIT_INPUTS ?= 2000
FUZZ_MAX_SECONDS ?= 7200
FUZZ_SERVER_ROUNDS ?= 60
FUZZ_SEED ?= 1
fuzz: deps
	$(SWIFT) build -c release --scratch-path .build-fuzz -Xswiftc -enable-testing -Xswiftc -DSTATECHART_INVARIANTS --build-tests
	FUZZ_OUT=$(CURDIR)/.build-fuzz/fuzz FUZZ_SEED=$(FUZZ_SEED) FUZZ_READER_INPUTS=$(FUZZ_READER_INPUTS) \
	  FUZZ_CLI_INPUTS=$(FUZZ_CLI_INPUTS) FUZZ_RECORD_INPUTS=$(FUZZ_RECORD_INPUTS) FUZZ_REPORT_INPUTS=$(FUZZ_REPORT_INPUTS) FUZZ_GIT_INPUTS=$(FUZZ_GIT_INPUTS) FUZZ_MAX_SECONDS=$(FUZZ_MAX_SECONDS) FUZZ_READER_SECONDS=2 \
	  FUZZ_SERVER_ROUNDS=$(FUZZ_SERVER_ROUNDS) \
	  VSM_INSPECT=$(CURDIR)/.build-fuzz/release/vsm-inspect \
	  $(SWIFT) test -c release --scratch-path .build-fuzz -Xswiftc -enable-testing -Xswiftc -DSTATECHART_INVARIANTS --skip-build --filter FuzzTests

# libFuzzer with AddressSanitizer on the spec readers (Fuzz/, a package of its own), for
# LIBFUZZER_SECONDS; crashes are written to .build-fuzz/libfuzzer.
LIBFUZZER_SECONDS ?= 600
libfuzzer: deps
	cd Fuzz && $(SWIFT) build -c release --sanitize fuzzer --sanitize address --product spec-fuzzer
	mkdir -p .build-fuzz/libfuzzer/corpus
	cp Fixtures/specs/*.yaml Fixtures/specs/*.json Fixtures/specs/*.scxml Fixtures/specs/broken/*.yaml Tests/FuzzTests/Regressions/* .build-fuzz/libfuzzer/corpus/
	LSAN_OPTIONS=suppressions=$(CURDIR)/Fuzz/lsan-suppressions.txt Fuzz/.build/release/spec-fuzzer .build-fuzz/libfuzzer/corpus -max_total_time=$(LIBFUZZER_SECONDS) -max_len=65536 \
	  -timeout=10 -rss_limit_mb=2048 -artifact_prefix=.build-fuzz/libfuzzer/ -print_final_stats=1

clean-fuzz:
	rm -rf .build-fuzz Fuzz/.build

clean:
	rm -rf .build .build-tsan $(OUT)
