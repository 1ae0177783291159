import TemplateKitLite
import RelistenScreens
import GoldenCore
/// What a scenario needs to show, said as a role rather than an identifier, so the
/// scenario works with any state document: the named data of the built-in state when a
/// document has it, else the first data that plays the role (artists in document order,
/// years in order, shows by date), else the defaults.
///
///     SelectionRole.yearWithUndatedShows.request(in: state)   // the first year with a 19XX-…-XX show
public enum SelectionRole: Sendable, Hashable {
    /// A year with a show whose date has `XX` parts.
    case yearWithUndatedShows
    /// The show played last (Recently Played's first row).
    case lastPlayedShow
    /// A show with a body whose artist's set names are meaningful and whose best source
    /// has more than one set.
    case showWithSets
    /// A show with a track that has no playable file.
    case showWithUnplayableTrack

    /// What the role needs, as an error names it: `a year with a show dated with XX (as 1966-11-XX)`.
    public var needs: String {
        switch self {
        case .yearWithUndatedShows: "a year with a show dated with XX (as 1966-11-XX)"
        case .lastPlayedShow: "a show in the history (played before)"
        case .showWithSets: "a loaded show whose artist names its sets and whose best source has more than one set"
        case .showWithUnplayableTrack: "a loaded show with a track that has no playable file"
        }
    }

    /// The identifiers of the data that plays this role in `state`, or nil when none does.
    public func request(in state: AppState) -> Selection.Request? {
        switch self {
        case .yearWithUndatedShows:
            return firstShow(in: state) { show, _ in show.displayDate.contains("XX") }
                .map { Selection.Request(artist: $0.artistUUID, year: $0.yearUUID) }
        case .lastPlayedShow:
            return state.recentlyPlayedShows(limit: 1).first
                .map { Selection.Request(artist: $0.show.artistUUID, year: $0.show.yearUUID, show: $0.show.uuid) }
        case .showWithSets:
            return showRequest(in: state) { detail, artist in
                artist.hasMeaningfulSets && (SourceSorting.sorted(detail.sources, in: state).first?.sets.count ?? 0) > 1
            }
        case .showWithUnplayableTrack:
            return showRequest(in: state) { detail, _ in
                detail.sources.contains { $0.sets.contains { $0.tracks.contains { !$0.isPlayable } } }
            }
        }
    }

    private func showRequest(in state: AppState, where test: (ShowDetail, Artist) -> Bool) -> Selection.Request? {
        firstShow(in: state) { show, artist in state.showDetail(show.uuid).map { test($0, artist) } ?? false }
            .map { Selection.Request(artist: $0.artistUUID, year: $0.yearUUID, show: $0.uuid) }
    }

    /// The first show (artists in document order, years in order, shows by date) that passes.
    private func firstShow(in state: AppState, where test: (Show, Artist) -> Bool) -> Show? {
        for artist in state.catalog.artists {
            for year in state.years(artist.uuid) {
                if let show = ShowOrdering.sorted(state.shows(year.uuid)).first(where: { test($0, artist) }) { return show }
            }
        }
        return nil
    }
}
