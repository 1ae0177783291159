/// A screen of the app and the data it shows. Screens are functions of (state, route).
///
/// Identifiers are API uuids. Offline routes read local data only.
public enum Route: Sendable, Hashable {
    /// Browse tab root: Favorites, Featured, All.
    case artists
    /// An artist's years.
    case years(artist: String)
    /// A year's shows.
    case shows(year: String)
    /// A show's sources; `preferred` is shown first and marked (Recently Played).
    case sources(show: String, preferred: String? = nil)
    /// A source's tracks (the source comes with its show's body).
    case tracks(show: String, source: String)
    /// My Library tab root.
    case myLibrary
    /// Downloads root: artists with offline tracks.
    case downloads
    /// An artist's offline shows, all years in one list (the flatter offline hierarchy).
    case offlineShows(artist: String)
    /// An offline show's downloaded tracks, a section per source.
    case offlineTracks(show: String)
    /// Now Playing tab root: the queue.
    case queue
    /// Asks before clearing the queue, as a list every car shows whole.
    case clearQueueConfirmation
    /// The system now playing template.
    case nowPlaying

    /// The name `snapshot render` uses for this route's screen.
    public var screenName: String {
        switch self {
        case .artists: "artists"
        case .years: "years"
        case .shows: "shows"
        case .sources: "sources"
        case .tracks: "tracks"
        case .myLibrary: "my-library"
        case .downloads: "downloads"
        case .offlineShows: "offline-shows"
        case .offlineTracks: "offline-tracks"
        case .queue: "queue"
        case .clearQueueConfirmation: "clear-queue"
        case .nowPlaying: "now-playing"
        }
    }

    /// The data resources the screen reads (the design's teardown handlers): while the
    /// route is on the stack these stay live. Offline and local screens read none.
    public var resources: [ResourceKey] {
        switch self {
        case .artists: [.artists]
        case .years(let artist): [.years(artist: artist)]
        case .shows(let year): [.yearShows(year: year)]
        case .sources(let show, _): [.show(show)]
        case .tracks(let show, _): [.show(show)]
        case .myLibrary, .downloads, .offlineShows, .offlineTracks, .queue, .clearQueueConfirmation,
            .nowPlaying:
            []
        }
    }
}
