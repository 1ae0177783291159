/// Checks the name of a golden: a relative path such as `gallery/br-radio-stations.txt`
/// or `relisten/my-library@loaded.json`, which must stay inside `Tests/Snapshots`.
///
/// Allowed: components of ASCII letters, digits and `. _ - @ +`, separated by `/`; no
/// empty component, no component starting with `.` (so no `..`), no leading `/`, no
/// backslash, and no `.new` or `.tmp` ending (those belong to pending and temporary files).
package enum SnapshotName {
    package static let maximumLength = 240

    /// The reason `name` is refused, or nil when it is acceptable.
    package static func problem(with name: String) -> String? {
        var bytes = name
        if let plain = bytes.withUTF8(plainProblem) { return plain }
        if name.isEmpty { return "the name is empty" }
        if name.utf8.count > maximumLength { return "the name is longer than \(maximumLength) bytes" }
        if name.hasPrefix("/") { return "the name is an absolute path" }
        if name.contains("\\") { return "the name contains a backslash" }
        if let bad = name.unicodeScalars.first(where: { !isAllowed($0) }) {
            return "the name contains '\(bad.escaped(asASCII: true))' (allowed: letters, digits, . _ - @ + and /)"
        }
        for component in name.split(separator: "/", omittingEmptySubsequences: false) {
            if component.isEmpty { return "the name has an empty path component" }
            if component == ".." || component == "." { return "the name contains '\(component)'" }
            if component.hasPrefix(".") { return "a path component starts with '.'" }
        }
        if name.hasSuffix(".new") || name.hasSuffix(".tmp") {
            return "the name ends with .new or .tmp, which are reserved for pending and temporary files"
        }
        return nil
    }

    /// ``problem(with:)`` for a name of allowed ASCII bytes only (nearly every name), checked
    /// on its bytes: each byte is then one Character, so every answer is the same as the
    /// Character-based checks', which were most of resolving an assertion's golden. Nil
    /// when a byte is not allowed (the Character-based checks then say which).
    ///
    ///     SnapshotName.problem(with: "a/../b.txt")   // "the name contains '..'"
    private static func plainProblem(_ bytes: UnsafeBufferPointer<UInt8>) -> String?? {
        guard bytes.allSatisfy(isAllowed) else { return nil }
        if bytes.isEmpty { return "the name is empty" }
        if bytes.count > maximumLength { return "the name is longer than \(maximumLength) bytes" }
        if bytes[0] == UInt8(ascii: "/") { return "the name is an absolute path" }
        var start = 0
        for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: "/") {
            let component = bytes[start..<end]
            start = end + 1
            if component.isEmpty { return "the name has an empty path component" }
            if component.count <= 2, component.allSatisfy({ $0 == UInt8(ascii: ".") }) {
                return "the name contains '\(component.count == 1 ? "." : "..")'"
            }
            if component.first == UInt8(ascii: ".") { return "a path component starts with '.'" }
        }
        if bytes.count >= 4, [".new", ".tmp"].contains(where: { bytes[(bytes.count - 4)...].elementsEqual($0.utf8) }) {
            return "the name ends with .new or .tmp, which are reserved for pending and temporary files"
        }
        return .some(nil)
    }

    /// Throws a usage error (exit 64) naming `name` when it is refused.
    package static func validate(_ name: String) throws(CommandError) {
        if let problem = problem(with: name) {
            throw .usage("Invalid snapshot name '\(name)': \(problem)")
        }
    }

    /// ``isAllowed(_:)-(Unicode.Scalar)`` for one UTF-8 byte (every allowed scalar is ASCII).
    private static func isAllowed(_ byte: UInt8) -> Bool {
        byte < 0x80 && isAllowed(Unicode.Scalar(byte))
    }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", ".", "_", "-", "@", "+", "/": return true
        default: return false
        }
    }
}
