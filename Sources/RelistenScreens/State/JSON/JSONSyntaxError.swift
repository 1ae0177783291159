/// Why a byte sequence is not a JSON document accepted by ``JSONParser``.
///
/// `line` and `column` are 1-based; the column counts Unicode scalars (UTF-8 lead bytes)
/// from the start of the line. Printed as `line 3:14: expected ',' or '}' in an object`.
public struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "line \(line):\(column): \(message)" }

    /// The 1-based line and column of `offset` in `bytes`.
    static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var index = 0
        let end = min(offset, bytes.count)
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return (line, column)
    }
}
