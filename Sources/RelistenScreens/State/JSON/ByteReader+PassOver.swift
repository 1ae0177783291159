extension ByteReader {
    /// Moves past the array or object that comes next following only its strings' ends
    /// and its brackets, without validating it: for a value this pass reads in full later
    /// (a catalog section that comes before the ones it depends on), which validates it
    /// then. Anything else is skipped the validating way. Throws when the text ends first
    /// or the nesting passes ``JSONParser/maximumDepth``.
    ///
    /// ```swift
    /// let start = reader.offset
    /// try reader.passOver()   // reader.offset: just past the value
    /// ```
    ///
    /// Valid JSON has one reading of its strings and brackets, so the end found is the
    /// value's own; in text that is not JSON it may be another place, and the full read
    /// of the value then fails, as it must.
    mutating func passOver() throws(NotRead) {
        let first = try peek()
        guard first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else { return try skipValue() }
        var index = offset, open = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                index = try passString(from: index)
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                open += 1
                guard depth + open <= JSONParser.maximumDepth else { throw NotRead() }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                open -= 1
                if open == 0 {
                    offset = index
                    return
                }
            case UInt8(ascii: "\n"):
                index = spaceRunEnd(from: index)  // a line's indentation
            default:
                continue
            }
        }
        throw NotRead()
    }

    /// The index just past the closing quote of the string whose text starts at `start`
    /// (an escape's next byte is never its end).
    private func passString(from start: Int) throws(NotRead) -> Int {
        var index = start
        while true {
            index = plainRunEnd(from: index)
            guard index < bytes.count else { throw NotRead() }
            switch bytes[index] {
            case UInt8(ascii: "\""): return index + 1
            case UInt8(ascii: "\\"): index += 2
            default: index += 1
            }
        }
    }
}
