import TemplateKitLite

/// SVG markup written in order: shapes with integer coordinates (no locale, no
/// floating point in the output) and lines of text that never outgrow their room.
///
///     var canvas = SvgCanvas()
///     canvas.rect(x: 0, y: 0, width: 800, height: 480, fill: "#ffffff")
///     canvas.text(CutText("Grateful Dead", columns: 60), x: 96, y: 80, size: 17, room: 500, fill: "#000000", role: "row")
struct SvgCanvas: Sendable {
    private(set) var markup = ""

    /// Where a line of text is anchored.
    enum Anchor: String, Sendable { case start, middle, end }

    mutating func raw(_ text: String) { markup += text }

    mutating func rect(
        x: Int, y: Int, width: Int, height: Int, fill: String, radius: Int = 0, opacity: String? = nil,
        stroke: String? = nil, strokeWidth: Int = 1, extra: String = ""
    ) {
        var out = "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(max(0, width))\" height=\"\(max(0, height))\""
        if radius > 0 { out += " rx=\"\(radius)\"" }
        out += " fill=\"\(fill)\""
        if let opacity { out += " fill-opacity=\"\(opacity)\"" }
        if let stroke { out += " stroke=\"\(stroke)\" stroke-width=\"\(strokeWidth)\"" }
        markup += out + extra + "/>"
    }

    mutating func line(x1: Int, y1: Int, x2: Int, y2: Int, stroke: String, width: Int = 1, dashed: Bool = false) {
        let dash = dashed ? " stroke-dasharray=\"\(width * 6) \(width * 4)\"" : ""
        markup += "<line x1=\"\(x1)\" y1=\"\(y1)\" x2=\"\(x2)\" y2=\"\(y2)\" stroke=\"\(stroke)\" stroke-width=\"\(width)\"\(dash)/>"
    }

    /// One line of text as the car draws it: `text.shown` (the model's cut, ending in its
    /// `…`), `data-whole` holding the whole text when cut. When the line is estimated wider
    /// than `room` (``SvgTextWidth``) it is drawn narrower (`textLength`), never clipped.
    mutating func text(
        _ text: CutText, x: Int, y: Int, size: Int, room: Int, fill: String, role: String,
        bold: Bool = false, anchor: Anchor = .start, extra: String = ""
    ) {
        var out = "<text x=\"\(x)\" y=\"\(y)\" font-size=\"\(size)\" fill=\"\(fill)\""
        if bold { out += " font-weight=\"700\"" }
        if anchor != .start { out += " text-anchor=\"\(anchor.rawValue)\"" }
        out += " data-role=\"\(role)\" data-room=\"\(max(1, room))\""
        if text.isCut { out += " data-whole=\"" + SvgEscape.attribute(text.whole) + "\"" }
        if SvgTextWidth.pixels(text.shown, fontSize: size) > room {
            out += " textLength=\"\(max(1, room))\" lengthAdjust=\"spacingAndGlyphs\""
        }
        markup += out + extra + ">" + SvgEscape.text(text.shown) + "</text>"
    }

    /// A line of the drawing's own text (a note, a label), never cut.
    mutating func label(
        _ text: String, x: Int, y: Int, size: Int, room: Int, fill: String, role: String,
        bold: Bool = false, anchor: Anchor = .start
    ) {
        self.text(CutText(text, columns: 0), x: x, y: y, size: size, room: room, fill: fill, role: role, bold: bold, anchor: anchor)
    }
}
