/// A state document's contents, decoded and checked, before the catalog's indexes are
/// built: ``StateDocument`` makes the ``AppState`` only once the tape and the uuid
/// registry are freed, so they never take memory together with the indexes.
struct DecodedDocument {
    var artists: [Artist]
    var years: [String: [Year]]
    var yearShows: [String: [Show]]
    var showDetails: [String: ShowDetail]
    var library: Library
    var history: [HistoryEntry]
    var player: Player
    var loading: [ResourceKey: LoadState]
    var network: Network
    var userFilters: UserFilters
    /// The track uuids the one pass read, for the catalog's track index (nil when read
    /// the careful way, or in part).
    var readTracks: CatalogIndex.ReadTracks?

    init(
        artists: [Artist], years: [String: [Year]], yearShows: [String: [Show]], showDetails: [String: ShowDetail],
        library: Library, history: [HistoryEntry], player: Player, loading: [ResourceKey: LoadState], network: Network,
        userFilters: UserFilters
    ) {
        (self.artists, self.years, self.yearShows, self.showDetails) = (artists, years, yearShows, showDetails)
        (self.library, self.history, self.player, self.loading) = (library, history, player, loading)
        (self.network, self.userFilters) = (network, userFilters)
    }

    /// Decodes the document at `root`: the catalog first, then the local state checked
    /// against the uuids the catalog holds.
    init(_ root: Node) throws(StateDocumentError) {
        let object = try root.object()
        var catalog = CatalogDecoder()
        try catalog.decode(try object.optional("catalog")?.object() ?? ObjectNode.empty(at: root.path.appending(key: "catalog")))
        (artists, years, yearShows, showDetails) = (catalog.artists, catalog.years, catalog.yearShows, catalog.showDetails)
        let local = LocalStateDecoder(known: catalog.seen)
        library = try local.library(object.optional("library"))
        history = try local.history(object.optional("history"))
        player = try local.player(object.optional("player"))
        loading = try local.loading(object.optional("loading"))
        network = try local.network(object.optional("network"))
        userFilters = try local.userFilters(object.optional("user_filters"))
    }

    /// The state, with the catalog's indexes built.
    func appState() -> AppState {
        AppState(
            catalog: Catalog(artists: artists, years: years, yearShows: yearShows, showDetails: showDetails,
                             artistOrder: nil, readTracks: readTracks),
            library: library, history: history, player: player, loading: loading, network: network,
            userFilters: userFilters)
    }
}
