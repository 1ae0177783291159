#if canImport(CarPlay)
import CarPlay
import UIKit
#else
import CarPlayShim
#endif
import TemplateKitLite

/// The app's ``ImageLoader`` with every remote image it delivered kept by URL: a row built
/// again (after `updateSections`, or pushed again) shows the loaded image at once and
/// nothing is fetched twice.
///
///     let images = LoadedImages(app)
///     images.immediate(.remote(url, placeholder: "art"))   // the loaded image once it arrived
@MainActor final class LoadedImages: ImageLoader {
    let base: any ImageLoader
    private var loaded: [String: UIImage] = [:]

    init(_ base: any ImageLoader) { self.base = base }

    func hasLoaded(_ url: String) -> Bool { loaded[url] != nil }

    func immediate(_ image: TemplateImage) -> UIImage? {
        if case .remote(let url, _) = image, let done = loaded[url] { return done }
        return base.immediate(image)
    }

    func load(_ url: String, completion: @escaping @MainActor (UIImage?) -> Void) {
        if let done = loaded[url] { return completion(done) }
        base.load(url) { [weak self] image in
            if let image { self?.loaded[url] = image }
            completion(image)
        }
    }
}
