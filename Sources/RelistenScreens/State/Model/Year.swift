/// One year of an artist's shows (`/artists/{uuid}/years` element).
public struct Year: Sendable, Hashable, Identifiable {
    public var uuid: String
    /// The year as the server sends it, a string such as `"1977"`.
    public var year: String
    public var showCount: Int
    public var sourceCount: Int
    /// Total seconds of all sources, when the server sent it.
    public var duration: Double?
    /// Mean rating of the year's shows (0 when unrated).
    public var avgRating: Double
    public var artistUUID: String

    public var id: String { uuid }

    public init(
        uuid: String, year: String, showCount: Int = 0, sourceCount: Int = 0,
        duration: Double? = nil, avgRating: Double = 0, artistUUID: String
    ) {
        self.uuid = uuid
        self.year = year
        self.showCount = showCount
        self.sourceCount = sourceCount
        self.duration = duration
        self.avgRating = avgRating
        self.artistUUID = artistUUID
    }
}
