import GoldenCore
import TemplateKitDrawing
import TemplateKitLite

/// One step of a journey as the review page draws it: its caption, the screen the driver
/// sees after it (a car drawn through ``CarScreenHTML``), and the row or button the next step
/// taps, marked in that car.
///
///     StoryboardFrame(caption: "Step 1: tap \"Grateful Dead\"", template: years, isPushed: true, tapped: "1977")
public struct StoryboardFrame: Sendable {
    public let caption: String
    public let template: Template
    public let isPushed: Bool
    /// The text of what the next step touches, if it touches a row or button.
    public let tapped: String?

    public init(caption: String, template: Template, isPushed: Bool, tapped: String?) {
        self.caption = caption
        self.template = template
        self.isPushed = isPushed
        self.tapped = tapped
    }
}
