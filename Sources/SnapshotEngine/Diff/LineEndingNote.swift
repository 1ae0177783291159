/// Notes about line endings that a diff alone would hide: a golden with CRLF is reported,
/// never silently normalised (the diff then shows every such line as changed).
package enum LineEndingNote {
    /// `note: golden uses CRLF line endings; renders use LF` and the like; empty when
    /// neither side has CRLF.
    package static func notes(golden: [UInt8], render: [UInt8]) -> [String] {
        var notes: [String] = []
        let goldenCRLF = crlfCount(golden), renderCRLF = crlfCount(render)
        if goldenCRLF > 0 {
            let lines = TextLines(golden).count
            let share = goldenCRLF == lines ? "" : " on \(goldenCRLF) of \(lines) lines"
            notes.append("note: golden uses CRLF line endings\(share); renders use LF")
        }
        if renderCRLF > 0 {
            notes.append("note: the render has CRLF line endings on \(renderCRLF) lines; renders should use LF")
        }
        return notes
    }

    /// How many lines end with `\r\n`.
    package static func crlfCount(_ bytes: [UInt8]) -> Int {
        var count = 0
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == 0x0A, previous == 0x0D { count += 1 }
            previous = byte
        }
        return count
    }
}
