import Testing
import TemplateKitLite

/// The lint over operation logs: reloading the visible list when only rows changed is an error.
@Suite struct OperationLintTests {
    let before = R.list("b", "B", [R.row("1", "One"), R.row("2", "Two")])
    let renamed = R.list("b", "B", [R.row("1", "Uno"), R.row("2", "Two")])

    @Test func aReloadOfTheVisibleListForARowChangeIsAnError() {
        let sections: [ListSection] = if case .list(let l) = renamed { l.sections } else { [] }
        let findings = OperationLint.check([.updateSections(list: "b", sections)], from: CarDisplay(stack: R.stack(R.a, [before])),
                                           to: R.stack(R.a, [renamed]))
        #expect(findings.map(\.description) == [
            "error: call 1: updateSections reloads the visible list [b] though only row properties changed; use the row setters",
        ])
    }

    @Test func aReplaceOfTheVisibleListForARowChangeIsAnError() {
        let findings = OperationLint.check([.popTemplate, .pushTemplate(renamed)], from: CarDisplay(stack: R.stack(R.a, [before])),
                                           to: R.stack(R.a, [renamed]))
        #expect(findings.map(\.index) == [1])
    }

    @Test func theReconcilersOwnPlansAreClean() {
        let inserted = R.list("b", "B", [R.row("0", "Zero"), R.row("1", "One"), R.row("2", "Two")])
        for next in [renamed, inserted] {
            let shown = CarDisplay(stack: R.stack(R.a, [before]))
            let result = Reconciler().reconcile(shown, to: R.stack(R.a, [next]), now: 0)
            #expect(OperationLint.check(result.operations, from: shown, to: R.stack(R.a, [next])).isEmpty)
        }
    }
}
