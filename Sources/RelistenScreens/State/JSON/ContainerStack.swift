import TemplateKitLite

/// The open arrays and objects while parsing, kept in separate stacks so that appending
/// mutates each container in place (no copy-on-write copies, linear time).
struct ContainerStack {
    enum Kind { case array, object }

    private(set) var kinds: [Kind] = []
    var arrays: [[JSONValue]] = []
    var objects: [[String: JSONValue]] = []
    /// The key whose value is being parsed, one per open object.
    var pendingKeys: [String] = []

    var isEmpty: Bool { kinds.isEmpty }
    var depth: Int { kinds.count }

    mutating func openArray() {
        kinds.append(.array)
        arrays.append([])
    }

    mutating func openObject(firstKey: String) {
        kinds.append(.object)
        objects.append([:])
        pendingKeys.append(firstKey)
    }

    mutating func popKind() {
        kinds.removeLast()
    }

    /// The path of the value currently being parsed, for error messages.
    var path: JSONPath {
        var components: [JSONPath.Component] = []
        var arrayIndex = 0
        var objectIndex = 0
        for kind in kinds {
            switch kind {
            case .array:
                components.append(.index(arrays[arrayIndex].count))
                arrayIndex += 1
            case .object:
                components.append(.key(pendingKeys[objectIndex]))
                objectIndex += 1
            }
        }
        return JSONPath(components: components)
    }

    /// The path of the innermost open container.
    var containerPath: JSONPath {
        JSONPath(components: Array(path.components.dropLast()))
    }
}
