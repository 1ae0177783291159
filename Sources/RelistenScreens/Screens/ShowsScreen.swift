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
            return [ListSection(filterCue(state.userFilters)) { for show in shows { row(show, state) } }]
        }
    }

    /// A header saying the list is filtered, so a driver knows shows are left out:
    /// `Only favorites or downloaded` (nil without a filter).
    static func filterCue(_ filters: UserFilters) -> String? {
        var parts: [String] = []
        if let favorite = filters.isFavorite { parts.append(favorite ? "favorites" : "not favorites") }
        if let offline = filters.isPlayableOffline { parts.append(offline ? "downloaded" : "not downloaded") }
        guard !parts.isEmpty else { return nil }
        return "Only " + parts.joined(separator: filters.combine == .and ? " and " : " or ")
    }

    static func row(_ show: Show, _ state: AppState) -> ListItem {
        ListItem(Present.withMarkers(show.displayDate, Present.markers(show, state))).id(show.uuid)
            .detail(Present.showDetail(show))
            .accessory(.disclosureIndicator)
            .action(AppAction.open(.sources(show: show.uuid)).templateAction)
    }
}
