#!/usr/bin/env bash
# Fails when any function body or expression takes over the nominal milliseconds (default
# 200) to type-check, and prints the slowest ones measured: a build of sources and tests
# from scratch in its own folder (.build-typecheck), judged as CI's build is
# (scripts/typecheck-budget.sh: the limit is scaled by a yardstick type-checked beside the
# build, so a slow or shared machine and a fast laptop agree).
# Usage: scripts/typecheck.sh [threshold-ms]
set -euo pipefail
cd "$(dirname "$0")/.."
nominal="${1:-200}"
source scripts/typecheck-budget.sh
scratch=.build-typecheck
log=$(mktemp)
trap 'rm -f "$log"' EXIT

budget_prepare "$nominal"
rm -rf "$scratch"
budget_run "$log" swift build --scratch-path "$scratch" --build-tests "${budget_flags[@]}" \
    || { cat "$log" >&2; exit 1; }
budget_judge "$nominal" "$log"
