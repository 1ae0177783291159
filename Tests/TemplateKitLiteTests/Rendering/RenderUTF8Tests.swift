import Testing
@testable import TemplateKitLite

/// `renderUTF8` is the render's bytes, for every kind of template and both text views.
@Suite struct RenderUTF8Tests {
    static let templates: [Template] = [
        TemplateSamples.list(items: 30).template,
        TemplateSamples.grid(buttons: 9),
        TemplateSamples.alert(actions: ["Clear", "Keep"]),
        TemplateSamples.actionSheet(),
        TemplateSamples.list(with: ListItem("Ünïcödé 🎸 العربية", detail: "日本語").accessory(.cloud)),
    ]

    @Test(arguments: templates)
    func textAndJSONBytesAreTheirStrings(template: Template) {
        for style in [TextRenderer.Style.driver, .details] {
            let renderer = TextRenderer(profile: .limited, style: style)
            #expect(renderer.renderUTF8(template, isPushed: true) == Array(renderer.render(template, isPushed: true).utf8))
        }
        let json = JSONRenderer(profile: .limited)
        #expect(json.renderUTF8(template) == Array(json.render(template).utf8))
    }
}
