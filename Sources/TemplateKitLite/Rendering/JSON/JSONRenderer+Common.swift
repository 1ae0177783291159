extension JSONRenderer {
    /// `{"asset": "x"}`, `{"symbol": "x"}`, `{"remote": "url", "placeholder": "p"}`.
    func encode(_ image: TemplateImage?) -> JSONValue? {
        guard let image else { return nil }
        switch image {
        case .asset(let name): return .object(["asset": .string(name)])
        case .symbol(let name): return .object(["symbol": .string(name)])
        case .remote(let url, let placeholder):
            var fields = JSONFields()
            fields.string("remote", url)
            fields.string("placeholder", placeholder)
            return fields.json
        }
    }

    /// `{"name": "push", "arguments": {"screen": "years"}}`; arguments left out when empty.
    func encode(_ action: Action?) -> JSONValue? {
        guard let action else { return nil }
        var fields = JSONFields()
        fields.string("name", action.name)
        if !action.arguments.isEmpty {
            fields.value("arguments", .object(action.arguments.mapValues(encode)))
        }
        return fields.json
    }

    func encode(_ value: ActionValue) -> JSONValue {
        switch value {
        case .string(let text): .string(text)
        case .int(let integer): .int(integer)
        case .bool(let flag): .bool(flag)
        }
    }

    /// A navigation-bar or header button.
    func encode(_ button: BarButton) -> JSONValue {
        var fields = JSONFields()
        fields.string("title", button.title)
        fields.value("image", encode(button.image))
        fields.flag("isEnabled", button.isEnabled, default: true)
        fields.value("action", encode(button.action))
        return fields.json
    }

    /// A grid or header grid button.
    func encode(_ button: GridButton) -> JSONValue {
        var fields = JSONFields()
        fields.string("id", button.id)
        fields.strings("titleVariants", button.titleVariants)
        fields.value("image", encode(button.image))
        fields.flag("isEnabled", button.isEnabled, default: true)
        fields.value("action", encode(button.action))
        return fields.json
    }

    /// The first N navigation bar buttons per side, counting what the car drops.
    func encodeNavigationBar(leading: [BarButton], trailing: [BarButton], into fields: inout JSONFields)
        -> [(String, Int)]
    {
        let limit = profile.maximumNavigationBarButtons
        let left = LimitedSlice.head(leading, limit: limit)
        let right = LimitedSlice.head(trailing, limit: limit)
        fields.array("leadingNavigationBarButtons", left.shown.map(encode))
        fields.array("trailingNavigationBarButtons", right.shown.map(encode))
        return [
            ("leadingNavigationBarButtons", left.hidden.count),
            ("trailingNavigationBarButtons", right.hidden.count),
        ]
    }
}
