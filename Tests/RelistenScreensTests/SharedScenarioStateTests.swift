@testable import LiveCatalog
import Testing
import RelistenScreens

/// A catalog makes a scenario state once for every screen with the same shared key; that
/// is only right if those screens would each have made the very same state.
@Suite struct SharedScenarioStateTests {
    @Test func screensWithOneKeyWouldMakeEqualStates() throws {
        let base = AppState.default
        var made: [String: AppState] = [:]
        var shared = 0
        for entry in ScreenCatalog.entries {
            guard let key = entry.scenario.sharedStateKey(for: entry.screen) else { continue }
            let selection = try Selection.resolve(entry.request, in: base)
            let state = entry.scenario.state(base, selection, entry.screen)
            let name = entry.scenario.name + "/" + key
            if let first = made[name] {
                shared += 1
                #expect(first == state, "\(entry.screen) in \(entry.scenario.name)")
            } else {
                made[name] = state
            }
        }
        #expect(shared >= 1, "the limited state is shared by several screens (long names is made per screen: it renames only the tracks its selection shows)")
    }
}
