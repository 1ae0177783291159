/// A field of the state document a designer changes often, as `serve` offers it beside the
/// JSON editor: a labelled choice that writes its value at a JSON path of the document.
///
///     SnapshotStateControl("Playback", path: ["player", "state"], value: "\"playing\"",
///                          choices: [("\"playing\"", "playing"), ("\"paused\"", "paused")])
public struct SnapshotStateControl: Sendable, Hashable {
    public let label: String
    /// Object keys from the document's root to the field (`["player", "current_index"]`).
    public let path: [String]
    /// The field's value now, as JSON text (`"paused"` with its quotes, `2`).
    public let value: String
    /// Each value it can take, as JSON text, and what the page says for it.
    public let choices: [Choice]

    public struct Choice: Sendable, Hashable {
        public let value: String
        public let title: String

        public init(_ value: String, _ title: String) {
            self.value = value
            self.title = title
        }
    }

    public init(_ label: String, path: [String], value: String, choices: [Choice]) {
        self.label = label
        self.path = path
        self.value = value
        self.choices = choices
    }
}
