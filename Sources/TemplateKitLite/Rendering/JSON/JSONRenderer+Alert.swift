extension JSONRenderer {
    /// `{"kind": "alert", …}` with the actions the car keeps (the last added); the hidden
    /// ones are counted and named under `hiddenOnThisCar`.
    func encode(_ alert: AlertTemplate) -> JSONValue {
        var fields = JSONFields(kind: "alert")
        fields.string("id", alert.id)
        fields.strings("titleVariants", alert.titleVariants)
        let actions = LimitedSlice.alert(alert.actions, limit: profile.maximumAlertActions)
        fields.array("actions", actions.shown.map(encode))
        var named = JSONFields()
        named.strings("actionTitles", actions.hidden.map(\.title))
        fields.hidden([("actions", actions.hidden.count)], extra: named)
        return fields.json
    }

    /// `{"kind": "actionSheet", …}`: every action (action sheets are not trimmed).
    func encode(_ sheet: ActionSheetTemplate) -> JSONValue {
        var fields = JSONFields(kind: "actionSheet")
        fields.string("id", sheet.id)
        fields.string("title", sheet.title)
        fields.string("message", sheet.message)
        fields.array("actions", sheet.actions.map(encode))
        return fields.json
    }

    func encode(_ action: AlertAction) -> JSONValue {
        var fields = JSONFields()
        fields.string("title", action.title)
        fields.choice("style", action.style, default: .default)
        fields.value("action", encode(action.action))
        return fields.json
    }
}
