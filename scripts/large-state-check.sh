#!/usr/bin/env bash
# Renders every Relisten screen · scenario and every journey with a second, larger state
# document (Tests/Fixtures/large-state.json, made by scripts/make-large-state.py: real
# artist and venue names, other years and shows than the built-in state), so no scenario
# or journey depends on the built-in state's data. Fails on any render or journey that
# exits non-zero or prints an error line (but a scenario whose data the document lacks and
# says so: it is listed); a failed journey prints its storyboard up to the
# failed step. Also previews the review page with it (review --state: no golden diff).
# Usage: scripts/large-state-check.sh [STATE.json]. Exit 0 ok, 1 failure.
set -euo pipefail
cd "$(dirname "$0")/.."
state=${1:-Tests/Fixtures/large-state.json}
[ -s "$state" ] || { echo "large-state-check: no state document at $state" >&2; exit 1; }
bin=$(scripts/snapshot-bin.sh)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
failed=0; absent=0
# One process renders every Relisten screen · scenario and every journey; export names
# every render that failed. A scenario whose data the document does not have says so
# (never a spinner drawn under its name): reported, not a failure.
"$bin" export relisten journeys --state "$state" --out "$out/renders" > "$out/export.txt" 2> "$out/errors.txt" || true
while IFS= read -r line; do
  [ -n "$line" ] || continue
  if grep -q 'and this state document has none' <<<"$line"; then
    echo "large-state-check: $(grep -o 'render failed: [^:]*' <<<"$line" | sed 's/render failed: //'): $(grep -o 'the scenario .*has none' <<<"$line")"
    absent=$((absent + 1))
  else
    echo "large-state-check: $line" >&2; failed=$((failed + 1))
  fi
done < "$out/errors.txt"
renders=$(find "$out/renders/relisten" -type f 2>/dev/null | wc -l)
journeys=$(find "$out/renders/journeys" -name '*.txt' 2>/dev/null | wc -l)
while IFS= read -r file; do
  echo "large-state-check: ${file#"$out/renders/"} draws an error:" >&2; grep -m 3 '^error' "$file" >&2; failed=$((failed + 1))
done < <(grep -rl '^error' "$out/renders" 2>/dev/null || true)
"$bin" review --state "$state" --out "$out/review" > "$out/review.txt" || { cat "$out/review.txt" >&2; failed=$((failed + 1)); }
[ "$failed" = 0 ] || { echo "large-state-check: $failed failed" >&2; exit 1; }
[ "$renders" -gt 0 ] && [ "$journeys" -gt 0 ] || { echo "large-state-check: nothing was rendered" >&2; exit 1; }
echo "large-state-check: ok — $renders renders and $journeys journeys with $state in one process ($absent scenarios whose data it does not have, saying so); $(cat "$out/review.txt")"
