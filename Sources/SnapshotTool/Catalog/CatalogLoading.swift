import SnapshotEngine

/// `--state FILE`: the state document a state-built catalog renders.
enum StateDocumentOption {
    static let spec = OptionSpec.value(
        "state", valueName: "file", help: "A state document (JSON); default: the catalog's built-in state.")
}

/// Why a state-built catalog could not be made for a command line.
enum CatalogLoadError: Error {
    case stateDocument(any Error)
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
        let values = arguments.values.filter { names.contains($0.key) }
        let statePath = arguments.value("state")
        if statePath == nil, values.isEmpty { return catalog }
        var document: (bytes: [UInt8], file: String)?
        if let statePath {
            do { document = (try FileSystem.readAll(absolutePath(statePath)), statePath) } catch {
                throw .failure("cannot read state file '\(statePath)': \(error)")
            }
        }
        do {
            return try source.build(document, SnapshotOptionValues(values))
        } catch CatalogLoadError.stateDocument(let error) {
            throw .failure("invalid state document: \(error)")
        } catch CatalogLoadError.options(let error) {
            throw .usage("\(error)")
        } catch {
            throw .failure("\(error)")
        }
    }
}
