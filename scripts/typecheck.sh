#!/usr/bin/env bash
# Fails when any function body or expression takes over 200 ms to type-check, and prints
# the slowest ones measured. Usage: scripts/typecheck.sh [threshold-ms]
set -euo pipefail
cd "$(dirname "$0")/.."
limit="${1:-200}"
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
    echo "typecheck: over ${limit} ms in both measurements:" >&2
    echo "$both" >&2
    exit 1
  fi
fi
echo "typecheck: no function body or expression over ${limit} ms"
