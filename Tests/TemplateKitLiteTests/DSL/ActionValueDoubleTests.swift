import Testing
@testable import TemplateKitLite

/// `ActionValue.double`: a playback rate is a number with a fraction, rendered the same
/// on every platform and locale.
@Suite struct ActionValueDoubleTests {
    static func button(_ rate: ActionValue) -> Template {
        NowPlayingTemplate(NowPlayingInfo(title: "Episode")) {
            NowPlayingButton(.playbackRate, label: "rate").action(Action("setRate", ["rate": rate]))
        }.template
    }

    @Test func aFloatLiteralIsADouble() {
        let action = Action("setRate", ["rate": 1.5])
        #expect(action.arguments["rate"] == .double(1.5))
        #expect(action.arguments["rate"]?.double == 1.5)
        #expect(action.arguments["rate"]?.int == nil)
    }

    @Test func theCanonicalTextIsTheShortestRoundTrip() {
        let cases: [(Double, String)] = [(1.5, "1.5"), (0.1, "0.1"), (2, "2"), (-0.0, "0"), (1e21, "1e+21"), (1e-7, "1e-7"),
                                         (.nan, "nan"), (.infinity, "inf"), (-.infinity, "-inf"), (0.30000000000000004, "0.30000000000000004")]
        for (value, text) in cases {
            #expect(ActionValue.double(value).canonicalText == text, "\(value)")
        }
    }

    @Test func bothRenderersWriteItCanonically() {
        let json = JSONRenderer().render(Self.button(1.25))
        #expect(json.contains("\"rate\": 1.25"), "\(json)")
        #expect(JSONRenderer().render(Self.button(.double(.nan))).contains("\"rate\": \"nan\""), "JSON has no NaN")
        let details = TextRenderer(style: .details).render(Self.button(0.75))
        #expect(details.contains("rate=0.75"), "\(details)")
        #expect(JSONRenderer().render(Self.button(1.25)) == json, "the same bytes every time")
    }
}
