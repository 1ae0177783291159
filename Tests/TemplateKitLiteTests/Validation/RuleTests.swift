import Testing
import TemplateKitLite

/// For every rule: one case that breaks it and one close case that does not.
@Suite struct RuleTests {
    @Test(arguments: RuleCase.all)
    func brokenTemplateIsReported(_ ruleCase: RuleCase) throws {
        let findings = Validator(profile: ruleCase.brokenCar).validate(ruleCase.broken)
        let finding = try #require(findings.first { $0.rule.id == ruleCase.rule.id }, "\(findings)")
        #expect(finding.severity == ruleCase.severity)
        #expect(finding.path.description == ruleCase.path)
        #expect(!finding.message.isEmpty)
    }

    @Test(arguments: RuleCase.all)
    func closeTemplateIsNotReported(_ ruleCase: RuleCase) {
        let findings = Validator(profile: ruleCase.fineCar).validate(ruleCase.fine)
        #expect(!findings.contains { $0.rule.id == ruleCase.rule.id }, "\(findings)")
    }

    @Test(arguments: StackCase.all)
    func brokenStackIsReported(_ stackCase: StackCase) throws {
        let findings = Validator(profile: .unconstrained).validate(stackCase.broken)
        let finding = try #require(findings.first { $0.rule.id == stackCase.rule.id }, "\(findings)")
        #expect(finding.severity == stackCase.severity)
        #expect(finding.path.description == stackCase.path)
    }

    @Test(arguments: StackCase.all)
    func closeStackIsNotReported(_ stackCase: StackCase) {
        let findings = Validator(profile: .unconstrained).validate(stackCase.fine)
        #expect(!findings.contains { $0.rule.id == stackCase.rule.id }, "\(findings)")
    }

    /// Rules only a transition can break, tested in `NavigationStackTests`.
    static let transitionOnly: Set<String> = [
        Rules.modalOneAtATime.id, Rules.listTitleFixed.id, Rules.stackPopToRootAtRoot.id, Rules.modalImmutable.id,
    ]

    /// Rules about run-time behaviour that templates (values without closures) cannot
    /// break; TemplateKitCarPlay keeps them (tested in its AdapterTests).
    static let enforcedByTheAdapter: Set<String> = [Rules.itemHandlerCompletes.id]

    @Test func everyRuleHasACase() {
        let covered = Set(RuleCase.all.map(\.rule.id) + StackCase.all.map(\.rule.id))
            .union(Self.transitionOnly).union(Self.enforcedByTheAdapter)
        let missing = Rules.all.map(\.id).filter { !covered.contains($0) }
        #expect(missing.isEmpty, "rules without a breaking case: \(missing)")
    }

    @Test func aPlainListIsClean() {
        let fine = Validator(profile: .unconstrained).validate(.list(TemplateSamples.list()))
        #expect(fine.isEmpty, "\(fine)")
    }
}
