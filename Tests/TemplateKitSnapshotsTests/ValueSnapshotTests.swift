import Foundation
import Testing
import TemplateKitLite
@testable import GoldenCore
@testable import TemplateKitSnapshots

/// Every template and stack testable: modals validated as presented, whole navigation
/// stacks, operation logs and plain text — against a throwaway package.
@Suite struct ValueSnapshotTests {
    let package: TempPackage
    init() throws { package = try TempPackage() }

    static let clearQueue = AlertTemplate("Clear the queue?", "Clear queue?") {
        AlertAction("Clear", style: .destructive).action(Action("clearQueue"))
        AlertAction("Cancel", style: .cancel)
    }

    static let sheet = ActionSheetTemplate("Sleep timer", message: "Stop playing after") {
        AlertAction("15 minutes").action(Action("sleep", ["minutes": 15]))
        AlertAction("Cancel", style: .cancel)
    }

    func run(_ assertion: GoldenAssertion) -> [String] { assertion.run(environment: [:]) }

    @Test func anAlertOrActionSheetAloneIsValidatedAsPresented() throws {
        for (index, modal) in [Self.clearQueue.template, Self.sheet.template].enumerated() {
            try package.write(TextRenderer().render(modal), "modal\(index).txt")
            let problems = package.assert(modal, named: "modal\(index)")
            #expect(problems.isEmpty, "a modal snapshotted alone is presented, not a root: \(problems)")
        }
        let findings = Validator(profile: .unconstrained).validateAlone(Self.clearQueue.template)
        #expect(findings.allSatisfy { $0.rule.id != "modal.pushed" })
        #expect(Validator(profile: .unconstrained).validate(Self.clearQueue.template).contains { $0.rule.id == "modal.pushed" },
                "as a root, an alert is still refused")
    }

    @Test func aModalAloneStillFailsItsOwnRules() throws {
        let empty = AlertTemplate("Nothing to do") {}
        try package.write(TextRenderer().render(empty.template), "episodes.txt")
        let problems = package.assert(empty)
        #expect(problems.contains { $0.hasPrefix("CarPlay rule alert.no-actions at presented \"Nothing to do\"") }, "\(problems)")
    }

    @Test func aWholeStackRendersAndValidatesAsTheCarHoldsIt() throws {
        var stack = try NavigationStack(root: Screens.episodes.template)
        try stack.present(Self.clearQueue.template)
        let text = run(SnapshotFormat.text.assertion(
            of: stack, named: "stack", function: "f()", profile: .unconstrained, validate: true,
            filePath: package.testFile, site: "S:1:1"))
        #expect(text.count == 1 && text[0].contains("has no golden yet"), "\(text)")
        let written = try #require(package.read("stack.txt.new"))
        #expect(written.contains("presented over \"Episodes\""), "\(written)")
        #expect(written.contains("Clear the queue?"))
        let json = run(SnapshotFormat.json.assertion(
            of: stack, named: "stack", function: "f()", profile: .unconstrained, validate: true,
            filePath: package.testFile, site: "S:1:2"))
        #expect(json.count == 1)
        let document = try #require(package.read("stack.json.new"))
        #expect(document.contains("\"presented\": {") && document.contains("\"root\": {"), "\(document)")
        #expect(!document.contains("\"pushed\""), "no pushed templates, no key")
    }

    @Test func aStackCarPlayWouldRefuseFailsWithTheRule() throws {
        let stack = NavigationStack(unchecked: Self.clearQueue.template, profile: .unconstrained)
        let problems = run(SnapshotFormat.text.assertion(
            of: stack, named: "bad", function: "f()", profile: .unconstrained, validate: true,
            filePath: package.testFile, site: "S:2:1"))
        #expect(problems.contains { $0.hasPrefix("CarPlay rule modal.pushed") }, "\(problems)")
    }

    @Test func anOperationLogIsATextGolden() throws {
        let next = try NavigationStack(root: Screens.episodes.template)
        let update = Reconciler().reconcile(nil, to: next, now: 0)
        try package.write(OperationLog.render(update.operations), "first-show.operations.txt")
        let matched = run(TextSnapshotFormat.operations.assertion(
            of: update, named: "first-show", function: "f()", filePath: package.testFile, site: "O:1:1"))
        #expect(matched.isEmpty, "\(matched)")
        let changed = run(TextSnapshotFormat<[CarPlayOperation]>.operations.assertion(
            of: [], named: "no-show", function: "f()", filePath: package.testFile, site: "O:1:2"))
        #expect(changed.count == 1 && changed[0].contains("+(no calls)"), "\(changed)")
    }

    @Test func plainTextIsWrittenAsItIs() throws {
        let problems = run(TextSnapshotFormat.text.assertion(
            of: "3 episodes\n", named: nil, function: "queueCount()", filePath: package.testFile, site: "T:1:1"))
        #expect(problems.count == 1)
        #expect(package.read("queueCount.txt.new") == "3 episodes\n")
    }
}

/// A mismatch carries its render and message, which Swift Testing attaches.
@Suite struct AttachmentTests {
    @Test func aMismatchCarriesTheRenderAndTheDiffForAttachments() throws {
        let package = try TempPackage()
        try package.write("Episodes\n", "attach.txt")
        let assertion = TextSnapshotFormat.text.assertion(
            of: "Episodes (2)\n", named: "attach", function: "f()", filePath: package.testFile, site: "A:1:1")
        let mismatch = try #require(assertion.evaluate(environment: ["CI": "true"]).mismatch)
        #expect(mismatch.fileName == "attach.txt")
        #expect(mismatch.render == Array("Episodes (2)\n".utf8))
        #expect(mismatch.message.contains("-Episodes\n+Episodes (2)"))
    }
}
