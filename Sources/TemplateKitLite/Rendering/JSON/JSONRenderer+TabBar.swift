extension JSONRenderer {
    /// `{"kind": "tabBar", "tabs": [{"title": …, "content": {…}}]}`. Tabs are never
    /// trimmed: too many tabs make CarPlay throw, which validation reports.
    func write<Sink: JSONSink & ~Copyable>(_ tabBar: TabBarTemplate, to json: inout Sink) {
        json.beginObject(kind: "tabBar")
        json.string("id", tabBar.id)
        json.array("tabs", tabBar.tabs) { tab, json in write(tab, to: &json) }
        json.int("selectedIndex", tabBar.selectedIndex, default: 0)
        json.endObject()
    }

    func write<Sink: JSONSink & ~Copyable>(_ tab: Tab, to json: inout Sink) {
        json.beginObject()
        json.string("title", tab.title)
        write("image", tab.image, to: &json)
        json.string("systemItem", tab.systemItem?.rawValue)
        json.flag("showsBadge", tab.showsBadge)
        json.key("content")
        write(tab.content, to: &json)
        json.endObject()
    }
}
