import TemplateKitLite
import RelistenScreens
import GoldenCore
/// The screens `snapshot render` knows, by name.
public enum ScreenName: String, Sendable, Hashable, CaseIterable {
    case root, artists, years, shows, sources, tracks
    case myLibrary = "my-library"
    case downloads
    case offlineShows = "offline-shows"
    case offlineTracks = "offline-tracks"
    case nowPlaying = "now-playing"
    case queue
    case clearQueue = "clear-queue"

    /// The route of this screen for a selection; `nil` for the root tab bar.
    public func route(_ s: Selection) -> Route? {
        switch self {
        case .root: nil
        case .artists: .artists
        case .years: .years(artist: s.artist)
        case .shows: .shows(year: s.year)
        case .sources: .sources(show: s.show)
        case .tracks: .tracks(show: s.show, source: s.source)
        case .myLibrary: .myLibrary
        case .downloads: .downloads
        case .offlineShows: .offlineShows(artist: s.artist)
        case .offlineTracks: .offlineTracks(show: s.show)
        case .nowPlaying: .nowPlaying
        case .queue: .queue
        case .clearQueue: .clearQueueConfirmation
        }
    }
}
