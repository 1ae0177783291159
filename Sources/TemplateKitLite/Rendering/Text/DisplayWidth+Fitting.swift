extension DisplayWidth {
    /// `text` cut to at most `width` columns; a cut ends in `"…"` (which counts).
    ///
    ///     DisplayWidth.truncate("Grateful Dead", to: 8)   // "Gratefu…"
    public static func truncate(_ text: String, to width: Int) -> String {
        let limit = max(0, width)
        if of(text) <= limit { return text }
        if limit == 0 { return "" }
        var kept = ""
        var used = 0
        for character in text {
            let columns = of(character)
            if used + columns > limit - 1 { break }
            kept.append(character)
            used += columns
        }
        return closingIsolates(kept) + "…"
    }

    /// `text` followed by spaces up to `width` columns (unchanged when already wider).
    public static func pad(_ text: String, to width: Int) -> String {
        let missing = width - of(text)
        return missing > 0 ? text + String(repeating: " ", count: missing) : text
    }

    /// `text` cut or padded to exactly `width` columns.
    public static func fit(_ text: String, to width: Int) -> String {
        let columns = of(text)
        if columns == width { return text }
        if columns < width { return text + String(repeating: " ", count: width - columns) }
        return pad(truncate(text, to: width), to: width)
    }

    /// `text` with a pop-directional-isolate for every isolate a cut left open, so
    /// right-to-left text never spills its direction into the frame.
    static func closingIsolates(_ text: String) -> String {
        var open = 0
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x2066, 0x2067, 0x2068: open += 1
            case 0x2069: open = max(0, open - 1)
            default: break
            }
        }
        return open == 0 ? text : text + String(repeating: "\u{2069}", count: open)
    }
}
