#!/usr/bin/env bash
# Fails when any function body or expression takes over 200 ms to type-check, and prints
# the slowest ones measured. Usage: scripts/typecheck.sh [threshold-ms]
set -euo pipefail
cd "$(dirname "$0")/.."
limit="${1:-200}"
scratch=.build-typecheck
log=$(mktemp)
trap 'rm -f "$log"' EXIT
swift build --scratch-path "$scratch" --build-tests \
  -Xswiftc -Xfrontend -Xswiftc -warn-long-function-bodies="$limit" \
  -Xswiftc -Xfrontend -Xswiftc -warn-long-expression-type-checking="$limit" >"$log" 2>&1 || { cat "$log"; exit 1; }
if grep -E "warning: (instance method|global function|static method|getter|initializer|closure|expression|.*) took [0-9]+ms to type-check" "$log"; then
  echo "typecheck: the bodies above exceed ${limit} ms" >&2
  exit 1
fi
echo "typecheck: no function body or expression over ${limit} ms"
