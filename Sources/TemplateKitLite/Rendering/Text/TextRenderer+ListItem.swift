extension TextRenderer {
    /// Columns before a row's image and text: a space and the leading indicator column.
    static let rowLead = 4

    /// A row: indicator, image, text and badge; trailing image, accessory, indicator and
    /// dimming; then detail and progress; then the action.
    ///
    ///      ▶  ▢ El Paso [E]                           ☁ (dimmed)
    ///           4:32   ▕███████▍            ▏ 37%
    ///           ▢ = [img cover]
    ///           → play index=3
    ///
    /// The leading image is a one-column `▢` on the row, named on its own line, so long
    /// image names never squeeze the text.
    func writeItem(_ item: ListItem, into frame: inout TextFrame) {
        let leading = item.playingIndicatorLocation == .leading ? indicator(item.playingIndicator) : ""
        let image = item.image == nil ? "" : "▢ "
        let prefix = " " + DisplayWidth.pad(leading, to: 2) + " " + image
        let badge = item.isExplicitContent ? " [E]" : ""
        let right = trailing(item)
        let room = frame.contentWidth - DisplayWidth.of(right) - 1 - DisplayWidth.of(prefix) - DisplayWidth.of(badge)
        let text = DisplayWidth.truncate(TextLabel.safe(item.text), to: max(1, room))
        frame.line(left: prefix + text + badge, right: right)
        let indent = DisplayWidth.of(prefix)
        writeDetail(item, indent: indent, into: &frame)
        if let picture = item.image {
            frame.line(String(repeating: " ", count: indent) + "▢ = " + TextLabel.image(picture))
        }
        writeAction(item.action, indent: indent, isEnabled: item.isEnabled, into: &frame)
    }

    /// `▶` playing, `❚❚` paused, nothing otherwise.
    func indicator(_ state: PlayingIndicator) -> String {
        switch state {
        case .none: ""
        case .playing: "▶"
        case .paused: "❚❚"
        }
    }

    /// The right end of a row's first line.
    func trailing(_ item: ListItem) -> String {
        var parts: [String] = []
        if let image = item.accessoryImage {
            parts.append(TextLabel.image(image))
        } else if item.accessory == .disclosureIndicator {
            parts.append("›")
        } else if item.accessory == .cloud {
            parts.append("☁")
        }
        if item.playingIndicatorLocation == .trailing, item.playingIndicator != .none {
            parts.append(indicator(item.playingIndicator))
        }
        if !item.isEnabled { parts.append("(dimmed)") }
        return parts.joined(separator: " ")
    }

    /// The second line: detail text, then the progress bar.
    func writeDetail(_ item: ListItem, indent: Int, into frame: inout TextFrame) {
        let bar = item.playbackProgress.map(ProgressBar.text)
        guard item.detailText != nil || bar != nil else { return }
        let pad = String(repeating: " ", count: indent)
        guard let bar else { return frame.line(pad + TextLabel.safe(item.detailText ?? "")) }
        guard let detail = item.detailText else { return frame.line(pad + bar) }
        let room = frame.contentWidth - indent - DisplayWidth.of(bar) - 3
        frame.line(pad + DisplayWidth.truncate(TextLabel.safe(detail), to: max(1, room)) + "   " + bar)
    }
}
