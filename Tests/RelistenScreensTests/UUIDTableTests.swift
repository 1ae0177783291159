@testable import RelistenScreens
import Testing

/// ``UUIDTable`` (the catalog's source and track indexes, the decoder's uuid sets) keeps
/// the first value of each uuid, lists its uuids in the order added whatever their hash,
/// and finds every uuid as it grows; ``UUIDSet`` is a set over it; and the track index a
/// decode hands over (``CatalogIndex/ReadTracks``) is the one made by hashing again.
@Suite struct UUIDTableTests {
    /// Keys of every length the hash reads differently: none, under 8 bytes, 8 to 16,
    /// over 16 (a uuid), non-ASCII.
    static let keys = [
        "", "a", "abcdefg", "abcdefgh", "abcdefghijklmnop", "abcdefghijklmnopq",
        "00000000-0000-4000-8000-000000000001", "00000000-0000-4000-8000-000000000002", "日本語のトラック",
    ]

    @Test func theFirstValueOfAUUIDStays() {
        var table = UUIDTable<String, Int>()
        for (index, key) in Self.keys.enumerated() {
            #expect(table.insert(key, index) == nil, "\(key)")
        }
        for (index, key) in Self.keys.enumerated() {
            #expect(table.insert(key, -1) == index, "\(key): the value already there comes back")
            #expect(table[key] == index)
        }
        #expect(table.count == Self.keys.count)
        #expect(table["absent"] == nil)
        #expect(!table.contains("00000000-0000-4000-8000-000000000003"))
    }

    @Test func everyUUIDIsFoundAsTheTableGrowsAndListedInTheOrderAdded() {
        var table = UUIDTable<String, Int>()
        let uuids = (0..<20_000).map { "\($0 &* 2_654_435_761 % 1_000_003)-track-\($0)" }
        for (index, uuid) in uuids.enumerated() { table.insert(uuid, index) }
        #expect(table.keys == uuids)
        #expect(table.values == Array(uuids.indices))
        #expect(uuids.indices.allSatisfy { table[uuids[$0]] == $0 })
        #expect(table["0-track-20000"] == nil)
    }

    @Test func equalTablesAreEqualWhateverTheOrderTheyWereFilledIn() {
        var forward = UUIDTable<String, Int>(), backward = UUIDTable<String, Int>(minimumCapacity: 100)
        for (index, key) in Self.keys.enumerated() { forward.insert(key, index) }
        for (index, key) in Self.keys.enumerated().reversed() { backward.insert(key, index) }
        #expect(forward == backward)
        #expect(forward.hashValue == backward.hashValue)
        var other = backward
        other.insert("one more", 0)
        #expect(forward != other)
        var changed = UUIDTable<String, Int>()
        for (index, key) in Self.keys.enumerated() { changed.insert(key, index == 3 ? 99 : index) }
        #expect(forward != changed, "the same uuids with another value")
    }

    @Test func otherValuesKeepTheUUIDsAndTheirPlaces() {
        var table = UUIDTable<String, Int>()
        for (index, key) in Self.keys.enumerated() { table.insert(key, index) }
        let names = table.replacingValues(with: Self.keys.map { "value of \($0)" })
        #expect(names.keys == Self.keys)
        #expect(Self.keys.allSatisfy { names[$0] == "value of \($0)" })
    }

    @Test func aSetTellsItsUUIDsApart() {
        var set = UUIDSet<String>()
        #expect(set.isEmpty)
        let added = ["a", "b", "c"].map { set.insert($0) }
        #expect(added == [true, true, true])
        let again = set.insert("b")
        #expect(!again, "a duplicate")
        var other = UUIDSet<String>()
        other.insert("b")
        other.insert("d")
        #expect(set.subtracting(other).uuids == ["a", "c"])
        #expect(set.union(other).uuids == ["a", "b", "c", "d"])
        var reordered = UUIDSet<String>()
        for uuid in ["c", "a", "b"] { reordered.insert(uuid) }
        #expect(set == reordered)
        #expect(set != other)
    }

    /// The base document decoded in one pass hands its track uuids over; its index must
    /// be the one built by hashing every uuid again, and tracks read in another order
    /// than the shows are listed are not taken (the index is built as without them).
    @Test func theTrackIndexMadeFromTheTracksReadIsTheOneMadeAgain() throws {
        let bytes = Array(TestDocuments.document().utf8)
        let decoded = try #require(OnePassDecoder.decode(bytes))
        let read = try #require(decoded.readTracks)
        #expect(read.uuids.count > 0)
        func index(_ readTracks: CatalogIndex.ReadTracks?) -> CatalogIndex {
            CatalogIndex(artists: decoded.artists, years: decoded.years, yearShows: decoded.yearShows,
                         showDetails: decoded.showDetails, readTracks: readTracks)
        }
        let rebuilt = index(nil)
        #expect(index(read) == rebuilt)
        #expect(decoded.appState().catalog.index == rebuilt, "what StateDocument.decode builds")
        var reversed = read
        reversed.showOrder.reverse()
        #expect(index(reversed) == rebuilt)
        var missing = read
        missing.showOrder.removeLast()
        #expect(index(missing) == rebuilt)
        let catalog = decoded.appState().catalog
        for uuid in read.uuids.uuids {
            #expect(catalog.track(uuid.string)?.track.uuidText == uuid)
        }
    }
}
