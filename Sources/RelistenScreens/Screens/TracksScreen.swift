import TemplateKitLite

/// A source's tracks: sets by index then tracks by position, a section per set when the
/// artist's set names mean something. The current track shows its progress and indicator;
/// a track with no playable file is dimmed and never queued.
public enum TracksScreen {
    public static func template(_ state: AppState, show: String, source uuid: String) -> ListTemplate {
        // The source's show and artist, looked up once for the title and the set headers.
        // The title is the show's in every load state (the year's list names it before its
        // sources load), so it does not change under the driver when the data arrives.
        let source = state.source(uuid)
        let sourceShow = source.flatMap { state.show($0.showUUID) } ?? state.show(show)
        let artist = sourceShow.flatMap { state.artist($0.artistUUID) }
        let title = sourceShow.map { Present.showTitle($0, artist: artist) } ?? "Tracks"
        return RemoteList.list(title, resource: .show(show), what: "tracks", state: state, hasData: state.hasShowDetail(show)) {
            source.map { sections($0, artist: artist, state) } ?? []
        }
    }

    /// A section per set, or one of every track, with a row per track.
    static func sections(_ source: Source, artist: Artist?, _ state: AppState) -> [ListSection] {
        let rows = TrackRows(source, state)
        return Present.trackSections(source, artist: artist).map(rows.section)
    }
}
