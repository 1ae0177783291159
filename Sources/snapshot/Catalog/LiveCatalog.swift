import RelistenScreens
import TemplateKitLite

extension SnapshotCatalog {
    /// The catalog of the real `snapshot` executable: every gallery entry and every
    /// Relisten screen · scenario in both formats, every journey as text, and the CarPlay
    /// operation log of every journey and state change.
    static let live = SnapshotCatalog(entries: galleryEntries + screenEntries + journeyEntries + operationEntries)

    static let galleryEntries: [CatalogEntry] = Gallery.entries.flatMap { entry in
        RenderFormat.allCases.map { format in
            CatalogEntry(name: "gallery/\(entry.name).\(format.fileExtension)") { RenderTarget.gallery(entry).render(format) }
        }
    }

    static let screenEntries: [CatalogEntry] = ScreenCatalog.entries.flatMap { entry in
        RenderFormat.allCases.map { format in
            CatalogEntry(name: "relisten/\(entry.name).\(format.fileExtension)") {
                do { return try RenderTarget.screen(entry).render(format) } catch { return "error: \(error)\n" }
            }
        }
    }

    static let journeyEntries: [CatalogEntry] = Journey.all.map { journey in
        CatalogEntry(name: "journeys/\(journey.name).txt") {
            do { return try JourneyText.render(journey, from: .default, profile: .standard) } catch { return "error: \(error)\n" }
        }
    }

    static let operationEntries: [CatalogEntry] = Journey.all.map { journey in
        CatalogEntry(name: "journeys/\(journey.name).operations.txt") {
            do { return try OperationLogs.journey(journey, from: .default, profile: .standard) } catch { return "error: \(error)\n" }
        }
    } + StateChange.all.map { change in
        CatalogEntry(name: "journeys/\(change.name).operations.txt") {
            OperationLogs.render(change, from: .default, profile: .standard)
        }
    }
}
