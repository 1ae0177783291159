extension JSONRenderer {
    /// A list with the sections and items the car keeps.
    func encode(_ list: ListTemplate) -> JSONValue {
        var fields = JSONFields(kind: "list")
        fields.string("id", list.id)
        fields.string("title", list.title)
        let trim = ListTrim(list, profile: profile)
        fields.array("sections", trim.sections.map(encode))
        fields.strings("emptyViewTitleVariants", list.emptyViewTitleVariants)
        fields.strings("emptyViewSubtitleVariants", list.emptyViewSubtitleVariants)
        fields.flag("showsSpinnerWhileEmpty", list.showsSpinnerWhileEmpty)
        fields.value("assistantCell", list.assistantCell.map(encode))
        let header = LimitedSlice.head(list.headerGridButtons, limit: profile.maximumHeaderGridButtons)
        fields.array("headerGridButtons", header.shown.map(encode))
        fields.value("backButton", list.backButton.map(encode))
        let navigation = encodeNavigationBar(
            leading: list.leadingNavigationBarButtons, trailing: list.trailingNavigationBarButtons,
            into: &fields)
        fields.hidden(
            [("items", trim.hiddenItems), ("sections", trim.hiddenSections), ("headerGridButtons", header.hidden.count)]
                + navigation)
        return fields.json
    }

    /// A section with the items the car keeps of it.
    func encode(_ visible: ListTrim.VisibleSection) -> JSONValue {
        let section = visible.section
        var fields = JSONFields()
        fields.string("id", section.id)
        fields.string("header", section.header)
        fields.string("headerSubtitle", section.headerSubtitle)
        fields.value("headerImage", encode(section.headerImage))
        fields.value("headerButton", section.headerButton.map(encode))
        fields.string("sectionIndexTitle", section.sectionIndexTitle)
        fields.array("items", visible.items.map(encode))
        return fields.json
    }

    func encode(_ element: ListElement) -> JSONValue {
        switch element {
        case .item(let item): encode(item)
        case .imageRow(let row): encode(row)
        }
    }

    /// `{"kind": "item", "text": …}` without default values.
    func encode(_ item: ListItem) -> JSONValue {
        var fields = JSONFields(kind: "item")
        fields.string("id", item.id)
        fields.string("text", item.text)
        fields.string("detailText", item.detailText)
        fields.value("image", encode(item.image))
        fields.value("accessoryImage", encode(item.accessoryImage))
        fields.choice("accessory", item.accessory, default: .none)
        fields.flag("isEnabled", item.isEnabled, default: true)
        fields.flag("isExplicitContent", item.isExplicitContent)
        fields.double("playbackProgress", item.playbackProgress)
        fields.choice("playingIndicator", item.playingIndicator, default: .none)
        fields.choice("playingIndicatorLocation", item.playingIndicatorLocation, default: .leading)
        fields.value("action", encode(item.action))
        return fields.json
    }

    func encode(_ cell: AssistantCell) -> JSONValue {
        var fields = JSONFields()
        fields.choice("position", cell.position, default: .top)
        fields.choice("visibility", cell.visibility, default: .off)
        fields.choice("intent", cell.intent, default: .playMedia)
        return fields.json
    }
}
