/// A set of a recording ("Set 1", "Encore", or an unnamed single set).
public struct SourceSet: Sendable, Hashable {
    public var index: Int
    /// May be empty.
    public var name: String
    public var isEncore: Bool
    public var tracks: [Track]

    public init(index: Int, name: String = "", isEncore: Bool = false, tracks: [Track] = []) {
        self.index = index
        self.name = name
        self.isEncore = isEncore
        self.tracks = tracks
    }
}
