import Testing
import TemplateKitLite

/// Building and rendering a 10,000-item list must stay linear and fast: the goal is well
/// under 30 ms for text and JSON together in a release build. The bound asserted here is
/// loose enough for debug builds on a shared machine, and still fails on quadratic work.
@Suite struct RenderPerformanceTests {
    /// A car that shows every item, so all 10,000 rows are really rendered.
    static let unlimited = CarProfile(name: "unlimited", maximumItemCount: 1_000_000, maximumSectionCount: 1_000)

    @Test func tenThousandItemsRenderToTextAndJSONQuickly() {
        let clock = ContinuousClock()
        var text = ""
        var json = ""
        let elapsed = clock.measure {
            let list = Template.list(RenderSamples.artists(10_000))
            text = TextRenderer(profile: Self.unlimited).render(list)
            json = JSONRenderer(profile: Self.unlimited).render(list)
        }
        print("10,000 items, text + JSON:", elapsed)
        #expect(text.contains("Artist 9999"))
        #expect(json.contains("\"Artist 9999\""))
        #expect(elapsed < .seconds(2))
    }

    @Test func standardProfileHidesPastFiveHundred() {
        let list = Template.list(RenderSamples.artists(10_000))
        let text = TextRenderer().render(list)
        #expect(text.contains("┄┄ 9500 more items hidden on this car (limit 500) ┄┄"))
        #expect(!text.contains("Artist 500 "))
    }
}
