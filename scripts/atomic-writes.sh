#!/usr/bin/env bash
# Kills the built `snapshot` with SIGKILL while `record --overwrite` and `accept` are
# replacing goldens in a throwaway package, then asserts that every golden is either
# entirely its old bytes or entirely its new bytes (never partial), and that the next run
# leaves no temporary file behind (a planted leftover of a dead process included). Old
# goldens and pending files are large (512 KiB each) so that the byte-level check has
# something to catch. Every golden is read by one `cksum` per check (CRC and size), not
# one process per file.
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

true & dead_pid=$!; wait "$dead_pid"

# The starting folders, made once by one process: for each golden a large text unlike any
# render, "old" or "pending" plus its name, repeated to 512 KiB.
(cd "$work/new" && find . -type d) | while read -r dir; do mkdir -p "$work/old/$dir" "$work/pending/$dir"; done
printf '%s\n' "${names[@]}" | awk -v work="$work" '
    function big(file, text,   line, size) {
        line = text " ............................................................"
        for (size = 0; size + length(line) + 1 <= 524288; size += length(line) + 1) print line > file
        printf "%s", substr(line "\n", 1, 524288 - size) > file
        close(file)
    }
    { big(work "/old/" $0, "old " $0); big(work "/pending/" $0, "pending " $0) }'

# The pending files as `accept` finds them: NAME.new beside each golden.
cp -R "$work/pending" "$work/pending-as-new"
for name in "${names[@]}"; do mv "$work/pending-as-new/$name" "$work/pending-as-new/$name.new"; done

# `name crc size` for every golden under a folder, in `names` order.
sums() { (cd "$1" && cksum "${names[@]}" 2>/dev/null || true) | awk '{ print $3, $1, $2 }'; }
declare -A old_sum new_sum pending_sum
while read -r name crc size; do old_sum[$name]="$crc $size"; done < <(sums "$work/old")
while read -r name crc size; do new_sum[$name]="$crc $size"; done < <(sums "$work/new")
while read -r name crc size; do pending_sum[$name]="$crc $size"; done < <(sums "$work/pending")

setup() { # mode: record | accept
    rm -rf "$root"; mkdir -p "$root/Tests"
    echo '// swift-tools-version: 6.0' >"$root/Package.swift"
    cp -R "$work/old" "$goldens"
    if [[ "$1" == accept ]]; then cp -R "$work/pending-as-new/." "$goldens"; fi
    # A leftover of an earlier killed run (its pid is dead): the next run must remove it.
    echo partial >"$goldens/${names[0]}.$dead_pid-1a2b.tmp"
}

# `is_new mode name crc size`: whether the golden holds what a complete run of `mode` writes.
is_new() {
    if [[ "$1" == record ]]; then [[ "$3 $4" == "${new_sum[$2]}" ]]; else [[ "$3 $4" == "${pending_sum[$2]}" ]]; fi
}

failed=0
verify() { # mode label
    local old=0 new=0 name crc size seen=0
    while read -r name crc size; do
        seen=$((seen + 1))
        if [[ "$crc $size" == "${old_sum[$name]}" ]]; then
            old=$((old + 1))
        elif is_new "$1" "$name" "$crc" "$size"; then
            new=$((new + 1))
        else
            echo "  $2: PARTIAL or foreign content in $name"; failed=1
        fi
    done < <(sums "$goldens")
    ((seen == ${#names[@]})) || { echo "  $2: $((${#names[@]} - seen)) goldens missing"; failed=1; }
    local temps; temps=$(find "$goldens" -name '*.tmp' ! -name "*.$dead_pid-1a2b.tmp" | wc -l)
    printf '  %-28s %4d old, %4d new, %d temporary files left by the kill\n' "$2" "$old" "$new" "$temps"
}

finish() { # mode: run to completion, then nothing temporary may remain and all is new
    if [[ "$1" == record ]]; then snap record --overwrite >/dev/null; else snap accept >/dev/null || true; fi
    local temps; temps=$(find "$goldens" -name '*.tmp' | wc -l)
    ((temps == 0)) || { echo "  after a complete $1: $temps temporary files remain"; failed=1; }
    local name crc size seen=0
    while read -r name crc size; do
        seen=$((seen + 1))
        is_new "$1" "$name" "$crc" "$size" || { echo "  after a complete $1: $name does not hold the new content"; failed=1; }
    done < <(sums "$goldens")
    ((seen == ${#names[@]})) || { echo "  after a complete $1: $((${#names[@]} - seen)) goldens missing"; failed=1; }
}

# `record` writes and flushes golden after golden: its kills follow each other on the same
# folder, each run taking up where the last was killed (a run skips what is already
# written), so the later kills land ever further into the work, and one complete run
# finishes it. `accept` renames its pending files in a burst: each of its kills starts
# again from the old goldens, at a delay within that burst. The delays are fractions of
# how long one complete run of each takes here, timed once on the same starting folders:
# fixed delays land after the work on a faster machine or build (all of a record run's
# work took 16 s in a debug build that validated each 512 KiB golden byte by byte, 1.7 s
# once that was fast), and before it on a slower one.
run_seconds() { # mode: one complete run from the starting folders, in seconds
    setup "$1"
    local started=$EPOCHREALTIME
    if [[ "$1" == record ]]; then snap record --overwrite >/dev/null; else snap accept >/dev/null || true; fi
    awk -v start="$started" -v end="$EPOCHREALTIME" 'BEGIN { printf "%.3f", end - start }'
}
record_seconds=$(run_seconds record)
accept_seconds=$(run_seconds accept)
# Six record kills reach about 0.84 of a run's time together (each run starts again first);
# accept's burst comes after the process starts, in the last half of its run.
record_fractions=(0.04 0.08 0.12 0.16 0.2 0.24 0.28 0.32)
accept_fractions=(0.45 0.6 0.7 0.78 0.86 0.94 1.0 1.1)
delay() { awk -v seconds="$1" -v fraction="$2" 'BEGIN { printf "%.3f", seconds * fraction }'; }
echo "atomic-writes: ${#names[@]} goldens of 512 KiB, $rounds kills per command (a complete record takes ${record_seconds} s here, accept ${accept_seconds} s)"
kill_during() { # mode delay
    local args
    if [[ "$1" == record ]]; then args=(record --overwrite); else args=(accept); fi
    # exec: the pid killed is the snapshot process itself, not a shell around it (a shell
    # killed instead would leave snapshot running into the next round).
    ( exec env -u CI -u SNAPSHOT_PACKAGE_ROOT SNAPSHOT_CATALOG_PACKAGE="$root" "$binary" "${args[@]}" --root "$root" ) >/dev/null 2>&1 &
    local pid=$!
    sleep "$2"
    kill -KILL "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    verify "$1" "$1 killed after $2s"
}
setup record
for ((round = 0; round < rounds; round++)); do
    kill_during record "$(delay "$record_seconds" "${record_fractions[round % ${#record_fractions[@]}]}")"
done
finish record
for ((round = 0; round < rounds; round++)); do
    setup accept
    kill_during accept "$(delay "$accept_seconds" "${accept_fractions[round % ${#accept_fractions[@]}]}")"
    finish accept
done
((failed == 0)) && echo "atomic-writes: every golden was whole after every kill"
exit "$failed"
