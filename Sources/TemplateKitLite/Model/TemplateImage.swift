/// An image as a value: CarPlay draws it, goldens only name it (never pixels).
///
///     .asset("station-br24")          // an image in the app's asset catalog
///     .symbol("shuffle")              // an SF Symbol
///     .remote("https://…/550.png", placeholder: "relisten")
public enum TemplateImage: Sendable, Hashable {
    /// An image from the app's asset catalog, light/dark variants resolved by the system.
    case asset(String)
    /// An SF Symbol by name.
    case symbol(String)
    /// An image loaded from a URL; `placeholder` (an asset name) shows until it arrives.
    case remote(String, placeholder: String? = nil)
}
