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
swift build --product snapshot >/dev/null
bin=$(swift build --show-bin-path)/snapshot
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
failed=0; renders=0; journeys=0; absent=0
for name in $("$bin" list | awk '/^  relisten\//{print $1}'); do
  screen=${name#relisten/}
  for variant in $("$bin" list | awk -v n="$name" '$1==n{for(i=2;i<=NF;i++)print $i}'); do
    if ! "$bin" render "$screen$variant" --state "$state" > "$out/render.txt" 2>&1 || grep -q '^error' "$out/render.txt"; then
      if grep -q 'and this state document has none' "$out/render.txt"; then
        # A scenario whose data the document does not have says so (never a spinner drawn
        # under its name): reported, not a failure.
        echo "large-state-check: $screen$variant: $(grep -o "the scenario .*has none" "$out/render.txt")"; absent=$((absent + 1))
      else
        echo "large-state-check: $screen$variant failed:" >&2; head -5 "$out/render.txt" >&2; failed=$((failed + 1))
      fi
    fi
    renders=$((renders + 1))
  done
done
for journey in $("$bin" list | awk '/^JOURNEYS/{j=1;next} /^[A-Z]/{j=0} j&&/^  journeys\//{sub("journeys/","",$1);print $1}'); do
  if ! "$bin" journey "$journey" --state "$state" > "$out/journey.txt" 2>&1; then
    echo "large-state-check: journey $journey failed:" >&2; cat "$out/journey.txt" >&2; failed=$((failed + 1))
  fi
  journeys=$((journeys + 1))
done
"$bin" review --state "$state" --out "$out/review" > "$out/review.txt" || { cat "$out/review.txt" >&2; failed=$((failed + 1)); }
[ "$failed" = 0 ] || { echo "large-state-check: $failed failed" >&2; exit 1; }
echo "large-state-check: ok — $renders screen renders ($absent of them scenarios whose data $state does not have, saying so) and $journeys journeys with $state; $(cat "$out/review.txt")"
