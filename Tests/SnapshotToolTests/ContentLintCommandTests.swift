import Testing
import RelistenScreens
import TemplateKitLite
@testable import SnapshotTool
@testable import LiveCatalog

/// `snapshot lint`'s content rules over the catalog: the Relisten catalog passes, each
/// catalog rule finds what it is for, and `--strict` fails on warnings.
@Suite struct ContentLintCommandTests {
    @Test func theCatalogPassesTheContentRules() throws {
        let lint = GoldensTests.run(["lint", "--rules", "content", "--strict"])
        #expect(lint.code == .success, "\(lint.output)")
        // 6 long-names findings, and limit-not-reached on the three limited screens whose real
        // state fits 12 rows.
        expect(lint.output, contains: "content: 0 findings (9 expected by their screen)")
    }

    @Test func aHiddenEntryPointIsReported() {
        let library = ListTemplate(title: "My Library", sections: [
            ListSection(header: "Recently Played", items: (0..<12).map { .item(ListItem("Show " + String($0))) }),
            ListSection(header: "Downloads", items: [.item(ListItem("Downloaded shows"))]),
        ])
        let finding = CatalogContentLint.hiddenEntryPoint(.list(library), profile: .limited, entryPoints: ["Downloads"])
        #expect(finding?.rule.id == "content.hidden-entry-point")
        #expect(finding?.message.contains("hides section “Downloads”") == true)
        #expect(CatalogContentLint.hiddenEntryPoint(.list(library), profile: .unconstrained, entryPoints: ["Downloads"]) == nil)
        #expect(CatalogContentLint.hiddenEntryPoint(.list(library), profile: .limited, entryPoints: []) == nil)
    }

    @Test func strictFailsOnWarnings() {
        let carPlay = GoldensTests.run(["lint", "--rules", "carplay", "--strict"])
        #expect(carPlay.code == .failure, "the gallery's deliberate CarPlay warnings fail --strict")
        #expect(GoldensTests.run(["lint", "--rules", "carplay"]).code == .success)
        #expect(GoldensTests.run(["lint", "--rules", "words"]).code == .usage)
    }

    @Test func identicalVariantsOfOneScreenAreFound() {
        let list = ListTemplate(title: "Artists", sections: [])
        let screens = [SnapshotEntry("app/artists@empty") { list }, SnapshotEntry("app/artists@loading") { list },
                       SnapshotEntry("app/years@empty") { list }]
        let lint = CatalogContentLint(screens)
        #expect(lint.findings.map(\.golden) == ["app/artists@loading.txt"])
        #expect(lint.findings.first?.finding.rule.id == "content.identical-scenarios")
        #expect(lint.findings.first?.finding.message == "renders the same as app/artists@empty.txt")
    }

    @Test func aSmallCarWhoseListFitsIsFound() {
        let rows = (1...5).map { ListItem("Row \($0)") }
        let list = ListTemplate(title: "L", sections: [ListSection(items: rows.map { .item($0) })])
        let finding = CatalogContentLint.limitNotReached(.list(list), profile: .limited)
        #expect(finding?.rule.id == "content.limit-not-reached" && finding?.message.contains("5 items on a car that shows 12") == true)
        #expect(CatalogContentLint.limitNotReached(.list(list), profile: .unconstrained) == nil)
    }

    @Test func expectedRulesAreCountedNotReported() {
        let wide = ListTemplate(title: "L", sections: [ListSection(items: [.item(ListItem(String(repeating: "x", count: 80)))])])
        let expecting = CatalogContentLint([SnapshotEntry("app/wide", expectedContentRules: ["content.too-wide"]) { wide }])
        #expect(expecting.findings.isEmpty && expecting.expected == 1)
        #expect(CatalogContentLint([SnapshotEntry("app/wide") { wide }]).findings.count == 1)
    }

    @Test func renderAndJourneyTakeDetails() {
        let render = GoldensTests.run(["render", "tracks@loaded", "--details"])
        #expect(render.code == .success && render.output.contains("→ play show="))
        #expect(!GoldensTests.run(["render", "tracks@loaded"]).output.contains("→"))
        let journey = GoldensTests.run(["journey", "downloads", "--details"])
        expect(journey.output, contains: "  sends open screen=downloads")
    }
}
