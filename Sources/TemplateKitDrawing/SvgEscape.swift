import KitSupport
import TemplateKitLite

/// Text made safe for SVG: the markup rule (``MarkupEscape``) with what XML cannot hold
/// drawn as U+FFFD; `"` escaped in attributes only.
///
///     SvgEscape.text("Rock & Roll <Live>")   // "Rock &amp; Roll &lt;Live&gt;"
enum SvgEscape {
    /// Element content.
    static func text(_ text: String) -> String { MarkupEscape.drawingText(text) }

    /// An attribute value inside double quotes.
    static func attribute(_ text: String) -> String { MarkupEscape.drawingAttribute(text) }
}
