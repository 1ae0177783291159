/// The three tabs of the Relisten CarPlay root, as designed.
public enum AppTab: String, Sendable, Hashable, CaseIterable {
    case browse, myLibrary, nowPlaying

    /// The tab's title in the car.
    public var title: String {
        switch self {
        case .browse: "Browse"
        case .myLibrary: "My Library"
        case .nowPlaying: "Now Playing"
        }
    }

    /// The tab's SF Symbol.
    public var symbol: String {
        switch self {
        case .browse: "music.note.list"
        case .myLibrary: "books.vertical"
        case .nowPlaying: "play.circle"
        }
    }

    /// The list at the tab's root.
    public var rootRoute: Route {
        switch self {
        case .browse: .artists
        case .myLibrary: .myLibrary
        case .nowPlaying: .queue
        }
    }
}
