import TemplateKitLite

/// A source's tracks: sets by index then tracks by position, a section per set when the
/// artist's set names mean something. The current track shows its progress and indicator;
/// a track with no playable file is dimmed and never queued.
public enum TracksScreen {
    public static func template(_ state: AppState, show: String, source uuid: String) -> ListTemplate {
        let context = state.source(uuid).map { (source: $0, show: state.show($0.showUUID)) }
        let title = context?.show.map { Present.showTitle($0, state) } ?? "Tracks"
        return RemoteList.list(title, resource: .show(show), what: "tracks", state: state,
                               hasData: state.showDetail(show) != nil) {
            guard let source = context?.source else { return [] }
            let rows = TrackRows(source, state)
            return Present.trackSections(source, state).map(rows.section)
        }
    }
}
