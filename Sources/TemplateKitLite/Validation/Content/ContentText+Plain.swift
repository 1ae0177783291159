/// The content rules' fast path over *plain* text: every scalar is Latin-1 (U+0000–U+00FF)
/// except CR, or the bullet `•`. Nearly every row is plain. In plain text each scalar is a
/// Character of its own and is its own canonical form, so ``ContentText``'s Character-level
/// trimming, splitting and comparing give the same answers on UTF-8 bytes — without a String
/// or array per part. Other text (emoji, combining marks, CR) takes the Character path.
///
///     PlainText.with("Dé • 2 shows") { $0.parts.map($0.string) }   // ["Dé", "2 shows"]
struct PlainText {
    /// The text's UTF-8; valid only inside ``with(_:_:)``.
    let bytes: UnsafeBufferPointer<UInt8>

    /// `body` over `text`'s bytes, or `nil` when `text` is not plain.
    static func with<Result>(_ text: String, _ body: (PlainText) -> Result) -> Result? {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            let text = PlainText(bytes: bytes)
            return text.isPlain ? body(text) : nil
        } ?? nil
    }

    /// `body` over both texts' bytes, or `nil` when either is not plain.
    static func with<Result>(_ first: String, _ second: String, _ body: (PlainText, PlainText) -> Result) -> Result? {
        with(first) { first in with(second) { second in body(first, second) } } ?? nil
    }

    var isPlain: Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte == 0x0D { return false }
                index += 1
            } else if byte == 0xC2 || byte == 0xC3 {
                index += 2
            } else if byte == 0xE2 && bytes.count - index >= 3 && bytes[index + 1] == 0x80 && bytes[index + 2] == 0xA2 {
                index += 3
            } else {
                return false
            }
        }
        return true
    }

    var all: Range<Int> { 0..<bytes.count }

    /// ``ContentText/trimmed(_:)`` of the bytes in `range`.
    func trimmed(_ range: Range<Int>) -> Range<Int> {
        var start = range.lowerBound, end = range.upperBound
        while start < end && Self.isSpace(bytes[start]) { start += 1 }
        while end > start && Self.isSpace(bytes[end - 1]) { end -= 1 }
        return start..<end
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A }

    /// ``ContentText/parts(_:)``, as byte ranges.
    var parts: Parts { Parts(text: self, rest: all) }

    /// Whether the bytes in `range` and `other`'s in `otherRange` are the same once
    /// ``ContentText/folded(_:)``.
    func sameFolded(_ range: Range<Int>, _ other: PlainText, _ otherRange: Range<Int>) -> Bool {
        guard range.count == otherRange.count else { return false }
        for offset in 0..<range.count where Self.folded(bytes[range.lowerBound + offset]) != Self.folded(other.bytes[otherRange.lowerBound + offset]) {
            return false
        }
        return true
    }

    /// Whether the bytes in `range`, folded, are `folded`.
    func isFolded(_ range: Range<Int>, _ folded: [UInt8]) -> Bool {
        guard range.count == folded.count else { return false }
        for offset in 0..<range.count where Self.folded(bytes[range.lowerBound + offset]) != folded[offset] { return false }
        return true
    }

    /// An ASCII capital lower-cased; any other byte unchanged.
    static func folded(_ byte: UInt8) -> UInt8 { byte &- 0x41 < 26 ? byte | 0x20 : byte }

    func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// The trimmed, non-empty parts between `" • "` separators.
    struct Parts: Sequence, IteratorProtocol {
        let text: PlainText
        var rest: Range<Int>

        mutating func next() -> Range<Int>? {
            while !rest.isEmpty {
                let piece = cutPiece()
                let part = text.trimmed(piece)
                if !part.isEmpty { return part }
            }
            return nil
        }

        /// The bytes before the first separator (all of `rest` if none); `rest` moves past it.
        mutating func cutPiece() -> Range<Int> {
            let bytes = text.bytes
            var index = rest.lowerBound
            while index + 5 <= rest.upperBound {
                if bytes[index] == 0x20 && bytes[index + 1] == 0xE2 && bytes[index + 2] == 0x80 && bytes[index + 3] == 0xA2
                    && bytes[index + 4] == 0x20 {
                    defer { rest = index + 5..<rest.upperBound }
                    return rest.lowerBound..<index
                }
                index += 1
            }
            defer { rest = rest.upperBound..<rest.upperBound }
            return rest
        }
    }
}
