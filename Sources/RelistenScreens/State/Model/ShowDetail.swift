/// A show with all its recordings (`/shows/{uuid}` body).
public struct ShowDetail: Sendable, Hashable, Identifiable {
    public var show: Show
    /// Sources in document order; see ``SourceSorting`` for the display order.
    public var sources: [Source]

    public var id: String { show.uuid }

    public init(show: Show, sources: [Source]) {
        self.show = show
        self.sources = sources
    }
}
