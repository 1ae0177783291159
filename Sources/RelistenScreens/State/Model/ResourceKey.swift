/// A remote resource whose ``LoadState`` the `loading` object reports.
///
/// Written in the state document as `artists`, `years:<artist uuid>`,
/// `year_shows:<year uuid>` or `show:<show uuid>`.
public enum ResourceKey: Sendable, Hashable, CustomStringConvertible {
    case artists
    case years(artist: String)
    case yearShows(year: String)
    case show(String)

    /// Parses the document form; `nil` for anything else.
    public init?(_ text: String) {
        if text == "artists" {
            self = .artists
            return
        }
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let prefix = text[..<colon]
        let uuid = String(text[text.index(after: colon)...])
        guard !uuid.isEmpty else { return nil }
        switch prefix {
        case "years": self = .years(artist: uuid)
        case "year_shows": self = .yearShows(year: uuid)
        case "show": self = .show(uuid)
        default: return nil
        }
    }

    public var description: String {
        switch self {
        case .artists: "artists"
        case .years(let artist): "years:" + artist
        case .yearShows(let year): "year_shows:" + year
        case .show(let show): "show:" + show
        }
    }
}
