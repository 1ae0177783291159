import GoldenCore
import KitSupport
/// Escapes text for HTML element content and attribute values (``MarkupEscape/document``).
package enum HTML {
    package static func escape(_ text: String) -> String { MarkupEscape.document(text) }

    /// `<tag class="…">escaped text</tag>`.
    package static func element(_ tag: String, _ cls: String, _ text: String) -> String {
        "<\(tag) class=\"\(cls)\">\(escape(text))</\(tag)>"
    }
}
