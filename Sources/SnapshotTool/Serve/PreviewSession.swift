import Foundation
import GoldenCore
import TemplateKitLite

/// What `serve` shows now: the catalog built from the `--state` file and the command
/// line's option values, a catalog per page's own option values (`?artist=phish`), a
/// version that grows with each reload, and the last state problem (the last good
/// catalogs are kept while the file does not decode).
final class PreviewSession {
    /// The context of the command line (its catalog is the executable's own).
    let context: CommandContext
    /// The `--state` path as given, if any.
    let statePath: String?
    /// The command line's option values: a page's own values override them.
    let optionValues: [String: String]
    private(set) var catalog: SnapshotCatalog
    private(set) var version = 1
    /// Why the state file last failed to load, if it did.
    private(set) var stateProblem: String?
    private var stateStamp: FileStamp?
    /// The state document decoded (nil: the built-in state), for the pages' catalogs.
    private var decoded: (any Sendable)?
    /// The catalogs of pages' own option values, by the values; emptied on reload.
    private var pageCatalogs: [[String: String]: SnapshotCatalog] = [:]
    let goldens: GoldenStore?
    /// Decodes each version of the state file (a save checked, a reload), taking over
    /// what it decoded of the version before where the catalog offers that.
    private let decodeVersion: SnapshotCatalog.StateEditDecoder?

    init(context: CommandContext, statePath: String?, optionValues: [String: String]) throws(CommandError) {
        self.context = context
        self.statePath = statePath
        self.optionValues = optionValues
        let decodeVersion = context.catalog.stateEditDecoder?()
        self.decodeVersion = decodeVersion
        self.decoded = try statePath.map { path throws(CommandError) in try Self.decode(path, context, decodeVersion) } ?? nil
        self.catalog = try Self.build(context, decoded, optionValues)
        self.stateStamp = statePath.map { FileStamp(context.absolutePath($0)) }
        self.goldens = try? Workspace.resolve(ParsedArguments(), context).store
    }

    /// The catalog's own options (e.g. `artist`), for the page's controls.
    var options: [SnapshotOption] { context.catalog.source?.options ?? [] }

    /// The catalog for a page whose URL carries `query`: its values of the catalog's
    /// options (`artist=phish`) over the command line's. Made once per distinct values
    /// (its screens are made when asked for), from the state decoded at the last reload.
    func catalog(for query: [String: String]) throws(CommandError) -> SnapshotCatalog {
        let known = Set(options.map(\.name))
        let values = optionValues.merging(query.filter { known.contains($0.key) && !$0.value.isEmpty }) { $1 }
        if values == optionValues { return catalog }
        if let built = pageCatalogs[values] { return built }
        let built = try Self.build(context, decoded, values)
        if pageCatalogs.count >= 4 { pageCatalogs.removeAll() }  // each may hold screens of a large state
        pageCatalogs[values] = built
        return built
    }

    /// The catalog from a decoded state and option values; the executable's own catalog
    /// when there are neither.
    private static func build(_ context: CommandContext, _ decoded: (any Sendable)?, _ values: [String: String]) throws(CommandError) -> SnapshotCatalog {
        guard let source = context.catalog.source, decoded != nil || !values.isEmpty else { return context.catalog }
        do { return try source.build(decoded, SnapshotOptionValues(values)) } catch { throw .usage("\(error)") }
    }

    /// The reload a Save made, not yet announced to the pages and on standard output.
    private var savedReload: String?

    /// What the serve loop announces next (a `reload` event to every open page and a line
    /// on standard output): the reload a Save made, else a reload because the state file
    /// changed on disk; nil when nothing changed.
    func nextAnnouncement() -> String? {
        if let saved = savedReload {
            savedReload = nil
            return saved
        }
        return reloadIfStateChanged()
    }

    /// Reloads when the state file changed on disk; a description of the reload, if any.
    func reloadIfStateChanged() -> String? {
        guard let statePath else { return nil }
        let stamp = FileStamp(context.absolutePath(statePath))
        guard stamp != stateStamp else { return nil }
        stateStamp = stamp
        return reload(because: "\(statePath) changed")
    }

    /// Decodes the state file again and builds the catalog; keeps the last good one on a
    /// problem, which it records. `saved`: the state a Save just wrote and decoded, used
    /// as it is instead of reading the file back.
    @discardableResult
    func reload(because reason: String, saved: (any Sendable)?? = nil) -> String {
        let started = Date()
        do {
            var decoded = saved ?? nil
            if saved == nil, let statePath { decoded = try Self.decode(statePath, context, decodeVersion) }
            catalog = try Self.build(context, decoded, optionValues)
            self.decoded = decoded
            pageCatalogs = [:]
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
        if case .failure(let problem) = checkedDecode(bytes) { return problem.description }
        return nil
    }

    /// A state document the page holds, decoded, or why it does not decode.
    private func checkedDecode(_ bytes: [UInt8]) -> Result<(any Sendable)?, DecodeProblem> {
        guard let source = context.catalog.source else { return .failure(DecodeProblem("this catalog is not built from a state document")) }
        let file = statePath ?? "state"
        if let limit = context.catalog.stateSizeLimit, bytes.count > limit.bytes {
            return .failure(DecodeProblem(limit.refusal(bytes.count, file)))
        }
        do { return .success(try decodeVersion?(bytes, file) ?? source.decode(bytes, file)) } catch {
            return .failure(DecodeProblem("\(error)"))
        }
    }

    /// Why a state document does not decode, as the page shows it.
    private struct DecodeProblem: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// The state file at `path` read and decoded, as `--state` does, by `decodeVersion`
    /// when there is one.
    private static func decode(
        _ path: String, _ context: CommandContext, _ decodeVersion: SnapshotCatalog.StateEditDecoder?
    ) throws(CommandError) -> (any Sendable)? {
        guard let decodeVersion else { return try context.decodeStateDocument(path) }
        let bytes = try context.readStateDocument(path)
        do { return try decodeVersion(bytes, path) } catch { throw .failure("invalid state document: \(error)") }
    }

    /// Writes `bytes` to the `--state` file atomically (after they decode), then reloads.
    /// A `--state` that is a symbolic link is saved through it, as editors do: the file it
    /// leads to is replaced and the link stays; a link that leads nowhere is refused.
    func saveState(_ bytes: [UInt8]) throws(CommandError) -> String {
        guard let statePath else { throw .usage("serve was started without --state: there is no state file to save") }
        let decoded: (any Sendable)?
        switch checkedDecode(bytes) {
        case .success(let state): decoded = state
        case .failure(let problem): throw .failure("not saved: \(problem)")
        }
        var target = context.absolutePath(statePath)
        if FileSystem.kind(target) == .symbolicLink {
            guard let resolved = FileSystem.resolved(target), FileSystem.kind(resolved) == .file else {
                throw .failure("not saved: \(Printable.path(statePath)) is a symbolic link that leads to no regular file")
            }
            target = resolved
        }
        do { try FileSystem.writeAtomically(bytes, to: target, cleaningLeftovers: true) } catch {
            throw .failure("cannot save \(statePath): \(error)")
        }
        stateStamp = FileStamp(context.absolutePath(statePath))
        // The bytes just written and decoded are the file's: not read back.
        let line = reload(because: "saved \(statePath) from the page", saved: .some(decoded))
        savedReload = line
        return line
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
