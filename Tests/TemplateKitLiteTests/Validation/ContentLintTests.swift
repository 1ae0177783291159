import Testing
import TemplateKitLite

/// The content rules on small templates: each fires where it should and only there.
@Suite struct ContentLintTests {
    static func list(_ items: [ListItem], header: String? = nil) -> Template {
        .list(ListTemplate(title: "L", sections: [ListSection(header: header, items: items.map { .item($0) })]))
    }

    static func ids(_ template: Template, _ lint: ContentLint = ContentLint()) -> [String] {
        lint.check(template).map(\.rule.id)
    }

    @Test func cleanRowsHaveNoFindings() {
        let rows = [ListItem("Grateful Dead", detail: "2,049 shows • 13,348 tapes"), ListItem("Phish", detail: "1,583 shows")]
        #expect(Self.ids(Self.list(rows, header: "Favorites")).isEmpty)
    }

    @Test func blankDetailNamesTheRow() {
        let findings = ContentLint().check(Self.list([ListItem("A", detail: "B"), ListItem("Circles Around The Sun", detail: "  ")]))
        #expect(findings.map(\.rule.id) == ["content.blank-detail"])
        #expect(findings.first?.path.description == "\"L\" › section 0 › item 1")
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.message.contains("Circles Around The Sun") == true)
    }

    @Test func placeholdersComeFromAConfigurableList() {
        let row = ListItem("1966-XX-XX", detail: "Various - See info file • 8.62★")
        #expect(Self.ids(Self.list([row])) == ["content.placeholder"])
        #expect(Self.ids(Self.list([ListItem("tbd")])) == ["content.placeholder"])
        #expect(Self.ids(Self.list([row]), ContentLint(placeholders: ["Lorem"])).isEmpty)
        #expect(Self.ids(Self.list([ListItem("Unknown Mortal Orchestra")])).isEmpty)
    }

    @Test func textRepeatedWithinARowOrByTheRowAbove() {
        #expect(Self.ids(Self.list([ListItem("SBD", detail: "SBD • 9.71★")])) == ["content.repeated-text"])
        #expect(Self.ids(Self.list([ListItem("Deal", detail: "5:29"), ListItem("Deal", detail: "5:30")])) == ["content.repeated-text"])
        #expect(Self.ids(Self.list([ListItem("Deal", detail: "5:29"), ListItem("Loser"), ListItem("Deal", detail: "5:30")])).isEmpty)
    }

    @Test func duplicateRowsInASection() {
        let rows = [ListItem("Deal", detail: "5:29"), ListItem("Loser"), ListItem("Deal", detail: "5:29")]
        let findings = ContentLint().check(Self.list(rows))
        #expect(findings.map(\.rule.id) == ["content.duplicate-row"])
        #expect(findings.first?.message.contains("item 0") == true)
    }

    @Test func textWiderThanTheCar() {
        var narrow = CarProfile.limited
        narrow.textColumns = 10
        let ids = Self.ids(Self.list([ListItem("Barton Hall", detail: "Ithaca")], header: "Set 1"), ContentLint(profile: narrow))
        #expect(ids == ["content.too-wide"])
    }

    @Test func nowPlayingLinesMustNotRepeatEachOther() {
        let info = NowPlayingInfo(title: "El Paso", artist: "Grateful Dead • 1977-05-08 • Barton Hall",
                                  album: "1977-05-08 • Barton Hall", playback: .playing)
        #expect(Self.ids(.nowPlaying(NowPlayingTemplate(info: info))) == ["content.repeated-text"])
        let fixed = NowPlayingInfo(title: "El Paso", artist: "Grateful Dead", album: "1977-05-08 • Barton Hall", playback: .playing)
        #expect(Self.ids(.nowPlaying(NowPlayingTemplate(info: fixed))).isEmpty)
    }

    @Test func tabsAreCheckedUnderTheirIndex() {
        let tabs = TabBarTemplate(tabs: [Tab("A", content: Self.list([ListItem("X", detail: "")]))])
        #expect(ContentLint().check(.tabBar(tabs)).first?.path.description == "tabs[0] › \"L\" › section 0 › item 0")
    }

    @Test func contentRuleIdsAreSeparateFromCarPlayOnes() {
        let content = Set(ContentRules.all.map(\.id))
        #expect(content.allSatisfy { $0.hasPrefix("content.") })
        #expect(content.isDisjoint(with: Rules.all.map(\.id)))
        #expect(ContentRules.all.allSatisfy { $0.severity == .warning })
    }
}
