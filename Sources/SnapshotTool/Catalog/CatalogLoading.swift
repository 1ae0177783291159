import GoldenCore

/// `--state FILE`: the state document a state-built catalog renders.
enum StateDocumentOption {
    static let spec = OptionSpec.value(
        "state", valueName: "file", help: "A state document (JSON); default: the catalog's built-in state.")
}

/// Why a state-built catalog could not be made for a command line.
enum CatalogLoadError: Error {
    case options(any Error)
}

extension CommandContext {
    /// The catalog for this command line: a state-built catalog is rebuilt from
    /// `--state FILE` and its own options when any is given; otherwise the catalog as is.
    ///
    /// An unreadable or invalid state document fails (exit 1) naming the file; options
    /// the catalog rejects are a usage error (exit 64).
    func loadCatalog(_ arguments: ParsedArguments) throws(CommandError) -> SnapshotCatalog {
        guard let source = catalog.source else { return catalog }
        let names = source.options.map(\.name)
        return try loadCatalog(statePath: arguments.value("state"), values: arguments.values.filter { names.contains($0.key) })
    }

    /// The catalog for a state document path (as given) and catalog option values. A
    /// document over the catalog's ``SnapshotCatalog/stateSizeLimit`` is refused before
    /// it is read.
    func loadCatalog(statePath: String?, values: [String: String]) throws(CommandError) -> SnapshotCatalog {
        guard let source = catalog.source else { return catalog }
        if statePath == nil, values.isEmpty { return catalog }
        let progress = progress("reading the state document", unit: "")
        defer { progress.finish() }
        // Decoded first, the bytes handed over: the document's text is freed while it is
        // decoded, and is gone before the catalog is built.
        let decoded = try statePath.flatMap { path throws(CommandError) in try decodeStateDocument(path, progress: progress) }
        progress.begin("building the catalog", total: nil)
        do {
            return try source.build(decoded, SnapshotOptionValues(values))
        } catch CatalogLoadError.options(let error) {
            throw .usage("\(error)")
        } catch {
            throw .failure("\(error)")
        }
    }

    /// The bytes of the state document at `statePath` (as given), refused unread when
    /// over the catalog's ``SnapshotCatalog/stateSizeLimit``.
    func readStateDocument(_ statePath: String) throws(CommandError) -> [UInt8] {
        let limit = catalog.stateSizeLimit
        do { return try FileSystem.readAll(absolutePath(statePath), maximumBytes: limit?.bytes ?? FileSystem.defaultReadLimit) } catch {
            if case .tooLarge(let size)? = error.reason, let limit {
                throw .failure("invalid state document: " + limit.refusal(size, statePath))
            }
            throw .failure("cannot read state file '\(statePath)': \(error)")
        }
    }

    /// The state document at `statePath` read and decoded as `--state` does, without
    /// building the catalog from it.
    package func decodeStateDocument(_ statePath: String, progress: ProgressLine? = nil) throws(CommandError) -> (any Sendable)? {
        guard let source = catalog.source else { return nil }
        let bytes = try readStateDocument(statePath)
        let tenths = (bytes.count + 50_000) / 100_000
        progress?.begin("decoding the state document (\(tenths / 10).\(tenths % 10) MB)", total: nil)
        do { return try source.decode(consume bytes, statePath) } catch {
            throw .failure("invalid state document: \(error)")
        }
    }
}
