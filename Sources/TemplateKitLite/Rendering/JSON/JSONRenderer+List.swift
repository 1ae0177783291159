extension JSONRenderer {
    /// A list with the sections and items the car keeps.
    func write<Sink: JSONSink & ~Copyable>(_ list: ListTemplate, to json: inout Sink) {
        json.beginObject(kind: "list")
        json.string("id", list.id)
        json.string("title", list.title)
        let trim = ListTrim(list, profile: profile)
        json.array("sections", trim.sections) { section, json in write(section, to: &json) }
        json.strings("emptyViewTitleVariants", list.emptyViewTitleVariants)
        json.strings("emptyViewSubtitleVariants", list.emptyViewSubtitleVariants)
        json.flag("showsSpinnerWhileEmpty", list.showsSpinnerWhileEmpty)
        if let cell = list.assistantCell {
            json.key("assistantCell")
            write(cell, to: &json)
        }
        let header = LimitedSlice.head(list.headerGridButtons, limit: profile.maximumHeaderGridButtons)
        json.array("headerGridButtons", header.shown) { button, json in write(button, to: &json) }
        if let button = list.backButton {
            json.key("backButton")
            write(button, to: &json)
        }
        if let header = list.detailsHeader {
            json.key("detailsHeader")
            write(header, to: &json)
        }
        let navigation = writeNavigationBar(
            leading: list.leadingNavigationBarButtons, trailing: list.trailingNavigationBarButtons, to: &json)
        var names: [(StaticString, [String])] = []
        if trim.hiddenItems > 0 || trim.hiddenSections > 0 {
            names.append(("sectionHeaders", trim.hiddenSectionHeaders(of: list)))
        }
        let counts: [(StaticString, Int)] =
            [("items", trim.hiddenItems), ("sections", trim.hiddenSections), ("headerGridButtons", header.hidden.count)]
        json.hidden(counts + navigation, names: names)
        json.endObject()
    }

    /// A section with the items the car keeps of it. (Fields in key order, here and in
    /// items and actions, so the writer has nothing to reorder in a long list.)
    func write<Sink: JSONSink & ~Copyable>(_ visible: ListTrim.VisibleSection, to json: inout Sink) {
        let section = visible.section
        json.beginObject()
        json.string("header", section.header)
        if let button = section.headerButton {
            json.key("headerButton")
            write(button, to: &json)
        }
        write("headerImage", section.headerImage, to: &json)
        json.string("headerSubtitle", section.headerSubtitle)
        json.string("id", section.id)
        json.array("items", visible.items) { element, json in write(element, to: &json) }
        json.string("sectionIndexTitle", section.sectionIndexTitle)
        json.endObject()
    }

    func write<Sink: JSONSink & ~Copyable>(_ element: ListElement, to json: inout Sink) {
        switch element {
        case .item(let item): write(item, to: &json)
        case .imageRow(let row): write(row, to: &json)
        }
    }

    /// `{"kind": "item", "text": …}` without default values. An optional field is read
    /// only once its case, checked in the row's box, says it is set: reading it copies
    /// it out of the box through `Optional`'s generic value witness (about 200
    /// instructions with the destroy, `nil` included), and `!= nil` made the same copy.
    func write<Sink: JSONSink & ~Copyable>(_ item: ListItem, to json: inout Sink) {
        json.beginObjectInKeyOrder()
        json.choice("accessory", item.accessory, default: .none)
        if case .some = item.storage.fields.accessoryImage { write("accessoryImage", item.accessoryImage, to: &json) }
        if case .some = item.storage.fields.action { write("action", item.action, to: &json) }
        json.string("detailText", item.detailText)
        json.string("id", item.id)
        if case .some = item.storage.fields.image { write("image", item.image, to: &json) }
        json.flag("isEnabled", item.isEnabled, default: true)
        json.flag("isExplicitContent", item.isExplicitContent)
        json.constant("kind", "item")
        if case .some = item.storage.fields.playback { write("playback", item.playback, to: &json) }
        json.double("playbackProgress", item.playbackProgress)
        json.choice("playingIndicator", item.playingIndicator, default: .none)
        json.choice("playingIndicatorLocation", item.playingIndicatorLocation, default: .leading)
        json.string("text", item.text)
        json.endObject()
    }

    func write<Sink: JSONSink & ~Copyable>(_ cell: AssistantCell, to json: inout Sink) {
        json.beginObject()
        json.choice("position", cell.position, default: .top)
        json.choice("visibility", cell.visibility, default: .off)
        json.choice("intent", cell.intent, default: .playMedia)
        json.endObject()
    }
}
