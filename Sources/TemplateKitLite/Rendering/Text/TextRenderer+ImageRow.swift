extension TextRenderer {
    /// An image row: its title line (`⧉`), then each legacy image or iOS 26 element with
    /// its fields and action, then what the car hides past its image limit.
    ///
    ///     ⧉ Recently played                                  multi-line
    ///        ▢ [img gd] "Grateful Dead"
    ///          → push artist=gd
    func writeImageRow(_ row: ImageRowItem, into frame: inout TextFrame) {
        let title = row.text.map(TextLabel.safe) ?? "(title hidden)"
        var flags: [String] = []
        if row.allowsMultipleLines { flags.append("multi-line") }
        if !row.isEnabled { flags.append("(dimmed)") }
        frame.line(left: "    ⧉ " + title, right: flags.joined(separator: " "))
        writeAction(row.action, indent: 6, isEnabled: row.isEnabled, into: &frame)
        let limit = profile.maximumImageRowImages
        let images = LimitedSlice.head(row.images, limit: limit)
        for image in images.shown {
            let caption = image.title.map { " " + TextLabel.quoted($0) } ?? ""
            frame.line("       ▢" + (showsDetails ? " " + TextLabel.image(image.image) : "") + caption)
            writeAction(image.action, indent: 9, isEnabled: row.isEnabled, into: &frame)
        }
        writeHidden(images.hidden.count, "image", limit: limit, into: &frame)
        let elements = LimitedSlice.head(row.elements, limit: limit)
        for element in elements.shown {
            frame.line("       ▢ " + elementLabel(element))
            writeAction(element.action, indent: 9, isEnabled: row.isEnabled, into: &frame)
        }
        writeHidden(elements.hidden.count, "element", limit: limit, into: &frame)
    }

    /// `card [img x] "Title" · "Subtitle" · tint #ff0000 · thumbnail · full-height`,
    /// naming only the fields the element's kind uses.
    func elementLabel(_ element: ImageRowElement) -> String {
        var parts = [element.kind.rawValue + (showsDetails ? " " + TextLabel.image(element.image) : "")]
        let kind = element.kind
        if kind != .grid, let title = element.title { parts.append(TextLabel.quoted(title)) }
        if kind == .row || kind == .card || kind == .condensed, let subtitle = element.subtitle {
            parts.append(TextLabel.quoted(subtitle))
        }
        if kind == .condensed || kind == .imageGrid, let shape = element.shape {
            parts.append(shape == .circular ? "circular" : "rounded")
        }
        if kind == .condensed || kind == .imageGrid, let symbol = element.accessorySymbol {
            parts.append("accessory " + (showsDetails ? "[sym " + TextLabel.name(symbol) + "]" : "▢"))
        }
        if kind == .card {
            if let tint = element.tint { parts.append("tint " + TextLabel.name(tint)) }
            if element.isThumbnail { parts.append("thumbnail") }
            if element.fullHeightImage { parts.append("full-height") }
            if let overlay = element.overlay { parts.append(overlayLabel(overlay)) }
        }
        if let playback = element.playback { parts.append(playbackLabel(playback)) }
        if showsDetails, let label = element.accessibilityLabel { parts.append("VoiceOver " + TextLabel.quoted(label)) }
        return parts.joined(separator: " · ")
    }
}
