/// One recording of a show (`sources[]` element).
public struct Source: Sendable, Hashable, Identifiable {
    public var uuid: String
    public var showUUID: String
    /// The recording chain text, e.g. "SBD > Reel > DAT" (`source` key).
    public var source: String?
    public var taper: String?
    public var transferrer: String?
    public var description: String?
    public var isSoundboard: Bool
    public var avgRating: Double
    public var avgRatingWeighted: Double
    public var numRatings: Int
    /// Length in seconds, when known.
    public var duration: Double?
    /// Sets in document order; see ``TrackFlattening`` for play order.
    public var sets: [SourceSet]

    public var id: String { uuid }

    public init(
        uuid: String, showUUID: String, source: String? = nil, taper: String? = nil,
        transferrer: String? = nil, description: String? = nil, isSoundboard: Bool = false,
        avgRating: Double = 0, avgRatingWeighted: Double = 0, numRatings: Int = 0,
        duration: Double? = nil, sets: [SourceSet] = []
    ) {
        self.uuid = uuid
        self.showUUID = showUUID
        self.source = source
        self.taper = taper
        self.transferrer = transferrer
        self.description = description
        self.isSoundboard = isSoundboard
        self.avgRating = avgRating
        self.avgRatingWeighted = avgRatingWeighted
        self.numRatings = numRatings
        self.duration = duration
        self.sets = sets
    }
}

extension Source {
    /// The number of tracks in all its sets.
    var trackCount: Int { sets.reduce(0) { $0 + $1.tracks.count } }
}
