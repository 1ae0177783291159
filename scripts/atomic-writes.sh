#!/usr/bin/env bash
# Kills the built `snapshot` with SIGKILL while `record --overwrite` and `accept` are
# replacing goldens in a throwaway package, then asserts that every golden is either
# entirely its old bytes or entirely its new bytes (never partial), and that the next run
# leaves no temporary file behind (a planted leftover of a dead process included). Old goldens and pending files are large (~512 KiB each)
# so that the byte-level check has something to catch.
#
#   scripts/atomic-writes.sh [rounds]      (SNAPSHOT_SCRATCH picks the build folder; default .build)
set -euo pipefail
cd "$(dirname "$0")/.."

rounds="${1:-6}"
scratch="${SNAPSHOT_SCRATCH:-.build}"
binary=$(scripts/snapshot-bin.sh "$scratch")
work="$(mktemp -d "${TMPDIR:-/tmp}/atomic-writes.XXXXXX")"
trap 'rm -rf "$work"' EXIT
root="$work/package" goldens="$work/package/Tests/Snapshots"

# The throwaway package is not the one this catalog belongs to: name it as the owner.
snap() { env -u CI -u SNAPSHOT_PACKAGE_ROOT SNAPSHOT_CATALOG_PACKAGE="$root" "$binary" "$@" --root "$root"; }

"$binary" export --out "$work/new" >/dev/null
mapfile -t names < <(cd "$work/new" && find . -type f | sed 's|^\./||' | LC_ALL=C sort)
if ((${#names[@]} == 0)); then
    echo "atomic-writes: SKIP: the live catalog is empty, so snapshot writes no golden"
    exit 0
fi

# A large text unlike any render: "old" or "pending" plus the name, repeated.
big() { { yes "$1 $2 ............................................................" || true; } | head -c 524288; }

true & dead_pid=$!; wait "$dead_pid"

# The starting folders, made once: old goldens, and old goldens with pending files.
for name in "${names[@]}"; do
    mkdir -p "$(dirname "$work/old/$name")" "$(dirname "$work/pending/$name")"
    big old "$name" >"$work/old/$name"
    big pending "$name" >"$work/pending/$name"
done

setup() { # mode: record | accept
    rm -rf "$root"; mkdir -p "$root/Tests"
    echo '// swift-tools-version: 6.0' >"$root/Package.swift"
    cp -R "$work/old" "$goldens"
    if [[ "$1" == accept ]]; then
        for name in "${names[@]}"; do cp "$work/pending/$name" "$goldens/$name.new"; done
    fi
    # A leftover of an earlier killed run (its pid is dead): the next run must remove it.
    echo partial >"$goldens/${names[0]}.$dead_pid-1a2b.tmp"
}

# Whether the golden holds what a complete run of `mode` writes.
is_new() { # mode name
    if [[ "$1" == record ]]; then cmp -s "$goldens/$2" "$work/new/$2"; else cmp -s "$goldens/$2" "$work/pending/$2"; fi
}

failed=0
verify() { # mode label
    local old=0 new=0 name
    for name in "${names[@]}"; do
        if cmp -s "$goldens/$name" "$work/old/$name"; then
            old=$((old + 1))
        elif is_new "$1" "$name"; then
            new=$((new + 1))
        else
            echo "  $2: PARTIAL or foreign content in $name"; failed=1
        fi
    done
    local temps; temps=$(find "$goldens" -name '*.tmp' ! -name "*.$dead_pid-1a2b.tmp" | wc -l)
    printf '  %-28s %4d old, %4d new, %d temporary files left by the kill\n' "$2" "$old" "$new" "$temps"
}

finish() { # mode: run to completion, then nothing temporary may remain and all is new
    if [[ "$1" == record ]]; then snap record --overwrite >/dev/null; else snap accept >/dev/null || true; fi
    local temps; temps=$(find "$goldens" -name '*.tmp' | wc -l)
    ((temps == 0)) || { echo "  after a complete $1: $temps temporary files remain"; failed=1; }
    for name in "${names[@]}"; do
        is_new "$1" "$name" || { echo "  after a complete $1: $name does not hold the new content"; failed=1; }
    done
}

echo "atomic-writes: ${#names[@]} goldens of 512 KiB, $rounds kills per command"
# From before the first write to the middle of the last: the debug binary starts in about 0.05 s.
delays=(0.02 0.1 0.2 0.35 0.5 0.8 0.05 0.3)
for mode in record accept; do
    for ((round = 0; round < rounds; round++)); do
        delay="${delays[round % ${#delays[@]}]}"
        setup "$mode"
        # exec: the pid killed is the snapshot process itself, not a shell around it (a shell
        # killed instead would leave snapshot running into the next round).
        if [[ "$mode" == record ]]; then args=(record --overwrite); else args=(accept); fi
        ( exec env -u CI -u SNAPSHOT_PACKAGE_ROOT SNAPSHOT_CATALOG_PACKAGE="$root" "$binary" "${args[@]}" --root "$root" ) >/dev/null 2>&1 &
        pid=$!
        sleep "$delay"
        kill -KILL "$pid" 2>/dev/null || true
        wait "$pid" 2>/dev/null || true
        verify "$mode" "$mode killed after ${delay}s"
        finish "$mode"
    done
done
((failed == 0)) && echo "atomic-writes: every golden was whole after every kill"
exit "$failed"
