import Testing
import TemplateKitLite
import TemplateKitSnapshots
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
    }
}

/// The XCTest flavour.
final class PublicAPIXCTests: XCTestCase {
    func testEpisodes() {
        assertSnapshot(of: PublicAPITests.screen, as: .text)
    }
}
