import TemplateKitLite

/// The form a list of remote data takes: its data, or loading, failed, offline or empty.
/// One rule for every remote screen, so the four forms look the same everywhere.
enum RemoteList {
    /// The list for `resource`: `loaded` builds the sections when data is there.
    static func list(
        _ title: String, resource: ResourceKey, what: String, state: AppState,
        hasData: Bool, loaded: () -> [ListSection]
    ) -> ListTemplate {
        let load = state.loadState(for: resource)
        // Loaded with nothing in it is the empty view, never the loading spinner.
        if (hasData || load == .loaded) && load != .failed {
            let sections = loaded()
            // Most lists have no empty section: they keep their array rather than a filtered copy.
            let shown = sections.contains { $0.items.isEmpty } ? sections.filter { !$0.items.isEmpty } : sections
            return ListTemplate(title: title, sections: shown)
                .emptyView(titles: ["No " + what], subtitles: ["Nothing to show for this yet"])
        }
        if state.network == .offline { return offline(title) }
        if load == .failed { return failed(title, resource: resource, what: what) }
        return loading(title, what: what)
    }

    static func loading(_ title: String, what: String) -> ListTemplate {
        ListTemplate(title: title)
            .emptyView(titles: ["Loading \(what)…", "Loading…"])
            .spinnerWhileEmpty()
    }

    static func failed(_ title: String, resource: ResourceKey, what: String) -> ListTemplate {
        ListTemplate(title) {
            ListSection("Couldn't load \(what)") {
                ListItem("Try Again").id("retry")
                    .detail("Relisten's server didn't answer")
                    .image(.symbol("arrow.clockwise"))
                    .action(AppAction.retry(resource).templateAction)
            }
        }
    }

    static func offline(_ title: String) -> ListTemplate {
        ListTemplate(title) {
            ListSection("You're offline") {
                ListItem("Go to Downloads").id("go-to-downloads")
                    .detail("Play what is on this phone")
                    .image(.symbol("arrow.down.circle"))
                    .accessory(.disclosureIndicator)
                    .action(AppAction.goToDownloads.templateAction)
            }
        }
    }
}
