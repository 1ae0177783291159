extension TextRenderer {
    /// A grid: navigation bar, then each button the car keeps, then what it hides.
    func writeGrid(_ grid: GridTemplate, into frame: inout TextFrame) {
        writeNavigationBar(
            leading: grid.leadingNavigationBarButtons, trailing: grid.trailingNavigationBarButtons,
            into: &frame)
        let limit = profile.maximumGridButtons
        let slice = LimitedSlice.head(grid.buttons, limit: limit)
        if grid.buttons.isEmpty { frame.line("(no buttons)") }
        for button in slice.shown { writeGridButton(button, indent: 0, into: &frame) }
        writeHidden(slice.hidden.count, "grid button", limit: limit, into: &frame)
    }

    /// `⊞ [sym music] "Shows" | "S"  (dimmed)` and its action; a button without an image
    /// or a non-empty title is marked as not displayed.
    ///
    /// CarPlay needs both to draw a grid button.
    func writeGridButton(_ button: GridButton, indent: Int, into frame: inout TextFrame) {
        let pad = String(repeating: " ", count: indent)
        let image = button.image.map { imageMark($0) + " " } ?? ""
        frame.line(
            left: pad + "⊞ " + image + TextLabel.variants(button.titleVariants),
            right: button.isEnabled ? "" : "(dimmed)")
        let hasTitle = button.titleVariants.contains { !$0.isEmpty }
        if button.image == nil || !hasTitle {
            let missing = button.image == nil ? (hasTitle ? "no image" : "no image, no title") : "no title"
            frame.wrapped(pad + "  ⚠ " + missing + ": CarPlay does not display this button")
        }
        writeAction(button.action, indent: indent + 2, isEnabled: button.isEnabled, into: &frame)
    }
}
