import RelistenScreens
import TemplateKitLite
/// A scenario that shows particular data (``SelectionRole``) asked of a state document that
/// has none of it: the render fails saying so, rather than drawing another state (the
/// defaults' screen, often a loading spinner) under the scenario's name.
///
///     ScenarioDataMissing(scenario: "xx-dates", role: .yearWithUndatedShows).description
///     // "the state document has no a year with … : the scenario 'xx-dates' has nothing to show"
public struct ScenarioDataMissing: Error, Sendable, Hashable, CustomStringConvertible {
    public var scenario: String
    public var role: SelectionRole

    public init(scenario: String, role: SelectionRole) {
        self.scenario = scenario
        self.role = role
    }

    public var description: String {
        "the scenario '\(scenario)' shows \(role.needs), and this state document has none: "
            + "nothing to show (give one with --artist/--year/--show, or use a document that has one)"
    }
}
