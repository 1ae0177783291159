import TemplateKitLite

/// What the screens say, in one place: row wording, markers and the orderings they use.
/// Everything here is a pure function of the state; formatting rules live in `Format`.
enum Present {
    static func join(_ parts: [String?]) -> String { Format.join(parts) }
    static func plural(_ count: Int, _ noun: String) -> String { Format.count(count, singular: noun, plural: noun + "s") }
    static func counts(shows: Int, tapes: Int) -> String { Format.counts(shows: shows, sources: tapes) }
    static func trackDuration(_ track: Track) -> String? { track.duration.map { Format.trackDuration($0) } }

    static func sortedYears(_ years: [Year]) -> [Year] { YearOrdering.sorted(years) }
    static func sortedShows(_ shows: [Show]) -> [Show] { ShowOrdering.sorted(shows) }
    static func sortedSources(_ sources: [Source], _ state: AppState) -> [Source] {
        SourceSorting.sorted(sources, in: state)
    }
    static func flattened(_ source: Source) -> [Track] { TrackFlattening.tracks(of: source) }

    static func passesFilters(_ show: Show, _ state: AppState) -> Bool { !state.filteredShows([show]).isEmpty }

    /// "Grateful Dead • 1977-05-08".
    static func showTitle(_ show: Show, _ state: AppState) -> String {
        showTitle(show, artist: state.artist(show.artistUUID))
    }

    /// ``showTitle(_:_:)`` when the show's artist is already at hand.
    static func showTitle(_ show: Show, artist: Artist?) -> String {
        Format.join(artist?.name, show.displayDate)
    }

    /// "Barton Hall, Cornell University • Ithaca, NY", placeholders left out.
    static func venueLine(_ show: Show) -> String { Format.venueLine(show.venue) }

    /// Detail lines are nil rather than empty: a blank second line looks broken.
    static func showDetail(_ show: Show) -> String? { nonEmpty(Format.showDetail(show)) }
    static func sourceTitle(_ source: Source, number: Int? = nil) -> String { Format.sourceTitle(source, number: number) }
    static func sourceDetail(_ source: Source) -> String? { nonEmpty(Format.sourceDetail(source)) }
    static func nonEmpty(_ text: String) -> String? { text.isEmpty ? nil : text }

    /// Markers a narrow screen must still show: SBD, ♥ favourite, ⬇ offline.
    static func markers(_ show: Show, _ state: AppState) -> [String] {
        [show.hasSoundboardSource ? "SBD" : nil,
         state.library.favoriteShows.contains(show.uuid) ? "♥" : nil,
         state.showHasOfflineTracks(show.uuid) ? "⬇" : nil].compactMap { $0 }
    }

    static func markers(_ source: Source, _ state: AppState) -> [String] {
        let favorites = state.library.favoriteSources
        let favorite = !favorites.isEmpty && favorites.contains(source.uuid)
        let downloaded = state.sourceHasOfflineTracks(source)
        guard favorite || downloaded else { return [] }
        return [favorite ? "♥" : nil, downloaded ? "⬇" : nil].compactMap { $0 }
    }

    /// `1977-05-08  SBD ♥ ⬇` (markers after a short text) or `♥ ⬇  SBD > Reel` (before a long one).
    static func withMarkers(_ text: String, _ markers: [String], leading: Bool = false) -> String {
        guard !markers.isEmpty else { return text }
        let tags = markers.joined(separator: " ")
        return leading ? tags + "  " + text : text + "  " + tags
    }

    /// Why Recently Played put this source first.
    static func preferenceReason(_ source: Source, _ state: AppState) -> String {
        if state.lastPlayedSource(ofShow: source.showUUID)?.uuid == source.uuid { return "Last played" }
        if state.library.favoriteSources.contains(source.uuid) { return "Favorite source" }
        return "Recommended"
    }

    /// The sections of a source of `artist`'s: by set when its set names mean something.
    static func trackSections(_ source: Source, artist: Artist?) -> [TrackSection] {
        TrackFlattening.sections(of: source, meaningfulSets: artist?.hasMeaningfulSets ?? false)
    }

