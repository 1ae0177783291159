// `fuzz-replay TARGET FOLDER...`: runs every file in the folders through one fuzz target's
// entry point, without libFuzzer or sanitizers, in a plain debug build. `swift test`
// replays the committed corpus and every input that ever crashed this way
// (Tests/SnapshotToolTests/FuzzReplayTests.swift); timed fuzzing runs nightly
// (.github/workflows/fuzz.yml, scripts/fuzz.sh). Exit 0: every input ran; 64: usage; an
// input that breaks an invariant traps, naming it on stderr first.
import Foundation

let targets: [String: (UnsafePointer<UInt8>, Int) -> CInt] = [
    "state": fuzzStateDocument, "diff": fuzzDiff, "args": fuzzArguments, "tree": fuzzGoldenTree, "terminal": fuzzTerminal, "output": fuzzOutput,
]
let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, let target = targets[name], arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: fuzz-replay \(targets.keys.sorted().joined(separator: "|")) FOLDER...\n".utf8))
    exit(64)
}
var replayed = 0
for folder in arguments.dropFirst() {
    let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    for file in files {
        let path = folder + "/" + file
        guard let data = FileManager.default.contents(atPath: path) else { continue }
        FileHandle.standardError.write(Data("replaying \(path)\n".utf8))
        var bytes = [UInt8](data)
        if bytes.isEmpty { bytes = [0] }
        _ = bytes.withUnsafeBufferPointer { target($0.baseAddress!, data.count) }
        replayed += 1
    }
}
print("\(name): replayed \(replayed) inputs")
