# The two commands that do all the set-up on a fresh machine:
#   make run    builds vsm-inspect, checks every bundled fixture and prints the verdicts
#   make test   runs the whole test suite
SWIFT ?= swift
OUT ?= out

.PHONY: run test deps build diagrams clean

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build --product vsm-inspect

run: build
	@scripts/run-fixtures.sh "$$($(SWIFT) build --show-bin-path)/vsm-inspect" "$(OUT)"

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test

# Regenerates the diagrams the README shows (docs/images).
diagrams: build
	@scripts/readme-diagrams.sh "$$($(SWIFT) build --show-bin-path)/vsm-inspect" docs/images

clean:
	rm -rf .build $(OUT)
