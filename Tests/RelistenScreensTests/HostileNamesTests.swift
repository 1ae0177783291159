import Foundation
import Testing
@testable import LiveCatalog
@testable import RelistenScreens

/// The "long names" scenario that `lint --state` renders for any document: track
/// positions come from the document and may be negative.
@Suite struct HostileNamesTests {
    @Test func negativePositionsWrapIntoTheNameList() {
        let count = StateChanges.hostile.count
        for position in [-5 * count - 1, -count, -5, -1, 0, 1, count, count + 3] {
            let index = StateChanges.hostileIndex(position)
            #expect((0..<count).contains(index), "position \(position)")
            #expect((index - position) % count == 0, "position \(position)")
        }
    }

    /// `lint --state Fuzz/corpus/state/hostile-names.json` trapped on its track at
    /// position -5 before the index wrapped.
    @Test func theHostileSeedDocumentGetsItsHostileNames() throws {
        let file = FuzzRegressionTests.packageRoot + "/Fuzz/corpus/state/hostile-names.json"
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
        let state = try StateDocument.decode(bytes, file: file)
        let renamed = StateChanges.hostileNames(state)
        let titles = renamed.catalog.showDetails.values.flatMap { $0.sources.flatMap { $0.sets.flatMap { $0.tracks.map(\.title) } } }
        #expect(titles.count == 2)
        #expect(titles.allSatisfy { title in StateChanges.hostile.contains { title.hasPrefix($0 + " ") } })
    }
}
