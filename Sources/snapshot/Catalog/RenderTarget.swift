import RelistenScreens
import TemplateKitLite

/// A screen the command line renders: a gallery entry or a Relisten screen in a scenario,
/// with the car it is shown on.
struct RenderTarget: Sendable {
    /// The golden's name without extension: `gallery/br-radio-stations`, `relisten/queue@limited`.
    let name: String
    let template: Template
    let isPushed: Bool
    let profile: CarProfile

    func text(_ style: TextRenderer.Style = .driver) -> String {
        TextRenderer(profile: profile, style: style).render(template, isPushed: isPushed)
    }
    func json() -> String { JSONRenderer(profile: profile).render(template) }

    func render(_ format: RenderFormat, style: TextRenderer.Style = .driver) -> String {
        switch format {
        case .text: text(style)
        case .json: json()
        }
    }

    static func gallery(_ entry: GalleryEntry, profile: CarProfile = .standard) -> RenderTarget {
        RenderTarget(name: "gallery/" + entry.name, template: entry.template, isPushed: entry.isPushed, profile: profile)
    }

    /// A Relisten screen; a selection the state does not know renders as an error line.
    static func screen(_ entry: ScreenCatalog.Entry, state: AppState = .default, profile: CarProfile? = nil) throws(SelectionError) -> RenderTarget {
        let made = try ScreenRender.make(entry.screen, scenario: entry.scenario, request: entry.request, base: state, profile: profile)
        return RenderTarget(name: "relisten/" + entry.name, template: made.template, isPushed: made.isPushed, profile: made.profile)
    }
}

/// The two render formats and their golden extensions.
enum RenderFormat: String, Sendable, CaseIterable {
    case text, json
    var fileExtension: String { self == .text ? "txt" : "json" }
}
