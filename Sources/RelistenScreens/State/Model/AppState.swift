import TemplateKitLite

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
    /// The most list rows the car shows (`CPListTemplate.maximumItemCount`), set when a car
    /// connects (``on(_:)``): a screen that lists a row twice leaves the repeat out only when
    /// the list runs past it (see `Docs/relisten.md`). Not part of a state document.
    public var carRowLimit = CarProfile.unconstrained.maximumItemCount
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

    /// This state on `car`: ``carRowLimit`` is the car's row limit.
    ///
    ///     AppState.default.on(.limited).carRowLimit   // 12
    public func on(_ car: CarProfile) -> AppState {
        guard carRowLimit != car.maximumItemCount else { return self }
        var next = self
        next.carRowLimit = car.maximumItemCount
        return next
    }

    /// An empty state: nothing loaded, online, player stopped.
    public static let empty = AppState()
}
