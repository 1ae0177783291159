import TemplateKitLite

extension SvgDrawing {
    /// The Siri cell: a row with a microphone; when it shows only while the car limits
    /// its screens, a note says so.
    mutating func assistantCell(_ cell: AssistantCell, y: Int) -> Int {
        switch cell.visibility {
        case .off:
            notes.append("The Siri cell is off: the car does not show it.")
            return y
        case .whileLimitedUIActive: notes.append("The Siri cell shows only while the car limits its screens.")
        case .always: break
        }
        let x = left + inset
        SvgSymbol("mic").draw(x: x, y: y + u(11), size: u(24), color: palette.accent, into: &canvas)
        let label = cell.intent == .playMedia ? "Play with Siri" : "Call with Siri"
        canvas.label(label, x: x + u(36), y: y + u(29), size: u(17), room: right - x - u(52), fill: palette.accent, role: "siri")
        canvas.line(x1: x, y1: y + u(46), x2: right, y2: y + u(46), stroke: palette.separator)
        return y + u(46)
    }

    /// Grid buttons pinned over a list (iOS 26), the first the car keeps, in one line.
    mutating func headerGridButtons(_ buttons: [GridButton], y: Int) -> Int {
        guard !buttons.isEmpty else { return y }
        let limit = profile.maximumHeaderGridButtons
        let slice = LimitedSlice.head(buttons, limit: limit)
        if !slice.hidden.isEmpty { notes.append(Self.hiddenNote(slice.hidden.count, "header grid button", limit: limit) + ".") }
        let width = (right - left - 2 * inset) / max(1, min(slice.shown.count, 4))
        var bottomY = y
        for (index, button) in slice.shown.enumerated() {
            let x = left + inset + (index % 4) * width
            bottomY = max(bottomY, gridButton(button, x: x, y: y + (index / 4) * u(104), width: width))
        }
        return bottomY
    }

    /// A list's details header (iOS 26.4): thumbnail with its badge, title, subtitle, the
    /// first body variant (whole, wrapped), the buttons the car keeps, a rule under it.
    mutating func detailsHeader(_ header: ListDetailsHeader, y: Int) -> Int {
        let x = left + inset
        let size = u(88)
        image(header.thumbnail, x: x, y: y + u(12), size: size)
        if let overlay = header.overlay, let text = overlay.text {
            let width = SvgTextWidth.pixels(text, fontSize: u(10)) + u(8)
            canvas.rect(x: x + u(4), y: y + u(16), width: min(width, size - u(8)), height: u(14), fill: palette.destructive, radius: u(3))
            canvas.label(text, x: x + u(8), y: y + u(27), size: u(10), room: size - u(16), fill: "#ffffff", role: "badge", bold: true)
        }
        let tx = x + size + u(16)
        let room = right - inset - tx
        var ty = y + u(32)
        canvas.raw("<g data-role=\"detailsheader\">")
        if let title = header.title {
            canvas.text(cut(title, .rowText), x: tx, y: ty, size: u(20), room: room, fill: palette.label, role: "headertitle", bold: true)
            ty += u(22)
        }
        if let subtitle = header.subtitle {
            canvas.text(cut(subtitle, .rowText), x: tx, y: ty, size: u(15), room: room, fill: palette.secondary, role: "headersubtitle")
            ty += u(20)
        }
        if let body = header.bodyVariants.first {
            for line in SvgWrap.lines(body, fontSize: u(13), room: room) {
                canvas.label(line, x: tx, y: ty, size: u(13), room: room, fill: palette.label, role: "headerbody")
                ty += u(17)
            }
        }
        let limit = 2
        let buttons = LimitedSlice.head(header.actionButtons, limit: limit)
        if !buttons.hidden.isEmpty {
            let names = buttons.hidden.map { Self.quoted($0.title ?? "untitled") }.joined(separator: ", ")
            notes.append(Self.hiddenNote(buttons.hidden.count, "details header button", limit: limit) + ": " + names + ".")
        }
        var bx = tx
        ty += u(6)
        for button in buttons.shown {
            let title = button.title ?? "•••"
            let width = min(SvgTextWidth.pixels(title, fontSize: u(14)) + u(24), room / 2)
            canvas.rect(x: bx, y: ty, width: width, height: u(28), fill: palette.fill, radius: u(14))
            canvas.label(title, x: bx + width / 2, y: ty + u(19), size: u(14), room: width - u(12),
                         fill: button.isEnabled ? palette.accent : palette.secondary, role: "headeraction", bold: true, anchor: .middle)
            bx += width + u(10)
        }
        if !buttons.shown.isEmpty { ty += u(28) }
        if header.bodyVariants.count > 1 {
            notes.append("The details header has \(header.bodyVariants.count) body variants; the drawing shows the first (the car picks the longest that fits).")
        }
        canvas.raw("</g>")
        let end = max(y + u(12) + size, ty) + u(12)
        canvas.line(x1: left, y1: end, x2: right, y2: end, stroke: palette.separator)
        return end
    }
}
