/// A JSON document as a value. The canonical writer (``JSONValue/canonicalText``) sorts
/// object keys by UTF-8 bytes and formats numbers itself, so output is byte-stable.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    /// Integers are kept exact; they print without a fraction.
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])
}
