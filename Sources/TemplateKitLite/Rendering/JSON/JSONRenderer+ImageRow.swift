extension JSONRenderer {
    /// `{"kind": "imageRow", …}` with the images and elements the car keeps.
    func write<Sink: JSONSink & ~Copyable>(_ row: ImageRowItem, to json: inout Sink) {
        json.beginObject(kind: "imageRow")
        json.string("id", row.id)
        json.string("text", row.text)
        let limit = profile.maximumImageRowImages
        let images = LimitedSlice.head(row.images, limit: limit)
        let elements = LimitedSlice.head(row.elements, limit: limit)
        json.array("images", images.shown) { image, json in write(image, to: &json) }
        json.array("elements", elements.shown) { element, json in write(element, to: &json) }
        json.flag("allowsMultipleLines", row.allowsMultipleLines)
        json.flag("isEnabled", row.isEnabled, default: true)
        write("action", row.action, to: &json)
        json.hidden([("images", images.hidden.count), ("elements", elements.hidden.count)])
        json.endObject()
    }

    func write<Sink: JSONSink & ~Copyable>(_ image: ImageRowImage, to json: inout Sink) {
        json.beginObject()
        write("image", image.image, to: &json)
        json.string("title", image.title)
        write("action", image.action, to: &json)
        json.endObject()
    }

    /// An iOS 26 element; its `"kind"` says which fields the car uses.
    func write<Sink: JSONSink & ~Copyable>(_ element: ImageRowElement, to json: inout Sink) {
        json.beginObject(kind: element.kind.rawValue)
        json.string("id", element.id)
        json.flag("isEnabled", element.isEnabled, default: true)
        write("image", element.image, to: &json)
        json.string("title", element.title)
        json.string("subtitle", element.subtitle)
        json.string("tint", element.tint)
        json.string("shape", element.shape?.rawValue)
        json.string("accessorySymbol", element.accessorySymbol)
        json.flag("isThumbnail", element.isThumbnail)
        json.flag("fullHeightImage", element.fullHeightImage)
        json.string("accessibilityLabel", element.accessibilityLabel)
        write("overlay", element.overlay, to: &json)
        write("playback", element.playback, to: &json)
        write("action", element.action, to: &json)
        json.endObject()
    }
}
