extension TextRenderer {
    /// A list's details header (iOS 26.4): thumbnail and titles, each body variant, the
    /// action buttons the car keeps, then a rule under it.
    ///
    ///     ▣ [img cornell] "Barton Hall" — "Cornell University" · badge "LIVE" leading
    ///       body 1: "The most celebrated show of 1977."
    ///       [Play] [Shuffle]
    ///       ⏵ play · audio · 0:00 of 3:00:00
    ///     ────────
    func writeDetailsHeader(_ header: ListDetailsHeader, into frame: inout TextFrame) {
        var line = "▣ " + imageMark(header.thumbnail)
        line += " " + (header.title.map(TextLabel.quoted) ?? "(no title)")
        if let subtitle = header.subtitle { line += " — " + TextLabel.quoted(subtitle) }
        if let overlay = header.overlay { line += " · " + overlayLabel(overlay) }
        frame.line(left: line, right: header.adaptiveBackground ? "adaptive background" : "")
        for (index, body) in header.bodyVariants.enumerated() {
            frame.wrapped("  body \(index + 1): " + TextLabel.quoted(body))
        }
        let buttons = LimitedSlice.head(header.actionButtons, limit: JSONRenderer.maximumDetailsHeaderButtons)
        if !buttons.shown.isEmpty { frame.line("  " + buttons.shown.map(barButtonLabel).joined(separator: " ")) }
        for button in buttons.shown { writeAction(button.action, label: barButtonLabel(button) + " ", indent: 4, into: &frame) }
        writeHidden(buttons.hidden.count, "header button", limit: JSONRenderer.maximumDetailsHeaderButtons, into: &frame)
        if let playback = header.playback { frame.line("  " + playbackLabel(playback)) }
        frame.line("────────")
    }

    /// `⏵ play · audio · 1:00 of 4:00`: the button CarPlay draws on the item, its player and progress.
    func playbackLabel(_ playback: PlaybackConfiguration) -> String {
        let glyph = switch playback.control {
        case .none: "·"
        case .play: "⏵"
        case .pause: "⏸"
        case .replay: "↻"
        }
        let time = ClockText.of(playback.elapsed) + " of " + (playback.duration.map(ClockText.of) ?? "live")
        return glyph + " " + playback.control.rawValue + " · " + playback.presentation.rawValue + " · " + time
    }

    /// `badge "LIVE" leading` or `badge [img x] trailing`.
    func overlayLabel(_ overlay: ImageOverlay) -> String {
        let content = overlay.text.map(TextLabel.quoted) ?? overlay.image.map(imageMark) ?? "(empty)"
        return "badge " + content + " " + overlay.alignment.rawValue
    }
}
