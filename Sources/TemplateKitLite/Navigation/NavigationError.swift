/// Why a ``NavigationStack`` transition was refused, in plain words: the operation, what
/// CarPlay would do, the numbers involved and the path of the stack.
///
///     push "Now Playing" refused: depth would be 6, over this car's limit of 5 (counting
///     the root): tabs[0] › "Artists" › "Years" › "Shows" › "Sources" › "Tracks"
///     (stack.depth, [DG] …)
public struct NavigationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The CarPlay rule the transition would break; `nil` for a plain misuse such as
    /// popping the root or dismissing nothing.
    public var rule: Rule?
    /// The explanation, ending with the stack's path.
    public var message: String

    public init(rule: Rule?, message: String) {
        self.rule = rule
        self.message = message
    }

    /// The message, then the rule's id and source in parentheses when there is a rule.
    public var description: String {
        guard let rule else { return message }
        return "\(message) (\(rule.id), \(rule.source))"
    }

    /// `<operation> refused: <problem>: <path>`.
    static func refused(_ operation: String, _ problem: Problem, at path: NodePath) -> NavigationError {
        NavigationError(rule: problem.rule, message: "\(operation) refused: \(problem.message): \(path)")
    }

    /// A refusal that breaks no CarPlay rule.
    static func refused(_ operation: String, because reason: String, at path: NodePath) -> NavigationError {
        NavigationError(rule: nil, message: "\(operation) refused: \(reason): \(path)")
    }
}
