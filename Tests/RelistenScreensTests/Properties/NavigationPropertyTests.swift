import RelistenScreens
import TemplateKitLite
import Testing

/// Random walks: from generated states (and the default one), actions picked from
/// `AppNavigation.availableActions` go through `Reducer.reduce`; every stack reached must
/// build (`AppNavigation.navigationStack` does not throw) and validate without errors.
@Suite struct NavigationPropertyTests {
    static let walks = 40
    static let steps = 25

    @Test func randomWalksNeverReachABrokenStack() throws {
        var taken = 0
        for walk in 0..<Self.walks {
            var random = SplitMix64Source(seed: 1_000 + UInt64(walk))
            let profile = walk % 3 == 0 ? CarProfile.limited : .unconstrained
            var state = walk % 4 == 0 ? AppState.default : try GeneratedDocumentTests.decode(UInt64(walk))
            var stack = AppStack()
            for step in 0..<Self.steps {
                let actions = AppNavigation.availableActions(state, stack, profile: profile)
                guard !actions.isEmpty else { break }
                let action = random.pick(actions)
                let transition = Reducer.reduce(state, stack, action)
                state = transition.state
                stack = transition.stack
                let errors = ScreenSweep.errors(state, stack, profile: profile)
                #expect(errors.isEmpty, "walk \(walk) step \(step) after \(action): \(errors.joined(separator: "\n"))")
                taken += 1
            }
        }
        print("NavigationPropertyTests: \(Self.walks) walks, \(taken) actions")
        #expect(taken > Self.walks * 5)
    }
}
