@testable import LiveCatalog
@testable import SnapshotBench
import RelistenScreens
import Testing

/// The bench's synthetic state documents (``StateDocumentBytes``) are read in one pass,
/// to the state the careful decoder gives: the decode rows time the one pass, not the
/// fallback.
struct BenchDocumentDecodeTests {
    @Test func theBenchDocumentIsTakenInOnePass() throws {
        let bytes = StateDocumentBytes.of(SyntheticCatalog.artist(shows: 60, sources: 200))
        let onePass = try #require(StateDocument.decodeInOnePass(bytes))
        #expect(onePass == (try StateDocument.decodeCarefully(bytes)))
        #expect(onePass.catalog.showDetails.count == 60)
    }
}

/// The decode rows' other layouts of the same state: keys sorted (`shows` first),
/// pretty-printed, slashes escaped. Each is read in one pass to the same state as the
/// first layout.
struct BenchDocumentLayoutTests {
    @Test func sortedKeysPrettyPrintingAndEscapedSlashesDecodeToTheSameState() throws {
        let state = SyntheticCatalog.artist(shows: 40, sources: 120)
        let bytes = StateDocumentBytes.of(state)
        let decoded = try StateDocument.decodeCarefully(bytes)
        let sorted = StateDocumentBytes.of(state, keys: .sorted)
        let sortedText = String(decoding: sorted, as: UTF8.self)
        let shows = try #require(sortedText.firstRange(of: #""shows": "#)), years = try #require(sortedText.firstRange(of: #""years": "#))
        #expect(shows.lowerBound < years.lowerBound)
        #expect(StateDocument.decodeInOnePass(sorted) == decoded)
        let pretty = StateDocumentBytes.prettyPrinted(bytes)
        #expect(pretty.count > bytes.count * 3 / 2)
        #expect(StateDocument.decodeInOnePass(pretty) == decoded)
        let escaped = StateDocumentBytes.escapingSlashes(bytes)
        #expect(escaped.count > bytes.count && String(decoding: escaped, as: UTF8.self).contains(#":\/\/"#))
        #expect(StateDocument.decodeInOnePass(escaped) == decoded)
    }

    @Test func prettyPrintingIndentsEachMemberAndKeepsStringsAndEmptyContainers() {
        let text = #"{"a": [1, {"b": "x, {y}: \"[z]\""}], "c": {}, "d": []}"#
        let expected = """
            {
              "a": [
                1,
                {
                  "b": "x, {y}: \\"[z]\\""
                }
              ],
              "c": {},
              "d": []
            }
            """
        #expect(String(decoding: StateDocumentBytes.prettyPrinted(Array(text.utf8)), as: UTF8.self) == expected)
    }
}
