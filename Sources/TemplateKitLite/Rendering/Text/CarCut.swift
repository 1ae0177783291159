/// Text as the car draws it in a line of `columns` characters, for the driver view.
///
/// A row line the car cuts keeps what fits, ends in the car's `…` and gets a `✂` mark, so
/// a designer sees the cut. Copy the renderer shows whole (alert titles, empty-view
/// variants) gets the `✂` where the car's line would end instead:
///
///     CarCut.line("Barton Hall, Cornell University", columns: 12)   // "Barton Hall…✂"
///     CarCut.marked("Barton Hall, Cornell University", columns: 12) // "Barton Hall✂, Cornell University"
enum CarCut {
    /// The mark a cut leaves in the driver view.
    static let mark = "✂"

    /// `text` whole when it fits `columns`, else cut to `columns` (ending in `…`) plus `✂`.
    static func line(_ text: String, columns: Int) -> String {
        line(MeasuredText(text), columns: columns).text
    }

    /// ``line(_:columns:)`` of text already measured, with the width of the result.
    static func line(_ text: MeasuredText, columns: Int) -> MeasuredText {
        guard columns > 0, text.columns > columns else { return text }
        return MeasuredText(DisplayWidth.truncate(text.text, to: columns) + mark)
    }

    /// `text` whole, with `✂` after the last character that fits `columns - 1` (the car
    /// needs one column for its `…`); unchanged when it fits.
    static func marked(_ text: String, columns: Int) -> String {
        guard columns > 1, DisplayWidth.of(text) > columns else { return text }
        var kept = ""
        var used = 0
        var rest = Substring(text)
        for character in text {
            let width = DisplayWidth.of(character)
            if used + width > columns - 1 { break }
            kept.append(character)
            used += width
            rest = rest.dropFirst()
        }
        return kept + mark + rest
    }
}
