/// Where a template is shown; it decides which templates may be there.
enum Slot: Sendable, Hashable {
    /// The interface controller's root template.
    case root
    /// The content of one tab of the root tab bar.
    case tab
    /// Pushed on the navigation stack.
    case pushed
    /// Presented modally.
    case presented

    /// How the slot reads in a message: "a tab bar cannot be pushed".
    var verb: String {
        switch self {
        case .root: "set as the root"
        case .tab: "a tab"
        case .pushed: "pushed"
        case .presented: "presented"
        }
    }
}
