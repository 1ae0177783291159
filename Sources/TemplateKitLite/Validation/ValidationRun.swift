/// One walk of the validator: the car, and the findings so far in document order.
struct ValidationRun {
    let profile: CarProfile
    private(set) var findings: [Finding] = []
    /// What earlier runs found in long sections' rows, when the caller keeps it (``Validator/RowsMemo``).
    var memo: Validator.RowsMemo?

    init(profile: CarProfile, memo: Validator.RowsMemo? = nil) {
        self.profile = profile
        self.memo = memo
    }

    mutating func report(_ rule: Rule, at path: NodePath, _ message: String) {
        findings.append(Finding(rule: rule, path: path, message: message))
    }

    mutating func report(_ problems: [Problem], at path: NodePath) {
        for problem in problems { report(problem.rule, at: path, problem.message) }
    }

    /// Checks `template` shown in `slot` at `path` (which ends with the template), then
    /// everything inside it.
    mutating func visit(_ template: Template, at path: NodePath, slot: Slot) {
        report(template.placementProblems(in: slot, profile: profile), at: path)
        visitContent(template, at: path)
    }

    /// Checks everything inside `template`, whose own path is `path`.
    mutating func visitContent(_ template: Template, at path: NodePath) {
        switch template {
        case .tabBar(let tabBar): visitTabBar(tabBar, at: path)
        case .list(let list): visitList(list, at: path)
        case .grid(let grid): visitGrid(grid, at: path)
        case .nowPlaying(let nowPlaying): visitNowPlaying(nowPlaying, at: path)
        case .alert(let alert): visitAlert(alert, at: path)
        case .actionSheet(let sheet):
            if sheet.actions.isEmpty { report(Rules.actionSheetNoActions, at: path, "the action sheet has no action") }
        case .unsupported: break
        }
    }

    /// A tab bar at `path` (ending in `tabs`): its structure, then each tab as `tabs[i]`.
    mutating func visitTabBar(_ tabBar: TabBarTemplate, at path: NodePath) {
        report(tabBar.structureProblems(profile: profile), at: path)
        if tabBar.selectedIndex != 0, profile.iOS < .iOS17 {
            report(Rules.iOSSelectTab, at: path,
                "tab \(tabBar.selectedIndex) is selected; selecting a tab from the app is unavailable below iOS 17 (target iOS \(profile.iOS))")
        }
        visitIdentities(tabBar.tabs.map(\.content.id), of: "tabs", at: path)
        let base = NodePath(Array(path.components.dropLast()))
        for (index, tab) in tabBar.tabs.enumerated() {
            let tabPath = base.appending(.tab(index)).appending(.template(tab.content.pathName))
            visit(tab.content, at: tabPath, slot: .tab)
        }
    }

    /// Navigation bar buttons over the per-side limit.
    mutating func visitNavigationBar(leading: [BarButton], trailing: [BarButton], at path: NodePath) {
        let sides: [(NodePath.NavigationBarSide, Int)] = [(.leading, leading.count), (.trailing, trailing.count)]
        let limit = profile.maximumNavigationBarButtons
        for (side, count) in sides where count > limit {
            report(Rules.navBarButtonLimit, at: path.appending(.navigationBar(side)),
                "\(count) \(side.rawValue) buttons; this car shows at most \(limit), the rest are ignored")
        }
        for (side, buttons) in [(NodePath.NavigationBarSide.leading, leading), (.trailing, trailing)] {
            for button in buttons where button.title != nil && button.image != nil {
                report(Rules.navBarTitleAndImage, at: path.appending(.navigationBar(side)),
                    "button \(Self.quoted(button.title ?? "")) has a title and an image; CarPlay shows the title only")
            }
        }
    }
}
