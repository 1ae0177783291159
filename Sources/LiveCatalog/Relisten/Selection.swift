import KitSupport
import TemplateKitLite
import RelistenScreens
import GoldenCore
/// Which artist, year, show and source a screen shows. Each accepts a uuid, or a slug
/// (artist), a year (`1977`) or a display date (`1977-05-08`) where that is unambiguous;
/// whatever is not given defaults from the state (Grateful Dead, 1977, 1977-05-08 in the
/// built-in state), each narrowing the next.
public struct Selection: Sendable, Hashable {
    public var artist: String
    public var year: String
    public var show: String
    public var source: String

    /// The identifiers a command line passed (any may be nil).
    public struct Request: Sendable, Hashable {
        public var artist, year, show, source: String?
        public init(artist: String? = nil, year: String? = nil, show: String? = nil, source: String? = nil) {
            (self.artist, self.year, self.show, self.source) = (artist, year, show, source)
        }
    }

    /// Resolves a request against the state; throws naming the flag and offering the
    /// closest identifiers.
    public static func resolve(_ request: Request, in state: AppState) throws(SelectionError) -> Selection {
        try resolve(request, in: state, suggesting: true)
    }

    /// Whether `request` resolves in `state`, as `try? resolve(request, in: state) != nil`
    /// says, without ranking every name for a "did you mean" no one reads: a catalog asks
    /// this of each of its screens, and a state of 16,000 artists made the ranking about a
    /// sixth of `lint`'s work.
    ///
    ///     Selection.resolves(.init(artist: "phish"), in: state)   // false without Phish
    static func resolves(_ request: Request, in state: AppState) -> Bool {
        (try? resolve(request, in: state, suggesting: false)) != nil
    }

    /// ``resolve(_:in:)``, its error offering the closest identifiers when `suggesting`.
    static func resolve(_ request: Request, in state: AppState, suggesting: Bool) throws(SelectionError) -> Selection {
        let artist = try pick("artist", request.artist, suggesting: suggesting, state.catalog.artists, aliases: { [$0.slug, $0.name] },
                              preferred: defaultArtist(state))
        let yearRequest = request.year ?? (request.show == nil ? nil : state.show(request.show ?? "")?.yearUUID)
        let years = state.years(artist)
        let year = try pick("year", yearRequest, suggesting: suggesting, years, aliases: { [$0.year] },
                            preferred: years.first { $0.year == "1977" }?.uuid ?? years.last?.uuid)
        let shows = ShowOrdering.sorted(state.shows(year))
        let show = try pick("show", request.show, suggesting: suggesting, shows, aliases: { [$0.displayDate] },
                            preferred: shows.first { state.showDetail($0.uuid) != nil }?.uuid)
        let sources = SourceSorting.sorted(state.showDetail(show)?.sources ?? [], in: state)
        let source = try pick("source", request.source, suggesting: suggesting, sources, aliases: { _ in [] }, preferred: sources.first?.uuid)
        return Selection(artist: artist, year: year, show: show, source: source)
    }

    /// The favourite-and-featured artist with the most shows, else the first artist.
    /// Ties go to the earlier artist in the document. One pass: every screen of a
    /// catalog resolves its selection, so a sort per call cost n log n per screen.
    static func defaultArtist(_ state: AppState) -> String? {
        var best: Artist?, bestFavorite: Artist?
        for artist in state.catalog.artists {
            if artist.showCount > (best?.showCount ?? .min) { best = artist }
            if artist.showCount > (bestFavorite?.showCount ?? .min), artist.isFeatured,
                state.library.favoriteArtists.contains(artist.uuid)
            {
                bestFavorite = artist
            }
        }
        return (bestFavorite ?? best)?.uuid
    }

    /// The candidate `given` names (uuid or unique alias), else the preferred default.
    /// Candidates are read in place, and their names gathered only for an error that
    /// offers the closest (when `suggesting`): a catalog's artists are thousands, and most
    /// requests name none of them.
    static func pick<Candidate: SelectionCandidate>(
        _ flag: String, _ given: String?, suggesting: Bool, _ candidates: [Candidate], aliases: (Candidate) -> [String],
        preferred: @autoclosure () -> String?
    ) throws(SelectionError) -> String {
        guard let given else { return preferred() ?? "" }
        if candidates.contains(where: { $0.uuid == given }) { return given }
        var matches: [String] = []
        for candidate in candidates where aliases(candidate).contains(given) { matches.append(candidate.uuid) }
        if matches.count == 1 { return matches[0] }
        guard suggesting else { throw SelectionError(flag: flag, value: given, ambiguous: matches.count > 1, suggestions: []) }
        let names = candidates.flatMap { [$0.uuid] + aliases($0) }
        throw SelectionError(flag: flag, value: given, ambiguous: matches.count > 1, suggestions: EditDistance.suggestions(for: given, among: names, limit: 3, ignoringCase: true))
    }
}

/// What ``Selection/pick(_:_:suggesting:_:aliases:preferred:)`` chooses among: anything with a uuid.
protocol SelectionCandidate {
    var uuid: String { get }
}

extension Artist: SelectionCandidate {}
extension Year: SelectionCandidate {}
extension Show: SelectionCandidate {}
extension Source: SelectionCandidate {}

/// An identifier the state does not know (or knows twice).
public struct SelectionError: Error, Sendable, Hashable, CustomStringConvertible {
    public var flag: String
    public var value: String
    public var ambiguous: Bool
    public var suggestions: [String]

    public var description: String {
        let what = ambiguous ? "matches more than one \(flag); pass its uuid" : "is not a known \(flag)"
        let hint = suggestions.isEmpty ? "" : " Did you mean \(suggestions.map { "'\($0)'" }.joined(separator: ", "))?"
        return "--\(flag) '\(value)' \(what).\(hint)"
    }
}

