/// Builds one JSON object, leaving out every value equal to its model default: `nil`
/// optionals, `false` flags (or the given default), empty arrays and objects, and enum
/// cases equal to their default.
struct JSONFields {
    private(set) var members: [String: JSONValue]

    /// An object; with a `kind` discriminator when given.
    init(kind: String? = nil) {
        members = Dictionary(minimumCapacity: 8)
        if let kind { members["kind"] = .string(kind) }
    }

    var json: JSONValue { .object(members) }

    mutating func string(_ key: String, _ value: String?) {
        if let value { members[key] = .string(value) }
    }

    mutating func flag(_ key: String, _ value: Bool, default defaultValue: Bool = false) {
        if value != defaultValue { members[key] = .bool(value) }
    }

    mutating func int(_ key: String, _ value: Int, default defaultValue: Int) {
        if value != defaultValue { members[key] = .int(value) }
    }

    mutating func double(_ key: String, _ value: Double?) {
        if let value { members[key] = .double(value) }
    }

    mutating func value(_ key: String, _ value: JSONValue?) {
        if let value { members[key] = value }
    }

    mutating func array(_ key: String, _ values: [JSONValue]) {
        if !values.isEmpty { members[key] = .array(values) }
    }

    mutating func strings(_ key: String, _ values: [String]) {
        array(key, values.map(JSONValue.string))
    }

    mutating func choice<Choice: RawRepresentable>(_ key: String, _ value: Choice, default defaultValue: Choice)
    where Choice.RawValue == String, Choice: Equatable {
        if value != defaultValue { members[key] = .string(value.rawValue) }
    }

    /// `"hiddenOnThisCar": {…}` with only the non-zero counts; left out when all are zero.
    mutating func hidden(_ counts: [(String, Int)], extra: JSONFields = JSONFields()) {
        var hidden = extra
        for (key, count) in counts where count > 0 { hidden.members[key] = .int(count) }
        if !hidden.members.isEmpty { members["hiddenOnThisCar"] = hidden.json }
    }
}
