# The two commands that do all the set-up on a fresh machine:
#   make run    builds vsm-inspect, checks every bundled fixture and prints the verdicts
#   make test   runs the whole test suite
SWIFT ?= swift
OUT ?= out

N ?= 6

.PHONY: run test browser tsan deps build diagrams bench bench-json clean

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build --product vsm-inspect

run: build
	@scripts/run-fixtures.sh "$$($(SWIFT) build --show-bin-path)/vsm-inspect" "$(OUT)"

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test
	@$(MAKE) --no-print-directory browser
	@$(MAKE) --no-print-directory tsan

# The web explorer in headless Chromium (installed when missing): pages of every kind of
# fixture, findings replayed, links, search, the copied test, and the server.
browser: deps
	$(SWIFT) build --product vsm-inspect
	VSM_INSPECT="$$($(SWIFT) build --show-bin-path)/vsm-inspect" python3 Tests/Browser/run.py

# The two-worker explorer under ThreadSanitizer: any data race fails the run.
tsan:
	TSAN_OPTIONS=halt_on_error=1 $(SWIFT) test --sanitize=thread --scratch-path .build-tsan --filter "WorkerTests|ConcurrencyTests"

# Regenerates the diagrams the README shows (docs/images).
diagrams: build
	@scripts/readme-diagrams.sh "$$($(SWIFT) build --show-bin-path)/vsm-inspect" docs/images

# Exploration speed and memory beside SPIN (installed when missing): counters N = 5, 6, 7,
# then the app machine and a 10^5-state spec file. bench-json N=6: last line is one JSON object.
bench:
	@scripts/bench.sh

bench-json:
	@scripts/bench.sh --json $(N)

clean:
	rm -rf .build .build-tsan $(OUT)
