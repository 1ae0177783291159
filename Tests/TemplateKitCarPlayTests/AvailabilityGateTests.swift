import Foundation
import Testing

/// Linux ignores `@available(iOS …)`, so the gate is checked here: CarPlay API newer than
/// the package's iOS deployment target appears only in GatedCalls.swift (behind
/// `#available`, with a fallback), found with the manifest's introduced versions.
@Suite struct AvailabilityGateTests {
    static let root = ShimManifest.packageRoot
    static let gateFile = "GatedCalls.swift"

    func scan() throws -> AvailabilityScan {
        let package = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let target = try #require(AvailabilityScan.deploymentTarget(packageManifest: package), "Package.swift names no iOS platform")
        let model = try AvailabilityScan.declaredNames(under: Self.root.appendingPathComponent("Sources/TemplateKitLite"))
        return try AvailabilityScan(manifest: try ShimManifest.load(), deploymentTarget: target, modelNames: model)
    }

    @Test func packageSwiftNamesTheIOSDeploymentTarget() throws {
        let package = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(AvailabilityScan.deploymentTarget(packageManifest: package).map { $0 == (17, 0) } == true)
    }

    @Test func theAdapterUsesNewerAPIOnlyInsideTheGateFile() throws {
        let scan = try scan()
        var outside: [AvailabilityScan.Use] = []
        var inside: [AvailabilityScan.Use] = []
        for directory in ["Sources/TemplateKitCarPlay", "Sources/RelistenCarPlay"] {
            for file in try AvailabilityScan.swiftFiles(under: Self.root.appendingPathComponent(directory)) {
                let uses = scan.uses(in: try String(contentsOf: file, encoding: .utf8), file: "\(directory)/\(file.lastPathComponent)")
                if file.lastPathComponent == Self.gateFile { inside += uses } else { outside += uses }
            }
        }
        #expect(outside.isEmpty, "newer than the deployment target, outside \(Self.gateFile):\n\(outside.map(\.description).joined(separator: "\n"))")
        #expect(!inside.isEmpty, "the gate file holds the gated calls; the scan found none there")
    }

    /// The scan is not vacuous: an ungated use outside the gate is found.
    @Test func anUngatedUseOfNewerAPIIsFound() throws {
        let scan = try scan()
        let source = """
            list.showsSpinnerWhileEmpty = model.showsSpinnerWhileEmpty   // 18.4, assigned
            let row = CPListImageRowItem(text: "Recent", gridElements: [], allowsMultipleLines: false)
            let legacy = CPListImageRowItem(text: "Recent", images: [])   // 14.0: fine
            // CPThumbnailImage in a comment is not a use
            button.updateTitleVariants(["New"])
            """
        let found = scan.uses(in: source, file: "Example.swift").map(\.symbol)
        #expect(found == [
            "CPListTemplate.showsSpinnerWhileEmpty",
            "CPListImageRowItem.init(text:gridElements:allowsMultipleLines:)",
            "CPGridButton.updateTitleVariants(_:)",
        ])
    }
}
