import TemplateKitLite

extension JSONScanner {
    /// Parses a scalar or an empty container, returning false; or opens a non-empty
    /// container (reading an object's first key) and returns true: its first member's
    /// value is parsed next.
    mutating func parseValue() throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        guard let byte = current else { throw failure("unexpected end of input, expected a value") }
        switch byte {
        case UInt8(ascii: "["), UInt8(ascii: "{"): return try open(isObject: byte == UInt8(ascii: "{"))
        case UInt8(ascii: "\""):
            let entry = beginEntry()
            try skipString()
            endScalar(entry)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let entry = beginEntry()
            try skipNumber()
            endScalar(entry)
        default:
            let entry = beginEntry()
            _ = try parseLiteral()
            endScalar(entry)
        }
        return false
    }

    private mutating func open(isObject: Bool) throws(JSONSyntaxError) -> Bool {
        if open.count + baseDepth >= JSONParser.maximumDepth {
            throw failure("nesting deeper than \(JSONParser.maximumDepth) levels of arrays and objects")
        }
        let entry = beginEntry()
        offset += 1
        skipWhitespace()
        if current == UInt8(ascii: isObject ? "}" : "]") {
            offset += 1
            entries[entry].link = UInt32(entries.count)
            return false
        }
        open.append(OpenContainer(entry: entry, isObject: isObject))
        if isObject { try parseKey() }
        return true
    }

    /// Parses `"key"` and the following `:` into the innermost object; rejects a key the
    /// object already has (compared code unit for code unit).
    private mutating func parseKey() throws(JSONSyntaxError) {
        skipWhitespace()
        let keyOffset = offset
        guard current == UInt8(ascii: "\"") else {
            if isAtEnd { throw failure("unexpected end of input, expected an object key") }
            throw failure("expected a string object key, found \(describeCurrent())")
        }
        let key = beginEntry()
        try skipString()
        endScalar(key)
        let last = open.count - 1
        open[last].keyEntry = key
        if !isValidated, !open[last].keys.insert(entries[key], in: bytes) {
            let text = JSONTape.string(of: entries[key], in: bytes)
            throw failure("duplicate key \"\(text)\" in the object at \(path(droppingLast: true))", at: keyOffset)
        }
        skipWhitespace()
        guard current == UInt8(ascii: ":") else {
            if isAtEnd { throw failure("unexpected end of input, expected ':' after an object key") }
            throw failure("expected ':' after an object key, found \(describeCurrent())")
        }
        offset += 1
    }

    /// After a member's value: reads `,` (and the next key) and returns true, or closes
    /// the innermost container and returns false.
    mutating func finishMember() throws(JSONSyntaxError) -> Bool {
        let last = open.count - 1
        open[last].count += 1
        let isObject = open[last].isObject
        let what = isObject ? "',' or '}' in an object" : "',' or ']' in an array"
        skipWhitespace()
        switch current {
        case UInt8(ascii: ","):
            offset += 1
            if isObject { try parseKey() }
            return true
        case UInt8(ascii: isObject ? "}" : "]"):
            offset += 1
            endContainer(open.removeLast().entry)
            return false
        case nil:
            throw failure("unexpected end of input, expected \(what)")
        default:
            throw failure("expected \(what), found \(describeCurrent())")
        }
    }

    /// The path of the value being parsed (of its container when `droppingLast`).
    private func path(droppingLast: Bool) -> JSONPath {
        let containers = droppingLast ? open.dropLast() : open[...]
        return JSONPath(components: containers.map { container in
            container.isObject
                ? .key(JSONTape.string(of: entries[container.keyEntry], in: bytes)) : .index(container.count)
        })
    }
}
