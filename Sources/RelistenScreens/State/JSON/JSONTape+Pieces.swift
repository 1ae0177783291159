/// Deferred containers kept apart: each one's text in its own array, so a decoder that
/// reads a document one large value at a time can free each value's text once read,
/// instead of holding the whole document until the end.
///
/// ```swift
/// let tape = try JSONParser.tape(bytes, deferredDepth: 3).keepingApart()
/// // tape.expanded(entry): the tape of one deferred value; tape.release(entry) frees it
/// ```
extension JSONTape {
    /// This tape over a copy of its bytes without the deferred containers' contents
    /// (each keeps its opening bracket, which says its kind), with every deferred
    /// container's text moved to ``pieces``. The original bytes are not referenced.
    func keepingApart() -> JSONTape {
        var removedTotal = 0
        for value in deferred { removedTotal += Int(value.end - entries[value.entry].offset) - 1 }
        var compact: [UInt8] = []
        compact.reserveCapacity(bytes.count - removedTotal)
        var moved = entries
        var pieces: [Int: [UInt8]] = [:]
        pieces.reserveCapacity(deferred.count)
        var cursor = 0, removed = 0, next = 0
        for index in moved.indices {
            let start = Int(entries[index].offset)
            moved[index].offset = UInt32(start - removed)
            switch kind(index) {
            case .array, .object: break
            default: moved[index].link -= UInt32(removed)
            }
            guard next < deferred.count, deferred[next].entry == index else { continue }
            let end = Int(deferred[next].end)
            compact.append(contentsOf: bytes[cursor...start])
            pieces[index] = Array(bytes[start..<end])
            removed += end - start - 1
            cursor = end
            next += 1
        }
        compact.append(contentsOf: bytes[cursor...])
        let tape = JSONTape(bytes: compact, entries: moved)
        tape.pieces = pieces
        return tape
    }

    /// Whether the value at `index` is a deferred container (expanded or released).
    func isKeptApart(_ index: Int) -> Bool {
        !pieces.isEmpty && pieces[index] != nil
    }

    /// The tape of the deferred container at `index` (its value is entry 0), read again
    /// from its text; nil when released. Its text was validated with the document.
    func expanded(_ index: Int) -> JSONTape? {
        guard let piece = pieces[index], !piece.isEmpty else { return nil }
        var scanner = JSONScanner(bytes: piece, isValidated: true)
        return try? scanner.parseDocument()
    }

    /// Frees the text of the deferred container at `index` (tapes expanded from it keep
    /// it until they go).
    func release(_ index: Int) {
        if pieces[index] != nil { pieces[index] = [] }
    }
}
