extension JSONRenderer {
    /// `"key": {"control": "play", "duration": 240, "elapsed": 0, "presentation": "audio"}`
    /// (iOS 26.4); nothing when there is none.
    func write<Sink: JSONSink & ~Copyable>(_ key: StaticString, _ playback: PlaybackConfiguration?, to json: inout Sink) {
        guard let playback else { return }
        json.key(key)
        json.beginObjectInKeyOrder()
        json.string("control", playback.control.rawValue)
        json.double("duration", playback.duration)
        json.double("elapsed", playback.elapsed == 0 ? nil : playback.elapsed)
        json.string("presentation", playback.presentation.rawValue)
        json.endObject()
    }

    /// `"key": {"alignment": "leading", "text": "LIVE", …}` (iOS 26.4); nothing when there is none.
    func write<Sink: JSONSink & ~Copyable>(_ key: StaticString, _ overlay: ImageOverlay?, to json: inout Sink) {
        guard let overlay else { return }
        json.key(key)
        json.beginObjectInKeyOrder()
        json.string("alignment", overlay.alignment.rawValue)
        json.string("backgroundColor", overlay.backgroundColor)
        write("image", overlay.image, to: &json)
        json.string("text", overlay.text)
        json.string("textColor", overlay.textColor)
        json.endObject()
    }

    /// The list's details header (iOS 26.4), with the action buttons the car keeps.
    func write<Sink: JSONSink & ~Copyable>(_ header: ListDetailsHeader, to json: inout Sink) {
        json.beginObject()
        let buttons = LimitedSlice.head(header.actionButtons, limit: Self.maximumDetailsHeaderButtons)
        json.array("actionButtons", buttons.shown) { button, json in write(button, to: &json) }
        json.flag("adaptiveBackground", header.adaptiveBackground)
        json.strings("bodyVariants", header.bodyVariants)
        write("overlay", header.overlay, to: &json)
        write("playback", header.playback, to: &json)
        json.string("subtitle", header.subtitle)
        write("thumbnail", header.thumbnail, to: &json)
        json.string("title", header.title)
        json.hidden([("actionButtons", buttons.hidden.count)])
        json.endObject()
    }

    /// `CPListTemplateDetailsHeader.maximumActionButtonCount`: Apple gives no number; two is
    /// what the header's layout holds [I].
    static var maximumDetailsHeaderButtons: Int { 2 }
}
