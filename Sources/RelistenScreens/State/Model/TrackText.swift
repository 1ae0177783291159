import KitSupport

/// A track's uuid or MP3 URL as UTF-8 bytes: either a piece of a text that the tracks of
/// decoded sets share (their uuids and URLs one after another), or a string of its own.
/// A catalog holds hundreds of thousands of tracks; a string for each decoded uuid and URL
/// was an allocation each to make and, worse, to free. A track made in code keeps the
/// string it was given, so reading it back (as every track row does, for its id and its
/// action) is a retain, not a new string.
///
/// Compared and hashed by its bytes, as a ``UUIDTable`` compares uuids: two texts that
/// `String` calls equal by Unicode canonical equivalence but spell differently (a
/// precomposed `é` and `e` with a combining accent) are different uuids and URLs here.
///
/// ```swift
/// let text = TrackText("0f3c…")
/// text == "0f3c…"   // true, read in place
/// text.string       // "0f3c…", the string it was made from
/// ```
struct TrackText: @unchecked Sendable, Hashable {  // the bytes of its piece never change once made
    /// The bytes' keeper: decoded sets' text, or a string of its own (``TrackTextStorage``).
    private let storage: TrackTextStorage
    /// Where the piece starts in the sets' text, or ``ownString`` for a string of its own:
    /// 32 bits, as a document is at most 256 MiB.
    private let start: UInt32
    private let count: UInt32

    /// `start` of a text that is a string of its own.
    private static let ownString = UInt32.max

    /// A text of its own: `string` itself, kept.
    init(_ string: String) {
        storage = .holding(string)
        (start, count) = (Self.ownString, UInt32(string.utf8.count))
    }

    /// The piece of a set's text at `range`, which holds whole UTF-8 sequences.
    init(in text: TrackTextStorage, at range: Range<Int>) {
        assert(range.lowerBound >= 0 && range.upperBound <= text.capacity, "a piece lies in its text")
        storage = text
        (start, count) = (UInt32(range.lowerBound), UInt32(range.count))
    }

    /// The piece as a string: the one it was made from, or a new one for a piece of a
    /// set's text (keep to ``withBytes(_:)`` and `==` in loops over decoded tracks).
    var string: String {
        start == Self.ownString ? storage.header : withBytes { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the piece's bytes, in place.
    @inline(__always)
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if start == Self.ownString { return try storage.header.withContiguousUTF8(body) }
        return try storage.withUnsafeMutablePointerToElements { elements in
            try body(UnsafeBufferPointer(start: elements + Int(start), count: Int(count)))
        }
    }

    /// The storage it is a piece of (texts with the same one were written together).
    var storageIdentity: ObjectIdentifier { ObjectIdentifier(storage) }

    /// Equal when they spell the same bytes; the same piece of the same text is equal
    /// without reading them.
    static func == (first: TrackText, second: TrackText) -> Bool {
        guard first.count == second.count else { return false }
        if first.storage === second.storage && first.start == second.start { return true }
        return first.spellsLike(second)
    }

    /// Whether the piece spells `string`, byte for byte.
    static func == (text: TrackText, string: String) -> Bool {
        text.spellsLike(string)
    }

    func hash(into hasher: inout Hasher) {
        withBytes { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        hasher.combine(count)
    }
}
