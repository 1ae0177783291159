import GoldenCore
import TemplateKitLite

/// Everything a catalog executable renders: screens (two goldens each), journeys (one
/// text golden each) and any other text files, in a fixed order. Hand it to
/// ``SnapshotTool/main(catalog:filePath:)``:
///
///     SnapshotTool.main(catalog: SnapshotCatalog([
///         SnapshotEntry("podcast/episodes") { EpisodesScreen.template(.sample) },
///         SnapshotEntry("podcast/episodes@limited", profile: .limited) { EpisodesScreen.template(.sample) },
///     ]))
///
/// A catalog built from app state (``init(defaultState:decodeState:options:build:)``)
/// lets `render`, `list`, `lint`, `journey` and `review` take `--state FILE` and options
/// of your own.
public struct SnapshotCatalog: Sendable {
    public let screens: [SnapshotEntry]
    public let journeys: [SnapshotJourney]
    /// Other text goldens (e.g. operation logs), by name with extension.
    public let files: [SnapshotFile]
    /// Extra checks `lint` runs, e.g. every navigation stack reachable from the root.
    public let stackChecks: [StackCheck]
    /// Every golden file, in catalog order.
    package let entries: [CatalogEntry]
    let source: Source?
    /// Row texts and section headers the design requires a driver to reach (`Downloads`):
    /// `lint` warns (`content.hidden-entry-point`) when a screen's car hides one.
    public var entryPoints: Set<String> = []
    /// The largest `--state` document read; a larger one is refused, unread.
    package var stateSizeLimit: StateSizeLimit?
    /// Makes the decoder `serve` reads each version of its `--state` file with (one per
    /// session): it may take over what it decoded of the version before, where the
    /// bytes are unchanged. Without one, each version is decoded whole.
    package var stateEditDecoder: (@Sendable () -> StateEditDecoder)?

    /// Decodes a version of the state file (bytes, the path as given), as `decodeState`
    /// does: the same state, the same errors.
    package typealias StateEditDecoder = (_ bytes: [UInt8], _ file: String) throws -> any Sendable
    /// The state fields `serve` offers as typed controls beside its JSON editor (the
    /// player's state, the current track, the network…), read from the state this catalog
    /// was built with.
    public var stateControls: [SnapshotStateControl] = []
    /// The app's navigation, for `serve`'s click-through car (``navigable(by:)``).
    public internal(set) var navigation: SnapshotNavigation?

    /// A size limit on state documents and the error naming a larger one.
    package struct StateSizeLimit: Sendable {
        let bytes: Int
        /// The message for a document of `size` bytes at `file` (the path as given).
        let refusal: @Sendable (_ size: Int, _ file: String) -> String

        package init(bytes: Int, refusal: @escaping @Sendable (_ size: Int, _ file: String) -> String) {
            self.bytes = bytes
            self.refusal = refusal
        }
    }

    public init(
        _ screens: [SnapshotEntry], journeys: [SnapshotJourney] = [], files: [SnapshotFile] = [],
        stackChecks: [StackCheck] = []
    ) {
        self.screens = screens
        self.journeys = journeys
        self.files = files
        self.stackChecks = stackChecks
        self.entries = screens.flatMap(\.files) + journeys.flatMap(\.files) + files.map(\.entry)
        self.source = nil
    }

    /// A catalog made from app state: `build` runs with `defaultState`, or with the state
    /// decoded from `--state FILE` (`decodeState` gets the bytes and the path as given,
    /// and throws a message naming the JSON path), and with the values of `options`.
    public init<State: Sendable>(
        defaultState: State,
        decodeState: @escaping @Sendable (_ bytes: consuming [UInt8], _ file: String) throws -> State,
        options: [SnapshotOption] = [],
        build: @escaping @Sendable (State, SnapshotOptionValues) throws -> SnapshotCatalog
    ) {
        let base = (try? build(defaultState, SnapshotOptionValues())) ?? SnapshotCatalog([])
        self.screens = base.screens
        self.journeys = base.journeys
        self.files = base.files
        self.stackChecks = base.stackChecks
        self.entries = base.entries
        self.entryPoints = base.entryPoints
        self.navigation = base.navigation
        self.source = Source(options: options, decode: { bytes, file in try decodeState(consume bytes, file) }) { decoded, values in
            // `decoded` is what `decode` returned, so always a `State` when present.
            let state = (decoded as? State) ?? defaultState
            do { return try build(state, values) } catch { throw CatalogLoadError.options(error) }
        }
    }

    /// A plain catalog of golden files, for tests of the tool itself.
    package init(entries: [CatalogEntry]) {
        self.screens = []
        self.journeys = []
        self.files = []
        self.stackChecks = []
        self.entries = entries
        self.source = nil
    }

    /// How a state-built catalog is rebuilt for `--state` and catalog options.
    struct Source: Sendable {
        let options: [SnapshotOption]
        /// The state document decoded alone (what `bench --decode-peak` measures); it
        /// takes the bytes over, so the decoder may free them before it is done.
        let decode: @Sendable (_ bytes: consuming [UInt8], _ file: String) throws -> any Sendable
        /// The catalog of a state `decode` returned (`nil`: the default state) and option
        /// values. Decoding comes first and alone, so the document's bytes are freed
        /// before the catalog is built.
        let build: @Sendable (_ decoded: (any Sendable)?, SnapshotOptionValues) throws -> SnapshotCatalog
    }

    /// The catalog's own options (`--state` included when it is built from state).
    var optionSpecs: [OptionSpec] {
        guard let source else { return [] }
        return [StateDocumentOption.spec] + source.options.map { .value($0.name, valueName: $0.valueName, help: $0.help) }
    }

    package var names: [String] { entries.map(\.name) }

    /// The folders the catalog's goldens live in (`relisten`, `gallery`, …): the only
    /// places where `check` looks for files it no longer produces.
    package var ownedFolders: Set<String> {
        Set(names.map { name in name.lastIndex(of: "/").map { String(name[..<$0]) } ?? "" })
    }

    /// Whether `name` (a golden or pending name) lies in one of ``ownedFolders``. This is
    /// the catalog's claim only: before deleting, ask ``GoldenOwnership`` (via
    /// `store.ownership(catalogNames:)`), which also knows the test files' folders.
    package func owns(_ name: String) -> Bool {
        let folder = name.lastIndex(of: "/").map { String(name[..<$0]) } ?? ""
        return ownedFolders.contains(folder)
    }

    /// The entries matched by any of `filters` (all entries when there are none).
    package func entries(matching filters: [String]) -> [CatalogEntry] {
        guard !filters.isEmpty else { return entries }
        return entries.filter { entry in filters.contains { NameFilter.matches($0, entry.name) } }
    }

    /// Throws a usage error for the first invalid or duplicated name, or for a name that
    /// is also a folder of another (`a.txt` and `a.txt/b.txt`).
    package func validate() throws(CommandError) {
        var seen: Set<String> = []
        for name in names {
            try SnapshotName.validate(name)
            if !seen.insert(name).inserted {
                throw .usage("The catalog lists '\(name)' twice")
            }
        }
        var spellings: [String: String] = [:]
        for name in names {
            if let other = spellings.updateValue(name, forKey: name.lowercased()), other != name {
                throw .usage("The catalog lists '\(other)' and '\(name)', which differ only by case: on macOS's default "
                    + "case-insensitive file system they are one file. Rename one of them.")
            }
        }
        for name in names where seen.contains(where: { $0.hasPrefix(name + "/") }) {
            throw .usage("The catalog uses '\(name)' both as a golden and as a folder")
        }
    }
}
