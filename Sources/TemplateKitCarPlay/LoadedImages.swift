#if canImport(CarPlay)
import CarPlay
import UIKit
#else
import CarPlayShim
#endif
import Foundation
import TemplateKitLite

/// The app's ``ImageLoader`` with the remote images it delivered kept by URL, within a byte
/// budget: a row built again (after `updateSections`, or pushed again) shows the loaded
/// image at once and nothing is fetched twice while it stays. Past the budget the images
/// shown least recently are let go (a row that shows one keeps its own `UIImage`; built
/// again, it asks the app's loader once more).
///
///     let images = LoadedImages(app, byteBudget: 16 << 20)
///     images.immediate(.remote(url, placeholder: "art"))   // the loaded image once it arrived
@MainActor final class LoadedImages: ImageLoader {
    let base: any ImageLoader
    /// What the decoded images kept may take together, in bytes.
    let byteBudget: Int
    private var loaded: [String: (image: UIImage, bytes: Int)] = [:]
    /// URLs, the least recently used first.
    private var recency: [String] = []
    /// What the kept images take, in bytes.
    private(set) var bytes = 0

    init(_ base: any ImageLoader, byteBudget: Int = CarPlayAdapter.defaultImageByteBudget) {
        self.base = base
        self.byteBudget = byteBudget
    }

    func hasLoaded(_ url: String) -> Bool { loaded[url] != nil }

    /// How many remote images are kept.
    var count: Int { loaded.count }

    func immediate(_ image: TemplateImage) -> UIImage? {
        if case .remote(let url, _) = image, let done = loaded[url] {
            touch(url)
            return done.image
        }
        return base.immediate(image)
    }

    func load(_ url: String, completion: @escaping @MainActor (UIImage?) -> Void) {
        if let done = loaded[url] {
            touch(url)
            return completion(done.image)
        }
        base.load(url) { [weak self] image in
            if let image { self?.keep(image, for: url) }
            completion(image)
        }
    }

    /// What a decoded image takes: its pixels (points × scale, each way) at 4 bytes.
    static func cost(_ image: UIImage) -> Int {
        let width = Int((image.size.width * image.scale).rounded(.up)), height = Int((image.size.height * image.scale).rounded(.up))
        return max(0, width) * max(0, height) * 4
    }

    private func keep(_ image: UIImage, for url: String) {
        if let old = loaded[url] { bytes -= old.bytes }
        let cost = Self.cost(image)
        loaded[url] = (image, cost)
        bytes += cost
        touch(url)
        // The newest image stays even alone over the budget: the row asking for it shows it.
        while bytes > byteBudget, recency.count > 1 {
            let oldest = recency.removeFirst()
            bytes -= loaded.removeValue(forKey: oldest)?.bytes ?? 0
        }
    }

    private func touch(_ url: String) {
        if recency.last == url { return }
        recency.removeAll { $0 == url }
        recency.append(url)
    }
}
