/// A piece of remote data a screen reads, keyed as in the state document's `loading`
/// object: `artists`, `years:<artist>`, `year_shows:<year>`, `show:<show>`.
public enum Resource: Sendable, Hashable, Comparable {
    case artists
    case years(artist: String)
    case yearShows(year: String)
    /// A show with its sources, sets and tracks.
    case show(String)

    /// The key in the state document's `loading` object.
    public var key: String {
        switch self {
        case .artists: "artists"
        case .years(let artist): "years:\(artist)"
        case .yearShows(let year): "year_shows:\(year)"
        case .show(let show): "show:\(show)"
        }
    }

    public static func < (a: Resource, b: Resource) -> Bool { Array(a.key.utf8).lexicographicallyPrecedes(b.key.utf8) }
}
