import TemplateKitLite

/// The input contract of RelistenScreens: one JSON document describing the loaded catalog
/// and the phone's local state (see `Docs/state-document.md`).
///
/// ```swift
/// let state = try StateDocument.decode(Array(text.utf8), file: "state.json")
/// ```
public enum StateDocument {
    /// The largest document decoded: 256 MiB. Decoding holds the document's text (its
    /// show bodies freed one by one as they are read), a small tape and the typed catalog,
    /// then the catalog and its indexes — about 2.5 times the document (2.6× for a 98 MB
    /// one, 2.5× for 196 MB), up to about five times when the text is not passed over or
    /// one value three levels down holds most of it — so larger ones are refused (with
    /// ``tooLarge(_:file:)``), unread, rather than risking the process.
    public static let maximumBytes = 256 * 1_024 * 1_024

    /// The error for a document of `byteCount` bytes over ``maximumBytes``, e.g.
    /// `state.json: $: the document is 296.4 MB; state documents are limited to 256 MiB …`.
    public static func tooLarge(_ byteCount: Int, file: String? = nil) -> StateDocumentError {
        let tenths = byteCount / 100_000
        return StateDocumentError(
            file: file, path: "$",
            message: "the document is \(tenths / 10).\(tenths % 10) MB; state documents are limited to "
                + "\(maximumBytes / 1_048_576) MiB (decoding takes up to about five times the document in memory)")
    }

    /// Parses and decodes a state document; every error names its JSON path. Documents
    /// over ``maximumBytes`` are refused before parsing. Pass the bytes over (`consume`,
    /// or a temporary) to let decoding free them early: a caller that keeps its copy
    /// keeps the document in memory until the end.
    ///
    /// A document is read in one pass over its bytes into the typed model
    /// (``OnePassDecoder``, its show bodies on every core); one that pass does not take
    /// (an error, or a rare shape such as an escaped key) is read again the careful way,
    /// which names the problem.
    public static func decode(_ bytes: consuming [UInt8], file: String? = nil) throws(StateDocumentError) -> AppState {
        try decode(bytes, file: file, parts: .perCore)
    }

    /// ``decode(_:file:)`` on one core (`catalog.shows` read in one part): what the bench
    /// sets beside the decode on every core.
    package static func decodeOnOneCore(_ bytes: consuming [UInt8], file: String? = nil) throws(StateDocumentError) -> AppState {
        try decode(bytes, file: file, parts: .one)
    }

    private static func decode(_ bytes: consuming [UInt8], file: String?, parts: ShowMapParts) throws(StateDocumentError) -> AppState {
        if bytes.count > maximumBytes { throw tooLarge(bytes.count, file: file) }
        if isReadInOnePass(bytes), let decoded = OnePassDecoder.decode(bytes, parts: parts) {
            _ = consume bytes  // the text goes before the catalog's indexes are built
            return decoded.appState()
        }
        return try decodeCarefully(bytes, file: file)
    }

    /// The largest document read in one pass, less its whitespace: 48 MiB. The pass holds
    /// the whole text until its end beside the typed model it writes and the uuids it has
    /// seen (about 3.3 times a compact document at its peak, measured at 98 and 196 MB); a
    /// larger one is read the careful way, which frees each show's text once read (about
    /// 2.5 times), so that no document costs more than 3 times its size.
    static let onePassMaximumBytes = 48 * 1_048_576

    /// Whether `bytes` are read in one pass: at most ``onePassMaximumBytes`` once their
    /// whitespace is left out. The typed model grows with the text less its whitespace,
    /// so a pretty-printed document (the compact one's size again in indentation) costs
    /// the pass little more than its compact form (measured: a 156 MB peak for 61 MB, 2.6
    /// times, where the careful way took 145 MB and four times as long).
    ///
    ///     StateDocument.isReadInOnePass(bytes)   // 61 MB pretty-printed, 32 MB compact: true
    static func isReadInOnePass(_ bytes: [UInt8]) -> Bool {
        bytes.count <= onePassMaximumBytes
            || bytes.count - JSONWhitespace.count(in: bytes, stoppingPast: onePassMaximumBytes) <= onePassMaximumBytes
    }

    /// Decodes a document the careful way only (a tape, then ``Node``s): what
    /// ``decode(_:file:)`` falls back to, and what the one pass is checked against.
    package static func decodeCarefully(_ bytes: consuming [UInt8], file: String? = nil) throws(StateDocumentError) -> AppState {
        if bytes.count > maximumBytes { throw tooLarge(bytes.count, file: file) }
        let decoded: DecodedDocument
        do {
            // The tape is a temporary: freed here, before the catalog's indexes are built.
            decoded = try DecodedDocument(Node(root: tape(consume bytes)))
        } catch {
            var located = error
            located.file = file
            throw located
        }
        return decoded.appState()
    }

    /// Decodes a document in one pass only: nil when that pass does not take it (see
    /// ``decode(_:file:)``). For the tests and the fuzzer that hold it to the careful way.
    package static func decodeInOnePass(_ bytes: [UInt8]) -> AppState? {
        guard bytes.count <= maximumBytes else { return nil }
        return OnePassDecoder.decode(bytes)?.appState()
    }

    /// The depth of the values decoded one at a time, whose text is kept apart and freed
    /// once read: the members of `catalog.shows` (one show body each), of `catalog.years`
    /// and `catalog.year_shows`, and the elements of `catalog.artists`.
    static let separateValueDepth = 3

    /// The validated tape of `bytes`, its values at ``separateValueDepth`` kept apart
    /// (the bytes themselves are freed on return); a syntax error is located at `$`.
    private static func tape(_ bytes: consuming [UInt8]) throws(StateDocumentError) -> JSONTape {
        do {
            return try JSONParser.tape(bytes, deferredDepth: separateValueDepth).keepingApart()
        } catch {
            throw StateDocumentError(file: nil, path: "$", message: error.description)
        }
    }

    /// Decodes an already parsed document, written back to JSON text and decoded as
    /// bytes are (one decoder: the tree is a convenience for tests and tools).
    public static func decode(_ value: JSONValue, file: String? = nil) throws(StateDocumentError) -> AppState {
        try decode(JSONValueText.bytes(value), file: file)
    }
}
