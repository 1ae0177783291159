#if !canImport(CarPlay)
import Foundation
import Testing

/// The shim's public surface is the manifest's, line for line: adding API to the shim means
/// adding a sourced line to Docs/carplay-shim-manifest.tsv, and API iOS lacks (a handler
/// getter, an abstract initializer, a helper typealias) cannot slip in unnoticed.
@Suite struct ShimManifestTests {
    static let shims = [("CarPlayShim", "carplay-shim-manifest.tsv"), ("MediaPlayerShim", "mediaplayer-shim-manifest.tsv")]

    @Test(arguments: shims)
    func theCompiledShimsPublicSurfaceIsTheManifest(_ module: String, _ file: String) throws {
        let manifest = try ShimManifest.load(file)
        let listed = Set(manifest.lines.map { "\($0.symbol)\t\($0.declaration)" })
        let compiled = try SymbolGraph.publicDeclarations(module: module)
        let unlisted = compiled.subtracting(listed).sorted()
        let missing = listed.subtracting(compiled).sorted()
        #expect(unlisted.isEmpty, "public in CarPlayShim but not in the manifest:\n\(unlisted.joined(separator: "\n"))")
        #expect(missing.isEmpty, "in the manifest but not public in CarPlayShim:\n\(missing.joined(separator: "\n"))")
    }

    @Test(arguments: shims.map(\.1))
    func everyLineIsSourcedVersionedAndIsolatedAsDeclared(_ file: String) throws {
        for line in try ShimManifest.load(file).lines {
            let isMainActor = line.declaration.contains("@MainActor")
            #expect(line.isolation == (isMainActor ? "main" : "nonisolated"), "\(line.symbol): isolation \(line.isolation)")
            #expect(line.introduced == "shim" || line.version != nil, "\(line.symbol): introduced \(line.introduced)")
            #expect(!line.source.isEmpty, "\(line.symbol): no source")
        }
    }

    /// What the shim adds for tests is named as the shim's, so nobody mistakes it for CarPlay.
    @Test(arguments: shims.map(\.1))
    func shimOnlyAPIIsNamedAsTheShims(_ file: String) throws {
        for line in try ShimManifest.load(file).lines where line.introduced == "shim" {
            let name = line.symbol.split(separator: ".").last.map(String.init) ?? ""
            #expect(line.symbol.hasPrefix("CPShim") || name.lowercased().contains("shim"), "\(line.symbol) is shim-only but not shim-named")
        }
    }

    /// The SDK's isolation (Xcode 26 headers): these four protocols are not main-actor.
    @Test func theProtocolsTheSDKLeavesNonisolatedAreNonisolatedInTheManifest() throws {
        let lines = try ShimManifest.load().lines
        for name in ["CPNowPlayingTemplateObserver", "CPBarButtonProviding", "CPListTemplateItem", "CPSelectableListItem"] {
            #expect(lines.first { $0.symbol == name }?.isolation == "nonisolated", "\(name)")
        }
        for name in ["CPInterfaceControllerDelegate", "CPTabBarTemplateDelegate", "CPTemplateApplicationSceneDelegate", "CPListItem"] {
            #expect(lines.first { $0.symbol == name }?.isolation == "main", "\(name)")
        }
    }
}
#endif
