import RelistenScreens
import TemplateKitLite

/// The content rules over the whole catalog, as `snapshot lint` runs them: every golden's
/// template through ``ContentLint`` on the golden's own car, then the two catalog rules —
/// scenarios of one screen that render the same, and scenarios on a small car whose list
/// never reaches the limit. Each finding names its golden.
struct CatalogContentLint {
    /// A finding and the golden it is about (`relisten/artists@empty.txt`).
    struct Located {
        let golden: String
        let finding: Finding
    }

    /// Findings to report, and how many were expected by their scenario and left out.
    var findings: [Located] = []
    var expected = 0

    init(state: AppState) throws(CommandError) {
        for entry in Gallery.entries {
            let target = RenderTarget.gallery(entry)
            add(ContentLint(profile: target.profile).check(target.template), golden: target.name, expecting: [])
        }
        var renders: [String: (golden: String, text: String)] = [:]
        for entry in ScreenCatalog.entries {
            let target: RenderTarget
            do { target = try RenderTarget.screen(entry, state: state) } catch {
                throw .failure("\(entry.name): \(error.description)")
            }
            let expecting = entry.scenario.expectedContentRules
            add(ContentLint(profile: target.profile).check(target.template), golden: target.name, expecting: expecting)
            let text = target.text()
            let key = entry.screen.rawValue + "|" + String(describing: entry.request) + "|" + text
            if let twin = renders[key] {
                add([Finding(rule: ContentRules.identicalScenarios, path: NodePath(),
                             message: "renders the same as \(twin.golden).txt")], golden: target.name, expecting: expecting)
            } else {
                renders[key] = (target.name, text)
            }
            if let finding = Self.limitNotReached(target) { add([finding], golden: target.name, expecting: expecting) }
        }
    }

    /// A scenario on a car with fewer items than the standard one whose list fits anyway.
    static func limitNotReached(_ target: RenderTarget) -> Finding? {
        let limit = target.profile.maximumItemCount
        guard limit < CarProfile.standard.maximumItemCount else { return nil }
        var template = target.template
        if case .tabBar(let tabs) = template, tabs.tabs.indices.contains(tabs.selectedIndex) {
            template = tabs.tabs[tabs.selectedIndex].content
        }
        guard case .list(let list) = template, list.itemCount <= limit else { return nil }
        return Finding(rule: ContentRules.limitNotReached, path: NodePath([.template(template.pathName)]),
                       message: "\(list.itemCount) items on a car that shows \(limit): nothing is hidden")
    }

    private mutating func add(_ found: [Finding], golden: String, expecting: Set<String>) {
        for finding in found {
            if expecting.contains(finding.rule.id) { expected += 1 } else {
                findings.append(Located(golden: golden + ".txt", finding: finding))
            }
        }
    }
}
