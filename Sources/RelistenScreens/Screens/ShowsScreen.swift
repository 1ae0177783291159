import TemplateKitLite

/// A year's shows by date, filtered by the user's filters. Markers (SBD, ♥, ⬇) follow the
/// date on the first line, which is short, so a narrow car screen still shows them.
public enum ShowsScreen {
    public static func template(_ state: AppState, year uuid: String) -> ListTemplate {
        let year = state.year(uuid)
        let artist = year.flatMap { state.artist($0.artistUUID) }
        let title = [artist?.name, year?.year].compactMap { $0 }.joined(separator: " • ")
        return RemoteList.list(title.isEmpty ? "Shows" : title, resource: .yearShows(year: uuid), what: "shows",
                               state: state, hasData: state.catalog.yearShows[uuid] != nil) {
            let shows = Present.sortedShows(state.shows(uuid)).filter { Present.passesFilters($0, state) }
            return [ListSection { for show in shows { row(show, state) } }]
        }
    }

    static func row(_ show: Show, _ state: AppState) -> ListItem {
        ListItem(Present.withMarkers(show.displayDate, Present.markers(show, state))).id(show.uuid)
            .detail(Present.showDetail(show))
            .accessory(.disclosureIndicator)
            .action(AppAction.open(.sources(show: show.uuid)).templateAction)
    }
}
