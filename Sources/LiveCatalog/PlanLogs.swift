import GoldenCore
import SnapshotTool
import TemplateKitLite

/// Operation logs of the update plan on small generic screens, `plan/NAME.operations.txt`:
/// the changes Relisten's screens never make (a tab badge, an alert, an action sheet, an
/// image row's title), each with what a driver should notice.
enum PlanLogs {
    struct Scenario {
        let name: String
        /// What a driver should notice.
        let notice: String
        let steps: [(label: String, stack: NavigationStack)]
    }

    static var files: [SnapshotFile] {
        scenarios.map { scenario in SnapshotFile("plan/\(scenario.name).operations.txt") { render(scenario) } }
    }

    static func render(_ scenario: Scenario) -> String {
        var out = "Plan \(scenario.name): \(scenario.notice)\n"
        var display: CarDisplay?
        for (index, step) in scenario.steps.enumerated() {
            out += "\n\(index == 0 ? "The car connects: " : "")\(step.label)\n"
            let result = Reconciler().reconcile(display, to: step.stack, now: Double(index) * 5)
            let lint = display.map { OperationLint.check(result.operations, from: $0, to: step.stack) } ?? []
            out += OperationLog.render(result) + lint.map { "\($0)\n" }.joined()
            display = result.display
        }
        return out
    }

    static let scenarios = [tabBadge, alert, actionSheet, imageRowTitle]

    static func list(_ id: String, _ title: String, _ rows: [String] = []) -> Template {
        ListTemplate(title: title, sections: [ListSection(items: rows.map { .item(ListItem($0).id($0)) }).id("s")]).id(id).template
    }

    static func tabs(badge: Bool) -> Template {
        TabBarTemplate(tabs: [Tab("Library", content: list("library", "Library", ["Albums", "Artists"])),
                              Tab("Downloads", showsBadge: badge, content: list("downloads", "Downloads", ["Episode 1"]))])
            .id("tabs").template
    }

    static let albums = list("albums", "Albums", ["Blue", "Court and Spark"])

    static let tabBadge = Scenario(
        name: "tab-badge-with-pushed-screens",
        notice: "a download finishes while Library shows Albums: the Downloads tab gets its dot, Library stays on Albums",
        steps: [("Library › Albums", NavigationStack(unchecked: tabs(badge: false), pushed: [albums])),
                ("the Downloads tab shows a badge", NavigationStack(unchecked: tabs(badge: true), pushed: [albums])),
                ("the badge goes", NavigationStack(unchecked: tabs(badge: false), pushed: [albums]))])

    static func modal(_ template: Template?) -> NavigationStack {
        NavigationStack(unchecked: list("library", "Library", ["Albums"]), presented: template)
    }

    static func alertTemplate(_ title: String) -> Template {
        AlertTemplate(titleVariants: [title], actions: [AlertAction("OK")]).id("alert").template
    }

    static let alert = Scenario(
        name: "alert-presented-changed-dismissed",
        notice: "an alert appears, its text changes (CarPlay alerts cannot change: it is dismissed and presented again), then it goes",
        steps: [("the library", modal(nil)), ("an alert is presented", modal(alertTemplate("Download failed"))),
                ("its text changes", modal(alertTemplate("Download failed: retrying"))), ("it is dismissed", modal(nil))])

    static func sheet(_ message: String) -> Template {
        ActionSheetTemplate(title: "Episode", message: message, actions: [AlertAction("Play"), AlertAction("Cancel", style: .cancel)])
            .id("sheet").template
    }

    static let actionSheet = Scenario(
        name: "action-sheet-presented-changed-dismissed",
        notice: "an action sheet appears, its message changes (dismissed and presented again), then it goes",
        steps: [("the library", modal(nil)), ("an action sheet is presented", modal(sheet("42 min"))),
                ("its message changes", modal(sheet("41 min left"))), ("it is dismissed", modal(nil))])

    static func imageRow(_ title: String) -> NavigationStack {
        let row = ImageRowItem(title, elements: [
            ImageRowElement(.grid, image: .remote("https://example.com/1.png", placeholder: "artwork")),
            ImageRowElement(.grid, image: .remote("https://example.com/2.png", placeholder: "artwork")),
        ]).id("recent")
        return NavigationStack(unchecked: ListTemplate(title: "Home", sections: [ListSection(items: [.imageRow(row)]).id("s")]).id("home").template)
    }

    static let imageRowTitle = Scenario(
        name: "image-row-title-after-artwork-loaded",
        notice: "an image row's title changes after its artwork loaded: only the title changes, the artwork stays",
        steps: [("the home screen (the artwork then loads)", imageRow("Recent")), ("the row's title changes", imageRow("Recently Played"))])
}
