extension JSONRenderer {
    /// `{"kind": "tabBar", "tabs": [{"title": …, "content": {…}}]}`. Tabs are never
    /// trimmed: too many tabs make CarPlay throw, which validation reports.
    func encode(_ tabBar: TabBarTemplate) -> JSONValue {
        var fields = JSONFields(kind: "tabBar")
        fields.string("id", tabBar.id)
        fields.array("tabs", tabBar.tabs.map(encode))
        fields.int("selectedIndex", tabBar.selectedIndex, default: 0)
        return fields.json
    }

    func encode(_ tab: Tab) -> JSONValue {
        var fields = JSONFields()
        fields.string("title", tab.title)
        fields.value("image", encode(tab.image))
        fields.string("systemItem", tab.systemItem?.rawValue)
        fields.flag("showsBadge", tab.showsBadge)
        fields.value("content", encode(tab.content))
        return fields.json
    }
}
