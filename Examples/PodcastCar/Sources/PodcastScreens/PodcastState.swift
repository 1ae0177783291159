/// What the app knows: its subscriptions, their episodes, what plays and what is
/// downloaded, and where the driver is in the car.
public struct PodcastState: Sendable, Hashable {
    public var podcasts: [Podcast]
    public var playing: Episode.ID?
    public var downloaded: Set<Episode.ID>
    /// The podcasts the driver opened, root first (empty: the library).
    public var opened: [Podcast.ID]
    /// The selected tab of the root: 0 Library, 1 Downloads.
    public var tab: Int
    /// Whether the "Remove all downloads?" alert is up.
    public var confirmingRemoval: Bool

    public init(
        podcasts: [Podcast], playing: Episode.ID? = nil, downloaded: Set<Episode.ID> = [], opened: [Podcast.ID] = [],
        tab: Int = 0, confirmingRemoval: Bool = false
    ) {
        self.podcasts = podcasts
        self.playing = playing
        self.downloaded = downloaded
        self.opened = opened
        self.tab = tab
        self.confirmingRemoval = confirmingRemoval
    }

    public func podcast(_ id: Podcast.ID) -> Podcast? { podcasts.first { $0.id == id } }

    public func episode(_ id: Episode.ID) -> Episode? {
        podcasts.lazy.flatMap(\.episodes).first { $0.id == id }
    }
}

public struct Podcast: Sendable, Hashable, Identifiable {
    public let id: String
    public let title: String
    public let author: String
    public let episodes: [Episode]

    public init(id: String, title: String, author: String, episodes: [Episode]) {
        self.id = id
        self.title = title
        self.author = author
        self.episodes = episodes
    }
}

public struct Episode: Sendable, Hashable, Identifiable {
    public let id: String
    public let title: String
    public let minutes: Int
    /// How far the listener got, 0…1.
    public let progress: Double

    public init(id: String, title: String, minutes: Int, progress: Double = 0) {
        self.id = id
        self.title = title
        self.minutes = minutes
        self.progress = progress
    }
}
