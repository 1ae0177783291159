import TemplateKitLite

/// An artist's years, ascending.
public enum YearsScreen {
    public static func template(_ state: AppState, artist uuid: String) -> ListTemplate {
        let title = state.artist(uuid)?.name ?? "Years"
        return RemoteList.list(title, resource: .years(artist: uuid), what: "years", state: state,
                               hasData: state.catalog.years[uuid] != nil) {
            [ListSection { for year in Present.sortedYears(state.years(uuid)) { row(year) } }]
        }
    }

    static func row(_ year: Year) -> ListItem {
        ListItem(year.year).id(year.uuid)
            .detail(Present.counts(shows: year.showCount, tapes: year.sourceCount))
            .accessory(.disclosureIndicator)
            .action(AppAction.open(.shows(year: year.uuid)).templateAction)
    }
}
