import Testing
@testable import TemplateKitLite

/// The JSON renderer writes once into a sink: streamed canonical bytes and the built
/// value must always agree, whatever order the fields are written in.
@Suite struct JSONStreamingTests {
    /// Writes `{"b": [1, {"z": true, "a": null}], "a": "x", "c": {}}` with keys out of order.
    private func writeUnordered<Sink: JSONSink & ~Copyable>(to json: inout Sink) {
        json.beginObject()
        json.key("b")
        json.beginArray()
        json.int(1)
        json.beginObject()
        json.key("z")
        json.bool(true)
        json.key("a")
        json.null()
        json.endObject()
        json.endArray()
        json.string("a", "x")
        json.key("c")
        json.beginObject()
        json.endObject()
        json.endObject()
    }

    @Test func outOfOrderKeysAreStreamedInUTF8Order() {
        var writer = CanonicalJSONWriter()
        writeUnordered(to: &writer)
        let expected = """
            {
              "a": "x",
              "b": [
                1,
                {
                  "a": null,
                  "z": true
                }
              ],
              "c": {}
            }

            """
        #expect(writer.finish() == expected)
    }

    @Test func streamedTextIsTheCanonicalTextOfTheBuiltValue() {
        var writer = CanonicalJSONWriter()
        writeUnordered(to: &writer)
        var builder = JSONTreeBuilder()
        writeUnordered(to: &builder)
        #expect(writer.finish() == builder.document.canonicalText())
    }

    @Test func integersOfEveryMagnitudeAndSign() {
        for value in [0, 7, 10, 99, 1_000_000, 9_999_999, 10_000_000, -1, Int.min, Int.max] {
            var writer = CanonicalJSONWriter()
            writer.int(value)
            #expect(writer.finish() == String(value) + "\n")
        }
    }

    @Test func everyTemplateKindStreamsAsItsValue() {
        let renderer = JSONRenderer(profile: .limited)
        let templates: [Template] = [
            .list(RenderSamples.tracks), .list(RenderSamples.artists(600)), .nowPlaying(RenderSamples.nowPlaying),
            .alert(RenderSamples.clearQueue), .tabBar(RenderSamples.tabBar),
        ]
        for template in templates {
            #expect(renderer.render(template) == renderer.jsonValue(template).canonicalText())
        }
    }
}
