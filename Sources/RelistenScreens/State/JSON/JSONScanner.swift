import TemplateKitLite

/// The parser's state: the input, a read offset and an explicit stack of open containers.
struct JSONScanner {
    let bytes: [UInt8]
    var offset = 0
    var stack = ContainerStack()

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// An error located at `offset` (the current offset by default).
    func failure(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
        let position = JSONSyntaxError.position(of: offset ?? self.offset, in: bytes)
        return JSONSyntaxError(line: position.line, column: position.column, message: message)
    }

    var isAtEnd: Bool { offset >= bytes.count }

    var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0A, 0x0D: offset += 1
            default: return
            }
        }
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            throw failure("input starts with a UTF-8 byte order mark (EF BB BF); JSON must not have one")
        }
        var value = try parseValueOrOpen()
        while true {
            guard let closed = try attach(value) else {
                value = try parseValueOrOpen()
                continue
            }
            guard stack.isEmpty else {
                value = closed
                continue
            }
            skipWhitespace()
            if !isAtEnd { throw failure("unexpected content after the JSON document (\(describeCurrent()))") }
            return closed
        }
    }
}
