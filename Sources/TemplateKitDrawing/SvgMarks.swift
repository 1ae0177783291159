import TemplateKitLite

/// What a review marks on a drawing: rows and texts that changed (yellow), and the row or
/// button a journey taps next (green outline). Both are matched by text.
///
///     SvgMarks(changed: ["Cornell 5/8/77"], tapped: "Grateful Dead")
package struct SvgMarks: Sendable, Hashable {
    /// Whole texts, or lines of a text diff, that changed.
    package var changed: Set<String>
    /// The text of the row or button tapped next.
    package var tapped: String?

    package init(changed: Set<String> = [], tapped: String? = nil) {
        self.changed = changed
        self.tapped = tapped
    }

    /// Whether `text` changed: named whole, or starting a changed diff line (after a row's
    /// marks), as far as the car shows it (`rowColumns`).
    func isChanged(_ text: String?, rowColumns: Int) -> Bool {
        guard let text, !changed.isEmpty, !text.isEmpty else { return false }
        if changed.contains(text) { return true }
        let cut = CutText(text, columns: rowColumns).shown
        let start = cut.hasSuffix("…") ? String(cut.dropLast()) : cut
        return changed.contains { line in
            line.hasPrefix(start) || line.contains("  " + start) || line.contains("▢ " + start)
                || line.contains("\"" + start)
        }
    }

    /// Whether a part named by key changed: `button:shuffle`, `control:pause`, `time`.
    func isChanged(key: String) -> Bool { changed.contains(key) }

    /// Whether `text` is what a journey taps next.
    func isTapped(_ text: String?) -> Bool { text != nil && text == tapped }
}
