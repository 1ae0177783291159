extension ByteReader {
    /// A string with escapes whose text starts at `start` (``offset`` at its opening
    /// quote), its first escape at `firstEscape`. The one-letter escapes (`\"` `\\` `\/`
    /// `\b` `\f` `\n` `\r` `\t`: `JSONEncoder` writes every `/` of a URL as `\/`) are
    /// read here: the rest of the string is checked and measured from escape to escape,
    /// then written straight into its own storage. One with a `\u` escape is read by the
    /// scanner, which also validates surrogate pairs.
    ///
    /// ```swift
    /// // "https:\/\/archive.org\/a.mp3" → https://archive.org/a.mp3
    /// ```
    mutating func escapedString(from start: Int, firstEscape: Int) throws(NotRead) -> String {
        var index = firstEscape, escapes = 0
        while bytes[index] == UInt8(ascii: "\\") {
            guard index + 1 < bytes.count, JSONScanner.unescaped(bytes[index + 1]) != nil else { return try stringWithUnicodeEscapes() }
            escapes += 1
            index = try stringEnd(from: index + 2, allowingEscapes: true)
        }
        let end = index
        let text = String(unsafeUninitializedCapacity: end - start - escapes) { target in
            var from = start, to = 0
            while from < end {
                var byte = bytes[from]
                from += 1
                if byte == UInt8(ascii: "\\") {
                    byte = JSONScanner.unescaped(bytes[from]) ?? byte
                    from += 1
                }
                target[to] = byte
                to += 1
            }
            return to
        }
        offset = end + 1
        return text
    }

    /// A string with a `\u` escape (or a letter JSON has no escape for), read and
    /// validated by the scanner.
    private mutating func stringWithUnicodeEscapes() throws(NotRead) -> String {
        var scanner = JSONScanner(bytes: array, offset: offset)
        guard let text = try? scanner.parseString() else { throw NotRead() }
        offset = scanner.offset
        return text
    }
}
