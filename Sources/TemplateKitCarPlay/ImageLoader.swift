#if canImport(CarPlay)
import CarPlay
import UIKit
#else
import CarPlayShim
#endif
import TemplateKitLite

/// Where the adapter gets images: at once for assets, symbols and placeholders; later for
/// remote images, which the adapter then sets with `setImage` (placeholder first).
///
///     final class Artwork: ImageLoader {
///         func immediate(_ image: TemplateImage) -> UIImage? { … UIImage(named:) … }
///         func load(_ url: String, completion: @escaping @MainActor (UIImage?) -> Void) { … }
///     }
@MainActor public protocol ImageLoader: AnyObject {
    /// The image to show now: an asset, a symbol, or a remote image's placeholder.
    func immediate(_ image: TemplateImage) -> UIImage?
    /// Loads a remote image and calls back on the main actor (`nil` keeps the placeholder).
    func load(_ url: String, completion: @escaping @MainActor (UIImage?) -> Void)
}

/// Assets by name and SF Symbols; remote images keep their placeholder (an app brings its
/// own loader for those).
@MainActor public final class BundleImageLoader: ImageLoader {
    public init() {}

    public func immediate(_ image: TemplateImage) -> UIImage? {
        switch image {
        case .asset(let name): UIImage(named: name)
        case .symbol(let name): UIImage(systemName: name)
        case .remote(_, let placeholder): placeholder.flatMap { UIImage(named: $0) }
        }
    }

    public func load(_ url: String, completion: @escaping @MainActor (UIImage?) -> Void) { completion(nil) }
}
