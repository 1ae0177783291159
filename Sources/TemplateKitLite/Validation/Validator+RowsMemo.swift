extension Validator {
    /// What the validator found in the rows of long sections, for later templates that hold
    /// the same rows (``SectionFindingsMemo``, which says when rows are the same): `lint`
    /// validates a catalog's screens, and a walk the root tab bar of each state it reaches.
    /// A section's rows (their ids, then each row) are a function of the rows and the car,
    /// so their findings are kept with both — unless a row shows a playing indicator (those
    /// findings depend on the rows before the section too).
    ///
    ///     var memo = Validator.RowsMemo()
    ///     for screen in screens { findings += Validator(profile: .limited).validate(screen, remembering: &memo) }
    package struct RowsMemo {
        fileprivate var memo = SectionFindingsMemo<CarProfile>()

        package init() {}
    }

    /// ``validate(_:)-(Template)``, the rows of long sections taken from `memo` when it has
    /// validated the same rows on this car (``RowsMemo``), and kept there otherwise.
    package func validate(_ template: Template, remembering memo: inout RowsMemo) -> [Finding] {
        var run = ValidationRun(profile: profile, memo: memo)
        memo = RowsMemo()  // one owner while validating: remembering copies nothing
        run.visit(template, at: NodePath.root(of: template), slot: .root)
        memo = run.memo ?? RowsMemo()
        return run.findings
    }

    /// ``validateAlone(_:)``, remembering as ``validate(_:remembering:)`` does.
    package func validateAlone(_ template: Template, remembering memo: inout RowsMemo) -> [Finding] {
        guard template.isModal else { return validate(template, remembering: &memo) }
        return validateAlone(template)
    }
}

extension ValidationRun {
    /// ``visitRowsUnremembered(_:at:firstPlaying:)``, taken from ``memo`` or kept there. Rows
    /// with a playing indicator are never kept, so rows found there show none.
    mutating func visitRows(_ items: [ListElement], at path: NodePath, firstPlaying: inout NodePath?) {
        guard memo != nil, items.count >= SectionFindingsMemo<CarProfile>.minimumRows else {
            return visitRowsUnremembered(items, at: path, firstPlaying: &firstPlaying)
        }
        if let known = memo?.memo.findings(items, profile, at: path) {
            for finding in known { report(finding.rule, at: finding.path, finding.message) }
            return
        }
        let start = findings.count
        visitRowsUnremembered(items, at: path, firstPlaying: &firstPlaying)
        let showsPlaying = items.contains { if case .item(let item) = $0 { item.playingIndicator != .none } else { false } }
        if !showsPlaying { memo?.memo.remember(items, profile, Array(findings[start...]), at: path) }
    }
}
