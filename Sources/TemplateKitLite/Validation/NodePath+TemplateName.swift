import KitSupport

extension NodePath {
    /// How a template appears in a ``NodePath``: its title quoted, or its kind bare.
    ///
    ///     "Years"        // a list titled Years
    ///     actionSheet    // an action sheet without a title
    public struct TemplateName: Sendable, Hashable, CustomStringConvertible {
        /// The title, when the template has one.
        public var title: String?
        /// The kind's name (``Template/kindName``), shown when there is no title.
        public var kind: String

        public init(title: String?, kind: String) {
            self.title = title
            self.kind = kind
        }

        public var description: String {
            guard let title else { return kind }
            return "\"" + Self.escaped(title) + "\""
        }

        /// `"` and `\` escaped with a backslash, control characters as `\n`, `\t`, `\u{…}`.
        package static func escaped(_ text: String) -> String {
            SwiftLiteralEscape.body(text) { $0.value < 0x20 || $0.value == 0x7F }
        }
    }
}
