extension JSONRenderer {
    /// `"key": {"asset": "x"}`, `{"symbol": "x"}`, `{"remote": "url", "placeholder": "p"}`;
    /// nothing when there is no image.
    func write<Sink: JSONSink & ~Copyable>(_ key: StaticString, _ image: TemplateImage?, to json: inout Sink) {
        guard let image else { return }
        json.key(key)
        json.beginObject()
        switch image {
        case .asset(let name): json.string("asset", name)
        case .symbol(let name): json.string("symbol", name)
        case .remote(let url, let placeholder):
            json.string("remote", url)
            json.string("placeholder", placeholder)
        }
        json.endObject()
    }

    /// `"key": {"name": "push", "arguments": {"screen": "years"}}`; arguments left out when
    /// empty; nothing when there is no action.
    func write<Sink: JSONSink & ~Copyable>(_ key: StaticString, _ action: Action?, to json: inout Sink) {
        guard let action else { return }
        json.key(key)
        json.beginObjectInKeyOrder()
        if !action.arguments.isEmpty {
            json.key("arguments")
            json.beginObject()
            for (name, value) in action.arguments {
                json.key(text: name)
                write(value, to: &json)
            }
            json.endObject()
        }
        json.string("name", action.name)
        json.endObject()
    }

    func write<Sink: JSONSink & ~Copyable>(_ value: ActionValue, to json: inout Sink) {
        switch value {
        case .string(let text): json.string(text)
        case .int(let integer): json.int(integer)
        case .bool(let flag): json.bool(flag)
        case .double(let number):
            if number.isFinite { json.double(number) } else { json.string(NumberText.readable(number)) }
        }
    }

    /// A navigation-bar or header button.
    func write<Sink: JSONSink & ~Copyable>(_ button: BarButton, to json: inout Sink) {
        json.beginObject()
        json.string("title", button.title)
        write("image", button.image, to: &json)
        json.flag("isEnabled", button.isEnabled, default: true)
        write("action", button.action, to: &json)
        json.endObject()
    }

    /// A grid or header grid button.
    func write<Sink: JSONSink & ~Copyable>(_ button: GridButton, to json: inout Sink) {
        json.beginObject()
        json.string("id", button.id)
        json.strings("titleVariants", button.titleVariants)
        write("image", button.image, to: &json)
        json.flag("isEnabled", button.isEnabled, default: true)
        write("action", button.action, to: &json)
        json.endObject()
    }

    /// The first N navigation bar buttons per side; returns what the car drops.
    func writeNavigationBar<Sink: JSONSink & ~Copyable>(leading: [BarButton], trailing: [BarButton], to json: inout Sink)
        -> [(StaticString, Int)]
    {
        let limit = profile.maximumNavigationBarButtons
        let left = LimitedSlice.head(leading, limit: limit)
        let right = LimitedSlice.head(trailing, limit: limit)
        json.array("leadingNavigationBarButtons", left.shown) { button, json in write(button, to: &json) }
        json.array("trailingNavigationBarButtons", right.shown) { button, json in write(button, to: &json) }
        return [
            ("leadingNavigationBarButtons", left.hidden.count),
            ("trailingNavigationBarButtons", right.hidden.count),
        ]
    }
}
