#if !os(iOS)
import Foundation
import Testing

/// Issue 28 item 4: the iOS product set is explicit, and what `ios.yml` builds for iOS can
/// compile there (no `Process`, no shim controls outside an `#if` that leaves iOS out).
@Suite struct IOSProductSetTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theWorkflowBuildsTheLibrariesAnIOSAppLinksAndNoToolSide() throws {
        let scan = IOSBuildScan(root: Self.root)
        let built = scan.builtProducts(try Self.read(".github/workflows/ios.yml"))
        #expect(built == ["TemplateKitLite", "TemplateKitSnapshots", "TemplateKitDrawing", "TemplateKitDrawingSnapshots", "RelistenScreens", "TemplateKitCarPlay", "RelistenCarPlay"])
    }

    @Test func whatTheWorkflowBuildsForIOSUsesNoProcessAndNoShimControl() throws {
        let scan = IOSBuildScan(root: Self.root)
        let workflow = try Self.read(".github/workflows/ios.yml")
        let (products, dependencies) = scan.manifest(try Self.read("Package.swift"))
        let built = scan.builtProducts(workflow)
        #expect(built.allSatisfy { products[$0] != nil }, "every scheme built is a product")
        let tests = scan.testTargets(try Self.read(".swiftpm/xcode/xcshareddata/xcschemes/CarPlaySimulatorTests.xcscheme"))
        #expect(tests == ["TemplateKitCarPlayTests", "RelistenCarPlayTests"])
        let targets = scan.closure(built.flatMap { products[$0] ?? [] } + tests, dependencies)
        #expect(!targets.contains("LiveCatalog") && !targets.contains("SnapshotTool") && !targets.contains("CarPlayShim"))
        #expect(try scan.findings(in: targets) == [])
    }

    @Test func simulatorTestsNeverGoThroughThePackageSchemeAndXcodeIsPinned() throws {
        let workflow = try Self.read(".github/workflows/ios.yml")
        #expect(!workflow.contains("-Package"), "the package scheme builds the tool side")
        #expect(workflow.contains("xcode-select -s /Applications/Xcode_26.5.app/"))
        #expect(!workflow.contains("Xcode_26*"), "a wildcard can pick a beta")
    }

    /// The scan itself: what it must find, and what an `#if` leaving iOS out hides.
    @Test func theScanFindsProcessAndShimControlsOnlyWhereIOSCompilesThem() {
        let source = """
        import Foundation
        #if canImport(CarPlay)
        import CarPlay
        #else
        import CarPlayShim
        #endif
        let p = Process()
        #if !os(iOS)
        let q = Process()
        #endif
        #if DEBUG
        CPShim.drain()
        #elseif os(Linux)
        CPShim.reset()
        #endif
        // CPShim.drain() in a comment
        """
        #expect(IOSBuildScan.findings(in: source, file: "F.swift") == [
            "F.swift:7: Process (unavailable on iOS)", "F.swift:12: a shim control (no such API on iOS)",
        ])
        #expect(IOSCondition.evaluate("!canImport(CarPlay) || os(Linux)") == false)
        #expect(IOSCondition.evaluate("canImport(CarPlay) && DEBUG") == nil)
    }
}
#endif
