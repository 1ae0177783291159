import GoldenCore
/// Escapes text for HTML element content and attribute values.
package enum HTML {
    package static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default:
                if scalar.value < 0x20 && scalar != "\n" && scalar != "\t" { out += "\u{FFFD}" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    /// `<tag class="…">escaped text</tag>`.
    package static func element(_ tag: String, _ cls: String, _ text: String) -> String {
        "<\(tag) class=\"\(cls)\">\(escape(text))</\(tag)>"
    }
}
