import Testing
import TemplateKitLite
import TemplateKitSnapshots
import TemplateKitDrawingSnapshots
import XCTest

/// The public API as an adopter calls it, against goldens committed in this repo
/// (`Tests/Snapshots/PublicAPITests/`).
@Suite struct PublicAPITests {
    static let screen = ListTemplate("Episodes") {
        ListSection("Latest") {
            ListItem("Episode 12: Night Drive").detail("48 min").accessory(.disclosureIndicator)
                .action(Action("play", ["episode": 12]))
            ListItem("Episode 11: The Long Road").detail("52 min")
        }
    }

    @Test func episodes() {
        expectSnapshot(of: Self.screen, as: .text)
        expectSnapshot(of: Self.screen, as: .json, named: "episodes")
        expectSnapshot(of: Self.screen, as: .text, named: "episodes-small-car", profile: .limited)
        expectSnapshot(of: Self.screen, as: .details, named: "episodes")
        expectSnapshot(of: Self.screen, as: .svg, named: "episodes")
        expectSnapshot(of: Self.screen, as: .svg(screen: .wide, appearance: .dark), named: "episodes")
    }

    static let clearQueue = AlertTemplate("Clear the queue?", "Clear queue?") {
        AlertAction("Clear", style: .destructive).action(Action("clearQueue"))
        AlertAction("Cancel", style: .cancel)
    }

    /// An alert alone is validated as presented; over its screen, as a stack.
    @Test func clearQueueAlert() throws {
        expectSnapshot(of: Self.clearQueue, as: .text)
        var stack = try NavigationStack(root: Self.screen.template)
        try stack.present(Self.clearQueue.template)
        expectSnapshot(of: stack, as: .text, named: "clearQueueAlert-over-episodes")
        expectSnapshot(of: stack, as: .json, named: "clearQueueAlert-over-episodes")
        expectSnapshot(of: stack, as: .svg, named: "clearQueueAlert-over-episodes")
    }

    /// What the car receives on first connection, and a plain text golden.
    @Test func firstShow() throws {
        let update = Reconciler().reconcile(nil, to: try NavigationStack(root: Self.screen.template), now: 0)
        expectSnapshot(of: update, as: .operations)
        expectSnapshot(of: "CarPlay calls on first show: \(update.operations.count)\n", as: .text, named: "firstShow-count")
    }
}

/// The XCTest flavour.
final class PublicAPIXCTests: XCTestCase {
    func testEpisodes() {
        assertSnapshot(of: PublicAPITests.screen, as: .text)
    }

    func testClearQueueStack() throws {
        var stack = try NavigationStack(root: PublicAPITests.screen.template)
        try stack.present(PublicAPITests.clearQueue.template)
        assertSnapshot(of: stack, as: .text)
        assertSnapshot(of: Reconciler().reconcile(nil, to: stack, now: 0), as: .operations)
    }
}
