import Foundation
import GoldenCore
import LiveCatalog
import RelistenScreens
import SnapshotTool
import TemplateKitLite

/// The decoding rows of `snapshot bench`, side by side on the same bytes (a
/// Grateful-Dead-sized state document, about 34 MB): the typed decode of
/// ``StateDocument``, this project's generic tree (``JSONParser``), Foundation's
/// `JSONSerialization` and Foundation's `JSONDecoder` into ``StateDocumentMirror``, each
/// in MB/s, and how many times faster the typed decode is than `JSONSerialization`, the
/// two run in turn — on every core (its show bodies in parts) and on one. The typed
/// decode is also timed on the same state laid out as other writers lay it out: keys
/// sorted, pretty-printed, slashes escaped.
enum DecodeBenchmarks {
    static let all = [typed, sortedKeys, prettyPrinted, escapedSlashes, oneCore, careful, generic, serialization, decodable, speedUp, oneCoreSpeedUp]

    /// The document every row reads, made once per process.
    static let document = LockedDocument { StateDocumentBytes.of(SyntheticCatalog.gratefulDeadSized()) }
    /// The same state with its catalog's keys sorted, as many writers put them.
    static let sortedDocument = LockedDocument { StateDocumentBytes.of(SyntheticCatalog.gratefulDeadSized(), keys: .sorted) }
    /// The same document pretty-printed (about 1.8 times the bytes).
    static let prettyDocument = LockedDocument { StateDocumentBytes.prettyPrinted(document.bytes) }
    /// The same document with every `/` written `\/`, as `JSONEncoder` writes URLs.
    static let escapedDocument = LockedDocument { StateDocumentBytes.escapingSlashes(document.bytes) }

    static let typed = row("decode: GD-sized state document, typed (StateDocument.decode, catalog indexes included)",
                           goal: .milliseconds(115), typedWorkload)
    /// The typed decode of a document whose `shows` come before the sections they depend
    /// on: passed over, then read once those are.
    static let sortedKeys = Benchmark(
        name: "decode: the same state with the catalog's keys sorted (shows before years), typed",
        goal: .time(.milliseconds(115)), maximumRuns: 5) { typedWorkload(sortedDocument.bytes) }
    /// The typed decode of the document pretty-printed, as files kept for review are:
    /// past the one pass's 48 MiB in bytes, not once its whitespace is left out.
    static let prettyPrinted = Benchmark(
        name: "decode: the same document pretty-printed (indented, 1.8 times the bytes), typed",
        goal: .time(.milliseconds(115)), maximumRuns: 5) { typedWorkload(prettyDocument.bytes) }
    /// The typed decode of the document with its slashes escaped: every URL a string
    /// with escapes.
    static let escapedSlashes = Benchmark(
        name: "decode: the same document with every / written \\/ (as JSONEncoder writes URLs), typed",
        goal: .time(.milliseconds(115)), maximumRuns: 5) { typedWorkload(escapedDocument.bytes) }
    /// The typed decode with `catalog.shows` read on one core.
    static let oneCore = row("decode: the same bytes, typed on one core (catalog.shows in one part)", goal: nil, oneCoreWorkload)
    /// The decoder before the one pass (a tape, then nodes): what errors are read with.
    static let careful = row("decode: the same bytes, the careful way (tape + nodes: the decoder before the one pass)", goal: nil) { bytes in
        BenchmarkWorkload(bytes: bytes.count) {
            guard let state = try? StateDocument.decodeCarefully(bytes, file: "bench.json") else { return -1 }
            return state.catalog.showDetails.count &* 31 &+ state.catalog.artists.count
        }
    }
    static let generic = row("decode: the same bytes, JSONParser.parse (this project's generic tree)", goal: nil) { bytes in
        BenchmarkWorkload(bytes: bytes.count) {
            guard let value = try? JSONParser.parse(bytes) else { return -1 }
            return checksum(value)
        }
    }
    static let serialization = row("decode: the same bytes, Foundation JSONSerialization (generic tree)", goal: nil, serializationWorkload)
    static let decodable = row("decode: the same bytes, Foundation JSONDecoder into a Decodable mirror", goal: nil) { bytes in
        let data = Data(bytes)
        return BenchmarkWorkload(bytes: bytes.count) {
            guard let mirror = try? JSONDecoder().decode(StateDocumentMirror.self, from: data) else { return -1 }
            return mirror.checksum
        }
    }
    /// Time of `JSONSerialization` over time of the typed decode, runs in turn (goal: ≥ 10).
    static let speedUp = Benchmark(
        name: "decode: typed decode's speed-up over JSONSerialization (same bytes, runs in turn)",
        goal: .ratioAtLeast(10), maximumRuns: 5,
        measure: .pairedRatio({ serializationWorkload(document.bytes) }, to: { typedWorkload(document.bytes) }))

    /// The same on one core: the single-threaded decoders compared alike.
    static let oneCoreSpeedUp = Benchmark(
        name: "decode: typed decode on one core, its speed-up over JSONSerialization (runs in turn)",
        goal: nil, maximumRuns: 5,
        measure: .pairedRatio({ serializationWorkload(document.bytes) }, to: { oneCoreWorkload(document.bytes) }))

    static func row(_ name: String, goal: Duration?, _ workload: @escaping @Sendable ([UInt8]) -> BenchmarkWorkload) -> Benchmark {
        Benchmark(name: name, goal: goal.map { .time($0) }, maximumRuns: 5) { workload(document.bytes) }
    }

    @Sendable static func typedWorkload(_ bytes: [UInt8]) -> BenchmarkWorkload {
        BenchmarkWorkload(bytes: bytes.count) {
            guard let state = try? StateDocument.decode(bytes, file: "bench.json") else { return -1 }
            return state.catalog.showDetails.count &* 31 &+ state.catalog.artists.count
        }
    }

    @Sendable static func oneCoreWorkload(_ bytes: [UInt8]) -> BenchmarkWorkload {
        BenchmarkWorkload(bytes: bytes.count) {
            guard let state = try? StateDocument.decodeOnOneCore(bytes, file: "bench.json") else { return -1 }
            return state.catalog.showDetails.count &* 31 &+ state.catalog.artists.count
        }
    }

    @Sendable static func serializationWorkload(_ bytes: [UInt8]) -> BenchmarkWorkload {
        let data = Data(bytes)
        return BenchmarkWorkload(bytes: bytes.count) {
            guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let catalog = root["catalog"] as? [String: Any], let shows = catalog["shows"] as? [String: Any]
            else { return -1 }
            return shows.count &* 31 &+ ((catalog["artists"] as? [Any])?.count ?? 0)
        }
    }

    static func checksum(_ value: JSONValue) -> Int {
        guard case .object(let root) = value, case .object(let catalog)? = root["catalog"],
            case .object(let shows)? = catalog["shows"], case .array(let artists)? = catalog["artists"]
        else { return -2 }
        return shows.count &* 31 &+ artists.count
    }

    /// A document's bytes, made the first time a row asks.
    final class LockedDocument: @unchecked Sendable {
        private let make: @Sendable () -> [UInt8]
        private let lock = NSLock()
        private var made: [UInt8]?

        init(_ make: @escaping @Sendable () -> [UInt8]) {
            self.make = make
        }

        var bytes: [UInt8] {
            lock.lock()
            defer { lock.unlock() }
            if let made { return made }
            let bytes = make()
            made = bytes
            return bytes
        }
    }
}
