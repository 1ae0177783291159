import TemplateKitLite

/// An option of your catalog's own, e.g. `--episode <id>`, passed to a state-built
/// catalog's `build` closure by `render`, `list`, `lint`, `journey` and `review`.
///
///     SnapshotOption("episode", valueName: "id", help: "The episode to show.")
public struct SnapshotOption: Sendable {
    public let name: String
    public let valueName: String
    public let help: String

    public init(_ name: String, valueName: String = "value", help: String) {
        self.name = name
        self.valueName = valueName
        self.help = help
    }
}

/// The values given for a catalog's ``SnapshotOption``s.
public struct SnapshotOptionValues: Sendable {
    let values: [String: String]

    public init(_ values: [String: String] = [:]) {
        self.values = values
    }

    /// The value of `--name`, or nil when it was not given.
    public subscript(_ name: String) -> String? { values[name] }
}

/// A check `lint` runs for each car besides validating every screen, e.g. every
/// navigation stack a driver can reach. It returns how many things it visited and a
/// message per problem (each counts as an error), and may say it stopped at a limit
/// (``StackCheckOutcome``: `lint` then warns that what lies past it was not checked).
public struct StackCheck: Sendable {
    public let name: String
    /// The check on each of the cars, in their order, counting what it visits.
    let run: @Sendable ([CarProfile], StackCheckProgress) -> [StackCheckOutcome]

    public init(_ name: String, run: @escaping @Sendable (CarProfile) -> (visited: Int, problems: [String])) {
        self.name = name
        self.run = { profiles, _ in profiles.map { StackCheckOutcome(run($0)) } }
    }

    /// A check given every car at once (a result per car, in their order), so it can share
    /// work between them, e.g. templates, which do not depend on the car.
    public static func onEveryCar(
        _ name: String, run: @escaping @Sendable ([CarProfile]) -> [(visited: Int, problems: [String])]
    ) -> StackCheck {
        StackCheck(name: name) { profiles, _ in run(profiles).map(StackCheckOutcome.init) }
    }

    /// The same, with outcomes that can say the check stopped at a limit.
    ///
    ///     StackCheck.onEveryCar("stack", outcomes: { cars in cars.map { walk($0) } })
    public static func onEveryCar(_ name: String, outcomes: @escaping @Sendable ([CarProfile]) -> [StackCheckOutcome]) -> StackCheck {
        StackCheck(name: name) { profiles, _ in outcomes(profiles) }
    }

    /// The same, telling `lint` of each thing visited as it goes (its progress line).
    ///
    ///     StackCheck.onEveryCar("stack", reporting: { cars, progress in
    ///         cars.map { walk($0, onVisit: progress.visited) }
    ///     })
    public static func onEveryCar(
        _ name: String, reporting outcomes: @escaping @Sendable ([CarProfile], StackCheckProgress) -> [StackCheckOutcome]
    ) -> StackCheck {
        StackCheck(name: name, run: outcomes)
    }

    private init(name: String, run: @escaping @Sendable ([CarProfile], StackCheckProgress) -> [StackCheckOutcome]) {
        self.name = name
        self.run = run
    }
}

/// What a running ``StackCheck`` tells `lint` of its progress: one call of ``visited()``
/// per thing (stack) visited, shown as a count on a terminal (nothing elsewhere).
public struct StackCheckProgress {
    private let onVisit: () -> Void

    init(onVisit: @escaping () -> Void) { self.onVisit = onVisit }

    /// One more thing visited.
    public func visited() { onVisit() }

    /// Progress nobody watches.
    public static var ignored: StackCheckProgress { StackCheckProgress {} }
}

/// What a ``StackCheck`` found on one car.
///
///     StackCheckOutcome(visited: 50_000, problems: [], stoppedAtLimit: 50_000)
public struct StackCheckOutcome: Sendable, Equatable {
    /// How many things (stacks) it checked.
    public var visited: Int
    /// A message per problem; each counts as an error.
    public var problems: [String]
    /// The limit it stopped at before checking everything, if it did.
    public var stoppedAtLimit: Int?

    public init(visited: Int, problems: [String], stoppedAtLimit: Int? = nil) {
        self.visited = visited
        self.problems = problems
        self.stoppedAtLimit = stoppedAtLimit
    }

    init(_ result: (visited: Int, problems: [String])) {
        self.init(visited: result.visited, problems: result.problems)
    }
}
