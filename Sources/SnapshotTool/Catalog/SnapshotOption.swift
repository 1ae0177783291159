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
/// message per problem (each counts as an error).
public struct StackCheck: Sendable {
    public let name: String
    /// The check on each of the cars, in their order.
    let run: @Sendable ([CarProfile]) -> [(visited: Int, problems: [String])]

    public init(_ name: String, run: @escaping @Sendable (CarProfile) -> (visited: Int, problems: [String])) {
        self.name = name
        self.run = { profiles in profiles.map(run) }
    }

    /// A check given every car at once (a result per car, in their order), so it can share
    /// work between them, e.g. templates, which do not depend on the car.
    public static func onEveryCar(
        _ name: String, run: @escaping @Sendable ([CarProfile]) -> [(visited: Int, problems: [String])]
    ) -> StackCheck {
        StackCheck(name: name, run: run)
    }

    private init(name: String, run: @escaping @Sendable ([CarProfile]) -> [(visited: Int, problems: [String])]) {
        self.name = name
        self.run = run
    }
}
