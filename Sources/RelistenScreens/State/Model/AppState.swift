/// Everything a screen may show: the loaded catalog plus the phone's local state.
///
/// Build one with ``StateDocument/decode(_:file:)`` (checked) or the initializer
/// (unchecked). ``default`` is a realistic built-in state.
public struct AppState: Sendable, Hashable {
    public var catalog: Catalog {
        didSet { offline = OfflineIndex(catalog: catalog, offlineTracks: library.offlineTracks) }
    }
    public var library: Library {
        didSet { offline = OfflineIndex(catalog: catalog, offlineTracks: library.offlineTracks) }
    }
    /// Plays in document order (not sorted).
    public var history: [HistoryEntry]
    public var player: Player
    /// Explicit load states; see ``loadState(for:)`` for absent keys.
    public var loading: [ResourceKey: LoadState]
    public var network: Network
    public var userFilters: UserFilters
    /// Where the library's offline tracks are in the catalog: derived from the two, and
    /// made again whenever either changes.
    private(set) var offline: OfflineIndex

    public init(
        catalog: Catalog = Catalog(), library: Library = Library(), history: [HistoryEntry] = [],
        player: Player = Player(), loading: [ResourceKey: LoadState] = [:], network: Network = .online,
        userFilters: UserFilters = UserFilters()
    ) {
        self.catalog = catalog
        self.library = library
        self.history = history
        self.player = player
        self.loading = loading
        self.network = network
        self.userFilters = userFilters
        self.offline = OfflineIndex(catalog: catalog, offlineTracks: library.offlineTracks)
    }

    /// An empty state: nothing loaded, online, player stopped.
    public static let empty = AppState()
}
