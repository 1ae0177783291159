/// One song of a recording (`tracks[]` element).
///
/// Its uuid and MP3 URL are held as pieces of one text that a decoded set's tracks share
/// (``TrackText``): a catalog holds hundreds of thousands of tracks, and a string of
/// their own is an allocation each to make and to free. Reading a decoded track's ``uuid``
/// or ``mp3URL`` makes a string (``hasUUID(_:)`` reads in place); a track made here, or
/// given one by setting it, keeps that string and gives it back.
/// Two tracks compare their uuids and URLs byte for byte.
///
/// ```swift
/// var track = Track(uuid: "0f3c…", position: 1, title: "Bertha", sourceUUID: "9a1e…")
/// track.uuid   // "0f3c…"
/// ```
public struct Track: Sendable, Hashable, Identifiable {
    /// The uuid, where it is held (compare and hash it here: reading a decoded ``uuid`` allocates).
    var uuidText: TrackText
    /// `track_position`, 1-based within the source.
    public var position: Int
    public var title: String
    /// Seconds, when known.
    public var duration: Double?
    /// The MP3 URL, where it is held.
    var mp3URLText: TrackText?
    public var sourceUUID: String

    public var uuid: String {
        get { uuidText.string }
        set { uuidText = TrackText(newValue) }
    }

    public var mp3URL: String? {
        get { mp3URLText?.string }
        set { mp3URLText = newValue.map(TrackText.init) }
    }

    public var id: String { uuid }
    /// A track can be played when it has an MP3 URL.
    public var isPlayable: Bool { mp3URLText != nil }

    public init(
        uuid: String, position: Int, title: String, duration: Double? = nil, mp3URL: String? = nil,
        sourceUUID: String
    ) {
        self.init(
            uuidText: TrackText(uuid), position: position, title: title, duration: duration,
            mp3URLText: mp3URL.map(TrackText.init), sourceUUID: sourceUUID)
    }

    /// A track whose uuid and MP3 URL are pieces of a shared text (as decoded).
    init(
        uuidText: TrackText, position: Int, title: String, duration: Double?, mp3URLText: TrackText?,
        sourceUUID: String
    ) {
        self.uuidText = uuidText
        self.position = position
        self.title = title
        self.duration = duration
        self.mp3URLText = mp3URLText
        self.sourceUUID = sourceUUID
    }

    /// Whether this track's uuid is `uuid`, read in place.
    public func hasUUID(_ uuid: String) -> Bool {
        uuidText == uuid
    }
}
