import TemplateKitLite

/// The content rules over a whole catalog, as `snapshot lint` runs them: every screen's
/// template through ``ContentLint`` on the screen's own car, then the two catalog rules —
/// variants of one screen (`relisten/artists@empty`, `relisten/artists@loading`) whose
/// driver views are the same, and screens on a small car whose list never reaches the
/// limit. Each finding names its golden; findings of rules a screen expects
/// (``SnapshotEntry/expectedContentRules``) are counted, not reported.
struct CatalogContentLint {
    /// A finding and the golden it is about (`relisten/artists@empty.txt`).
    struct Located {
        let golden: String
        let finding: Finding
    }

    private(set) var findings: [Located] = []
    /// Findings the screens expected.
    private(set) var expected = 0
    /// Screens whose template could not be made (reported by the CarPlay lint).
    private(set) var skipped = 0

    init(_ screens: [SnapshotEntry], profile chosen: CarProfile? = nil, entryPoints: Set<String> = []) {
        // Per screen (variants share it): each distinct render and the first variant that
        // made it. Renders are compared, not hashed: a screen has a few variants, and hashing
        // (and rehashing) every whole render cost more than the content rules themselves.
        var renders: [String: [(text: String, name: String)]] = [:]
        // Many screens list the same rows (every artist): their findings are found once.
        var memo = ContentLint.SectionMemo()
        for screen in screens {
            let profile = chosen ?? screen.profile
            guard let template = try? screen.template() else {
                skipped += 1
                continue
            }
            var found = ContentLint(profile: profile).check(template, remembering: &memo)
            let text = TextRenderer(profile: profile).render(template, isPushed: screen.isPushed)
            let variants = Self.screenName(screen.name)
            if let twin = renders[variants, default: []].first(where: { $0.text == text }) {
                found.append(Finding(rule: ContentRules.identicalScenarios, path: NodePath(),
                                     message: "renders the same as \(twin.name).txt"))
            } else {
                renders[variants, default: []].append((text, screen.name))
            }
            if let finding = Self.limitNotReached(template, profile: profile) { found.append(finding) }
            if let finding = Self.hiddenEntryPoint(template, profile: profile, entryPoints: entryPoints) { found.append(finding) }
            for finding in found {
                if screen.expectedContentRules.contains(finding.rule.id) { expected += 1 } else {
                    findings.append(Located(golden: screen.name + ".txt", finding: finding))
                }
            }
        }
    }

    /// `relisten/artists` for `relisten/artists@empty`: the screen its variants share.
    static func screenName(_ name: String) -> String {
        name.lastIndex(of: "@").map { String(name[..<$0]) } ?? name
    }

    /// A finding when `profile` shows fewer list items than the unconstrained car but the list
    /// (a tab bar's selected list) fits anyway.
    static func limitNotReached(_ template: Template, profile: CarProfile) -> Finding? {
        let limit = profile.maximumItemCount
        guard limit < CarProfile.unconstrained.maximumItemCount else { return nil }
        var shown = template
        if case .tabBar(let tabs) = template, tabs.tabs.indices.contains(tabs.selectedIndex) {
            shown = tabs.tabs[tabs.selectedIndex].content
        }
        guard case .list(let list) = shown, list.itemCount <= limit else { return nil }
        return Finding(rule: ContentRules.limitNotReached, path: NodePath([.template(shown.pathName)]),
                       message: "\(list.itemCount) items on a car that shows \(limit): nothing is hidden")
    }

    /// A finding when the car hides (``CarView``) a section or row named in `entryPoints`.
    static func hiddenEntryPoint(_ template: Template, profile: CarProfile, entryPoints: Set<String>) -> Finding? {
        guard !entryPoints.isEmpty, let shown = CarView(template, profile: profile).list else { return nil }
        let sections = shown.hiddenSectionHeaders.filter(entryPoints.contains)
        // A few entry points against thousands of hidden rows: compared, not hashed (a row's
        // text hashed cost more than the rest of the rule).
        let rows = shown.hiddenItems.compactMap { element -> String? in
            if case .item(let item) = element, entryPoints.contains(where: { $0 == item.text }), !sections.contains(item.text) {
                return item.text
            }
            return nil
        }
        let hidden = sections.map { "section “\($0)”" } + rows.map { "row “\($0)”" }
        guard !hidden.isEmpty else { return nil }
        return Finding(rule: ContentRules.hiddenEntryPoint, path: NodePath([.template(Template.list(shown.list).pathName)]),
                       message: "this car (\(profile.name), \(profile.maximumItemCount) items) hides "
                           + hidden.joined(separator: ", ") + ": a driver cannot reach it")
    }
}
