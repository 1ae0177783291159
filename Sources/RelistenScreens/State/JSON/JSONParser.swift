import TemplateKitLite

/// A strict, linear-time JSON (RFC 8259) parser: `[UInt8]` → ``JSONValue``.
///
/// It rejects what lenient parsers let through: a UTF-8 byte order mark, invalid UTF-8,
/// trailing content, `NaN` / `Infinity`, numbers that do not fit (integers beyond 64 bits,
/// floating-point values beyond `Double`), duplicate object keys, raw control characters
/// and lone surrogates in strings, and nesting deeper than ``maximumDepth``.
/// It never recurses, so hostile nesting cannot overflow the stack.
///
/// ```swift
/// let value = try JSONParser.parse(Array(#"{"a": [1, 2.5]}"#.utf8))
/// ```
public enum JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 512

    /// Parses one complete JSON document.
    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var scanner = JSONScanner(bytes: bytes)
        return try scanner.parseDocument()
    }
}
