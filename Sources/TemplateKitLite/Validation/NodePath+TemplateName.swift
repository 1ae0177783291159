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
            var out = ""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                default:
                    if scalar.value < 0x20 || scalar.value == 0x7F {
                        out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                    } else {
                        out.unicodeScalars.append(scalar)
                    }
                }
            }
            return out
        }
    }
}
