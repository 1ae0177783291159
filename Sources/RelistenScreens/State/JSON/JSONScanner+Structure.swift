import TemplateKitLite

extension JSONScanner {
    /// Parses a scalar or an empty container and returns it, or opens a container and
    /// returns `nil` (its first member is parsed next).
    mutating func parseValueOrOpen() throws(JSONSyntaxError) -> JSONValue? {
        skipWhitespace()
        guard let byte = current else { throw failure("unexpected end of input, expected a value") }
        switch byte {
        case UInt8(ascii: "["): return try openArray()
        case UInt8(ascii: "{"): return try openObject()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: return try parseLiteral()
        }
    }

    private mutating func checkDepth() throws(JSONSyntaxError) {
        if stack.depth >= JSONParser.maximumDepth {
            throw failure("nesting deeper than \(JSONParser.maximumDepth) levels of arrays and objects")
        }
    }

    private mutating func openArray() throws(JSONSyntaxError) -> JSONValue? {
        try checkDepth()
        offset += 1
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            offset += 1
            return .array([])
        }
        stack.openArray()
        return nil
    }

    private mutating func openObject() throws(JSONSyntaxError) -> JSONValue? {
        try checkDepth()
        offset += 1
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            offset += 1
            return .object([:])
        }
        let key = try parseKey(existing: [:])
        stack.openObject(firstKey: key)
        return nil
    }

    /// Parses `"key"` and the following `:`; rejects a key already in `existing`.
    mutating func parseKey(existing: [String: JSONValue]) throws(JSONSyntaxError) -> String {
        skipWhitespace()
        let keyOffset = offset
        guard current == UInt8(ascii: "\"") else {
            if isAtEnd { throw failure("unexpected end of input, expected an object key") }
            throw failure("expected a string object key, found \(describeCurrent())")
        }
        let key = try parseString()
        if existing[key] != nil {
            let path = stack.isEmpty ? JSONPath.root : stack.containerPath
            throw failure("duplicate key \"\(key)\" in the object at \(path)", at: keyOffset)
        }
        skipWhitespace()
        guard current == UInt8(ascii: ":") else {
            if isAtEnd { throw failure("unexpected end of input, expected ':' after an object key") }
            throw failure("expected ':' after an object key, found \(describeCurrent())")
        }
        offset += 1
        return key
    }

    /// Adds a finished value (if any) to the innermost container. Returns the finished
    /// outermost value when a container closes or the value is top-level; `nil` when the
    /// next member must be parsed.
    mutating func attach(_ value: JSONValue?) throws(JSONSyntaxError) -> JSONValue? {
        guard var finished = value else { return nil }
        while let kind = stack.kinds.last {
            let closed: JSONValue?
            switch kind {
            case .array: closed = try appendToArray(finished)
            case .object: closed = try insertIntoObject(finished)
            }
            guard let container = closed else { return nil }
            finished = container
        }
        return finished
    }

    private mutating func appendToArray(_ value: JSONValue) throws(JSONSyntaxError) -> JSONValue? {
        stack.arrays[stack.arrays.count - 1].append(value)
        skipWhitespace()
        switch current {
        case UInt8(ascii: ","):
            offset += 1
            return nil
        case UInt8(ascii: "]"):
            offset += 1
            stack.popKind()
            return .array(stack.arrays.removeLast())
        case nil:
            throw failure("unexpected end of input, expected ',' or ']' in an array")
        default:
            throw failure("expected ',' or ']' in an array, found \(describeCurrent())")
        }
    }

    private mutating func insertIntoObject(_ value: JSONValue) throws(JSONSyntaxError) -> JSONValue? {
        let last = stack.objects.count - 1
        stack.objects[last][stack.pendingKeys[last]] = value
        skipWhitespace()
        switch current {
        case UInt8(ascii: ","):
            offset += 1
            let key = try parseKey(existing: stack.objects[last])
            stack.pendingKeys[last] = key
            return nil
        case UInt8(ascii: "}"):
            offset += 1
            stack.popKind()
            stack.pendingKeys.removeLast()
            return .object(stack.objects.removeLast())
        case nil:
            throw failure("unexpected end of input, expected ',' or '}' in an object")
        default:
            throw failure("expected ',' or '}' in an object, found \(describeCurrent())")
        }
    }
}
