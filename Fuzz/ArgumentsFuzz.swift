// libFuzzer target for the `snapshot` command line: the input's first byte picks CI mode
// (odd: CI=true), the rest is split at NUL bytes into arguments and run in-process by
// `run(_:context:)` against a throwaway package root with a few goldens. Linked with the
// GoldenCore and SnapshotTool libraries by scripts/fuzz.sh.
//
// Invariants: the exit status is 0, 1 or 64; in CI mode the goldens folder is left exactly
// as it was, even with `--report` (no golden, pending, temporary or report file written,
// changed or deleted).
//
// Sandbox: arguments that could name a path outside the temporary root (absolute paths,
// `..`, `~`) are replaced, the environment is empty, and `bench` and `serve` are left out
// (`bench` is slow and writes nothing; `serve` serves until it is interrupted — a CI run
// that drew it stalled the fuzzer into its 10 s timeout — and has its own tests). The root is rebuilt before every input so runs are reproducible.
import Foundation
import GoldenCore
import SnapshotTool

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt { fuzzArguments(data, size) }
#endif

/// One input of this target: libFuzzer's (scripts/fuzz.sh builds with -D FUZZING) or a
/// corpus file replayed by `fuzz-replay` (Fuzz/main.swift) in `swift test`.
func fuzzArguments(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let isCI = bytes.first.map { $0 & 1 == 1 } ?? false
    let arguments = bytes.dropFirst().split(separator: 0, omittingEmptySubsequences: false)
        .prefix(32).map { ArgumentsSandbox.confined(String(decoding: $0, as: UTF8.self)) }
    _ = ArgumentsSandbox.initialGoldens
    ArgumentsSandbox.reset()
    let context = CommandContext(
        output: TextBuffer(), errors: TextBuffer(), environment: isCI ? ["CI": "true"] : [:],
        workingDirectory: ArgumentsSandbox.root, outputIsTerminal: bytes.count % 3 == 0,
        catalog: ArgumentsSandbox.catalog)
    let code = runCommandLine(arguments, context: context, commands: ArgumentsSandbox.commands)
    guard [ExitCode.success, .failure, .usage].contains(code) else {
        fatalError("ArgumentsFuzz: unexpected exit code \(code)")
    }
    // `--report FILE` is the one file CI writes, and never in the goldens folder (issue 12).
    if isCI, ArgumentsSandbox.goldens() != ArgumentsSandbox.initialGoldens {
        fatalError("ArgumentsFuzz: CI mode changed the goldens folder with \(arguments)")
    }
    return 0
}

enum ArgumentsSandbox {
    /// A folder three levels inside a fresh temporary folder, so even `--root` values that
    /// slipped through stay inside it.
    static let root: String = {
        let base = NSTemporaryDirectory() + "snapshot-args-fuzz-\(getpid())"
        return base + "/a/b/package"
    }()

    static let commands = CommandRegistry.commands.filter { !["bench", "serve"].contains($0.spec.name) }

    static let catalog = SnapshotCatalog(entries: [
        CatalogEntry(name: "same.txt") { "unchanged\n" },
        CatalogEntry(name: "changed.txt") { "one\ntwo\nthree\n" },
        CatalogEntry(name: "dir/new.json") { "{\n  \"a\": 1\n}\n" },
        CatalogEntry(name: "crlf.txt") { "line\n" },
    ])

    static let files: [(String, String)] = [
        ("Package.swift", "// swift-tools-version: 6.0\n"),
        ("Tests/Snapshots/same.txt", "unchanged\n"),
        ("Tests/Snapshots/changed.txt", "one\nTWO\nthree\n"),
        ("Tests/Snapshots/changed.txt.new", "one\ntwo\nthree\n"),
        ("Tests/Snapshots/crlf.txt", "line\r\n"),
        ("Tests/Snapshots/orphan.txt", "nobody renders this\n"),
        ("Tests/Snapshots/orphan.txt.new", "pending orphan\n"),
    ]

    /// A golden that is not UTF-8.
    static let invalidUTF8 = ("Tests/Snapshots/bad.txt", Data([0x61, 0xFF, 0xFE, 0x0A]))

    /// The goldens folder right after ``reset()``. Bytes as `[UInt8]`: with `Data` here,
    /// LeakSanitizer reported the storage this global holds as leaked at exit (a false positive).
    static let initialGoldens: [String: [UInt8]] = {
        reset()
        return goldens()
    }()

    /// Every file under `Tests/Snapshots`, by relative path, with its bytes.
    static func goldens() -> [String: [UInt8]] {
        let folder = root + "/Tests/Snapshots"
        var files: [String: [UInt8]] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let relative = enumerator?.nextObject() as? String {
            files[relative] = FileManager.default.contents(atPath: folder + "/" + relative).map { [UInt8]($0) } ?? Array("<folder>".utf8)
        }
        return files
    }

    /// Rebuilds the package root from ``files``.
    static func reset() {
        try? FileManager.default.removeItem(atPath: root)
        for (path, text) in files {
            let full = root + "/" + path
            try? FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: full, contents: Data(text.utf8))
        }
        _ = FileManager.default.createFile(atPath: root + "/" + invalidUTF8.0, contents: invalidUTF8.1)
    }

    /// `argument`, or a harmless stand-in when it could lead outside the root.
    static func confined(_ argument: String) -> String {
        let risky = argument.contains("..") || argument.hasPrefix("/") || argument.contains("=/") || argument.contains("~")
        return risky ? "confined" : argument
    }
}
