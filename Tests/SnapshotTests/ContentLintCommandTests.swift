import Testing
import RelistenScreens
import TemplateKitLite
@testable import snapshot

/// `snapshot lint`'s content rules over the catalog: the Relisten catalog passes, each
/// catalog rule finds what it is for, and `--strict` fails on warnings.
@Suite struct ContentLintCommandTests {
    @Test func theCatalogPassesTheContentRules() throws {
        let lint = GoldensTests.run(["lint", "--rules", "content", "--strict"])
        #expect(lint.code == .success, "\(lint.output)")
        #expect(lint.output.contains("content: 0 findings (6 expected by their scenario)"))
    }

    @Test func strictFailsOnWarnings() {
        let carPlay = GoldensTests.run(["lint", "--rules", "carplay", "--strict"])
        #expect(carPlay.code == .failure, "the gallery's deliberate CarPlay warnings fail --strict")
        #expect(GoldensTests.run(["lint", "--rules", "carplay"]).code == .success)
        #expect(GoldensTests.run(["lint", "--rules", "words"]).code == .usage)
    }

    @Test func identicalScenariosOfOneScreenAreFound() throws {
        var state = AppState.default
        state.network = .offline
        let lint = try CatalogContentLint(state: state)
        let twins = lint.findings.filter { $0.finding.rule == ContentRules.identicalScenarios }
        #expect(!twins.isEmpty)
        #expect(twins.allSatisfy { $0.golden.hasPrefix("relisten/") && $0.finding.message.contains("renders the same as relisten/") })
    }

    @Test func aSmallCarWhoseListFitsIsFound() throws {
        let entry = try #require(ScreenCatalog.entry(named: "years@loaded"))
        var target = try RenderTarget.screen(entry)
        target = RenderTarget(name: target.name, template: target.template, isPushed: target.isPushed, profile: .limited)
        let finding = try #require(CatalogContentLint.limitNotReached(target))
        #expect(finding.rule.id == "content.limit-not-reached" && finding.message.contains("on a car that shows 12"))
        #expect(CatalogContentLint.limitNotReached(try RenderTarget.screen(try #require(ScreenCatalog.entry(named: "tracks@limited")))) == nil)
    }
}
