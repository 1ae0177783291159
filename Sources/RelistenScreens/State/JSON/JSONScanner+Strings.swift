extension JSONScanner {
    /// Parses a string starting at the opening quote; validates UTF-8 and escapes.
    mutating func parseString() throws(JSONSyntaxError) -> String {
        try scanString(decoding: true) ?? ""
    }

    /// Validates a string starting at the opening quote without making a `String`.
    mutating func skipString() throws(JSONSyntaxError) {
        _ = try scanString(decoding: false)
    }

    private mutating func scanString(decoding: Bool) throws(JSONSyntaxError) -> String? {
        offset += 1
        var segmentStart = offset
        // The text with its escapes read, once one is met: appended to in place (held
        // in an optional and copied out, it was copied again at every escape).
        var unescaped: [UInt8] = [], hasEscapes = false
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                let text = decoding ? finishString(segmentStart: segmentStart, unescaped: hasEscapes ? unescaped : nil) : nil
                offset += 1
                return text
            } else if byte == UInt8(ascii: "\\") {
                unescaped.append(contentsOf: bytes[segmentStart..<offset])
                try parseEscape(into: &unescaped)
                hasEscapes = true
                segmentStart = offset
            } else if byte < 0x20 {
                throw failure("control character U+00\(hexByte(byte)) must be escaped in a string")
            } else if byte < 0x80 {
                offset += 1
            } else {
                try skipUTF8Sequence()
            }
        }
        throw failure("unexpected end of input inside a string")
    }

    private func finishString(segmentStart: Int, unescaped: consuming [UInt8]?) -> String {
        guard var buffer = unescaped else {
            return String(decoding: bytes[segmentStart..<offset], as: UTF8.self)
        }
        buffer.append(contentsOf: bytes[segmentStart..<offset])
        return String(decoding: buffer, as: UTF8.self)
    }

    /// Validates one multi-byte UTF-8 sequence (no overlongs, surrogates or > U+10FFFF).
    mutating func skipUTF8Sequence() throws(JSONSyntaxError) {
        let lead = bytes[offset]
        guard let (length, low, high) = UTF8Check.shape(of: lead) else {
            throw failure("invalid UTF-8 byte 0x\(hexByte(lead))")
        }
        guard offset + length <= bytes.count else {
            throw failure("invalid UTF-8: truncated sequence starting with 0x\(hexByte(lead))")
        }
        let second = bytes[offset + 1]
        guard second >= low, second <= high else {
            throw failure("invalid UTF-8 sequence 0x\(hexByte(lead)) 0x\(hexByte(second))")
        }
        for index in (offset + 2)..<(offset + length) where bytes[index] & 0xC0 != 0x80 {
            throw failure("invalid UTF-8 sequence starting with 0x\(hexByte(lead))")
        }
        offset += length
    }

    /// Parses `\x` or `\uXXXX` (with surrogate pairs) at `offset`, appending UTF-8.
    private mutating func parseEscape(into buffer: inout [UInt8]) throws(JSONSyntaxError) {
        let escapeOffset = offset
        guard offset + 1 < bytes.count else { throw failure("unexpected end of input inside a string") }
        let letter = bytes[offset + 1]
        offset += 2
        if let simple = Self.unescaped(letter) {
            buffer.append(simple)
            return
        }
        guard letter == UInt8(ascii: "u") else { throw failure("invalid escape sequence in a string", at: escapeOffset) }
        let scalar = try parseUnicodeEscape(escapeOffset: escapeOffset)
        buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    /// The byte a one-letter escape stands for (`n` → line feed), nil for `u` and any
    /// letter JSON has no escape for: the rule for the scanner and for ``ByteReader``.
    @inline(__always)
    static func unescaped(_ letter: UInt8) -> UInt8? {
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): letter
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
    }

    private mutating func parseUnicodeEscape(escapeOffset: Int) throws(JSONSyntaxError) -> Unicode.Scalar {
        let first = try parseHex4()
        if first >= 0xDC00, first <= 0xDFFF {
            throw failure("lone low surrogate \\u\(hex4(first)) in a string", at: escapeOffset)
        }
        guard first >= 0xD800, first <= 0xDBFF else {
            return Unicode.Scalar(first) ?? "\u{FFFD}"
        }
        guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else {
            throw failure("lone high surrogate \\u\(hex4(first)) in a string", at: escapeOffset)
        }
        offset += 2
        let second = try parseHex4()
        guard second >= 0xDC00, second <= 0xDFFF else {
            throw failure("high surrogate \\u\(hex4(first)) not followed by a low surrogate", at: escapeOffset)
        }
        let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current else { throw failure("unexpected end of input inside a \\u escape") }
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("expected 4 hexadecimal digits after \\u")
            }
            value = value << 4 | UInt32(digit)
            offset += 1
        }
        return value
    }

    func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
    }

    func hex4(_ value: UInt32) -> String {
        hexByte(UInt8(truncatingIfNeeded: value >> 8)) + hexByte(UInt8(truncatingIfNeeded: value))
    }
}