    /// "4:32 • Downloaded", or "No playable file" for a track that cannot be queued.
    /// "Downloaded" is the one word for a track on the phone (the ⬇ mark on shows).
    static func trackDetail(_ track: Track, downloaded: Bool) -> String {
        trackDetail(duration: track.duration, isPlayable: track.isPlayable, downloaded: downloaded)
    }

    /// ``trackDetail(_:downloaded:)`` of a track's length and playability.
    static func trackDetail(duration: Double?, isPlayable: Bool, downloaded: Bool) -> String {
        let length = duration.map { Format.trackDuration($0) }
        guard isPlayable else { return Format.join(length, "No playable file") }
        return Format.join(length, downloaded ? "Downloaded" : nil)
    }

    /// A show as the library draws it, the same in every section: `date • artist` and the
    /// markers, then venue, location, rating and length.
    static func libraryShowRow(_ show: Show, _ state: AppState) -> ListItem {
        // Markers after the short date, before the artist: a long artist name is what the car
        // cuts, and the markers must survive the cut.
        ListItem(join([withMarkers(show.displayDate, markers(show, state)), state.artist(show.artistUUID)?.name])).id(show.uuid)
            .detail(showDetail(show))
            .accessory(.disclosureIndicator)
    }

    /// `Shuffle: Off` / `Shuffle: On`, the same words on every screen.
    static func shuffleTitle(_ player: Player) -> String { "Shuffle: " + (player.shuffle ? "On" : "Off") }

    /// `Repeat: Off` / `Repeat: Track` / `Repeat: Queue`.
    static func repeatLabel(_ player: Player) -> String { "Repeat: " + repeatTitle(player.repeatMode) }

    /// The queue's shuffle row, worded as what a tap does: `Turn Shuffle On` / `Turn Shuffle Off`.
    static func shuffleAction(_ player: Player) -> String { player.shuffle ? "Turn Shuffle Off" : "Turn Shuffle On" }

    /// The queue's repeat row, worded as what a tap does (the next mode of the cycle):
    /// `Repeat the Queue` (off), `Repeat This Track` (queue), `Stop Repeating` (track).
    static func repeatAction(_ player: Player) -> String {
        switch player.repeatMode {
        case .off: "Repeat the Queue"
        case .queue: "Repeat This Track"
        case .track: "Stop Repeating"
        }
    }

    static func indicator(_ player: Player) -> PlayingIndicator {
        switch player.state {
        case .playing, .stalled: .playing
        case .paused: .paused
        case .stopped: .none
        }
    }

    static func playback(_ state: Player.State) -> PlaybackState {
        switch state {
        case .playing, .stalled: .playing
        case .paused: .paused
        case .stopped: .stopped
        }
    }

    static func repeatTitle(_ mode: Player.RepeatMode) -> String {
        switch mode {
        case .off: "Off"
        case .track: "Track"
        case .queue: "Queue"
        }
    }

    static func favoriteArtists(_ state: AppState) -> [Artist] { ArtistSections(state: state).favorites }
    static func offlineArtists(_ state: AppState) -> [Artist] { OfflineCatalog(state: state).artists() }
    static func offlineShows(_ state: AppState) -> [Show] {
        let offline = OfflineCatalog(state: state)
        return offline.artists().flatMap { offlineShows(state, artist: $0.uuid, offline) }
    }
    static func offlineShows(_ state: AppState, artist: String, _ offline: OfflineCatalog? = nil) -> [Show] {
        let offline = offline ?? OfflineCatalog(state: state)
        return ShowOrdering.sorted(offline.years(artist: artist).flatMap { offline.shows(year: $0.uuid) })
    }
    static func libraryShows(_ state: AppState) -> [Show] { state.libraryShows() }
    static func recentlyPlayed(_ state: AppState, limit: Int) -> [RecentShow] {
        state.recentlyPlayedShows(limit: limit)
    }
}
