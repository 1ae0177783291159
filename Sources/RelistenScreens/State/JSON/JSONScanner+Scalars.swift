import TemplateKitLite

extension JSONScanner {
    /// Validates a number per the JSON grammar: an integer literal beyond 64 bits or a
    /// value beyond `Double`'s range is an error. An integer of at most 18 characters
    /// always fits; text read again (``isValidated``) was checked the first time.
    mutating func skipNumber() throws(JSONSyntaxError) {
        let (start, isInteger) = try scanNumber()
        if isValidated || (isInteger && offset - start <= 18) { return }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        _ = try numberValue(text, isInteger: isInteger, start: start)
    }

    /// Reads a number's grammar: where it starts, and whether it is an integer literal.
    private mutating func scanNumber() throws(JSONSyntaxError) -> (start: Int, isInteger: Bool) {
        let start = offset
        if current == UInt8(ascii: "-") {
            offset += 1
            if current == UInt8(ascii: "I") { throw failure("-Infinity is not valid JSON", at: start) }
        }
        let integerStart = offset
        try skipDigits(what: "a digit")
        if bytes[integerStart] == UInt8(ascii: "0"), offset - integerStart > 1 {
            throw failure("leading zeros are not allowed in numbers", at: start)
        }
        var isInteger = true
        if current == UInt8(ascii: ".") {
            offset += 1
            isInteger = false
            try skipDigits(what: "a digit after '.'")
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            offset += 1
            isInteger = false
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
            try skipDigits(what: "a digit in the exponent")
        }
        return (start, isInteger)
    }

    private func numberValue(_ text: String, isInteger: Bool, start: Int) throws(JSONSyntaxError) -> JSONValue {
        if isInteger {
            guard let integer = Int(text) else {
                throw failure("integer \(text) does not fit in 64 bits", at: start)
            }
            return .int(integer)
        }
        guard let double = Double(text), double.isFinite else {
            throw failure("number \(text) is out of range", at: start)
        }
        return .double(double)
    }

    private mutating func skipDigits(what: String) throws(JSONSyntaxError) {
        let start = offset
        while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
            offset += 1
        }
        if offset == start {
            if isAtEnd { throw failure("unexpected end of input, expected \(what)") }
            throw failure("expected \(what), found \(describeCurrent())")
        }
    }

    /// Parses `true`, `false` or `null`; names `NaN` / `Infinity` when it meets them.
    mutating func parseLiteral() throws(JSONSyntaxError) -> JSONValue {
        let literals: [(String, JSONValue)] = [("true", .bool(true)), ("false", .bool(false)), ("null", .null)]
        for (word, value) in literals where matches(word) {
            offset += word.utf8.count
            return value
        }
        if matches("NaN") { throw failure("NaN is not valid JSON") }
        if matches("Infinity") { throw failure("Infinity is not valid JSON") }
        if isAtEnd { throw failure("unexpected end of input, expected a value") }
        throw failure("expected a value, found \(describeCurrent())")
    }

    private func matches(_ word: String) -> Bool {
        let utf8 = Array(word.utf8)
        guard offset + utf8.count <= bytes.count else { return false }
        return bytes[offset..<(offset + utf8.count)].elementsEqual(utf8)
    }

    /// A short description of the byte(s) at `offset` for error messages.
    func describeCurrent() -> String {
        guard offset < bytes.count else { return "end of input" }
        let byte = bytes[offset]
        if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte < 0x80 { return "byte 0x\(hexByte(byte))" }
        var probe = self
        if (try? probe.skipUTF8Sequence()) != nil {
            let text = String(decoding: bytes[offset..<probe.offset], as: UTF8.self)
            return "'\(text)'"
        }
        return "invalid UTF-8 byte 0x\(hexByte(byte))"
    }
}
