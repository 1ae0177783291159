/// One concert (a year-shows element, or the head of a `/shows/{uuid}` body).
public struct Show: Sendable, Hashable, Identifiable {
    public var uuid: String
    /// `YYYY-MM-DD`, possibly with `XX` for unknown parts (`1966-11-XX`).
    public var displayDate: String
    /// Mean rating (0 when unrated).
    public var avgRating: Double
    /// Mean source length in seconds, when known.
    public var avgDuration: Double?
    public var hasSoundboardSource: Bool
    public var sourceCount: Int
    public var venue: Venue?
    public var artistUUID: String
    public var yearUUID: String

    public var id: String { uuid }

    public init(
        uuid: String, displayDate: String, avgRating: Double = 0, avgDuration: Double? = nil,
        hasSoundboardSource: Bool = false, sourceCount: Int = 0, venue: Venue? = nil,
        artistUUID: String, yearUUID: String
    ) {
        self.uuid = uuid
        self.displayDate = displayDate
        self.avgRating = avgRating
        self.avgDuration = avgDuration
        self.hasSoundboardSource = hasSoundboardSource
        self.sourceCount = sourceCount
        self.venue = venue
        self.artistUUID = artistUUID
        self.yearUUID = yearUUID
    }
}
