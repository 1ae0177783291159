extension JSONRenderer {
    /// `{"kind": "grid", …}` with the buttons the car keeps.
    func write<Sink: JSONSink & ~Copyable>(_ grid: GridTemplate, to json: inout Sink) {
        json.beginObject(kind: "grid")
        json.string("id", grid.id)
        json.string("title", grid.title)
        let buttons = LimitedSlice.head(grid.buttons, limit: profile.maximumGridButtons)
        json.array("buttons", buttons.shown) { button, json in write(button, to: &json) }
        let navigation = writeNavigationBar(
            leading: grid.leadingNavigationBarButtons, trailing: grid.trailingNavigationBarButtons, to: &json)
        json.hidden([("buttons", buttons.hidden.count)] + navigation)
        json.endObject()
    }
}
