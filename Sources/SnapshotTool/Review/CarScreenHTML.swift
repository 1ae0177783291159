import GoldenCore
import TemplateKitDrawing
import TemplateKitLite

/// A car on an HTML page — the review page's cards and journey steps, `snapshot serve` —
/// drawn by ``SVGRenderer``, the same drawing an `.svg` golden holds: one drawing of a
/// screen, from ``CarView``, so a page cannot disagree with a golden. The picture is drawn
/// for each display and appearance the page offers (800×480 and 1920×720, dark and light);
/// the page's selectors show one. It scales to its column, so text is never clipped.
///
///     CarScreenHTML(profile: .limited).draw(.list(library), isPushed: false)   // "<div class=\"car\" …><div class=\"v size-800 car-dark\"><svg …"
package struct CarScreenHTML {
    package let profile: CarProfile
    /// Rows and texts to mark as changed, by their whole text (or a diff line).
    package var changed: Set<String> = []
    /// A row or button to mark as the one a journey taps next, by its whole text.
    package var tapped: String? = nil
    /// The screen an alert or action sheet is drawn over.
    package var over: Template? = nil

    package init(profile: CarProfile, changed: Set<String> = [], tapped: String? = nil, over: Template? = nil) {
        self.profile = profile
        self.changed = changed
        self.tapped = tapped
        self.over = over
    }

    /// The displays and appearances a page offers, with the page's class names for them.
    static let variants: [(screen: CarScreen, appearance: CarAppearance, classes: String)] = [
        (.standard, .dark, "size-800 car-dark"), (.standard, .light, "size-800 car-light"),
        (.wide, .dark, "size-1920 car-dark"), (.wide, .light, "size-1920 car-light"),
    ]

    /// `<div class="car" data-rows=… >` holding one SVG per variant; `data-*` carry the
    /// model's counts for the page's self-check.
    package func draw(_ template: Template, isPushed: Bool, changed lines: [String] = []) -> String {
        let marks = SvgMarks(changed: changed.union(lines), tapped: tapped)
        let view = CarView(template, profile: profile)
        let base = SVGRenderer.isModal(template) ? over : nil
        let pictures = Self.variants.map { variant -> String in
            var renderer = SVGRenderer(profile: profile, screen: variant.screen, appearance: variant.appearance)
            renderer.marks = marks
            return "<div class=\"v \(variant.classes)\">" + renderer.render(template, isPushed: isPushed, over: base) + "</div>"
        }
        return "<div class=\"car\"\(CarViewCounts.attributes(view))>" + pictures.joined() + "</div>"
    }
}
