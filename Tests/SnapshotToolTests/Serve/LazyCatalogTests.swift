import Testing
import RelistenScreens
import TemplateKitLite
@testable import LiveCatalog
@testable import SnapshotTool

/// The live catalog makes a Relisten screen only when it is asked for (a state edit in
/// `serve` re-renders the screens the pages show; `render` makes one screen), and makes
/// each as it is made alone.
@Suite struct LazyCatalogTests {
    static func entries(_ renders: LazyScreenRenders, _ options: SnapshotOptionValues = SnapshotOptionValues()) -> [SnapshotEntry] {
        RelistenCatalog.screens(.default, options, renders)
    }

    @Test func buildingTheCatalogMakesNoScreenAndAskingInTurnMakesOne() throws {
        let renders = LazyScreenRenders(base: .default)
        let tracks = try #require(Self.entries(renders).first { $0.name == "relisten/tracks@loaded" })
        #expect(renders.madeCount == 0)
        _ = try tracks.template()
        _ = try tracks.renderedJSON()
        #expect(renders.madeCount == 1)
    }

    @Test func eachScreenIsWhatItMakesAlone() throws {
        let state = AppState.default
        let entries = Self.entries(LazyScreenRenders(base: state))
        for (entry, screen) in zip(ScreenCatalog.entries, entries) {
            let request = RelistenCatalog.request(for: entry, SnapshotOptionValues(), in: state)
            let alone = try ScreenRender.make(entry.screen, scenario: entry.scenario, request: request, base: state)
            #expect(try screen.template() == alone.template, "\(entry.name)")
            #expect(screen.isPushed == alone.isPushed && screen.profile == alone.profile, "\(entry.name)")
        }
        #expect(entries.count == ScreenCatalog.entries.count)
    }

    @Test func anUnknownSelectionFailsWhenTheScreenIsAskedFor() throws {
        let renders = LazyScreenRenders(base: .default)
        let entries = Self.entries(renders, SnapshotOptionValues(["artist": "no-such-artist"]))
        let tracks = try #require(entries.first { $0.name == "relisten/tracks@loaded" })
        #expect(throws: SelectionError.self) { try tracks.template() }
        #expect(throws: SelectionError.self) { try tracks.template() }
    }

    @Test func screensAskedOutOfOrderAreTheSame() throws {
        let renders = LazyScreenRenders(base: .default)
        let entries = Self.entries(renders)
        let longNames = try #require(entries.first { $0.name.hasPrefix("relisten/artists@long") })
        let before = try longNames.template()
        _ = renders.baseOnly
        let later = try #require(entries.first { $0.name.hasPrefix("relisten/tracks@long") })
        #expect(try longNames.template() == before)
        let alone = ScreenRender.make(.tracks, scenario: .longNames, selection: try Selection.resolve(.init(), in: .default), base: .default)
        #expect(try later.template() == alone.template, "asked for after another scenario's state")
    }
}
