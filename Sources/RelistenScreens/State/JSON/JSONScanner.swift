import TemplateKitLite

/// The parser's state: the input, a read offset, the tape being written and an explicit
/// stack of open containers (no recursion, so hostile nesting cannot overflow the stack).
struct JSONScanner {
    let bytes: [UInt8]
    var offset: Int
    var entries: [JSONTape.Entry] = []
    var open: [OpenContainer] = []
    /// The nesting depth (the root is 0) whose non-empty containers keep one entry, their
    /// contents validated but not recorded (see ``JSONTape/Deferred``); nil records all.
    let deferredDepth: Int?
    var deferred: [JSONTape.Deferred] = []
    /// Whether the text was validated before (a deferred container read again): its
    /// keys are not checked for duplicates nor its numbers for range a second time.
    let isValidated: Bool
    /// How deep in its document the first value read sits (see ``skipValue(depth:)``):
    /// counted against ``JSONParser/maximumDepth`` with the containers opened here.
    var baseDepth = 0

    init(bytes: [UInt8], offset: Int = 0, deferredDepth: Int? = nil, isValidated: Bool = false) {
        self.bytes = bytes
        self.offset = offset
        self.deferredDepth = deferredDepth
        self.isValidated = isValidated
    }

    /// Validates the one value at `offset`, which sits inside `depth` containers of its
    /// document, exactly as ``parseDocument()`` would, and moves past it: for the state
    /// decoder's one pass, which reads what it knows and hands the rest to this.
    ///
    /// ```swift
    /// var scanner = JSONScanner(bytes: bytes, offset: valueStart)
    /// try scanner.skipValue(depth: 3)   // scanner.offset: just past the value
    /// ```
    mutating func skipValue(depth: Int) throws(JSONSyntaxError) {
        baseDepth = depth
        var expectingValue = true
        repeat {
            expectingValue = expectingValue ? try parseValue() : try finishMember()
            // Nothing is kept: the entries of a value left behind are dropped as it closes.
            if open.isEmpty { entries.removeAll(keepingCapacity: true) }
        } while expectingValue || !open.isEmpty
    }

    /// An error located at `offset` (the current offset by default).
    func failure(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
        let position = JSONSyntaxError.position(of: offset ?? self.offset, in: bytes)
        return JSONSyntaxError(line: position.line, column: position.column, message: message)
    }

    var isAtEnd: Bool { offset >= bytes.count }

    /// The byte at `offset`, nil at the end. Read in place (`mutating`): a read on a copy
    /// of the scanner retains and releases its four arrays per byte in a debug build,
    /// which made a 50 MB document's scan a fifth slower there (53 s of CPU, now 45 s).
    var current: UInt8? {
        mutating get { offset < bytes.count ? bytes[offset] : nil }
    }

    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0A, 0x0D: offset += 1
            default: return
            }
        }
    }

    /// Validates the whole document and returns its tape.
    mutating func parseDocument() throws(JSONSyntaxError) -> JSONTape {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            throw failure("input starts with a UTF-8 byte order mark (EF BB BF); JSON must not have one")
        }
        if bytes.count >= Int(UInt32.max) { throw failure("documents of 4 GiB or more are not supported") }
        // Deferring keeps the tape small; text read again is a small value.
        if deferredDepth == nil, !isValidated { entries.reserveCapacity(Self.entryBound(bytes)) }
        var expectingValue = true
        repeat {
            expectingValue = expectingValue ? try parseValue() : try finishMember()
        } while expectingValue || !open.isEmpty
        skipWhitespace()
        if !isAtEnd { throw failure("unexpected content after the JSON document (\(describeCurrent()))") }
        return JSONTape(bytes: bytes, entries: entries, deferred: deferred)
    }

    /// At most how many entries `bytes` can need: every value or key but the first follows
    /// a `[`, `{`, `,` or `:` (counting those inside strings only overestimates). Reserving
    /// this once spares the tape the copies of growing, which would double its peak.
    static func entryBound(_ bytes: [UInt8]) -> Int {
        var count = 1
        for byte in bytes {
            switch byte {
            case UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "{"): count += 1
            default: continue
            }
        }
        return count
    }

    /// Appends an entry for the value at `offset`; the link is filled in by the caller.
    mutating func beginEntry() -> Int {
        entries.append(JSONTape.Entry(offset: UInt32(offset), link: 0))
        return entries.count - 1
    }

    mutating func endScalar(_ entry: Int) {
        entries[entry].link = UInt32(offset)
    }

    /// Links the container at `entry`, just closed, to the entry after it. At
    /// ``deferredDepth`` its contents' entries are dropped and its text is noted instead.
    mutating func endContainer(_ entry: Int) {
        if open.count == deferredDepth {
            entries.removeSubrange((entry + 1)...)
            deferred.append(JSONTape.Deferred(entry: entry, end: UInt32(offset)))
        }
        entries[entry].link = UInt32(entries.count)
    }
}
