import Testing
import TemplateKitLite
@testable import SnapshotTool

/// A catalog entry of an alert or action sheet alone is validated as presented, so
/// `lint` passes it unless its own rules fail.
@Suite struct ModalEntryTests {
    static let alert = AlertTemplate("Clear the queue?") {
        AlertAction("Clear", style: .destructive).action(Action("clearQueue"))
    }

    @Test func aModalEntryAloneLintsAsPresented() {
        let catalog = SnapshotCatalog([
            SnapshotEntry("podcast/clear-queue") { Self.alert },
            SnapshotEntry("podcast/sleep") { ActionSheetTemplate("Sleep timer") { AlertAction("Off", style: .cancel) } },
        ])
        let report = LintCommand.lint(catalog, profile: nil, family: "carplay")
        #expect(report.errors == 0, "\(report.lines)")
    }

    @Test func aModalEntryStillFailsItsOwnRules() {
        let catalog = SnapshotCatalog([SnapshotEntry("podcast/empty") { AlertTemplate("Nothing") {} }])
        let report = LintCommand.lint(catalog, profile: nil, family: "carplay")
        #expect(report.errors == 1)
        #expect(report.lines.contains { $0.contains("alert.no-actions") && $0.contains("presented \"Nothing\"") }, "\(report.lines)")
    }
}
