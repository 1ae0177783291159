extension JSONRenderer {
    /// `{"kind": "imageRow", …}` with the images and elements the car keeps.
    func encode(_ row: ImageRowItem) -> JSONValue {
        var fields = JSONFields(kind: "imageRow")
        fields.string("id", row.id)
        fields.string("text", row.text)
        let limit = profile.maximumImageRowImages
        let images = LimitedSlice.head(row.images, limit: limit)
        let elements = LimitedSlice.head(row.elements, limit: limit)
        fields.array("images", images.shown.map(encode))
        fields.array("elements", elements.shown.map(encode))
        fields.flag("allowsMultipleLines", row.allowsMultipleLines)
        fields.flag("isEnabled", row.isEnabled, default: true)
        fields.value("action", encode(row.action))
        fields.hidden([("images", images.hidden.count), ("elements", elements.hidden.count)])
        return fields.json
    }

    func encode(_ image: ImageRowImage) -> JSONValue {
        var fields = JSONFields()
        fields.value("image", encode(image.image))
        fields.string("title", image.title)
        fields.value("action", encode(image.action))
        return fields.json
    }

    /// An iOS 26 element; its `"kind"` says which fields the car uses.
    func encode(_ element: ImageRowElement) -> JSONValue {
        var fields = JSONFields(kind: element.kind.rawValue)
        fields.string("id", element.id)
        fields.flag("isEnabled", element.isEnabled, default: true)
        fields.value("image", encode(element.image))
        fields.string("title", element.title)
        fields.string("subtitle", element.subtitle)
        fields.string("tint", element.tint)
        fields.string("shape", element.shape?.rawValue)
        fields.string("accessorySymbol", element.accessorySymbol)
        fields.flag("isThumbnail", element.isThumbnail)
        fields.flag("fullHeightImage", element.fullHeightImage)
        fields.value("action", encode(element.action))
        return fields.json
    }
}
