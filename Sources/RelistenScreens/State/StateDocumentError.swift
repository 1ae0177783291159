/// Why a state document was rejected: where (a ``JSONPath`` string) and what.
///
/// Printed as `state.json: $.player.current_index: queue index 7 is out of range 0..<3`
/// (without the file part when `file` is `nil`). Syntax errors have path `$` and begin
/// their message with `line L:C:`.
public struct StateDocumentError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file name given to the decoder, if any.
    public var file: String?
    /// Where the problem is, e.g. `$.catalog.shows["8a9f…"].sources[2].duration`.
    public var path: String
    /// What is wrong, e.g. `expected a number of seconds ≥ 0, found a string`.
    public var message: String

    public init(file: String? = nil, path: String, message: String) {
        self.file = file
        self.path = path
        self.message = message
    }

    init(_ path: JSONPath, _ message: String) {
        self.init(file: nil, path: path.description, message: message)
    }

    public var description: String {
        let location = file.map { $0 + ": " } ?? ""
        return location + path + ": " + message
    }
}
