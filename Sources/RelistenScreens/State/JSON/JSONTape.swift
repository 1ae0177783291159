import TemplateKitLite

/// A validated JSON document kept as its bytes plus one small entry per value and per
/// object key, in document order (keys before their values): what the state decoder
/// reads instead of a tree of Swift values, so decoding costs a fraction of the
/// document's size on top of the bytes.
///
/// Each entry is 8 bytes: the offset of the value's first byte (which says its kind) and
/// a link — for an array or object, the index of the first entry after it (so a value
/// is skipped in one step); for a scalar, the offset just past it.
///
/// ```swift
/// let tape = try JSONParser.tape(Array(#"{"a": [1, 2.5]}"#.utf8))
/// // entries: {  "a"  [  1  2.5
/// ```
final class JSONTape {
    struct Entry {
        var offset: UInt32
        var link: UInt32
    }

    /// A container whose contents have no entries here: its entry links to the next
    /// entry as an empty one would, and its text, `bytes[offset..<end]`, is read again
    /// when needed (see ``JSONTape/keepingApart()``).
    struct Deferred {
        var entry: Int
        var end: UInt32
    }

    enum Kind { case null, bool, number, string, array, object }

    let bytes: [UInt8]
    let entries: [Entry]
    /// The deferred containers, in entry order (until ``keepingApart()``).
    let deferred: [Deferred]
    /// The text of each deferred container by entry, once kept apart; an empty array
    /// once released.
    var pieces: [Int: [UInt8]] = [:]

    init(bytes: [UInt8], entries: [Entry], deferred: [Deferred] = []) {
        self.bytes = bytes
        self.entries = entries
        self.deferred = deferred
    }

    func kind(_ index: Int) -> Kind {
        switch bytes[Int(entries[index].offset)] {
        case UInt8(ascii: "{"): .object
        case UInt8(ascii: "["): .array
        case UInt8(ascii: "\""): .string
        case UInt8(ascii: "t"), UInt8(ascii: "f"): .bool
        case UInt8(ascii: "n"): .null
        default: .number
        }
    }

    /// The index of the entry after the value at `index` (and everything inside it).
    func next(after index: Int) -> Int {
        switch kind(index) {
        case .array, .object: Int(entries[index].link)
        default: index + 1
        }
    }

    /// The entries of the array's elements, or of the object's keys, at `index`.
    func children(_ index: Int) -> [Int] {
        var result: [Int] = []
        forEachChild(index) { result.append($0) }
        return result
    }

    /// Calls `body` with the entry of each of the array's elements, or of the object's
    /// keys, at `index`, in order, without listing them first: a walk that stops at a bad
    /// element costs nothing for the elements after it.
    func forEachChild<Failure: Error>(_ index: Int, _ body: (Int) throws(Failure) -> Void) throws(Failure) {
        var child = index + 1
        let end = Int(entries[index].link)
        let isObject = kind(index) == .object
        while child < end {
            try body(child)
            child = isObject ? next(after: child + 1) : next(after: child)
        }
    }

    /// The string at `index` (a value or a key), unescaped.
    func string(_ index: Int) -> String {
        Self.string(of: entries[index], in: bytes)
    }

    /// The (validated) string `entry` of `bytes`, unescaped.
    static func string(of entry: Entry, in bytes: [UInt8]) -> String {
        var scanner = JSONScanner(bytes: bytes, offset: Int(entry.offset))
        return (try? scanner.parseString()) ?? ""
    }

    /// The UTF-8 code units of the string at `index`: the raw bytes when it has no escapes.
    func codeUnits(_ index: Int) -> ArraySlice<UInt8> {
        Self.codeUnits(of: entries[index], in: bytes)
    }

    /// The code units of the (validated) string `entry` of `bytes`.
    static func codeUnits(of entry: Entry, in bytes: [UInt8]) -> ArraySlice<UInt8> {
        let raw = bytes[(Int(entry.offset) + 1)..<(Int(entry.link) - 1)]
        if !raw.contains(UInt8(ascii: "\\")) { return raw }
        return Array(string(of: entry, in: bytes).utf8)[...]
    }

    /// Whether the key or string at `index` is exactly `text`, code unit for code unit
    /// (no Unicode normalisation: "é" and "e\u{301}" differ).
    func string(_ index: Int, equals text: String) -> Bool {
        let entry = entries[index]
        let raw = bytes[(Int(entry.offset) + 1)..<(Int(entry.link) - 1)]
        let count = text.utf8.count
        // Escapes only make a string shorter than its text: most keys are told apart by
        // their length alone, without reading them.
        if raw.count < count { return false }
        if raw.count == count { return raw.elementsEqual(text.utf8) && !raw.contains(UInt8(ascii: "\\")) }
        return raw.contains(UInt8(ascii: "\\")) && codeUnits(index).elementsEqual(text.utf8)
    }

    /// The number at `index`: exact when an integer literal, else a `Double`.
    func number(_ index: Int) -> JSONValue {
        let entry = entries[index]
        let text = String(decoding: bytes[Int(entry.offset)..<Int(entry.link)], as: UTF8.self)
        if let integer = Int(text) { return .int(integer) }
        return .double(Double(text) ?? 0)
    }

    func bool(_ index: Int) -> Bool { bytes[Int(entries[index].offset)] == UInt8(ascii: "t") }
}
