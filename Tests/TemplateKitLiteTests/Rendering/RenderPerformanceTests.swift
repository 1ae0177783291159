import Testing
import TemplateKitLite

/// A 10,000-item list renders whole, to text and JSON. How fast is the bench's to say
/// (`snapshot bench render`: "render: build 10,000-item list + text + JSON", with its
/// goals), not a timed test's: a wall-clock bound fails on a loaded machine and passes a
/// slow change on a quiet one.
@Suite struct RenderPerformanceTests {
    /// A car that shows every item, so all 10,000 rows are really rendered.
    static let unlimited = CarProfile(name: "unlimited", maximumItemCount: 1_000_000, maximumSectionCount: 1_000)

    @Test func tenThousandItemsRenderWholeToTextAndJSON() {
        let list = Template.list(RenderSamples.artists(10_000))
        let text = TextRenderer(profile: Self.unlimited, style: .details).render(list)
        let json = JSONRenderer(profile: Self.unlimited).render(list)
        #expect(text.contains("Artist 0 ") && text.contains("Artist 9999"))
        #expect(!text.contains("This car shows"))
        #expect(json.components(separatedBy: "\"kind\": \"item\"").count - 1 == 10_000)
    }

    @Test func standardProfileHidesPastFiveHundred() {
        let list = Template.list(RenderSamples.artists(10_000))
        let text = TextRenderer(style: .details).render(list)
        #expect(text.contains("│ ┄┄ This car shows 500 of 10000 rows (limit 500 rows); out of reach: 9500   │\n│    rows — the rest of “All” ┄┄"))
        #expect(!text.contains("Artist 500 "))
    }
}
