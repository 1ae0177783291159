/// A broken rule before it has a place: the shared currency of ``Validator`` (which adds a
/// ``NodePath`` to make a ``Finding``) and ``NavigationStack`` (which refuses with a
/// ``NavigationError``).
struct Problem: Sendable, Hashable {
    var rule: Rule
    var message: String

    init(_ rule: Rule, _ message: String) {
        self.rule = rule
        self.message = message
    }
}
