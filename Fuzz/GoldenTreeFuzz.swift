// libFuzzer target for walking and changing a hostile goldens folder (issue 12). The input
// describes a tree under Tests/Snapshots of a throwaway package, then two commands run on
// it in-process:
//
//   byte 0        bit 0: CI mode; bits 1-3 and 4-6: the two commands (see `TreeSandbox.commands`)
//   the rest      records split at NUL bytes; each record's first byte picks what to make
//                 (file, folder, FIFO, link to a file inside, link to a folder outside, link
//                 to a file outside, file with control characters in it), the other bytes
//                 are its path below Tests/Snapshots: raw bytes, so names need not be UTF-8
//                 ('..', '.' and empty components are dropped).
//
// Invariants: every exit status is 0, 1 or 64; nothing outside the package changes; in CI
// mode the goldens folder is byte-for-byte as it was; what the commands print holds no raw
// control character but line feed and tab; and nothing blocks (libFuzzer's -timeout).
#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import GoldenCore
import SnapshotTool

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt { fuzzGoldenTree(data, size) }
#endif

/// One input of this target: libFuzzer's (scripts/fuzz.sh builds with -D FUZZING) or a
/// corpus file replayed by `fuzz-replay` (Fuzz/main.swift) in `swift test`.
func fuzzGoldenTree(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let control = bytes.first ?? 0
    let isCI = control & 1 == 1
    TreeSandbox.reset()
    for record in bytes.dropFirst().split(separator: 0).prefix(24) {
        TreeSandbox.make(Array(record))
    }
    let outsideBefore = TreeSandbox.snapshot(TreeSandbox.outside)
    let goldensBefore = TreeSandbox.snapshot(TreeSandbox.goldens)
    let picks = [Int(control >> 1) & 7, Int(control >> 4) & 7]
    for pick in picks {
        let arguments = TreeSandbox.commands[pick % TreeSandbox.commands.count]
        let output = TextBuffer(), errors = TextBuffer()
        let context = CommandContext(
            output: output, errors: errors, environment: isCI ? ["CI": "true"] : [:],
            workingDirectory: TreeSandbox.root, outputIsTerminal: false, catalog: TreeSandbox.catalog)
        let code = runCommandLine(arguments, context: context)
        guard [ExitCode.success, .failure, .usage].contains(code) else {
            fatalError("GoldenTreeFuzz: \(arguments) exited \(code)")
        }
        for text in [output.text, errors.text] where text.unicodeScalars.contains(where: TreeSandbox.isRawControl) {
            fatalError("GoldenTreeFuzz: \(arguments) printed a raw control character: \(text.debugDescription)")
        }
        if TreeSandbox.snapshot(TreeSandbox.outside) != outsideBefore {
            fatalError("GoldenTreeFuzz: \(arguments) changed a file outside the package")
        }
        if isCI, TreeSandbox.snapshot(TreeSandbox.goldens) != goldensBefore {
            fatalError("GoldenTreeFuzz: \(arguments) changed the goldens folder in CI mode")
        }
    }
    return 0
}

enum TreeSandbox {
    static let base = NSTemporaryDirectory() + "snapshot-tree-fuzz-\(getpid())"
    static let root = base + "/package"
    static let goldens = root + "/Tests/Snapshots"
    static let outside = base + "/outside"

    static let commands: [[String]] = [
        ["pending"], ["check"], ["check", "--prune"], ["accept"], ["reject"],
        ["record", "--overwrite"], ["review", "--out", "review-out"], ["check", "--report", "report.json"],
    ]

    static let catalog = SnapshotCatalog(entries: [
        CatalogEntry(name: "same.txt") { "unchanged\n" },
        CatalogEntry(name: "gallery/x.txt") { "one\ntwo\n" },
        CatalogEntry(name: "dir/new.json") { "{\n  \"a\": 1\n}\n" },
    ])

    /// Rebuilds the package (with one golden that matches) and the folder outside it.
    static func reset() {
        try? FileManager.default.removeItem(atPath: base)
        try? FileManager.default.createDirectory(atPath: goldens + "/gallery", withIntermediateDirectories: true)
        try? FileManager.default.createDirectory(atPath: outside + "/gallery", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: root + "/Package.swift", contents: Data("// swift-tools-version: 6.0\n".utf8))
        _ = FileManager.default.createFile(atPath: goldens + "/same.txt", contents: Data("unchanged\n".utf8))
        _ = FileManager.default.createFile(atPath: outside + "/secret.txt", contents: Data("secret\n".utf8))
        _ = FileManager.default.createFile(atPath: outside + "/gallery/x.txt.new", contents: Data("outside\n".utf8))
    }

    /// Makes what one record describes; failures (a parent that is a file) are ignored.
    static func make(_ record: [UInt8]) {
        guard let kind = record.first else { return }
        let components = record.dropFirst().split(separator: UInt8(ascii: "/"))
            .filter { $0 != [UInt8(ascii: ".")] && $0 != [UInt8(ascii: "."), UInt8(ascii: ".")] }
            .map { Array($0.prefix(120)) }
        guard !components.isEmpty else { return }
        var path = Array(goldens.utf8)
        for folder in components.dropLast() {
            path += [UInt8(ascii: "/")] + folder
            _ = cString(path) { mkdir($0, 0o755) }
        }
        path += [UInt8(ascii: "/")] + components[components.count - 1]
        switch kind % 7 {
        case 0: makeFile(path, "one\nTWO\n")
        case 1: _ = cString(path) { mkdir($0, 0o755) }
        case 2: _ = cString(path) { mkfifo($0, 0o644) }
        case 3: _ = cString(path) { symlink(goldens + "/same.txt", $0) }
        case 4: _ = cString(path) { symlink(outside + "/gallery", $0) }
        case 5: _ = cString(path) { symlink(outside + "/secret.txt", $0) }
        default: makeFile(path, "a\u{0}b\u{1B}[2J\r\u{7}\n")
        }
    }

    private static func makeFile(_ path: [UInt8], _ text: String) {
        let descriptor = cString(path) { open($0, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_NONBLOCK, 0o644) }
        guard descriptor >= 0 else { return }
        _ = Array(text.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }

    private static func cString<T>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> T) -> T {
        (bytes.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    /// Every entry under `folder` (links not followed) with its kind and, for files, bytes.
    static func snapshot(_ folder: String) -> [String: [UInt8]] {
        var result: [String: [UInt8]] = [:]
        var pending = [folder]
        while let current = pending.popLast() {
            guard let directory = try? Directory.following(current), let entries = try? directory.entries() else { continue }
            for entry in entries {
                let path = current + "/" + Printable.bytes(entry.name)
                switch entry.kind {
                case .directory:
                    result[path] = Array("<folder>".utf8)
                    if UTF8Text.firstInvalidOffset(entry.name) == nil { pending.append(path) }
                case .file:
                    result[path] = (try? FileSystem.readAll(path)) ?? Array("<unreadable>".utf8)
                default:
                    result[path] = Array("\(entry.kind)".utf8)
                }
            }
        }
        return result
    }

    /// A control character that must never be printed raw (line feed and tab may).
    static func isRawControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }
}
