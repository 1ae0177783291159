import Testing
@testable import TemplateKitLite

/// The memos `lint` keeps across screens (``ContentLint/SectionMemo``, ``Validator/RowsMemo``)
/// give exactly the findings a check without them gives: for the same rows under another
/// path, on another car, for rows equal but built again, and for rows with a playing
/// indicator after another section's.
struct SectionMemoTests {
    /// 80 rows with something to find in them: a placeholder, a duplicate row and id, a
    /// repeat of the row above, a restarted numbering, a row too wide for a narrow car, an
    /// accessory image with an accessory, a progress out of range and a disabled row.
    static func rows(playing: Int? = nil) -> [ListElement] {
        (0..<80).map { index in
            var item = ListItem(index == 5 ? "TBD" : "Row \(index / 2 == 20 ? 20 : index)", detail: "detail \(index)")
                .id(index == 9 ? "row-8" : "row-\(index)")
            if index == 30 { item = ListItem("\(2). Again").id("numbered") }
            if index == 12 { item = item.accessory(.disclosureIndicator).accessoryImage(.symbol("star")) }
            if index == 13 { item = item.progress(1.5) }
            if index == 14 { item = item.disabled() }
            if index == 50 { item = ListItem(String(repeating: "wide ", count: 10)).id("wide") }
            if index == playing { item = item.playing(.playing) }
            return .item(item)
        }
    }

    /// The rows as a list's second section, and under a tab bar's second tab as its third.
    static func templates(_ rows: [ListElement]) -> [Template] {
        let head = ListSection(header: "First", items: [.item(ListItem("1. First").id("first").playing(.playing))])
        let list = ListTemplate(title: "Rows", sections: [head, ListSection(header: "Rows", items: rows)])
        let other = ListTemplate(title: "Elsewhere", sections: [ListSection(items: []), head, ListSection(header: "Again", items: rows)])
        let tabs = TabBarTemplate(tabs: [Tab("One", content: .list(list)), Tab("Two", content: .list(other))])
        return [.list(list), .tabBar(tabs), .list(other)]
    }

    static var narrow: CarProfile {
        var profile = CarProfile.limited.targeting(.iOS14)
        profile.textColumns = 30
        return profile
    }

    @Test func contentFindingsRememberedAreTheFindingsOfEachCheck() {
        let rows = Self.rows()
        var memo = ContentLint.SectionMemo()
        var found = 0
        for profile in [CarProfile.unconstrained, Self.narrow, .limited] {
            for template in Self.templates(rows) + Self.templates(Self.rows()) {
                let remembered = ContentLint(profile: profile).check(template, remembering: &memo)
                #expect(remembered == ContentLint(profile: profile).check(template))
                found += remembered.count
            }
            let placeholders = ContentLint(profile: profile, placeholders: ["Row 3"])
            #expect(placeholders.check(Self.templates(rows)[0], remembering: &memo) == placeholders.check(Self.templates(rows)[0]))
        }
        #expect(found > 40, "the rows have findings to move")
    }

    @Test func validatorFindingsRememberedAreTheFindingsOfEachValidation() {
        let rows = Self.rows(), playing = Self.rows(playing: 40)
        var memo = Validator.RowsMemo()
        var found = 0
        for profile in [CarProfile.unconstrained, Self.narrow, .limited] {
            for template in Self.templates(rows) + Self.templates(playing) + Self.templates(Self.rows()) + Self.templates(rows) {
                let validator = Validator(profile: profile)
                let remembered = validator.validate(template, remembering: &memo)
                #expect(remembered == validator.validate(template))
                #expect(validator.validateAlone(template, remembering: &memo) == validator.validateAlone(template))
                found += remembered.count
            }
        }
        #expect(found > 60, "the rows have findings to move")
    }
}
