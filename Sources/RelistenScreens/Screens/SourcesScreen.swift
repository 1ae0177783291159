import TemplateKitLite

/// A show's sources in `sortSources` order. When opened from Recently Played, the
/// preferred source comes first in its own section, saying why.
public enum SourcesScreen {
    public static func template(_ state: AppState, show uuid: String, preferred: String? = nil) -> ListTemplate {
        let show = state.showDetail(uuid)?.show ?? state.show(uuid)
        // "Sources for 1977-05-08": the tracks screen below it is titled "Grateful Dead •
        // 1977-05-08", and two screens of one stack must not share a title.
        let title = show.map { "Sources for " + $0.displayDate } ?? "Sources"
        return RemoteList.list(title, resource: .show(uuid), what: "sources", state: state,
                               hasData: state.hasShowDetail(uuid)) {
            sections(state, show: uuid, preferred: preferred)
        }
    }

    static func sections(_ state: AppState, show uuid: String, preferred: String?) -> [ListSection] {
        let sources = Present.sortedSources(state.showDetail(uuid)?.sources ?? [], state)
        guard let preferred, let first = sources.first(where: { $0.uuid == preferred }) else {
            return [ListSection(header: nil, items: sources.enumerated().map { .item(row($1, state, number: $0 + 1)) })]
        }
        let reason = Present.preferenceReason(first, state)
        return [
            ListSection(reason) { row(first, state) }.id("preferred"),
            ListSection("Other sources") {
                for (index, source) in sources.enumerated() where source.uuid != preferred { row(source, state, number: index + 1) }
            }
            .id("others"),
        ]
    }

    static func row(_ source: Source, _ state: AppState, number: Int? = nil) -> ListItem {
        ListItem(Present.withMarkers(Present.sourceTitle(source, number: number), Present.markers(source, state), leading: true)).id(source.uuid)
            .detail(Present.sourceDetail(source))
            .accessory(.disclosureIndicator)
            .action(AppAction.open(.tracks(show: source.showUUID, source: source.uuid)).templateAction)
    }
}
