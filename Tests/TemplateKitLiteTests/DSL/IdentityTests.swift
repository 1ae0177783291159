import Testing
import TemplateKitLite

/// Identity: `.id(…)` in the DSL, the documented defaults, the JSON field and the
/// duplicate-sibling rule.
@Suite struct IdentityTests {
    @Test func dslSetsIdsAtEveryLevel() {
        let list = ListTemplate("Stations") {
            ListSection("Live") {
                ListItem("BR24").id("br24")
                ImageRowItem("Rewind") { ImageRowElement(.card, image: .asset("a")).id("show-1") }.id("rewind")
            }
            .id("live")
        }
        .id("stations")
        #expect(list.id == "stations")
        #expect(list.sections[0].id == "live")
        #expect(list.sections[0].items.map(\.id) == ["br24", "rewind"])
        guard case .imageRow(let row) = list.sections[0].items[1] else { Issue.record("not an image row"); return }
        #expect(row.elements[0].id == "show-1")
    }

    @Test func buttonsTakeIds() {
        #expect(GridButton("Jazz", image: .symbol("music")).id("jazz").id == "jazz")
        #expect(NowPlayingButton(.shuffle).id("shuffle").id == "shuffle")
    }

    @Test func defaultsArePositionAndKindTitle() {
        #expect(Identity.keys(["a", nil, "c", nil]) == ["a", "#1", "c", "#3"])
        #expect(ListTemplate(title: "Years").template.identity == "list:Years")
        #expect(ListTemplate(title: "Years").id("years/gd").template.identity == "years/gd")
        #expect(NowPlayingTemplate(info: NowPlayingInfo(title: "x")).template.identity == "nowPlaying")
        #expect(TabBarTemplate(tabs: []).template.identity == "tabBar")
    }

    @Test func jsonCarriesIdsAndOmitsAbsentOnes() {
        let list = ListTemplate("L") { ListSection { ListItem("A").id("a"); ListItem("B") }.id("s") }.id("l")
        let json = JSONRenderer().render(list.template)
        #expect(json.contains("\"id\": \"l\""))
        #expect(json.contains("\"id\": \"s\""))
        #expect(json.contains("\"id\": \"a\""))
        #expect(json.components(separatedBy: "\"id\"").count - 1 == 3)
    }

    @Test func duplicateSiblingIdsAreAnError() {
        let list = ListTemplate("L") {
            ListSection { ListItem("A").id("x"); ListItem("B").id("x"); ListItem("C") }
            ListSection { ListItem("D").id("x") }
        }
        let findings = Validator(profile: .unconstrained).validate(list.template).filter { $0.rule == Rules.identityDuplicate }
        #expect(findings.count == 1)
        #expect(findings.first?.severity == .error)
        #expect(findings.first?.description.contains("2 rows carry the id \"x\"") == true)
    }

    @Test func duplicateButtonAndTabIdsAreReported() {
        let grid = GridTemplate("G") {
            GridButton("A", image: .symbol("a")).id("same")
            GridButton("B", image: .symbol("b")).id("same")
        }
        let np = NowPlayingTemplate(NowPlayingInfo(title: "t")) {
            NowPlayingButton(.shuffle).id("b")
            NowPlayingButton(.repeat).id("b")
        }
        let tabs = TabBarTemplate {
            Tab("A", content: ListTemplate(title: "A").id("t"))
            Tab("B", content: ListTemplate(title: "B").id("t"))
        }
        for template in [grid.template, np.template, tabs.template] {
            let rules = Validator(profile: .unconstrained).validate(template).map(\.rule.id)
            #expect(rules.contains("identity.duplicate"), "\(template.kindName)")
        }
    }
}
