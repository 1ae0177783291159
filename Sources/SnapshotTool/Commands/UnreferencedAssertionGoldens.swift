import Foundation
import GoldenCore

/// Assertion goldens no assertion of the last complete test run used: every golden under
/// `Tests/Snapshots` that ``GoldenOwnership`` gives to test files (or to nobody: the test
/// file is gone) — never the catalog's, never a folder both claim — less those the run
/// file lists (``AssertionRun``). A filtered, unfinished or unproven run (no results, a
/// failing or skipped test) marks nothing. The goldens of an XCTest file are kept: XCTest
/// records no skipped test anywhere the tool can read.
///
///     swift test --xunit-output .build/test-results.xml && swift run snapshot pending --unreferenced
enum UnreferencedAssertionGoldens {
    static func find(_ workspace: Workspace, _ context: CommandContext) throws(CommandError) -> (names: [String], kept: [String]) {
        let catalog = try catalogHere(workspace, context)
        let run = try AssertionRun.last(packageRoot: workspace.packageRoot)
        let ownership = workspace.store.ownership(catalogNames: catalog.names)
        var xctestFiles: [String: Bool] = [:]
        var kept: [String] = []
        let names = try workspace.store.goldenNames().filter { name in
            guard !run.used.contains(name) else { return false }
            switch ownership.owner(of: name) {
            case .nobody: return true
            case .testFiles(let files):
                let isXCTest = files.contains { file in
                    if let known = xctestFiles[file] { return known }
                    let bytes = (try? FileSystem.readAll(workspace.packageRoot + "/" + file)) ?? []
                    let found = String(decoding: bytes, as: UTF8.self).contains("XCTestCase")
                    xctestFiles[file] = found
                    return found
                }
                if isXCTest { kept.append(name) }
                return !isXCTest
            case .catalog, .collision: return false
            }
        }
        return (names, kept)
    }

    /// The note for goldens of XCTest files that were kept.
    static func keptNote(_ kept: [String]) -> String? {
        guard !kept.isEmpty else { return nil }
        return "note: \(Plural.count(kept.count, "golden")) of XCTest test files unused by the last run kept "
            + "(XCTest's results do not record a skipped test): first \(Printable.path(kept[0])); delete one by hand if it is unused"
    }

    /// The catalog whose goldens are never unreferenced: this tool's in its own package;
    /// none in a package with no catalog executable; in a package with its own catalog
    /// (whose goldens this tool cannot tell from a deleted test file's), a usage error
    /// naming the catalog's command.
    private static func catalogHere(_ workspace: Workspace, _ context: CommandContext) throws(CommandError) -> SnapshotCatalog {
        if workspace.isOwned(by: context) { return context.catalog }
        let manifest = String(decoding: (try? FileSystem.readAll(workspace.packageRoot + "/Package.swift")) ?? [], as: UTF8.self)
        guard manifest.contains("SnapshotTool") else { return SnapshotCatalog([]) }
        let name = catalogExecutable(in: manifest).map { "swift run \($0)" } ?? "swift run <your catalog executable>"
        throw .usage("'--unreferenced' refused: this package has a catalog executable of its own, whose goldens this '"
            + HelpText.toolName + "' cannot tell from those of a deleted test file. Run '\(name) pending --unreferenced' "
            + "(or 'reject --unreferenced') instead")
    }

    /// The name of the first `.executableTarget(name: "…"` whose declaration mentions `SnapshotTool`.
    static func catalogExecutable(in manifest: String) -> String? {
        for piece in manifest.components(separatedBy: ".executableTarget(").dropFirst() {
            let declaration = piece.components(separatedBy: ".target(").first?.components(separatedBy: ".testTarget(").first ?? piece
            guard declaration.contains("SnapshotTool"), let start = declaration.range(of: "name: \"") else { continue }
            return String(declaration[start.upperBound...].prefix { $0 != "\"" })
        }
        return nil
    }
}
