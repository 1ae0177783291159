/// Where the JSON renderer writes: a stream of objects, arrays, keys and values. The
/// renderer writes each document once, in the model's field order; the sink decides
/// what it becomes: ``CanonicalJSONWriter`` streams canonical bytes (sorting each
/// object's keys as it closes), ``JSONTreeBuilder`` builds a ``JSONValue``.
///
///     json.beginObject(kind: "item")
///     json.string("text", item.text)          // left out when nil
///     json.flag("isEnabled", item.isEnabled, default: true)
///     json.endObject()
protocol JSONSink: ~Copyable {
    mutating func beginObject()
    /// An object whose keys are written in UTF-8 order (a sink may skip sorting it).
    mutating func beginObjectInKeyOrder()
    mutating func endObject()
    mutating func beginArray()
    mutating func endArray()
    /// The key of the next value; only inside an object.
    mutating func key(text key: String)
    /// The same for a key the renderer names (a literal, written from its static bytes).
    mutating func key(_ key: StaticString)
    mutating func string(_ value: String)
    /// A value the renderer names (a literal, written from its static bytes).
    mutating func string(_ value: StaticString)
    mutating func int(_ value: Int)
    /// NaN and ±Infinity are written as `null`.
    mutating func double(_ value: Double)
    mutating func bool(_ value: Bool)
    mutating func null()
}

/// Fields that leave out every value equal to its model default: `nil` optionals, `false`
/// flags (or the given default), empty arrays, enum cases equal to their default.
extension JSONSink where Self: ~Copyable {
    mutating func beginObjectInKeyOrder() { beginObject() }

    /// An object; with a `kind` discriminator when given.
    mutating func beginObject(kind: String?) {
        beginObject()
        if let kind { string("kind", kind) }
    }

    mutating func string(_ key: StaticString, _ value: String?) {
        guard let value else { return }
        self.key(key)
        string(value)
    }

    /// `"key": "value"` for a value the renderer names, e.g. `constant("kind", "item")`.
    mutating func constant(_ key: StaticString, _ value: StaticString) {
        self.key(key)
        string(value)
    }

    mutating func flag(_ key: StaticString, _ value: Bool, default defaultValue: Bool = false) {
        guard value != defaultValue else { return }
        self.key(key)
        bool(value)
    }

    mutating func int(_ key: StaticString, _ value: Int, default defaultValue: Int) {
        guard value != defaultValue else { return }
        self.key(key)
        int(value)
    }

    mutating func double(_ key: StaticString, _ value: Double?) {
        guard let value else { return }
        self.key(key)
        double(value)
    }

    /// Inlined so each use is specialized to its enum (unspecialized, the comparison and
    /// `rawValue` went through witness tables on every row).
    @inline(__always)
    mutating func choice<Choice: RawRepresentable>(_ key: StaticString, _ value: Choice, default defaultValue: Choice)
    where Choice.RawValue == String, Choice: Equatable {
        guard value != defaultValue else { return }
        self.key(key)
        string(value.rawValue)
    }

    /// `"key": [ … ]`, each element written by `element`; left out when empty.
    mutating func array<Elements: Collection>(
        _ key: StaticString, _ elements: Elements, _ element: (Elements.Element, inout Self) -> Void
    ) {
        guard !elements.isEmpty else { return }
        self.key(key)
        beginArray()
        for each in elements { element(each, &self) }
        endArray()
    }

    mutating func strings(_ key: StaticString, _ values: [String]) {
        array(key, values) { value, json in json.string(value) }
    }

    /// `"hiddenOnThisCar": {…}` with only the non-zero counts; left out when all are zero.
    /// `names` adds lists of what is hidden by name (e.g. `sectionHeaders`), when not empty.
    mutating func hidden(_ counts: [(StaticString, Int)], names: [(StaticString, [String])] = []) {
        guard counts.contains(where: { $0.1 > 0 }) else { return }
        key("hiddenOnThisCar")
        beginObject()
        for (key, count) in counts where count > 0 {
            self.key(key)
            int(count)
        }
        for (key, values) in names { strings(key, values) }
        endObject()
    }

    /// Any JSON value.
    mutating func value(_ value: JSONValue) {
        switch value {
        case .null: null()
        case .bool(let flag): bool(flag)
        case .int(let integer): int(integer)
        case .double(let double): self.double(double)
        case .string(let text): string(text)
        case .array(let elements):
            beginArray()
            for element in elements { self.value(element) }
            endArray()
        case .object(let members):
            beginObject()
            for (key, member) in members {
                self.key(text: key)
                self.value(member)
            }
            endObject()
        }
    }
}
