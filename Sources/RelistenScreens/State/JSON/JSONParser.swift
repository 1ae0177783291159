import TemplateKitLite

/// A strict, linear-time JSON (RFC 8259) parser over `[UInt8]`.
///
/// It rejects what lenient parsers let through: a UTF-8 byte order mark, invalid UTF-8,
/// trailing content, `NaN` / `Infinity`, numbers that do not fit (integers beyond 64 bits,
/// floating-point values beyond `Double`), duplicate object keys (compared as exact code
/// units: NFC and NFD spellings are two keys), raw control characters and lone
/// surrogates in strings, and nesting deeper than ``maximumDepth``.
/// It never recurses, so hostile nesting cannot overflow the stack.
///
/// ```swift
/// let value = try JSONParser.parse(Array(#"{"a": [1, 2.5]}"#.utf8))
/// ```
public enum JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 512

    /// Parses one complete JSON document into a tree of ``JSONValue``s. Two keys that
    /// differ in code units but are equal as Swift strings (NFC and NFD spellings) are
    /// valid JSON that a `JSONValue` object cannot hold: they are an error here (the
    /// state decoder, which reads the tape, accepts them).
    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        let tape = try self.tape(bytes)
        let builder = JSONTreeBuilder(tape: tape)
        return try builder.value(at: 0)
    }

    /// Validates one complete JSON document and returns its compact ``JSONTape``; with
    /// a `deferredDepth`, the non-empty containers at that depth are deferred (see
    /// ``JSONTape/Deferred``).
    static func tape(_ bytes: [UInt8], deferredDepth: Int? = nil) throws(JSONSyntaxError) -> JSONTape {
        var scanner = JSONScanner(bytes: bytes, deferredDepth: deferredDepth)
        return try scanner.parseDocument()
    }
}
