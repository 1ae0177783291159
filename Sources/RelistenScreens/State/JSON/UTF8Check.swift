/// The one UTF-8 rule of the JSON readers (RFC 3629: no overlong forms, no surrogates,
/// nothing above U+10FFFF), as a table of each lead byte's length and second-byte range.
///
/// ```swift
/// let length = try UTF8Check.sequenceLength(in: buffer, at: index)   // 2 for "é"
/// ```
enum UTF8Check {
    struct Invalid: Error {}

    /// How long the sequence starting with `lead` is and the range its second byte must
    /// be in; nil for a byte that cannot start one.
    @inline(__always)
    static func shape(of lead: UInt8) -> (length: Int, low: UInt8, high: UInt8)? {
        switch lead {
        case 0xC2...0xDF: (2, 0x80, 0xBF)
        case 0xE0: (3, 0xA0, 0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80, 0xBF)
        case 0xED: (3, 0x80, 0x9F)
        case 0xF0: (4, 0x90, 0xBF)
        case 0xF1...0xF3: (4, 0x80, 0xBF)
        case 0xF4: (4, 0x80, 0x8F)
        default: nil
        }
    }

    /// The length of the valid multi-byte sequence at `index` of `bytes`.
    static func sequenceLength(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) throws(ByteReader.NotRead) -> Int {
        guard let (length, low, high) = shape(of: bytes[index]), index + length <= bytes.count else {
            throw ByteReader.NotRead()
        }
        let second = bytes[index + 1]
        guard second >= low, second <= high else { throw ByteReader.NotRead() }
        for next in (index + 2)..<(index + length) where bytes[next] & 0xC0 != 0x80 { throw ByteReader.NotRead() }
        return length
    }
}
