#!/usr/bin/env bash
# The one debug build CI makes of the package (sources and tests), checked two ways:
# - zero warnings (any compiler warning fails, as -warnings-as-errors would);
# - the type-check budget: no function body or expression over the nominal milliseconds
#   (default 200), scaled by a yardstick type-checked beside the build
#   (scripts/typecheck-budget.sh).
# `swift test --skip-build` and the scripts (SNAPSHOT_BIN=.build/debug/snapshot) then use
# this build: the package is compiled once. Build from a clean tree for the checks to see
# every file (CI's clone is one). Usage: scripts/build-checked.sh [threshold-ms]
set -euo pipefail
cd "$(dirname "$0")/.."
nominal="${1:-200}"
source scripts/typecheck-budget.sh
budget_prepare "$nominal"
log=$(mktemp)
trap 'rm -f "$log"' EXIT

# -gnone: no DWARF in CI's build. Measured on a clean build of sources and tests (2 cores):
# 445 s of CPU against 533 s with SwiftPM's default -g, the same warnings and the same
# type-check times. Crash traces still name functions (the symbol table), not lines.
# -index-ignore-system-modules: SwiftPM indexes while it builds (Linux finds XCTest tests in
# that index, so it stays), and by default indexes the system modules each target imports
# too (the standard library, Foundation, Glibc), which nothing here reads. Measured on a
# clean build of KitSupport, TemplateKitLite and RelistenScreens: 51 s of CPU against 60-67 s
# with them, the same warnings and type-check times.
flags=(-Xswiftc -gnone -Xswiftc -index-ignore-system-modules "${budget_flags[@]}")
budget_run "$log" swift build --build-tests "${flags[@]}" || { cat "$log" >&2; exit 1; }
# Later steps that must build (scripts/api-check.sh) pass the same flags, so they reuse this build.
printf '%s\n' "${flags[@]}" > .build/checked-build-flags

slow_pattern='warning: .* took [0-9]+ms to type-check'
warnings=$(grep -E "^/.*warning: " "$log" | grep -vE "$slow_pattern" | sort -u || true)
if [ -n "$warnings" ]; then
    echo "build: warnings (the build must have none):" >&2
    echo "$warnings" >&2
    exit 1
fi
echo "build: zero warnings"

budget_judge "$nominal" "$log"
