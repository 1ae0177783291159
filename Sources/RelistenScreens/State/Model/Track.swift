/// One song of a recording (`tracks[]` element).
public struct Track: Sendable, Hashable, Identifiable {
    public var uuid: String
    /// `track_position`, 1-based within the source.
    public var position: Int
    public var title: String
    /// Seconds, when known.
    public var duration: Double?
    public var mp3URL: String?
    public var sourceUUID: String

    public var id: String { uuid }
    /// A track can be played when it has an MP3 URL.
    public var isPlayable: Bool { mp3URL != nil }

    public init(
        uuid: String, position: Int, title: String, duration: Double? = nil, mp3URL: String? = nil,
        sourceUUID: String
    ) {
        self.uuid = uuid
        self.position = position
        self.title = title
        self.duration = duration
        self.mp3URL = mp3URL
        self.sourceUUID = sourceUUID
    }
}
