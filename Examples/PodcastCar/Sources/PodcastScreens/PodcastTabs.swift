import TemplateKitLite

/// The root the car shows: a tab bar of the library and the downloads.
///
///     PodcastTabs.template(.sample)          // Library selected
public enum PodcastTabs {
    public static func template(_ state: PodcastState) -> TabBarTemplate {
        TabBarTemplate(selected: state.tab) {
            Tab("Library", image: .symbol("books.vertical")) { LibraryScreen.template(state) }
            Tab("Downloads", image: .symbol("arrow.down.circle")) { DownloadsScreen.template(state) }
        }
    }
}
