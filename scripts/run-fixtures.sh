#!/usr/bin/env bash
# The main job on the bundled fixtures: checks every machine, prints the verdicts, and
# renders every diagram and web explorer page into an output folder. Exits non-zero if anything is not as expected.
set -uo pipefail
bin=$1
out=${2:-out}
diagrams="$out/diagrams"
mkdir -p "$diagrams"
status=0

section() { printf '\n== %s\n' "$1"; }

section "Seed features (registered in vsm-inspect)"
"$bin" check --all || status=1

section "Spec files (Fixtures/specs)"
"$bin" check Fixtures/specs/*.yaml Fixtures/specs/*.json Fixtures/specs/*.scxml || status=1

section "Broken examples (each is meant to fail)"
"$bin" check Fixtures/specs/broken/blog-entry-broken.yaml
code=$?
if [ "$code" -ne 1 ]; then echo "expected exit 1 (findings), got $code"; status=1; fi
"$bin" check Fixtures/specs/broken/missing-target.yaml
code=$?
if [ "$code" -ne 2 ]; then echo "expected exit 2 (bad input), got $code"; status=1; fi

# The diagrams of the previous run are replaced (--force): render refuses any existing file
# without it.
section "Diagrams (into $diagrams)"
machines=$("$bin" list | awk '{print $1}')
for machine in $machines Fixtures/specs/*.yaml Fixtures/specs/*.json Fixtures/specs/*.scxml Fixtures/specs/broken/blog-entry-broken.yaml; do
  name=$(basename "$machine"); name=${name%.*}
  for group in none cases; do
    suffix=""; [ "$group" = cases ] && suffix="-cases"
    for format in svg png; do
      "$bin" render "$machine" --force --group "$group" --format "$format" --output "$diagrams/$name$suffix.$format" || status=1
    done
  done
  # A spec file's statechart as declared: boxes for compound and parallel states.
  case "$machine" in
    *.yaml|*.json|*.scxml)
      "$bin" render "$machine" --force --group chart --output "$diagrams/$name-chart.svg" || status=1
      "$bin" render "$machine" --force --group chart --output "$diagrams/$name-chart.png" || status=1
      ;;
  esac
  "$bin" render "$machine" --force --output "$diagrams/$name.mmd" || status=1
  "$bin" render "$machine" --force --output "$diagrams/$name.dot" || status=1
  # The web explorer: one self-contained page per machine.
  "$bin" render "$machine" --force --output "$diagrams/$name.html" || status=1
done
echo "$(ls "$diagrams" | wc -l | tr -d " ") files written to $diagrams"
exit $status
