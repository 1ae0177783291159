#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How the one pass splits a large `catalog.shows` (most of a document: every show body,
/// its sources and tracks) to read it on several cores: at most ``count`` parts of at
/// least ``minimumBytes`` each.
///
/// Where a part begins is a guess made on the bytes alone: the first place after an equal
/// share of them that looks like the start of a member (`}, "key": {`). Each part is read
/// on its own, and the decoder joins a part only where the one before it ended exactly
/// there, at a member's key; anywhere else it reads on itself. So the decode is the same,
/// value for value, whatever the split, and a bad guess costs time, never a wrong answer.
///
/// ```swift
/// OnePassDecoder.pass(over: bytes, reusing: nil, parts: ShowMapParts(count: 4, minimumBytes: 512))
/// ```
struct ShowMapParts: Sendable {
    var count: Int
    var minimumBytes: Int
    /// Where the parts after the first begin, given instead of guessed (for tests).
    var givenStarts: [Int]?

    /// One part.
    static let one = ShowMapParts(count: 1, minimumBytes: .max)

    /// A part for each core (up to 16), each of 1 MiB or more.
    static let perCore = ShowMapParts(count: min(max(processorCount, 1), 16), minimumBytes: 1 << 20)

    private static var processorCount: Int {
        Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }

    /// How far past its share's start a part's beginning is looked for.
    static let searchBytes = 1 << 16

    /// Where the parts after the first would begin, increasing, when the map's members
    /// start at `start` and the text runs to the end of `bytes` (the map is most of it in
    /// a large document; a guess past its end is never joined). Empty: one part.
    func starts(from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        if let givenStarts { return givenStarts.filter { $0 > start } }
        let length = bytes.count - start
        let parts = min(count, length / max(minimumBytes, 1))
        guard parts > 1 else { return [] }
        var starts: [Int] = []
        for part in 1..<parts {
            let share = start + length / parts * part
            guard let found = Self.memberStart(from: max(share, (starts.last ?? start) + 1), in: bytes) else { continue }
            starts.append(found)
        }
        return starts
    }

    /// The first offset from `offset` (within ``searchBytes``) of a key's opening quote
    /// that follows `}` and `,` and is followed by `:` and `{`, as a member of the map
    /// after another is; keys a show body gives an object (`venue`, `artist`, `year`)
    /// are passed over. Nil when there is none.
    static func memberStart(from offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let end = min(bytes.count, offset + searchBytes)
        var index = offset
        while index < end {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "}"),
                  let comma = nextByte(after: index, in: bytes), bytes[comma] == UInt8(ascii: ","),
                  let quote = nextByte(after: comma, in: bytes), bytes[quote] == UInt8(ascii: "\""),
                  let close = keyEnd(from: quote + 1, in: bytes),
                  let colon = nextByte(after: close, in: bytes), bytes[colon] == UInt8(ascii: ":"),
                  let brace = nextByte(after: colon, in: bytes), bytes[brace] == UInt8(ascii: "{"),
                  !isShowObjectKey(UnsafeBufferPointer(rebasing: bytes[(quote + 1)..<close]))
            else { continue }
            return quote
        }
        return nil
    }

    /// The index of the first byte after `index` that is not whitespace.
    private static func nextByte(after index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var next = index + 1
        while next < bytes.count {
            switch bytes[next] {
            case 0x20, 0x0A, 0x0D, 0x09: next += 1
            default: return next
            }
        }
        return nil
    }

    /// The closing quote of a plain, non-empty key starting at `start` (nil at an escape).
    private static func keyEnd(from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = start
        while index < bytes.count, index - start <= 256 {
            switch bytes[index] {
            case UInt8(ascii: "\""): return index > start ? index : nil
            case UInt8(ascii: "\\"): return nil
            default: index += 1
            }
        }
        return nil
    }

    private static func isShowObjectKey(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
        ["venue", "artist", "year"].contains { $0.utf8.elementsEqual(key) }
    }
}
