/// Short row texts (UTF-8) written straight into the string's storage: at most one
/// allocation (none up to 15 bytes) and no intermediate strings. Every track row formats
/// its number and length, ~160k rows for the screens of a Grateful-Dead-sized artist.
///
///     TextWriter.make(capacity: 4) { $0.append(digitsOf: 4); $0.append(ascii: ":"); $0.append(twoDigits: 32) }   // "4:32"
struct TextWriter: ~Copyable {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    /// Bytes written so far.
    private(set) var count = 0

    private init(_ buffer: UnsafeMutableBufferPointer<UInt8>) { self.buffer = buffer }

    /// The text `write` appends; `capacity` must cover every byte it writes.
    static func make(capacity: Int, _ write: (inout TextWriter) -> Void) -> String {
        String(unsafeUninitializedCapacity: capacity) { buffer in
            var text = TextWriter(buffer)
            write(&text)
            return text.count
        }
    }

    /// The number of bytes `digitsOf: value` writes (the sign included).
    static func digitCount(_ value: Int) -> Int {
        var magnitude = value.magnitude
        var digits = value < 0 ? 2 : 1
        while magnitude >= 10 { magnitude /= 10; digits += 1 }
        return digits
    }

    /// One ASCII character: `append(ascii: ":")`.
    mutating func append(ascii scalar: Unicode.Scalar) {
        precondition(scalar.isASCII && count < buffer.count)
        buffer[count] = UInt8(scalar.value)
        count += 1
    }

    /// `value` in decimal, `-` first when negative.
    mutating func append(digitsOf value: Int) {
        let length = Self.digitCount(value)
        precondition(count + length <= buffer.count)
        if value < 0 { buffer[count] = UInt8(ascii: "-") }
        var rest = value.magnitude
        var position = count + length
        repeat {
            position -= 1
            buffer[position] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        } while rest > 0
        count += length
    }

    /// `value` (0…99) as two digits: 7 → `07`.
    mutating func append(twoDigits value: Int) {
        precondition((0..<100).contains(value))
        append(ascii: Unicode.Scalar(UInt8(ascii: "0") + UInt8(value / 10)))
        append(ascii: Unicode.Scalar(UInt8(ascii: "0") + UInt8(value % 10)))
    }

    /// The UTF-8 bytes of `text` (any text, not only ASCII).
    mutating func append(_ text: String) {
        let length = text.utf8.count
        precondition(count + length <= buffer.count)
        let target = UnsafeMutableBufferPointer(rebasing: buffer[count..<(count + length)])
        let copied = text.utf8.withContiguousStorageIfAvailable { target.update(fromContentsOf: $0) }
        if copied == nil { _ = target.initialize(from: text.utf8) }
        count += length
    }
}
