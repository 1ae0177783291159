import GoldenCore
import TemplateKitDrawing
import TemplateKitLite

extension CarScreenHTML {
    /// The review page's car drawing of `template` on `profile`, for other pages that show
    /// a screen (`snapshot serve`): one code path for every picture of a render.
    ///
    /// An alert or action sheet is drawn over `over`, the screen it is presented over.
    ///
    ///     CarScreenHTML.drawing(template, profile: .limited, isPushed: true)   // "<div class=\"car\">…"
    package static func drawing(_ template: Template, profile: CarProfile, isPushed: Bool, over: Template? = nil) -> String {
        CarScreenHTML(profile: profile, over: over).draw(template, isPushed: isPushed)
    }
}
