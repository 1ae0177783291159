import TemplateKitLite

/// The input contract of RelistenScreens: one JSON document describing the loaded catalog
/// and the phone's local state (see `Docs/state-document.md`).
///
/// ```swift
/// let state = try StateDocument.decode(Array(text.utf8), file: "state.json")
/// ```
public enum StateDocument {
    /// Parses and decodes a state document; every error names its JSON path.
    public static func decode(_ bytes: [UInt8], file: String? = nil) throws(StateDocumentError) -> AppState {
        let value: JSONValue
        do {
            value = try JSONParser.parse(bytes)
        } catch {
            throw StateDocumentError(file: file, path: "$", message: error.description)
        }
        return try decode(value, file: file)
    }

    /// Decodes an already parsed document (no syntax checks are needed).
    public static func decode(_ value: JSONValue, file: String? = nil) throws(StateDocumentError) -> AppState {
        do {
            return try decodeRoot(Node(value: value, path: .root))
        } catch {
            var located = error
            located.file = file
            throw located
        }
    }

    private static func decodeRoot(_ root: Node) throws(StateDocumentError) -> AppState {
        let object = try root.object()
        var catalogDecoder = CatalogDecoder()
        let catalog = try catalogDecoder.decode(try object.optional("catalog")?.object() ?? ObjectNode(fields: [:], path: root.path.appending(key: "catalog")))
        let local = LocalStateDecoder(catalog: catalog)
        return AppState(
            catalog: catalog,
            library: try local.library(object.optional("library")),
            history: try local.history(object.optional("history")),
            player: try local.player(object.optional("player")),
            loading: try local.loading(object.optional("loading")),
            network: try local.network(object.optional("network")),
            userFilters: try local.userFilters(object.optional("user_filters"))
        )
    }
}
