import TemplateKitLite
import RelistenScreens
import GoldenCore
/// Changes of state the scenarios are made of.
enum StateChanges {
    /// The state without the data of `resource` (as before it is loaded).
    static func removing(_ resource: ResourceKey, from state: AppState) -> AppState {
        let c = state.catalog
        var next = state
        switch resource {
        case .artists:
            next.catalog = c.replacing(artists: [], artistOrder: [])
        case .years(let artist):
            var years = c.years
            years[artist] = nil
            next.catalog = c.replacing(years: years)
        case .yearShows(let year):
            var yearShows = c.yearShows
            yearShows[year] = nil
            next.catalog = c.replacing(yearShows: yearShows)
        case .show(let show):
            var details = c.showDetails
            details[show] = nil
            next.catalog = c.replacing(showDetails: details)
        }
        return next
    }

    /// The state with track `uuid` titled `title` wherever a show holds it.
    static func renaming(track uuid: String, to title: String, in state: AppState) -> AppState {
        let details = state.catalog.showDetails.mapValues { detail in
            var detail = detail
            for s in detail.sources.indices {
                for t in detail.sources[s].sets.indices {
                    for k in detail.sources[s].sets[t].tracks.indices where detail.sources[s].sets[t].tracks[k].hasUUID(uuid) {
                        detail.sources[s].sets[t].tracks[k].title = title
                    }
                }
            }
            return detail
        }
        var next = state
        next.catalog = state.catalog.replacing(showDetails: details)
        return next
    }

    /// The screen's data loaded but empty; local screens lose the library and the queue.
    static func emptied(_ state: AppState, _ s: Selection, _ screen: ScreenName) -> AppState {
        let c = state.catalog
        var next = state
        switch screen.route(s)?.resources.first {
        case .artists?:
            next.catalog = c.replacing(artists: [], artistOrder: [])
            next.loading[.artists] = .loaded
        case .years(let artist)?:
            var years = c.years
            years[artist] = []
            next.catalog = c.replacing(years: years)
        case .yearShows(let year)?:
            var shows = c.yearShows
            shows[year] = []
            next.catalog = c.replacing(yearShows: shows)
        case .show?, nil:
            next.library = Library()
            next.history = []
            next.player = Player()
        }
        return next
    }

    /// A catalog worth scrolling: the state's artists plus 60 generated ones (Relisten has
    /// about 4,230), so Browse runs past the 12 rows a limited car shows without repeating
    /// an artist.
    static func fullCatalog(_ state: AppState) -> AppState {
        let c = state.catalog
        var next = state
        let extra = SyntheticCatalog.artists(count: 60).catalog.artists.filter { !$0.isAutoCreated }
        // The catalog's order is kept and the 60 merged in: sorting every artist again
        // was most of this scenario on a 16,000-artist catalog.
        let order = Collation.positions(adding: extra, to: c.artists, sortedAs: c.index.artistOrder, by: \.sortName)
        next.catalog = c.replacing(artists: c.artists + extra, artistOrder: order)
        return next
    }

    /// A library worth scrolling: every artist and every show of the catalog a favourite,
    /// so My Library runs past the 12 rows a limited car shows.
    static func fullLibrary(_ state: AppState) -> AppState {
        var next = state
        next.library.favoriteArtists.formUnion(state.catalog.artists.map(\.uuid))
        for shows in state.catalog.yearShows.values { next.library.favoriteShows.formUnion(shows.map(\.uuid)) }
        return next
    }

    /// Every artist, venue and track name made hostile: 300 characters, emoji, Arabic and
    /// Hebrew, combining marks.
    static func hostileNames(_ state: AppState, shows: Set<String>? = nil) -> AppState {
        let c = state.catalog
        let artists = c.artists.enumerated().map { i, a in
            var a = a
            a.name = hostile[i % hostile.count] + " " + a.name
            return a
        }
        var details = c.showDetails
        if let shows {
            for uuid in shows { details[uuid] = details[uuid].map(hostileTracks) }
        } else {
            details = details.mapValues(hostileTracks)
        }
        var next = state
        // Names change; sort names, uuids and places do not: the catalog's order and
        // indexes stand.
        next.catalog = c.replacing(artists: artists, artistOrder: c.index.artistOrder, showDetails: details)
        return next
    }

    /// The shows whose tracks a screen in `selection` can show: the selected one and every
    /// queued track's (the Tracks and Now Playing screens). Hostile names are given to
    /// those alone, so a 200 MB document is not copied with every track renamed.
    static func shownShows(_ state: AppState, _ selection: Selection) -> Set<String> {
        var shows: Set<String> = [selection.show]
        for uuid in state.player.queue {
            if let context = state.track(uuid) { shows.insert(context.show.uuid) }
        }
        return shows
    }

    /// `detail` with a hostile name before every track title.
    static func hostileTracks(_ detail: ShowDetail) -> ShowDetail {
        ShowDetail(show: detail.show, sources: detail.sources.map { src in
            var src = src
            src.sets = src.sets.map { set in
                var set = set
                set.tracks = set.tracks.map { t in var t = t; t.title = hostile[hostileIndex(t.position)] + " " + t.title; return t }
                return set
            }
            return src
        })
    }

    /// The hostile name for a track at `position`: positions come from the document and
    /// may be negative (`% ` keeps the sign), so the index wraps into range either way.
    static func hostileIndex(_ position: Int) -> Int {
        let remainder = position % hostile.count
        return remainder < 0 ? remainder + hostile.count : remainder
    }

    static let hostile: [String] = [
        String(repeating: "Very Long Name ", count: 20),
        "🎸🥁🎹 Grateful 👨‍👩‍👧‍👦",
        "فرقة الموتى الممتنين",
        "להקת המתים",
        "Ze\u{301}\u{301}\u{301}ro Comb\u{308}ining",
        "日本語のバンド名",
    ]
}
