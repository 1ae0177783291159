#!/usr/bin/env bash
# Fails when any function body or expression takes over 200 ms to type-check, and prints
# the slowest ones measured. Usage: scripts/typecheck.sh [threshold-ms]
#
# The milliseconds are those of the machine the budget was set on: this machine's speed is
# first measured on scripts/typecheck-reference.swift (the fastest of five runs), and the
# threshold scaled by it, so a CI machine twice as slow allows 400 ms of its own and a
# laptop twice as fast 100 ms — the same code passes or fails everywhere.
# `scripts/typecheck.sh --limit [threshold-ms]` prints the scaled limit only.
set -euo pipefail
cd "$(dirname "$0")/.."
only_limit=false
if [ "${1:-}" = "--limit" ]; then only_limit=true; shift; fi
nominal="${1:-200}"
# What the reference takes on the machine the budget was set on (2 cores, Swift 6.3.1).
reference_ms=100

# One type-check of the reference: its bodies' times in ms, summed.
reference_once() {
  swiftc -typecheck -Xfrontend -warn-long-function-bodies=1 scripts/typecheck-reference.swift 2>&1 \
    | grep -E "^scripts/typecheck-reference.swift:.*took [0-9]+ms" | grep -oE "took [0-9]+" | awk '{ s += $2 } END { print s + 0 }'
}

# The reference's type-check time in ms on this machine, timed as the build type-checks:
# one copy per core at once (swift build runs a job per core), their mean; the fastest of
# five rounds. Where each core is a core of its own, copies at once take what one takes
# alone; where cores are shared or their time stolen (a loaded virtual machine), they take
# the slowdown the build's bodies see, which a copy timed alone does not (on such a
# machine: 305 ms alone, then bodies of up to 1,655 ms against the 610 ms limit it set).
reference_time() {
  local best="" cores
  cores=$(nproc 2>/dev/null || echo 2)
  for _ in 1 2 3 4 5; do
    local mean
    mean=$(for _ in $(seq "$cores"); do reference_once & done | awk '{ s += $1 } END { print int(s / NR) }')
    if [ -z "$best" ] || [ "$mean" -lt "$best" ]; then best=$mean; fi
  done
  echo "$best"
}

measured=$(reference_time)
[ "$measured" -gt 0 ] || { echo "typecheck: could not time the reference" >&2; exit 1; }
limit=$(( nominal * measured / reference_ms ))
echo "typecheck: the reference takes ${measured} ms here (${reference_ms} ms where the budget was set): limit ${limit} ms for a nominal ${nominal} ms" >&2
if $only_limit; then echo "$limit"; exit 0; fi
scratch=.build-typecheck
log=$(mktemp)
trap 'rm -f "$log"' EXIT

# Builds from scratch with the warnings on; prints "file:line:col" of each slow body.
measure() {
  rm -rf "$scratch"
  swift build --scratch-path "$scratch" --build-tests \
    -Xswiftc -Xfrontend -Xswiftc -warn-long-function-bodies="$limit" \
    -Xswiftc -Xfrontend -Xswiftc -warn-long-expression-type-checking="$limit" >"$log" 2>&1 || { cat "$log" >&2; exit 1; }
  local slow
  slow=$(grep -E "^/.*warning: .* took [0-9]+ms to type-check" "$log" | sort -u || true)
  [ -z "$slow" ] && return 0
  echo "$slow" >&2
  echo "$slow" | cut -d: -f1-3 | sort -u
}

# Machines are shared and noisy: a body is over budget only if it is slow in two clean
# measurements in a row.
first=$(measure)
if [ -n "$first" ]; then
  echo "typecheck: measuring again from scratch to rule out noise" >&2
  second=$(measure)
  both=$(comm -12 <(echo "$first") <(echo "$second"))
  if [ -n "$both" ]; then
    echo "typecheck: over ${limit} ms (nominal ${nominal} ms) in both measurements:" >&2
    echo "$both" >&2
    exit 1
  fi
fi
echo "typecheck: no function body or expression over ${limit} ms (nominal ${nominal} ms)"
