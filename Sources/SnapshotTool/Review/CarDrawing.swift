import GoldenCore
import TemplateKitLite

extension CarScreenHTML {
    /// The review page's car drawing of `template` on `profile`, for other pages that show
    /// a screen (`snapshot serve`): one code path for every picture of a render.
    ///
    ///     CarScreenHTML.drawing(template, profile: .limited, isPushed: true)   // "<div class=\"car\">…"
    package static func drawing(_ template: Template, profile: CarProfile, isPushed: Bool) -> String {
        CarScreenHTML(profile: profile).draw(template, isPushed: isPushed)
    }
}
