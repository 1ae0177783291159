import GoldenCore
import SnapshotTool
import TemplateKitLite

/// One screen of the built-in gallery: a screen of another app from the seed documents,
/// described with the DSL to prove it fits more than Relisten.
struct GalleryEntry: Sendable {
    /// The name `snapshot render` takes, e.g. `br-radio-stations`.
    let name: String
    /// One line for `snapshot list`.
    let summary: String
    /// Whether the screen is pushed (its render shows a back button).
    let isPushed: Bool
    let template: Template
    /// For an alert or action sheet: the screen it is presented over.
    let presentedOver: Template?

    init(_ name: String, _ summary: String, pushed: Bool = false, over: (any TemplateConvertible)? = nil,
         _ template: some TemplateConvertible) {
        self.name = name
        self.summary = summary
        self.isPushed = pushed
        self.template = template.template
        self.presentedOver = over?.template
    }

    /// What the validator finds: a modal is checked presented over its screen.
    func findings(_ profile: CarProfile) -> [Finding] {
        guard let root = presentedOver else { return Validator(profile: profile).validateAlone(template) }
        let stack = NavigationStack(unchecked: root, pushed: [], presented: template, profile: profile)
        return Validator(profile: profile).validate(stack)
    }
}

/// Every gallery screen, in the order `snapshot list` prints them.
enum Gallery {
    static let entries: [GalleryEntry] = BRRadio.entries + RadioSpiral.entries + KitShowcase.entries + KitIOS26_4.entries

    /// The entry with this name.
    static func entry(named name: String) -> GalleryEntry? {
        entries.first { $0.name == name }
    }
}

extension Gallery {
    /// The gallery as catalog screens, named `gallery/NAME`.
    static var screens: [SnapshotEntry] {
        entries.map { entry in
            SnapshotEntry(
                "gallery/" + entry.name, isPushed: entry.isPushed, presentedOver: entry.presentedOver,
                summary: entry.summary) { entry.template }
        }
    }
}
