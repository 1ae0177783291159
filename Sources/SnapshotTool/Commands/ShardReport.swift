import Foundation
import GoldenCore

/// One shard's `check --shard I/N --report FILE`, read back for `merge-reports`: what it
/// checked and found, and the goldens it saw in the catalog's folders. Anything else is
/// an error naming the file, the JSON path and what was expected.
struct ShardReport {
    struct Entry {
        let name: String
        let golden: String
        let status: String
        let message: String?
    }

    let file: String
    let shard: Shard
    let filters: [String]
    let passed: Bool
    let entries: [Entry]
    let ownedGoldens: [String]

    init(bytes: [UInt8], file: String) throws(CommandError) {
        self.file = file
        let root: Any
        do { root = try JSONSerialization.jsonObject(with: Data(bytes)) } catch {
            throw .failure("\(file): not JSON (\(error.localizedDescription)); expected a report of 'check --shard I/N --report FILE'")
        }
        let reader = Reader(file: file)
        let object = try reader.object(root, at: "$")
        guard try reader.int(object["version"], at: "$.version") == RunReport.formatVersion else {
            throw .failure("\(file): $.version: expected \(RunReport.formatVersion)")
        }
        guard let shardValue = object["shard"] else {
            throw .failure("\(file): $.shard: missing; this report is not of one shard (run 'check --shard I/N --report FILE')")
        }
        let shardObject = try reader.object(shardValue, at: "$.shard")
        let count = try reader.int(shardObject["count"], at: "$.shard.count")
        let index = try reader.int(shardObject["index"], at: "$.shard.index")
        guard (1...1000).contains(count), (1...count).contains(index) else {
            throw .failure("\(file): $.shard: expected 1 ≤ index ≤ count ≤ 1000, found \(index)/\(count)")
        }
        shard = Shard(index: index, count: count)
        filters = try reader.strings(object["filters"], at: "$.filters")
        ownedGoldens = try reader.strings(object["ownedGoldens"], at: "$.ownedGoldens")
        guard let passed = object["passed"] as? Bool else { throw .failure("\(file): $.passed: expected true or false") }
        self.passed = passed
        let list = try reader.array(object["entries"], at: "$.entries")
        entries = try list.enumerated().map { (index, value) throws(CommandError) -> Entry in
            let path = "$.entries[\(index)]"
            let entry = try reader.object(value, at: path)
            let status = try reader.string(entry["status"], at: path + ".status")
            guard ["unchanged", "changed", "new", "error"].contains(status) else {
                throw .failure("\(file): \(path).status: expected unchanged, changed, new or error")
            }
            return Entry(
                name: try reader.string(entry["name"], at: path + ".name"), golden: try reader.string(entry["golden"], at: path + ".golden"),
                status: status, message: entry["message"] as? String)
        }
    }

    /// Typed reads that fail naming the file and the JSON path.
    private struct Reader {
        let file: String

        func object(_ value: Any?, at path: String) throws(CommandError) -> [String: Any] {
            guard let object = value as? [String: Any] else { throw .failure("\(file): \(path): expected an object") }
            return object
        }

        func array(_ value: Any?, at path: String) throws(CommandError) -> [Any] {
            guard let array = value as? [Any] else { throw .failure("\(file): \(path): expected an array") }
            return array
        }

        func string(_ value: Any?, at path: String) throws(CommandError) -> String {
            guard let string = value as? String else { throw .failure("\(file): \(path): expected a string") }
            return string
        }

        func strings(_ value: Any?, at path: String) throws(CommandError) -> [String] {
            let items = try array(value, at: path)
            var strings: [String] = []
            for (index, item) in items.enumerated() { strings.append(try string(item, at: "\(path)[\(index)]")) }
            return strings
        }

        func int(_ value: Any?, at path: String) throws(CommandError) -> Int {
            guard let number = value as? NSNumber, let int = Int(exactly: number.doubleValue) else {
                throw .failure("\(file): \(path): expected a whole number")
            }
            return int
        }
    }
}
