import Testing
import TemplateKitLite

/// `content.numbering-restarts`: numbered rows that start again with no header between.
@Suite struct NumberingLintTests {
    static func ids(_ texts: [[String]]) -> [String] {
        let list = ListTemplate(title: "Tracks", sections: texts.map { rows in
            ListSection(items: rows.map { .item(ListItem($0)) })
        })
        return ContentLint().check(.list(list)).map(\.rule.id)
    }

    @Test func aRestartInOneSectionIsFlaggedOnce() {
        #expect(Self.ids([["1. A", "2. B", "3. C", "1. D", "2. E", "1. F"]]) == ["content.numbering-restarts"])
        let finding = ContentLint().check(.list(ListTemplate(title: "T", sections: [ListSection(items: [
            .item(ListItem("1. A")), .item(ListItem("2. B")), .item(ListItem("1. C")),
        ])]))).first
        #expect(finding?.message == "\"1. C\" follows row number 2 without a header between them")
        #expect(finding?.path.description.hasSuffix("item 2") == true)
    }

    @Test func sectionsNumberOnTheirOwnAndGapsAreFine() {
        #expect(Self.ids([["1. A", "2. B"], ["1. C", "2. D"]]).isEmpty)
        #expect(Self.ids([["1. A", "3. B", "10. C", "1977-05-08", "Shuffle"]]).isEmpty)
        #expect(Self.ids([["12345. too long", "1. A"]]).isEmpty)
    }
}
