extension TextRenderer {
    /// Navigation bar buttons (first N per side), their actions and what the car hides,
    /// followed by a divider; nothing when there are none.
    func writeNavigationBar(leading: [BarButton], trailing: [BarButton], into frame: inout TextFrame) {
        guard !leading.isEmpty || !trailing.isEmpty else { return }
        let limit = profile.maximumNavigationBarButtons
        let left = LimitedSlice.head(leading, limit: limit)
        let right = LimitedSlice.head(trailing, limit: limit)
        frame.line(
            left: left.shown.map(barButtonLabel).joined(separator: " "),
            right: right.shown.map(barButtonLabel).joined(separator: " "))
        if showsDetails {
            for button in left.shown + right.shown {
                writeAction(button.action, label: TextLabel.barButton(button) + " ", indent: 2, into: &frame)
            }
        }
        writeHidden(left.hidden.count, "leading button", limit: limit, into: &frame)
        writeHidden(right.hidden.count, "trailing button", limit: limit, into: &frame)
        frame.divider()
    }

    /// `[Title]`; the driver view draws a button's image as `▢`, the details view names it.
    func barButtonLabel(_ button: BarButton) -> String {
        guard !showsDetails else { return TextLabel.barButton(button) }
        let title = button.title.map(TextLabel.name) ?? (button.image == nil ? "untitled" : "▢")
        return "[" + title + "]" + (button.isEnabled ? "" : " (disabled)")
    }

    /// An image: `▢` in the driver view, `[img cover]` in the details view.
    func imageMark(_ image: TemplateImage) -> String {
        showsDetails ? TextLabel.image(image) : "▢"
    }

    /// `label → name key=value`, indented, in the details view only; nothing when there
    /// is no action.
    func writeAction(
        _ action: Action?, label: String = "", indent: Int, isEnabled: Bool = true,
        into frame: inout TextFrame
    ) {
        guard showsDetails, let action else { return }
        let suffix = isEnabled ? "" : "  (disabled: never sent)"
        frame.wrapped(String(repeating: " ", count: indent) + label + TextLabel.action(action) + suffix)
    }

    /// The `┄┄ N more … hidden on this car (limit L) ┄┄` line; nothing for zero.
    func writeHidden(_ count: Int, _ noun: String, limit: Int, into frame: inout TextFrame) {
        guard count > 0 else { return }
        frame.line(TextLabel.hidden(count, noun, limit: limit))
    }
}
