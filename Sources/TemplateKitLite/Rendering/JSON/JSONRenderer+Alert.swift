extension JSONRenderer {
    /// `{"kind": "alert", …}` with the actions the car keeps (the last added); the hidden
    /// ones are counted and named under `hiddenOnThisCar`.
    func write<Sink: JSONSink & ~Copyable>(_ alert: AlertTemplate, to json: inout Sink) {
        json.beginObject(kind: "alert")
        json.string("id", alert.id)
        json.strings("titleVariants", alert.titleVariants)
        let actions = LimitedSlice.alert(alert.actions, limit: profile.maximumAlertActions)
        json.array("actions", actions.shown) { action, json in write(action, to: &json) }
        if !actions.hidden.isEmpty {
            json.key("hiddenOnThisCar")
            json.beginObject()
            json.key("actions")
            json.int(actions.hidden.count)
            json.strings("actionTitles", actions.hidden.map(\.title))
            json.endObject()
        }
        json.endObject()
    }

    /// `{"kind": "actionSheet", …}`: every action (action sheets are not trimmed).
    func write<Sink: JSONSink & ~Copyable>(_ sheet: ActionSheetTemplate, to json: inout Sink) {
        json.beginObject(kind: "actionSheet")
        json.string("id", sheet.id)
        json.string("title", sheet.title)
        json.string("message", sheet.message)
        json.array("actions", sheet.actions) { action, json in write(action, to: &json) }
        json.endObject()
    }

    func write<Sink: JSONSink & ~Copyable>(_ action: AlertAction, to json: inout Sink) {
        json.beginObject()
        json.string("title", action.title)
        json.choice("style", action.style, default: .default)
        write("action", action.action, to: &json)
        json.endObject()
    }
}
