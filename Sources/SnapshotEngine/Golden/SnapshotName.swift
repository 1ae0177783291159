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
        if name.utf8.allSatisfy(isAllowed) { return problem(withAllowedBytes: name) }
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
    /// Character-based checks', which were most of resolving an assertion's golden.
    ///
    ///     SnapshotName.problem(with: "a/../b.txt")   // "the name contains '..'"
    private static func problem(withAllowedBytes name: String) -> String? {
        let bytes = name.utf8
        if bytes.isEmpty { return "the name is empty" }
        if bytes.count > maximumLength { return "the name is longer than \(maximumLength) bytes" }
        if bytes.first == UInt8(ascii: "/") { return "the name is an absolute path" }
        for component in bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
            if component.isEmpty { return "the name has an empty path component" }
            if component.allSatisfy({ $0 == UInt8(ascii: ".") }), component.count <= 2 {
                return "the name contains '\(component.count == 1 ? "." : "..")'"
            }
            if component.first == UInt8(ascii: ".") { return "a path component starts with '.'" }
        }
        if bytes.count >= 4, bytes.suffix(4).elementsEqual(".new".utf8) || bytes.suffix(4).elementsEqual(".tmp".utf8) {
            return "the name ends with .new or .tmp, which are reserved for pending and temporary files"
        }
        return nil
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
