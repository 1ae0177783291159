/// A set of uuids held in a ``UUIDTable`` (one cheap hash of each uuid's bytes), for the
/// sources and tracks a decode counts: a document holds hundreds of thousands of them.
///
/// `Key` is how the uuids are kept: `String` for sources, ``TrackText`` for tracks.
///
/// ```swift
/// var sources = UUIDSet<String>()
/// sources.insert("0f3c…")   // true: new
/// sources.insert("0f3c…")   // false: a duplicate
/// ```
struct UUIDSet<Key: UUIDBytes>: Equatable {
    private var table = UUIDTable<Key, Void>()

    init() {}

    var count: Int { table.count }
    var isEmpty: Bool { table.isEmpty }

    /// The uuids, in the order inserted.
    var uuids: [Key] { table.keys }

    /// A table of these uuids to `values`, one for each in the order inserted, made
    /// without hashing them again.
    func table<Value>(values: [Value]) -> UUIDTable<Key, Value> {
        table.replacingValues(with: values)
    }

    mutating func reserveCapacity(_ capacity: Int) {
        table.reserveCapacity(capacity)
    }

    /// Adds `uuid`; false when it was there already.
    @discardableResult
    mutating func insert(_ uuid: consuming Key) -> Bool {
        table.insert(uuid, ()) == nil
    }

    func contains(_ uuid: some UUIDBytes) -> Bool {
        table.contains(uuid)
    }

    /// These uuids less `other`'s.
    func subtracting(_ other: Self) -> Self {
        var result = Self()
        result.reserveCapacity(count)
        for uuid in table.keys where !other.contains(uuid) { result.insert(uuid) }
        return result
    }

    /// These uuids and `other`'s.
    func union(_ other: Self) -> Self {
        var result = self
        result.reserveCapacity(count + other.count)
        for uuid in other.table.keys { result.insert(uuid) }
        return result
    }

    static func == (first: Self, second: Self) -> Bool {
        first.count == second.count && first.table.keys.allSatisfy(second.contains)
    }
}
