import Foundation
import SnapshotEngine
import TemplateKitLite

/// What `serve` shows now: the catalog built from the `--state` file and the option
/// values, a version that grows with each reload, and the last state problem (the last
/// good catalog is kept while the file does not decode).
final class PreviewSession {
    /// The context of the command line (its catalog is the executable's own).
    let context: CommandContext
    /// The `--state` path as given, if any.
    let statePath: String?
    private(set) var optionValues: [String: String]
    private(set) var catalog: SnapshotCatalog
    private(set) var version = 1
    /// Why the state file or the options last failed to load, if they did.
    private(set) var stateProblem: String?
    private var stateStamp: FileStamp?
    let goldens: GoldenStore?

    init(context: CommandContext, statePath: String?, optionValues: [String: String]) throws(CommandError) {
        self.context = context
        self.statePath = statePath
        self.optionValues = optionValues
        self.catalog = try context.loadCatalog(statePath: statePath, values: optionValues)
        self.stateStamp = statePath.map { FileStamp(context.absolutePath($0)) }
        self.goldens = try? Workspace.resolve(ParsedArguments(), context).store
    }

    /// The catalog's own options (e.g. `artist`), for the page's controls.
    var options: [SnapshotOption] { context.catalog.source?.options ?? [] }

    /// Reloads when the state file changed on disk; a description of the reload, if any.
    func reloadIfStateChanged() -> String? {
        guard let statePath else { return nil }
        let stamp = FileStamp(context.absolutePath(statePath))
        guard stamp != stateStamp else { return nil }
        stateStamp = stamp
        return reload(because: "\(statePath) changed")
    }

    /// New option values (from the page's controls), then a reload.
    func setOptions(_ values: [String: String]) -> String {
        let known = Set(options.map(\.name))
        optionValues = values.filter { known.contains($0.key) && !$0.value.isEmpty }
        return reload(because: "options " + optionValues.keys.sorted().map { "--\($0) \(optionValues[$0] ?? "")" }.joined(separator: " "))
    }

    /// Builds the catalog again; keeps the last good one on a problem, which it records.
    @discardableResult
    func reload(because reason: String) -> String {
        let started = Date()
        do {
            catalog = try context.loadCatalog(statePath: statePath, values: optionValues)
            stateProblem = nil
            version += 1
            let ms = Int(Date().timeIntervalSince(started) * 1_000)
            return "Reloaded (\(reason)): \(catalog.screens.count) screens, \(catalog.journeys.count) journeys in \(ms) ms"
        } catch {
            stateProblem = error.message
            version += 1
            return "Not reloaded (\(reason)): \(error.message); the last good render stays"
        }
    }

    /// The decoder's verdict on a state document the page holds: nil when it decodes.
    func decodeProblem(_ bytes: [UInt8]) -> String? {
        guard let source = context.catalog.source else { return "this catalog is not built from a state document" }
        let file = statePath ?? "state"
        if let limit = context.catalog.stateSizeLimit, bytes.count > limit.bytes { return limit.refusal(bytes.count, file) }
        do { _ = try source.decode(bytes, file) } catch { return "\(error)" }
        return nil
    }

    /// Writes `bytes` to the `--state` file atomically (after they decode), then reloads.
    func saveState(_ bytes: [UInt8]) throws(CommandError) -> String {
        guard let statePath else { throw .usage("serve was started without --state: there is no state file to save") }
        if let problem = decodeProblem(bytes) { throw .failure("not saved: \(problem)") }
        do { try FileSystem.writeAtomically(bytes, to: context.absolutePath(statePath), cleaningLeftovers: true) } catch {
            throw .failure("cannot save \(statePath): \(error)")
        }
        stateStamp = FileStamp(context.absolutePath(statePath))
        return reload(because: "saved \(statePath) from the page")
    }

    /// The state file's text now, if there is one.
    func stateText() -> String? {
        guard let statePath else { return nil }
        return (try? context.readStateDocument(statePath)).map { String(decoding: $0, as: UTF8.self) }
    }
}

/// A file's identity and age: it changes when the file is rewritten or replaced.
struct FileStamp: Equatable {
    let modified: Date?
    let size: Int?
    let inode: Int?

    init(_ path: String) {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        modified = attributes?[.modificationDate] as? Date
        size = (attributes?[.size] as? NSNumber)?.intValue
        inode = (attributes?[.systemFileNumber] as? NSNumber)?.intValue
    }
}
