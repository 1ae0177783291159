import Testing
@testable import LiveCatalog
@testable import RelistenScreens
import TemplateKitLite

/// A catalog's screens share states and templates (``SharedRenders``); each must still be
/// what the screen makes alone, and the Explorer must find what it finds from scratch.
@Suite struct SharedRendersTests {
    /// The built-in state, and 40 synthetic artists one of which failed to load its years
    /// (named, so a test case's name stays short).
    static func state(_ name: String) -> AppState {
        guard name == "failing" else { return .default }
        var failing = SyntheticCatalog.artists(count: 40)
        failing.loading[.years(artist: failing.catalog.artists[3].uuid)] = .failed
        return failing
    }

    @Test(arguments: ["default", "failing"]) func everyScreenIsWhatItMakesAlone(state name: String) {
        let base = Self.state(name)
        var renders = SharedRenders()
        var made = 0
        for entry in ScreenCatalog.entries {
            guard let selection = try? Selection.resolve(entry.request, in: base) else { continue }
            let shared = renders.make(entry.screen, scenario: entry.scenario, selection: selection, base: base)
            let alone = ScreenRender.make(entry.screen, scenario: entry.scenario, selection: selection, base: base)
            #expect(shared.template == alone.template, "\(entry.name)")
            #expect(shared.isPushed == alone.isPushed && shared.profile == alone.profile, "\(entry.name)")
            #expect(shared.state == alone.state, "\(entry.name)")
            made += 1
        }
        #expect(made > 20)
    }

    @Test func remoteScenariosTakeOutTheScreensData() {
        let base = AppState.default
        let selection = try? Selection.resolve(.init(), in: base)
        guard let selection, let resource = ScreenName.years.route(selection)?.resources.first else {
            Issue.record("the built-in state has a years screen")
            return
        }
        var renders = SharedRenders()
        let markings: [(Scenario, LoadState?)] = [(.loading, .loading), (.failed, .failed), (.offline, nil)]
        for (scenario, marking) in markings {
            let state = renders.make(.years, scenario: scenario, selection: selection, base: base).state
            #expect(state.loading[resource] == marking, "\(scenario.name)")
            #expect(state.catalog.years[selection.artist] == nil, "\(scenario.name)")
            #expect(state.network == (scenario.name == "offline" ? .offline : base.network), "\(scenario.name)")
        }
    }

    @Test(arguments: ["default", "failing"]) func explorerFromTheCatalogsTemplatesFindsWhatItFindsAlone(state name: String) {
        let base = Self.state(name)
        var renders = SharedRenders()
        for entry in ScreenCatalog.entries {
            guard let selection = try? Selection.resolve(entry.request, in: base) else { continue }
            _ = renders.make(entry.screen, scenario: entry.scenario, selection: selection, base: base)
        }
        let shared = Explorer.explore(from: base, on: CarProfile.builtIn, sharing: renders.baseOnly)
        let alone = Explorer.explore(from: base, on: CarProfile.builtIn)
        #expect(shared.map(\.visited) == alone.map(\.visited))
        #expect(shared.map(\.problems) == alone.map(\.problems))
        #expect(shared.map(\.deepest) == alone.map(\.deepest))
    }

    @Test func onlyScenariosWithoutAChangeKeepTheBaseState() {
        #expect(Scenario.loaded.keepsBaseState && Scenario.xxDates.keepsBaseState && Scenario.preferred.keepsBaseState)
        // limited is the real state put on a smaller car (AppState.on): its row limit differs,
        // which decides which repeats a screen leaves out; its screens share that one state.
        #expect(!Scenario.limited.keepsBaseState)
        #expect(Scenario.limited.stateKey(for: .myLibrary) == Scenario.limited.stateKey(for: .artists))
        for scenario in [Scenario.crowded, .loading, .failed, .offline, .empty, .longNames, .paused, .modes, .stopped, .filtered] {
            #expect(!scenario.keepsBaseState, "\(scenario.name)")
        }
    }
}
