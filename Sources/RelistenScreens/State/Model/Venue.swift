/// Where a show took place (embedded `venue`).
public struct Venue: Sendable, Hashable {
    /// Venue name, e.g. "Barton Hall, Cornell University".
    public var name: String
    /// Free-text location such as "Ithaca, NY" or "???, CA"; `nil` when the server sent none.
    public var location: String?

    public init(name: String, location: String? = nil) {
        self.name = name
        self.location = location
    }
}
