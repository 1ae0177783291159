#!/usr/bin/env bash
# Prints the path of a built `snapshot`: $SNAPSHOT_BIN when set (CI builds the package
# once, scripts/build-checked.sh, and every script uses that build), otherwise it builds
# the product in the scratch folder given ($1, default .build) and prints its path.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -n "${SNAPSHOT_BIN:-}" ]; then
    [ -x "$SNAPSHOT_BIN" ] || { echo "SNAPSHOT_BIN=$SNAPSHOT_BIN is not an executable" >&2; exit 1; }
    echo "$SNAPSHOT_BIN"
    exit 0
fi
scratch="${1:-.build}"
swift build --scratch-path "$scratch" --product snapshot >/dev/null
echo "$(swift build --scratch-path "$scratch" --show-bin-path)/snapshot"
