import KitSupport

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
    ///
    /// The driver view draws only the first two lines, each cut at the car's width
    /// (``CarCut``), and no detail line when the detail is empty.
    func writeItem(_ item: ListItem, into frame: inout TextFrame) {
        let indent = Self.rowLead + (item.image == nil ? 0 : 2)
        let prefix = MeasuredText(rowPrefix(item), columns: indent)
        let badge = item.isExplicitContent ? MeasuredText(" [E]", columns: 4) : .empty
        let right = trailing(item)
        let room = frame.contentWidth - right.columns - 1 - indent - badge.columns
        let safe = MeasuredText(safe: item.text)
        let text = (showsDetails ? safe : carLine(safe)).truncated(to: max(1, room))
        frame.line(left: prefix, text, badge, right: right)
        writeDetail(item, indent: indent, into: &frame)
        if let playback = item.playback { frame.line(indent: indent, playbackLabel(playback)) }
        guard showsDetails else { return }
        if let picture = item.image {
            frame.line(indent: indent, "▢ = " + TextLabel.image(picture))
        }
        writeAction(item.action, indent: indent, isEnabled: item.isEnabled, into: &frame)
    }

    /// One row line as the car draws it (see ``CarCut/line(_:columns:)``).
    func carLine(_ text: String) -> String { CarCut.line(text, columns: profile.textColumns) }

    /// `text` cut where a line of `displayClass` ends on this car, marked `✂`.
    func carLine(_ text: String, _ displayClass: DisplayClass) -> String {
        CarCut.line(text, columns: profile.columns(for: displayClass))
    }

    /// ``carLine(_:)`` of text already measured.
    func carLine(_ text: MeasuredText) -> MeasuredText { CarCut.line(text, columns: profile.textColumns) }

    /// A row's first columns (``rowLead``, two more with an image): a space, the leading
    /// indicator column, a space and the image mark `▢`.
    func rowPrefix(_ item: ListItem) -> String {
        let indicator = item.playingIndicatorLocation == .leading ? item.playingIndicator : .none
        switch (indicator, item.image != nil) {
        case (.none, false): return "    "
        case (.none, true): return "    ▢ "
        case (.playing, false): return " ▶  "
        case (.playing, true): return " ▶  ▢ "
        case (.paused, false): return " ❚❚ "
        case (.paused, true): return " ❚❚ ▢ "
        }
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
    /// The driver view draws an accessory image as `▢`; the details view names it.
    func trailing(_ item: ListItem) -> MeasuredText {
        let plainlyEnabled = item.isEnabled
            && (item.playingIndicatorLocation == .leading || item.playingIndicator == .none)
        if plainlyEnabled, item.accessoryImage == nil {
            switch item.accessory {
            case .none: return .empty
            case .disclosureIndicator: return Self.disclosureMark
            case .cloud: return Self.cloudMark
            }
        }
        return MeasuredText(trailingText(item))
    }

    /// The usual right ends, measured once (most rows end in one of them or nothing).
    private static let disclosureMark = MeasuredText("›")
    private static let cloudMark = MeasuredText("☁")

    /// ``trailing(_:)`` spelled out.
    private func trailingText(_ item: ListItem) -> String {
        var text = ""
        if let image = item.accessoryImage {
            text = showsDetails ? TextLabel.image(image) : "▢"
        } else if item.accessory == .disclosureIndicator {
            text = Self.disclosureMark.text
        } else if item.accessory == .cloud {
            text = Self.cloudMark.text
        }
        if item.playingIndicatorLocation == .trailing, item.playingIndicator != .none {
            text += (text.isEmpty ? "" : " ") + indicator(item.playingIndicator)
        }
        if !item.isEnabled { text += (text.isEmpty ? "" : " ") + "(dimmed)" }
        return text
    }

    /// The second line: detail text, then the progress bar.
    /// The driver view leaves out a detail that is empty or only spaces.
    func writeDetail(_ item: ListItem, indent: Int, into frame: inout TextFrame) {
        let bar = item.playbackProgress.map(ProgressBar.text)
        var detail = item.detailText.map { MeasuredText(safe: $0) }
        if !showsDetails, let text = detail {
            detail = Self.isBlank(text.text) ? nil : carLine(text)
        }
        guard detail != nil || bar != nil else { return }
        guard let bar else { return frame.line(indent: indent, detail ?? .empty) }
        guard let detail else { return frame.line(indent: indent, bar) }
        let room = frame.contentWidth - indent - DisplayWidth.of(bar) - 3
        frame.line(indent: indent, detail.truncated(to: max(1, room)).text + "   " + bar)
    }

    /// Whether `text` is empty or only spaces (read as bytes: a detail line usually starts
    /// with something else, and the first byte says so).
    static func isBlank(_ text: String) -> Bool {
        text.withContiguousUTF8 { bytes in bytes.allSatisfy { $0 == 0x20 } }
    }
}
