import Testing
import TemplateKitLite

/// Building and rendering a 10,000-item list must stay linear. Measured in release on the
/// 2-core development machine: about 4 ms for text and JSON together under the standard
/// profile (500 rows shown) and about 70 ms when all 10,000 rows are shown. The bound
/// asserted here is loose enough for a loaded debug build (about 0.6 s) and still fails on
/// quadratic string building, which takes minutes at this size.
@Suite struct RenderPerformanceTests {
    /// A car that shows every item, so all 10,000 rows are really rendered.
    static let unlimited = CarProfile(name: "unlimited", maximumItemCount: 1_000_000, maximumSectionCount: 1_000)

    @Test func tenThousandItemsRenderToTextAndJSONQuickly() {
        let clock = ContinuousClock()
        var text = ""
        var json = ""
        let elapsed = clock.measure {
            let list = Template.list(RenderSamples.artists(10_000))
            text = TextRenderer(profile: Self.unlimited, style: .details).render(list)
            json = JSONRenderer(profile: Self.unlimited).render(list)
        }
        print("10,000 items, text + JSON:", elapsed)
        #expect(text.contains("Artist 9999"))
        #expect(json.contains("\"Artist 9999\""))
        #expect(elapsed < .seconds(5))
    }

    @Test func standardProfileHidesPastFiveHundred() {
        let list = Template.list(RenderSamples.artists(10_000))
        let text = TextRenderer(style: .details).render(list)
        #expect(text.contains("│ ┄┄ This car shows 500 of 10000 rows (limit 500 rows); out of reach: 9500   │\n│    rows — the rest of “All” ┄┄"))
        #expect(!text.contains("Artist 500 "))
    }
}
