/// A location inside a JSON document, printed in the JSONPath style used by every error:
/// `$.catalog.shows["8a9f…"].sources[2].duration`.
///
/// Keys that look like identifiers (ASCII letters, digits and `_`, not starting with a digit)
/// print as `.key`; every other key, and every key of a uuid-keyed map (``Component/entry(_:)``),
/// prints as `["key"]` with `"`, `\` and control characters escaped.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    /// One step of a path.
    public enum Component: Sendable, Hashable {
        case key(String)
        case index(Int)
        /// A key of a map keyed by uuids; always printed in brackets (`["a1"]`).
        case entry(String)
    }

    /// The steps from the document root.
    public private(set) var components: [Component]

    /// The document root, `$`.
    public static let root = JSONPath(components: [])

    public init(components: [Component]) {
        self.components = components
    }

    /// This path extended by one step.
    func appending(_ component: Component) -> JSONPath {
        var copy = self
        copy.components.append(component)
        return copy
    }

    /// This path extended by an object key.
    public func appending(key: String) -> JSONPath {
        var copy = self
        copy.components.append(.key(key))
        return copy
    }

    /// This path extended by a map entry (printed `["key"]` whatever the key).
    public func appending(entry: String) -> JSONPath {
        var copy = self
        copy.components.append(.entry(entry))
        return copy
    }

    /// This path extended by an array index.
    public func appending(index: Int) -> JSONPath {
        var copy = self
        copy.components.append(.index(index))
        return copy
    }

    public var description: String {
        var text = "$"
        for component in components {
            switch component {
            case .index(let index): text += "[\(index)]"
            case .key(let key): text += Self.render(key: key, bracketed: false)
            case .entry(let key): text += Self.render(key: key, bracketed: true)
            }
        }
        return text
    }

    private static func render(key: String, bracketed: Bool) -> String {
        if !bracketed, isIdentifier(key) { return "." + key }
        var escaped = ""
        for scalar in key.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            default:
                if scalar.value < 0x20 {
                    escaped += "\\u" + hex4(scalar.value)
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return "[\"" + escaped + "\"]"
    }

    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.utf8.first, !(first >= 0x30 && first <= 0x39) else { return false }
        return key.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
                || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
        }
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits: [Character] = Array("0123456789abcdef")
        var text = ""
        for shift in stride(from: 12, through: 0, by: -4) {
            text.append(digits[Int((value >> UInt32(shift)) & 0xF)])
        }
        return text
    }
}
