import Foundation
@testable import GoldenCore
@testable import SnapshotTool
@testable import LiveCatalog
@testable import SnapshotBench

/// A throwaway package root in the temporary folder (with a `Package.swift` and an
/// empty `Tests/Snapshots`), and a way to run `snapshot` in-process against it.
final class TestWorkspace {
    let root: String
    var environment: [String: String] = [:]
    var catalog: SnapshotCatalog
    /// The package the catalog belongs to; nil lets it write anywhere (most tests).
    var ownerPackage: String?
    /// Answers for `review --interactive`.
    var input: [String] = []

    init(catalog: SnapshotCatalog = TestCatalog.standard, createGoldensFolder: Bool = true) throws {
        root = NSTemporaryDirectory() + "snapshot-tests-" + UUID().uuidString
        self.catalog = catalog
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try write("// swift-tools-version: 6.0\n", to: "Package.swift")
        if createGoldensFolder {
            try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
        }
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    var goldens: String { root + "/Tests/Snapshots" }

    struct Result {
        let code: ExitCode
        let output: String
        let errors: String
    }

    /// Runs `snapshot arguments` with the working directory at the root.
    @discardableResult
    func run(_ arguments: [String], terminal: Bool = false) -> Result {
        let output = TextBuffer(), errors = TextBuffer()
        let context = CommandContext(
            output: output, errors: errors, environment: environment,
            workingDirectory: root, outputIsTerminal: terminal, catalog: catalog,
            ownerPackage: ownerPackage, input: ScriptedInput(input))
        // The catalog commands and `bench` with the tool's rows (the live catalog's need the main actor).
        let code = SnapshotTool.run(arguments, context: context, commands: SnapshotBench.commands(catalogRows: []))
        return Result(code: code, output: output.text, errors: errors.text)
    }

    /// Writes `text` to `relative` under the root, creating folders.
    func write(_ text: String, to relative: String) throws {
        try writeBytes(Array(text.utf8), to: relative)
    }

    func writeBytes(_ bytes: [UInt8], to relative: String) throws {
        let url = URL(fileURLWithPath: root + "/" + relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    func writeGolden(_ text: String, _ name: String) throws {
        try write(text, to: "Tests/Snapshots/" + name)
    }

    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: root + "/" + relative).map { String(decoding: $0, as: UTF8.self) }
    }

    func golden(_ name: String) -> String? { read("Tests/Snapshots/" + name) }

    func exists(_ relative: String) -> Bool {
        FileSystem.kind(root + "/" + relative) != .missing
    }

    /// Every file and link under the root with its bytes (or link target), for
    /// before/after comparisons.
    func tree() -> [String: String] {
        var result: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let relative = enumerator?.nextObject() as? String {
            let full = root + "/" + relative
            switch FileSystem.kind(full) {
            case .file: result[relative] = FileManager.default.contents(atPath: full).map { String(decoding: $0, as: UTF8.self) }
            case .symbolicLink: result[relative] = "link → " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: full)) ?? "?")
            case .directory: result[relative + "/"] = ""
            default: result[relative] = "other"
            }
        }
        return result
    }
}
