extension Template {
    /// The rules this template breaks by being shown in `slot` on a car with `profile`:
    /// support and iOS gating first, then placement.
    func placementProblems(in slot: Slot, profile: CarProfile) -> [Problem] {
        var problems: [Problem] = []
        if case .unsupported(let kind, _) = self {
            problems.append(Problem(Rules.templateUnsupported, "\(kind.rawValue) is not a template for audio apps"))
        }
        if case .actionSheet = self, profile.iOS < .iOS17 {
            problems.append(Problem(Rules.actionSheetNeedsIOS17,
                "action sheets need iOS 17; this profile targets iOS \(profile.iOS)"))
        }
        if let problem = slotProblem(slot) { problems.append(problem) }
        return problems
    }

    /// The placement rule broken by putting this template in `slot`, if any.
    private func slotProblem(_ slot: Slot) -> Problem? {
        switch (self, slot) {
        case (.unsupported, _), (.tabBar, .root), (.alert, .presented), (.actionSheet, .presented):
            return nil
        case (.tabBar, _):
            let place = slot == .tab ? "put inside a tab" : slot.verb
            return Problem(Rules.tabBarRootOnly, "a tab bar cannot be \(place); it is only ever the root")
        case (.alert, .tab), (.actionSheet, .tab), (.nowPlaying, .tab):
            return Problem(Rules.tabBarTabContent, "\(kindName) cannot be a tab; a tab holds a list or a grid")
        case (.alert, _), (.actionSheet, _):
            return Problem(Rules.modalPushed, "\(kindName) cannot be \(slot.verb); it is only presented")
        case (_, .presented):
            return Problem(Rules.modalPresentNonModal,
                "\(kindName) cannot be presented; only an alert or an action sheet can")
        default:
            return nil
        }
    }
}
