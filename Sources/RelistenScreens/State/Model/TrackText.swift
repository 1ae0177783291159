/// A track's uuid or MP3 URL as UTF-8 bytes: a piece of a text that every track of a
/// decoded set shares (their uuids and URLs one after another), or a text of its own.
/// A catalog holds hundreds of thousands of tracks; a string for each uuid and URL was
/// an allocation each to make and, worse, to free.
///
/// Compared and hashed by its bytes, as a ``UUIDTable`` compares uuids: two texts that
/// `String` calls equal by Unicode canonical equivalence but spell differently (a
/// precomposed `é` and `e` with a combining accent) are different uuids and URLs here.
///
/// ```swift
/// let text = TrackText("0f3c…")
/// text == "0f3c…"   // true, read in place
/// text.string       // "0f3c…", made anew
/// ```
struct TrackText: Sendable, Hashable {
    /// The text this piece is in (shared: an array's buffer is one reference).
    private let text: [UInt8]
    /// Where the piece is in `text`: 32 bits each, as a document is at most 256 MiB.
    private let start: UInt32, count: UInt32

    /// A text of its own: `string`'s bytes.
    init(_ string: String) {
        text = Array(string.utf8)
        (start, count) = (0, UInt32(text.count))
    }

    /// The piece of `text` at `range`, which holds whole UTF-8 sequences.
    init(in text: [UInt8], at range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= text.count, "a piece lies in its text")
        self.text = text
        (start, count) = (UInt32(range.lowerBound), UInt32(range.count))
    }

    /// The piece as a string (a new one: keep to ``withBytes(_:)`` and `==` in loops).
    var string: String {
        withBytes { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the piece's bytes, in place.
    @inline(__always)
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try text.withUnsafeBufferPointer { whole in
            try body(UnsafeBufferPointer(rebasing: whole[Int(start)..<Int(start + count)]))
        }
    }

    static func == (first: TrackText, second: TrackText) -> Bool {
        first.count == second.count && first.spellsLike(second)
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
