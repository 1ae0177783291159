import Testing
import TemplateKitLite
@testable import SnapshotTool

/// A stack check that stopped at its limit is not a pass of everything: `lint` warns,
/// naming the car and the limit, and counts only the stacks it checked.
@Suite struct StackCheckLimitTests {
    static func catalog(stoppedAt limit: Int?) -> SnapshotCatalog {
        let check = StackCheck.onEveryCar("stack", outcomes: { cars in
            cars.map { _ in StackCheckOutcome(visited: 7, problems: [], stoppedAtLimit: limit) }
        })
        return SnapshotCatalog([SnapshotEntry("podcast/empty") { ListTemplate("Empty") {} }], stackChecks: [check])
    }

    @Test func aCheckStoppedAtItsLimitIsAWarningPerCar() {
        let report = LintCommand.lint(Self.catalog(stoppedAt: 7), profile: .limited, family: "carplay")
        #expect(report.errors == 0 && report.warnings == 1 && report.stacks == 7, "\(report.lines)")
        #expect(report.lines.contains("warning stack stopped at its limit of 7 stacks; the stacks past them were not checked  [limited]"),
                "\(report.lines)")
    }

    @Test func aCheckThatFinishedSaysNothing() {
        let report = LintCommand.lint(Self.catalog(stoppedAt: nil), profile: .limited, family: "carplay")
        #expect(report.warnings == 0 && report.stacks == 7, "\(report.lines)")
    }
}
