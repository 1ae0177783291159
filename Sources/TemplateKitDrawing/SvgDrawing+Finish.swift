import TemplateKitLite

extension SvgDrawing {
    /// The whole picture: the page, the car (dock, screen, the content drawn so far, the
    /// screen's edge when the content runs past it), then the notes under the car.
    func finish(_ view: CarView, carHeight: Int) -> String {
        var chrome = self
        chrome.canvas = SvgCanvas()
        let noteSize = u(13)
        let lineHeight = noteSize * 3 / 2
        let lines = notes.flatMap { SvgWrap.lines($0, fontSize: noteSize, room: display.width - 2 * inset) }
        let notesHeight = lines.isEmpty ? 0 : inset + lines.count * lineHeight + inset / 2
        let height = carHeight + notesHeight
        chrome.canvas.raw("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(display.width)\" height=\"\(height)\""
            + " viewBox=\"0 0 \(display.width) \(height)\" font-family=\"" + Self.fontFamily + "\""
            + " data-display=\"\(display.name)\" data-appearance=\"\(palette.appearance.rawValue)\""
            + " data-profile=\"" + SvgEscape.attribute(profile.name) + "\" data-car-height=\"\(carHeight)\"" + CarViewCounts.attributes(view) + ">")
        chrome.canvas.raw("<title>" + SvgEscape.text(title(view)) + "</title>")
        chrome.canvas.rect(x: 0, y: 0, width: display.width, height: height, fill: palette.page)
        chrome.canvas.rect(x: 0, y: 0, width: display.width, height: carHeight, fill: palette.screen, extra: " data-role=\"car\"")
        chrome.dock(carHeight: carHeight)
        var out = chrome.canvas.markup + canvas.markup
        var tail = SvgCanvas()
        if carHeight > display.height {
            tail.line(x1: left, y1: display.height, x2: right, y2: display.height, stroke: palette.secondary, width: max(1, u(2)), dashed: true)
            tail.raw("<title>the screen's edge: the driver scrolls for the rest</title>")
        }
        for (index, line) in lines.enumerated() {
            tail.label(line, x: inset, y: carHeight + inset + index * lineHeight + noteSize, size: noteSize,
                       room: display.width - 2 * inset, fill: palette.note, role: "note")
        }
        out += tail.markup + "</svg>\n"
        return out
    }

    /// The fonts a drawing names: Liberation Sans has Arial's (and Helvetica's) metrics,
    /// which ``SvgTextWidth`` measures with; the rest are fallbacks for other scripts and
    /// emoji.
    static let fontFamily = "Liberation Sans, Arial, Helvetica, Noto Color Emoji, DejaVu Sans, sans-serif"

    /// `Library — limited car, 800x480, light`: the picture's accessible name.
    private func title(_ view: CarView) -> String {
        let name = view.content?.title.flatMap { $0.isEmpty ? nil : $0 } ?? view.content?.kindName ?? "no screen"
        return name + " — " + profile.name + " car, " + display.name + ", " + palette.appearance.rawValue
    }
}

/// Words laid into lines no wider than a room (by ``SvgTextWidth``); a word wider than
/// the room is a line of its own (drawn narrower, never clipped).
///
///     SvgWrap.lines("3 more items hidden on this car (limit 12).", fontSize: 13, room: 120)
enum SvgWrap {
    static func lines(_ text: String, fontSize: Int, room: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if !current.isEmpty, SvgTextWidth.pixels(candidate, fontSize: fontSize) > room {
                lines.append(current)
                current = String(word)
            } else {
                current = candidate
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }
}
