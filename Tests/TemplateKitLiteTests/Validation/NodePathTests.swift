import Testing
import TemplateKitLite

@Suite struct NodePathTests {
    @Test func joinsComponentsWithAChevron() {
        let path = NodePath([.tab(1), .template(.init(title: "Years", kind: "list")), .section(2), .item(14)])
        #expect(path.description == #"tabs[1] › "Years" › section 2 › item 14"#)
    }

    @Test func emptyPathIsTheRoot() {
        #expect(NodePath().description == "root")
    }

    @Test func untitledTemplatesShowTheirKind() {
        #expect(Template.actionSheet(ActionSheetTemplate(title: nil, actions: [])).pathName.description == "actionSheet")
        #expect(TemplateSamples.tabBar(["A"]).pathName.description == "tabs")
        #expect(TemplateSamples.nowPlaying().pathName.description == #""Now Playing""#)
    }

    @Test func titlesAreEscaped() {
        let name = NodePath.TemplateName(title: "Say \"hi\"\\\n\u{1}", kind: "list")
        #expect(name.description == #""Say \"hi\"\\\n\u{1}""#)
    }

    @Test func everyComponentPrints() {
        let components: [NodePath.Component] = [
            .presented(.init(title: "Q", kind: "alert")), .button(3), .headerButton(0), .navigationBar(.leading),
            .element(2), .part("info"),
        ]
        #expect(NodePath(components).description
            == #"presented "Q" › button 3 › header button 0 › leading buttons › element 2 › info"#)
    }
}
