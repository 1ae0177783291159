#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ and runs them (see Docs/reliability.md).
#
#   scripts/fuzz.sh [--ci] [--seconds N] [target…]   fuzz (default: every target, 60 s each)
#   scripts/fuzz.sh --replay [target…]               run the seeds and Fuzz/regressions once
#
# Targets: state (Fuzz/StateDocumentFuzz.swift), diff (Fuzz/DiffFuzz.swift), args
# (Fuzz/ArgumentsFuzz.swift), tree (Fuzz/GoldenTreeFuzz.swift: hostile goldens folders), terminal
# (Fuzz/TerminalFuzz.swift: every printed byte printable, whatever the names, arguments, state and goldens), output
# (Fuzz/OutputFuzz.swift: the output-safety rule — no CI workflow command, Markdown, HTML or line break from untrusted text).
# SwiftPM cannot build fuzzers next to the `snapshot` executable, so the library sources are compiled here with swiftc into static modules
# (instrumented with -sanitize=fuzzer,address), and the fuzzers are linked against them.
# Everything built or found goes to .build-fuzz/ (git-ignored): working corpora in
# .build-fuzz/corpus/<target>, logs in .build-fuzz/logs, artifacts in .build-fuzz/artifacts.
# A crash, timeout, out-of-memory or leak is copied to Fuzz/regressions/<target>/ and the
# script exits 1.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=600
ci=false
replay=false
targets=()
while (($#)); do
    case "$1" in
        --ci) ci=true; seconds=60 ;;
        --seconds) seconds="${2:?--seconds needs a value}"; shift ;;
        --replay) replay=true ;;
        -h|--help) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        state|diff|args|tree|terminal|output) targets+=("$1") ;;
        *) echo "fuzz.sh: unknown argument '$1' (targets: state diff args tree terminal output)" >&2; exit 64 ;;
    esac
    shift
done
((${#targets[@]})) || targets=(state diff args tree terminal output)
[[ "$seconds" =~ ^[0-9]+$ ]] || { echo "fuzz.sh: --seconds needs a whole number" >&2; exit 64; }

out=.build-fuzz
mkdir -p "$out/lib" "$out/logs"
# A crash must not hang in the Swift backtracer or the symbolizer (see swift-style.md).
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="symbolize=0:detect_leaks=1"

flags=(-sanitize=fuzzer,address -parse-as-library -O -g -swift-version 6 -package-name TemplateKitLite -D FUZZING
       -module-cache-path "$out/module-cache" -use-ld=lld)

source_file() {
    case "$1" in state) echo Fuzz/StateDocumentFuzz.swift ;; diff) echo Fuzz/DiffFuzz.swift ;; args) echo Fuzz/ArgumentsFuzz.swift ;; tree) echo Fuzz/GoldenTreeFuzz.swift ;; terminal) echo Fuzz/TerminalFuzz.swift ;; output) echo Fuzz/OutputFuzz.swift ;; esac
}

# Rebuilds $1 (an output) from the remaining files when any of them is newer.
stale() {
    local output="$1"; shift
    [[ -e "$output" ]] || return 0
    [[ -n "$(find "$@" -newer "$output" -print -quit)" ]]
}

build_library() {
    local name="$1"; shift
    local sources; sources=$(find "Sources/$name" -name '*.swift' | LC_ALL=C sort)
    if stale "$out/lib/lib$name.a" $sources; then
        echo "building $name (instrumented)"
        swiftc "${flags[@]}" -emit-library -static -emit-module -module-name "$name" -I "$out/lib" \
            -emit-module-path "$out/lib/$name.swiftmodule" -o "$out/lib/lib$name.a" $sources
    fi
}

build_target() {
    local target="$1" file; file=$(source_file "$1")
    local binary="$out/$target-fuzzer" extra=()
    # diff and args test the golden engine and the commands through their package API.
    if stale "$binary" "$file" "$out/lib/libTemplateKitLite.a" "$out/lib/libRelistenScreens.a" \
        "$out/lib/libKitSupport.a" "$out/lib/libGoldenCore.a" "$out/lib/libSnapshotTool.a"; then
        echo "building $target fuzzer"
        swiftc "${flags[@]}" -module-name "Fuzz_$target" -I "$out/lib" -L "$out/lib" \
            -lSnapshotTool -lGoldenCore -lRelistenScreens -lTemplateKitLite -lKitSupport "$file" -o "$binary"
    fi
}

(
    flock 9  # two fuzz.sh runs in parallel must not build at the same time
    build_library KitSupport
    build_library TemplateKitLite
    build_library RelistenScreens
    build_library GoldenCore
    build_library SnapshotTool
    for target in "${targets[@]}"; do build_target "$target"; done
) 9>"$out/build.lock"

status=0

replay_target() {
    local target="$1" inputs=()
    mapfile -t inputs < <(find "Fuzz/corpus/$target" "Fuzz/regressions/$target" -type f 2>/dev/null | LC_ALL=C sort)
    local log="$out/logs/$target-replay.log"
    if timeout 600 "$out/$target-fuzzer" -timeout=10 -rss_limit_mb=2048 "${inputs[@]}" >"$log" 2>&1; then
        printf '%-6s replayed %d inputs: ok\n' "$target" "${#inputs[@]}"
    else
        printf '%-6s replay FAILED (see %s)\n' "$target" "$log"
        grep -E 'ERROR|Fatal error|Running:' "$log" | tail -5 || true
        status=1
    fi
}

fuzz_target() {
    local target="$1"
    local corpus="$out/corpus/$target" artifacts="$out/artifacts/$target/" log="$out/logs/$target.log"
    mkdir -p "$corpus" "$artifacts"
    cp -n "Fuzz/corpus/$target"/* "$corpus"/ 2>/dev/null || true
    [[ -d "Fuzz/regressions/$target" ]] && cp -n "Fuzz/regressions/$target"/* "$corpus"/ 2>/dev/null || true
    local before; before=$(find "$artifacts" -type f | wc -l)
    local code=0
    timeout $((seconds + 300)) "$out/$target-fuzzer" "$corpus" -max_total_time="$seconds" -timeout=10 \
        -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$artifacts" >"$log" 2>&1 || code=$?
    local execs; execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)
    local crashes=$(( $(find "$artifacts" -type f | wc -l) - before ))
    printf '%-6s execs %-10s corpus %-6s crashes %s  (%s s, exit %s, log %s)\n' \
        "$target" "${execs:-?}" "$(find "$corpus" -type f | wc -l)" "$crashes" "$seconds" "$code" "$log"
    if grep -q 'LeakSanitizer has encountered a fatal error' "$log"; then
        echo "       note: LeakSanitizer could not run here; leaks were not checked"
    fi
    if ((code != 0 || crashes > 0)); then
        status=1
        mkdir -p "Fuzz/regressions/$target"
        find "$artifacts" -type f -exec cp -n {} "Fuzz/regressions/$target/" \;
        grep -E 'ERROR|Fatal error|SUMMARY' "$log" | head -5 || true
        echo "       inputs copied to Fuzz/regressions/$target/; replay with scripts/fuzz.sh --replay $target"
    fi
}

for target in "${targets[@]}"; do
    if $replay; then
        replay_target "$target"
    else
        touch "$out/logs/$target.log.start"
        fuzz_target "$target"
    fi
done
exit "$status"
