extension JSONRenderer {
    /// `{"kind": "grid", …}` with the buttons the car keeps.
    func encode(_ grid: GridTemplate) -> JSONValue {
        var fields = JSONFields(kind: "grid")
        fields.string("id", grid.id)
        fields.string("title", grid.title)
        let buttons = LimitedSlice.head(grid.buttons, limit: profile.maximumGridButtons)
        fields.array("buttons", buttons.shown.map(encode))
        let navigation = encodeNavigationBar(
            leading: grid.leadingNavigationBarButtons, trailing: grid.trailingNavigationBarButtons,
            into: &fields)
        fields.hidden([("buttons", buttons.hidden.count)] + navigation)
        return fields.json
    }
}
