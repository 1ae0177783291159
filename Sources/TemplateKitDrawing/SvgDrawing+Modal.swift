import TemplateKitLite

extension SvgDrawing {
    /// An alert or action sheet over the screen (dimmed): its title (as the model cuts
    /// it), message and the actions the car keeps, one a line; the ones it drops named in
    /// a note.
    mutating func modal(_ template: Template, _ view: CarView, carHeight: Int) {
        canvas.rect(x: left, y: 0, width: right - left, height: carHeight, fill: "#000000", opacity: "0.45", extra: " data-role=\"dim\"")
        switch template {
        case .alert(let alert):
            let actions = view.alertActions ?? Shown(shown: alert.actions, hidden: [])
            if alert.actions.isEmpty { notes.append("An alert without actions: CarPlay requires at least one.") }
            if !actions.hidden.isEmpty {
                let limit = profile.maximumAlertActions
                let kept = actions.shown.map { Self.quoted($0.title) }.joined(separator: ", ")
                notes.append("This car shows " + String(limit) + (limit == 1 ? " action" : " actions")
                    + (kept.isEmpty ? ": none is visible" : ": only " + kept + " (the last added) " + (actions.shown.count == 1 ? "is" : "are") + " visible")
                    + "; not shown: " + actions.hidden.map { Self.quoted($0.title) }.joined(separator: ", ") + ".")
            }
            if alert.titleVariants.count > 1 {
                notes.append("The alert has \(alert.titleVariants.count) title variants; the drawing shows the first (the car picks the longest that fits).")
            }
            card(title: alert.titleVariants.first, message: nil, actions: actions.shown, atBottom: false)
        case .actionSheet(let sheet):
            if sheet.actions.isEmpty { notes.append("An action sheet without actions.") }
            card(title: sheet.title, message: sheet.message, actions: sheet.actions, atBottom: true)
        default: break
        }
    }

    /// The modal's card, centred on the screen (an action sheet's at its foot).
    private mutating func card(title: String?, message: String?, actions: [AlertAction], atBottom: Bool) {
        let width = min(right - left - u(64), u(600))
        let x = (left + right - width) / 2
        let room = width - u(40)
        let head = (title == nil ? 0 : u(36)) + (message == nil ? 0 : u(26))
        let height = u(16) + head + u(8) + actions.count * u(48)
        let y = atBottom ? display.height - height - u(16) : max(barHeight, (display.height - height) / 2)
        canvas.raw("<g data-role=\"modal\">")
        canvas.rect(x: x, y: y, width: width, height: height, fill: palette.bar, radius: u(14))
        var ty = y + u(16)
        let centre = x + width / 2
        if let title {
            canvas.text(cut(title, .alertTitle), x: centre, y: ty + u(24), size: u(17), room: room, fill: palette.label,
                        role: "modaltitle", bold: true, anchor: .middle)
            ty += u(36)
        }
        if let message {
            canvas.text(cut(message, .alertTitle), x: centre, y: ty + u(18), size: u(14), room: room, fill: palette.secondary,
                        role: "modalmessage", anchor: .middle)
            ty += u(26)
        }
        ty += u(8)
        for action in actions {
            canvas.line(x1: x, y1: ty, x2: x + width, y2: ty, stroke: palette.separator)
            canvas.raw("<g data-role=\"action\">")
            hitArea(x: x, y: ty, width: width, height: u(48))
            markBox(x: x + u(4), y: ty + u(2), width: width - u(8), height: u(44), changed: isChanged(action.title), tapped: marks.isTapped(action.title))
            let color = action.style == .destructive ? palette.destructive : palette.accent
            canvas.text(CutText(action.title, columns: profile.columns(for: .alertTitle)), x: centre, y: ty + u(30), size: u(17), room: room,
                        fill: color, role: "actiontitle", bold: action.style == .cancel, anchor: .middle,
                        extra: " data-style=\"" + action.style.rawValue + "\"")
            canvas.raw("</g>")
            ty += u(48)
        }
        canvas.raw("</g>")
    }
}
