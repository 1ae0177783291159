import Foundation
import GoldenCore

/// One shard's `check --shard I/N --report FILE`, read back for `merge-reports`: what it
/// checked and found, and the goldens it saw in the catalog's folders. Anything else is
/// an error naming the file, the JSON path and what was expected: a name outside the
/// goldens folder (`../../etc/passwd`), an entry's `golden` that is not
/// `Tests/Snapshots/NAME`, a `passed: true` beside a changed, new or failed entry.
///
/// Decoded with `JSONDecoder` straight from the bytes read (no copy) into these small
/// values — each golden checked as a 64-bit hash of its name, only the changed, new and
/// failed entries whole — not into a tree of Foundation objects: a 73 MB report of 350,000
/// entries peaks at 2.5× its size, not 27×.
struct ShardReport: Decodable {
    struct Entry {
        let name: String
        let status: String
        let message: String?
    }

    var file = ""
    let shard: Shard
    let filters: [String]
    let passed: Bool
    /// The FNV-1a hash of every entry's name, in order.
    let checked: [UInt64]
    /// The entries that are not `unchanged`, whole.
    let changes: [Entry]
    /// How many entries have each status.
    let counts: [String: Int]
    let ownedGoldens: [String]

    static let statuses: Set<String> = ["unchanged", "changed", "new", "error"]

    init(bytes: [UInt8], file: String) throws(CommandError) {
        do {
            // The decoder only reads the bytes; wrapping them (no copy) keeps one of them in memory.
            self = try bytes.withUnsafeBytes { buffer in
                let data = buffer.baseAddress.map {
                    Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: $0), count: buffer.count, deallocator: .none)
                } ?? Data()
                return try JSONDecoder().decode(ShardReport.self, from: data)
            }
        } catch let error as DecodingError {
            throw .failure("\(file): " + Self.describe(error))
        } catch {
            throw .failure("\(file): \(error)")
        }
        self.file = file
    }

    private enum Key: String, CodingKey { case version, shard, filters, ownedGoldens, passed, entries, count, index, name, golden, status, message }

    init(from decoder: any Decoder) throws {
        let object = try decoder.container(keyedBy: Key.self)
        let version = try object.decode(Int.self, forKey: .version)
        guard version == RunReport.formatVersion else {
            throw DecodingError.dataCorruptedError(forKey: .version, in: object, debugDescription: "expected \(RunReport.formatVersion)")
        }
        guard object.contains(.shard) else {
            throw DecodingError.dataCorruptedError(forKey: .shard, in: object,
                debugDescription: "missing; this report is not of one shard (run 'check --shard I/N --report FILE')")
        }
        let shardObject = try object.nestedContainer(keyedBy: Key.self, forKey: .shard)
        let count = try shardObject.decode(Int.self, forKey: .count)
        let index = try shardObject.decode(Int.self, forKey: .index)
        guard (1...1000).contains(count), (1...count).contains(index) else {
            throw DecodingError.dataCorruptedError(forKey: .shard, in: object,
                debugDescription: "expected 1 ≤ index ≤ count ≤ 1000, found \(index)/\(count)")
        }
        shard = Shard(index: index, count: count)
        filters = try object.decode([String].self, forKey: .filters)
        ownedGoldens = try object.decode([String].self, forKey: .ownedGoldens)
        var owned = try object.nestedUnkeyedContainer(forKey: .ownedGoldens)
        for name in ownedGoldens {
            if let problem = Self.nameProblem(name) { throw DecodingError.dataCorruptedError(in: owned, debugDescription: problem) }
            _ = try owned.decode(String.self)
        }
        passed = try object.decode(Bool.self, forKey: .passed)
        var list = try object.nestedUnkeyedContainer(forKey: .entries)
        var (checked, changes, counts): ([UInt64], [Entry], [String: Int]) = ([], [], [:])
        while !list.isAtEnd {
            let entry = try list.nestedContainer(keyedBy: Key.self)
            let name = try entry.decode(String.self, forKey: .name)
            if let problem = Self.nameProblem(name) { throw DecodingError.dataCorruptedError(forKey: .name, in: entry, debugDescription: problem) }
            guard try entry.decode(String.self, forKey: .golden) == GoldenStore.defaultDisplayRoot + "/" + name else {
                throw DecodingError.dataCorruptedError(forKey: .golden, in: entry, debugDescription: "expected \(GoldenStore.defaultDisplayRoot)/NAME for its name")
            }
            let status = try entry.decode(String.self, forKey: .status)
            guard Self.statuses.contains(status) else {
                throw DecodingError.dataCorruptedError(forKey: .status, in: entry, debugDescription: "expected unchanged, changed, new or error")
            }
            if passed, status != "unchanged" {
                throw DecodingError.dataCorruptedError(forKey: .status, in: entry,
                    debugDescription: "\(status), but $.passed is true: the report contradicts itself")
            }
            checked.append(RunClaimLedger.fnv(Array(name.utf8)))
            counts[status, default: 0] += 1
            if status != "unchanged" {
                changes.append(Entry(name: name, status: status, message: try entry.decodeIfPresent(String.self, forKey: .message)))
            }
        }
        (self.checked, self.changes, self.counts) = (checked, changes, counts)
    }

    /// Why `name` cannot be a golden's name inside the goldens folder, if it cannot.
    static func nameProblem(_ name: String) -> String? {
        SnapshotName.problem(with: name).map { "'\(OutputSafety.line(name))' is not a golden's name inside \(GoldenStore.defaultDisplayRoot): \($0)" }
    }

    /// `$.entries[3].status: expected a string`.
    static func describe(_ error: DecodingError) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            "$" + keys.map { key in key.intValue.map { "[\($0)]" } ?? "." + key.stringValue }.joined()
        }
        func expected(_ type: Any.Type) -> String {
            switch type {
            case is Int.Type: "a whole number"
            case is String.Type: "a string"
            case is Bool.Type: "true or false"
            case is [Any].Type, is [String].Type: "an array"
            default: type is UnkeyedDecodingContainer.Type ? "an array" : "an object"
            }
        }
        switch error {
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            return path(context.codingPath) + ": expected " + expected(type)
        case .keyNotFound(let key, let context):
            return path(context.codingPath + [key]) + ": missing"
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return "not JSON (\(context.debugDescription)); expected a report of 'check --shard I/N --report FILE'"
        case .dataCorrupted(let context):
            return path(context.codingPath) + ": " + context.debugDescription
        @unknown default:
            return "\(error)"
        }
    }
}
