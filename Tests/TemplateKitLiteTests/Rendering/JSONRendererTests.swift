import Testing
import TemplateKitLite

@Suite struct JSONRendererTests {
    private func template(_ template: Template, profile: CarProfile = .unconstrained) -> [String: JSONValue] {
        guard case .object(let document) = JSONRenderer(profile: profile).jsonValue(template),
            case .object(let body) = document["template"]
        else { return [:] }
        return body
    }

    @Test func documentCarriesProfileAndSchemaVersion() {
        let text = JSONRenderer(profile: .limited).render(.list(ListTemplate(title: "Empty")))
        let expected = """
            {
              "profile": "limited",
              "schemaVersion": 1,
              "template": {
                "kind": "list",
                "title": "Empty"
              }
            }

            """
        #expect(text == expected)
        #expect(JSONRenderer.schemaVersion == 1)
    }

    @Test func renderIsTheCanonicalTextOfTheValue() {
        let renderer = JSONRenderer()
        let list = Template.list(RenderSamples.tracks)
        #expect(renderer.render(list) == renderer.jsonValue(list).canonicalText())
    }

    @Test func defaultsAreOmitted() {
        let item = ListItem("Plain")
        let list = ListTemplate(title: "L", sections: [ListSection(items: [.item(item)])])
        guard case .array(let sections) = template(.list(list))["sections"],
            case .object(let section) = sections.first, case .array(let items) = section["items"]
        else { Issue.record("no items"); return }
        #expect(items == [.object(["kind": .string("item"), "text": .string("Plain")])])
    }

    @Test func nonDefaultsAreWritten() {
        let item = ListItem(
            "T", accessory: .cloud, isEnabled: false, isExplicitContent: true, playbackProgress: 0.5,
            playingIndicator: .paused, playingIndicatorLocation: .trailing)
        let text = JSONRenderer().render(.list(ListTemplate(title: "L", sections: [ListSection(items: [.item(item)])])))
        for expected in [
            "\"accessory\": \"cloud\"", "\"isEnabled\": false", "\"isExplicitContent\": true",
            "\"playbackProgress\": 0.5", "\"playingIndicator\": \"paused\"", "\"playingIndicatorLocation\": \"trailing\"",
        ] {
            #expect(text.contains(expected), "\(expected)")
        }
    }

    @Test func actionsAndImagesHaveFixedShapes() {
        let text = JSONRenderer().render(.list(ListTemplate(title: "L", sections: [ListSection(items: [
            .item(RenderSamples.gratefulDead),
            .item(ListItem("R", image: .remote("https://x/y.png", placeholder: "p"), accessoryImage: .symbol("star"))),
        ])])))
        #expect(text.contains("\"action\": {\n              \"arguments\": {\n                \"artist\": \"77a58ff9\",\n                \"screen\": \"years\"\n              },\n              \"name\": \"push\""))
        #expect(text.contains("\"image\": {\n              \"asset\": \"gd\"\n            }"))
        #expect(text.contains("\"placeholder\": \"p\",\n              \"remote\": \"https://x/y.png\""))
        #expect(text.contains("\"accessoryImage\": {\n              \"symbol\": \"star\""))
        #expect(!text.contains("\\/"))
    }

    @Test func hiddenItemsAndSectionsAreCounted() {
        var list = RenderSamples.artists(20)
        list.sections += (0..<13).map { ListSection(header: "S" + String($0)) }
        let body = template(.list(list), profile: .limited)
        let headers = (0..<13).map { JSONValue.string("S" + String($0)) }
        #expect(body["hiddenOnThisCar"] == .object(["items": .int(8), "sectionHeaders": .array(headers), "sections": .int(2)]))
        guard case .array(let sections) = body["sections"], case .object(let first) = sections.first,
            case .array(let items) = first["items"]
        else { Issue.record("no sections"); return }
        #expect(sections.count == 1)
        #expect(items.count == 12)
    }

    @Test func nothingHiddenMeansNoHiddenKey() {
        #expect(template(.list(RenderSamples.artists(12)), profile: .limited)["hiddenOnThisCar"] == nil)
    }

    @Test func alertKeepsTheLastActionAndNamesTheHiddenOnes() {
        var alert = RenderSamples.clearQueue
        alert.actions.insert(AlertAction("Keep"), at: 1)  // cancel is counted apart: Clear and Keep compete for 1
        let body = template(.alert(alert), profile: .limited)
        #expect(body["actions"] == .array([.object(["title": .string("Keep")]), .object(["style": .string("cancel"), "title": .string("Cancel")])]))
        #expect(body["hiddenOnThisCar"] == .object(["actionTitles": .array([.string("Clear")]), "actions": .int(1)]))
    }

    @Test func gridAndNowPlayingButtonsPastTheLimitAreCounted() {
        let buttons = (0..<10).map { GridButton(["B" + String($0)], image: .symbol("music")) }
        #expect(template(.grid(GridTemplate(title: "G", buttons: buttons)))["hiddenOnThisCar"] == .object(["buttons": .int(2)]))
        var nowPlaying = RenderSamples.nowPlaying
        nowPlaying.buttons = Array(repeating: NowPlayingButton(.more), count: 7)
        #expect(template(.nowPlaying(nowPlaying))["hiddenOnThisCar"] == .object(["buttons": .int(2)]))
    }

    @Test func invalidProgressBecomesNull() {
        let item = ListItem("T", playbackProgress: .nan)
        let text = JSONRenderer().render(.list(ListTemplate(title: "L", sections: [ListSection(items: [.item(item)])])))
        #expect(text.contains("\"playbackProgress\": null"))
    }

    @Test func everyTemplateHasAKind() {
        let kinds: [(Template, String)] = [
            (.tabBar(RenderSamples.tabBar), "tabBar"), (.list(RenderSamples.tracks), "list"),
            (.grid(GridTemplate(title: "G", buttons: [])), "grid"), (.nowPlaying(RenderSamples.nowPlaying), "nowPlaying"),
            (.alert(RenderSamples.clearQueue), "alert"), (.actionSheet(ActionSheetTemplate(title: "S", actions: [])), "actionSheet"),
            (.unsupported(.map, title: "Map"), "map"),
        ]
        for (value, kind) in kinds {
            #expect(template(value)["kind"] == .string(kind))
        }
        #expect(template(.unsupported(.map, title: "Map"))["unsupported"] == .bool(true))
    }

    @Test func nowPlayingOmitsItsDefaults() {
        let body = template(.nowPlaying(NowPlayingTemplate(info: NowPlayingInfo(title: "T"))))
        #expect(body == ["kind": .string("nowPlaying"), "info": .object(["title": .string("T")])])
    }

    @Test func tabBarNestsItsTabsContent() {
        let body = template(.tabBar(RenderSamples.tabBar))
        guard case .array(let tabs) = body["tabs"], case .object(let second) = tabs[1] else {
            Issue.record("no tabs"); return
        }
        #expect(second["showsBadge"] == .bool(true))
        #expect(body["selectedIndex"] == nil)
        guard case .object(let third) = tabs[2] else { Issue.record("no third tab"); return }
        #expect(third["systemItem"] == .string("recents"))
    }
}
