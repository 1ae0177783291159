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
