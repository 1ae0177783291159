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

    /// Whether this track's uuid is `uuid`, read in place.
    public func hasUUID(_ uuid: String) -> Bool {
        uuidText == uuid
    }
}

/// The public init lives here, not in the type's body, so that Swift still writes the
/// memberwise one, `init(uuidText:position:title:duration:mp3URLText:sourceUUID:)`: how
/// a decoded track is made, its texts pieces of the set's. Made by an init written out
/// (`self.uuidText = uuidText` …), a track appended to an array was copied and the copy
/// destroyed, four retains and four releases a track (Swift 6.3, `-O`; the decode took
/// 7% more instructions); made memberwise, it is moved.
extension Track {
    public init(
        uuid: String, position: Int, title: String, duration: Double? = nil, mp3URL: String? = nil,
        sourceUUID: String
    ) {
        self.init(
            uuidText: TrackText(uuid), position: position, title: title, duration: duration,
            mp3URLText: mp3URL.map(TrackText.init), sourceUUID: sourceUUID)
    }
}
