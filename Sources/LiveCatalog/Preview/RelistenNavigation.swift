import GoldenCore
import RelistenScreens
import SnapshotTool
import TemplateKitLite

/// Where the Relisten car is: the app state and the route stack, which the reducer changes
/// together.
package struct RelistenCar: Sendable {
    package var state: AppState
    package var stack: AppStack

    package init(state: AppState, stack: AppStack) {
        self.state = state
        self.stack = stack
    }
}

/// Relisten's navigation for `serve`'s click-through car: the car connects on Browse, each
/// tap goes through ``Reducer``, Back and the tabs send the app's own actions, and the time
/// control moves the player's elapsed time on.
enum RelistenNavigation {
    static func navigation(_ state: AppState) -> SnapshotNavigation {
        SnapshotNavigation(
            start: RelistenCar(state: state, stack: AppStack(tab: .browse)),
            stack: templates,
            reduce: reduce,
            back: AppAction.back.templateAction,
            selectTab: { index in AppAction.selectTab(AppTab.allCases[index % AppTab.allCases.count]).templateAction },
            advance: { car, seconds in
                var next = car
                next.state.player.elapsed += seconds
                return next
            },
            journeyCode: { steps in RelistenJourneyCode.code(steps, from: state) })
    }

    /// The templates the car shows, root (the tab bar) first.
    static func templates(_ car: RelistenCar) -> [Template] {
        guard let stack = try? AppNavigation.navigationStack(car.state, car.stack, profile: .unconstrained) else { return [] }
        return [stack.root] + stack.pushed + (stack.presented.map { [$0] } ?? [])
    }

    /// A row's action through the app's reducer; an action the app does not know changes nothing.
    static func reduce(_ car: RelistenCar, _ action: Action) -> RelistenCar {
        guard let appAction = AppAction(action) else { return car }
        let next = Reducer.reduce(car.state, car.stack, appAction)
        return RelistenCar(state: next.state, stack: next.stack)
    }
}
