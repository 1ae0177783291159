/// Text with its display width, measured once: a row's pieces are measured when made and
/// the frame lays them out without measuring again.
///
///     let right = MeasuredText("›")          // columns: 1
///     let badge = MeasuredText(" [E]", columns: 4)
struct MeasuredText {
    let text: String
    /// Terminal columns of ``text`` (see ``DisplayWidth``).
    let columns: Int

    static let empty = MeasuredText("", columns: 0)

    init(_ text: String) {
        self.init(text, columns: DisplayWidth.of(text))
    }

    /// User text made safe for a frame (``VisibleText/sanitized(_:)``) and measured: one
    /// pass when every scalar is a one-column cluster of its own (``DisplayWidth``'s simple
    /// case), as such text is always safe as it is.
    ///
    ///     MeasuredText(safe: "Set 1\nEncore").text   // "Set 1⏎Encore"
    init(safe text: String) {
        if let columns = DisplayWidth.simpleWidth(text) {
            self.init(text, columns: columns)
        } else {
            self.init(VisibleText.sanitized(text))
        }
    }

    /// Text whose width the caller knows (a literal, or a piece it just measured).
    init(_ text: String, columns: Int) {
        self.text = text
        self.columns = columns
    }

    /// This text cut to at most `width` columns, ending in `…` when cut.
    func truncated(to width: Int) -> MeasuredText {
        columns <= max(0, width) ? self : MeasuredText(DisplayWidth.truncate(text, to: width))
    }
}
