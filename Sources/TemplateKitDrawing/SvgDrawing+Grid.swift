import TemplateKitLite

extension SvgDrawing {
    /// A grid: the buttons the car keeps, four a line, each an icon over its title.
    mutating func grid(_ grid: GridTemplate, _ view: CarView) {
        let buttons = view.gridButtons ?? Shown(shown: grid.buttons, hidden: [])
        if grid.buttons.isEmpty { notes.append("A grid without buttons: the car shows an empty screen.") }
        if !buttons.hidden.isEmpty {
            notes.append(Self.hiddenNote(buttons.hidden.count, "grid button", limit: profile.maximumGridButtons) + ": "
                + buttons.hidden.map { Self.quoted($0.titleVariants.first ?? "") }.joined(separator: ", ") + ".")
        }
        let width = (right - left - 2 * inset) / 4
        var y = barHeight + u(16)
        for (index, button) in buttons.shown.enumerated() {
            if index > 0, index % 4 == 0 { y += u(112) }
            let x = left + inset + (index % 4) * width
            reach(gridButton(button, x: x, y: y, width: width))
        }
        reach(y + u(112))
    }

    /// One grid button in a cell `width` wide from `x, y`; returns its bottom. A button
    /// without an image or a title is drawn dashed, and a note says the car skips it.
    mutating func gridButton(_ button: GridButton, x: Int, y: Int, width: Int) -> Int {
        let title = button.titleVariants.first ?? ""
        let size = u(64)
        let cx = x + width / 2
        canvas.raw(button.isEnabled ? "<g data-role=\"gridbutton\">" : "<g data-role=\"gridbutton\" opacity=\"0.45\" data-disabled=\"1\">")
        hitArea(x: x + u(4), y: y, width: width - u(8), height: u(104))
        markBox(x: x + u(4), y: y, width: width - u(8), height: u(104), changed: isChanged(title), tapped: marks.isTapped(title))
        let hasTitle = button.titleVariants.contains { !$0.isEmpty }
        if let picture = button.image {
            canvas.rect(x: cx - size / 2, y: y + u(6), width: size, height: size, fill: palette.fill, radius: size / 2)
            image(picture, x: cx - size / 2 + u(12), y: y + u(18), size: size - u(24), tint: palette.accent)
        } else {
            canvas.rect(x: cx - size / 2, y: y + u(6), width: size, height: size, fill: "none", radius: size / 2,
                        stroke: palette.secondary, extra: " stroke-dasharray=\"4 3\"")
        }
        if button.image == nil || !hasTitle {
            let missing = button.image == nil ? (hasTitle ? "no image" : "no image, no title") : "no title"
            notes.append("Grid button " + Self.quoted(title) + ": " + missing + ": CarPlay does not display it.")
        }
        if !title.isEmpty {
            canvas.text(cut(title, .gridButtonTitle), x: cx, y: y + size + u(28), size: u(14), room: width - u(8),
                        fill: palette.label, role: "gridtitle", anchor: .middle)
        }
        canvas.raw("</g>")
        return y + u(104)
    }
}
