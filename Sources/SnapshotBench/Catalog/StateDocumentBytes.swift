import LiveCatalog
import SnapshotTool
import TemplateKitLite
import GoldenCore
import RelistenScreens

/// Writes an ``AppState``'s catalog and favourite artists as a state document (see
/// `Docs/state-document.md`), straight into bytes: the benchmarks need documents of tens
/// to hundreds of megabytes, too big to build as a `JSONValue` tree first.
///
///     let bytes = StateDocumentBytes.of(SyntheticCatalog.gratefulDeadSized())
enum StateDocumentBytes {
    /// The order of the catalog's keys.
    enum KeyOrder {
        /// `artists`, `years`, `year_shows`, `shows`: each section after the ones it
        /// depends on, so the decoder reads each where it lies.
        case dependencies
        /// `artists`, `shows`, `year_shows`, `years`: as writers that sort keys put them
        /// (`shows` then waits for the two sections after it).
        case sorted
    }

    static func of(_ state: AppState, keys: KeyOrder = .dependencies) -> [UInt8] {
        var out = Writer()
        let sections = [("artists", artists), ("years", years), ("year_shows", yearShows), ("shows", shows)]
        out.raw("{\"catalog\": {")
        for (index, (name, write)) in (keys == .sorted ? sections.sorted { $0.0 < $1.0 } : sections).enumerated() {
            out.key(name, index)
            write(state.catalog, &out)
        }
        out.raw("},\n\"library\": {\"favorite_artists\": [")
        for (index, uuid) in state.library.favoriteArtists.sorted().enumerated() {
            out.separator(index)
            out.string(uuid)
        }
        out.raw("]}}\n")
        return out.bytes
    }

    /// `bytes` (a JSON text) pretty-printed as `JSONSerialization`'s `.prettyPrinted` and
    /// Python's `indent=2` write it: each member and element on a line of its own,
    /// indented two spaces a level, `": "` after keys; empty containers stay `{}` and `[]`.
    ///
    ///     StateDocumentBytes.prettyPrinted(Array(#"{"a": [1, 2]}"#.utf8))   // {\n  "a": [\n    1,\n    2\n  ]\n}
    static func prettyPrinted(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [], depth = 0, index = 0
        out.reserveCapacity(bytes.count * 2)
        func newLine() {
            out.append(UInt8(ascii: "\n"))
            out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
        }
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                continue
            case UInt8(ascii: "\""):
                let start = index - 1
                while bytes[index] != UInt8(ascii: "\"") { index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1 }
                index += 1
                out.append(contentsOf: bytes[start..<index])
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                out.append(byte)
                if let next = bytes[index...].first(where: { $0 > 0x20 }), next == UInt8(ascii: "}") || next == UInt8(ascii: "]") {
                    continue
                }
                depth += 1
                newLine()
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if let last = out.last, last != UInt8(ascii: "{") && last != UInt8(ascii: "[") {
                    depth -= 1
                    newLine()
                }
                out.append(byte)
            case UInt8(ascii: ","):
                out.append(byte)
                newLine()
            case UInt8(ascii: ":"):
                out.append(contentsOf: [UInt8(ascii: ":"), UInt8(ascii: " ")])
            default:
                out.append(byte)
            }
        }
        return out
    }

    /// `bytes` (a JSON text) with every `/` written `\/`, as `JSONEncoder` writes them
    /// unless told not to (a `/` is only ever in a string).
    ///
    ///     StateDocumentBytes.escapingSlashes(Array(#"{"url": "a/b"}"#.utf8))   // {"url": "a\/b"}
    static func escapingSlashes(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 8)
        for byte in bytes {
            if byte == UInt8(ascii: "/") { out.append(UInt8(ascii: "\\")) }
            out.append(byte)
        }
        return out
    }

    private static func artists(_ catalog: Catalog, _ out: inout Writer) {
        out.raw("[")
        for (index, artist) in catalog.artists.enumerated() {
            out.separator(index)
            out.object([("uuid", .text(artist.uuid)), ("name", .text(artist.name)), ("sort_name", .text(artist.sortName)),
                        ("slug", .text(artist.slug)), ("featured", .int(artist.featuredFlags)),
                        ("show_count", .int(artist.showCount)), ("source_count", .int(artist.sourceCount))])
        }
        out.raw("]")
    }

    private static func years(_ catalog: Catalog, _ out: inout Writer) {
        out.raw("{")
        for (index, (artist, years)) in sortedEntries(catalog.years).enumerated() {
            out.key(artist, index)
            out.array(years) { out, year in
                out.object([("uuid", .text(year.uuid)), ("year", .text(year.year)), ("show_count", .int(year.showCount)),
                            ("source_count", .int(year.sourceCount))])
            }
        }
        out.raw("}")
    }

    private static func yearShows(_ catalog: Catalog, _ out: inout Writer) {
        out.raw("{")
        for (index, (year, shows)) in sortedEntries(catalog.yearShows).enumerated() {
            out.key(year, index)
            out.array(shows) { out, show in out.object(showFields(show)) }
        }
        out.raw("}")
    }

    private static func shows(_ catalog: Catalog, _ out: inout Writer) {
        out.raw("{")
        for (index, (uuid, detail)) in sortedEntries(catalog.showDetails).enumerated() {
            out.key(uuid, index)
            out.object(showFields(detail.show) + [("sources", .nested { out in
                out.array(detail.sources) { out, source in write(source, &out) }
            })])
        }
        out.raw("}")
    }

    private static func sortedEntries<Value>(_ map: [String: Value]) -> [(String, Value)] {
        map.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    private static func showFields(_ show: Show) -> [(String, Writer.Field)] {
        [("uuid", .text(show.uuid)), ("display_date", .text(show.displayDate)),
         ("avg_rating", .number(show.avgRating)), ("source_count", .int(show.sourceCount)),
         ("has_soundboard_source", .flag(show.hasSoundboardSource)),
         ("venue", .nested { out in out.object([("name", .text(show.venue?.name ?? "")), ("location", .text(show.venue?.location ?? ""))]) })]
    }

    private static func write(_ source: Source, _ out: inout Writer) {
        out.object([("uuid", .text(source.uuid)), ("source", .text(source.source ?? "")), ("taper", .text(source.taper ?? "")),
                    ("is_soundboard", .flag(source.isSoundboard)), ("avg_rating", .number(source.avgRating)),
                    ("avg_rating_weighted", .number(source.avgRatingWeighted)), ("num_ratings", .int(source.numRatings)),
                    ("sets", .nested { out in
                        out.array(source.sets) { out, set in
                            out.object([("index", .int(set.index)), ("name", .text(set.name)), ("is_encore", .flag(set.isEncore)),
                                        ("tracks", .nested { out in out.array(set.tracks) { out, track in write(track, &out) } })])
                        }
                    })])
    }

    private static func write(_ track: Track, _ out: inout Writer) {
        var fields: [(String, Writer.Field)] = [("uuid", .text(track.uuid)), ("track_position", .int(track.position)),
                                                ("title", .text(track.title)), ("duration", .number(track.duration ?? 0))]
        if let url = track.mp3URL { fields.append(("mp3_url", .text(url))) }
        out.object(fields)
    }

    /// A minimal JSON byte writer: the synthetic names need no escaping beyond `"` and `\`.
    struct Writer {
        enum Field {
            case text(String), int(Int), number(Double), flag(Bool)
            case nested((inout Writer) -> Void)
        }

        var bytes: [UInt8] = []

        mutating func raw(_ text: String) { bytes.append(contentsOf: text.utf8) }

        mutating func separator(_ index: Int) { if index > 0 { raw(",\n") } }

        mutating func key(_ key: String, _ index: Int) {
            separator(index)
            string(key)
            raw(": ")
        }

        mutating func string(_ text: String) {
            bytes.append(UInt8(ascii: "\""))
            for byte in text.utf8 {
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { bytes.append(UInt8(ascii: "\\")) }
                bytes.append(byte)
            }
            bytes.append(UInt8(ascii: "\""))
        }

        mutating func object(_ fields: [(String, Field)]) {
            raw("{")
            for (index, (name, field)) in fields.enumerated() {
                if index > 0 { raw(", ") }
                string(name)
                raw(": ")
                switch field {
                case .text(let text): string(text)
                case .int(let value): raw(String(value))
                case .number(let value): raw(value.description)
                case .flag(let value): raw(value ? "true" : "false")
                case .nested(let write): write(&self)
                }
            }
            raw("}")
        }

        mutating func array<Element>(_ elements: [Element], _ write: (inout Writer, Element) -> Void) {
            raw("[")
            for (index, element) in elements.enumerated() {
                if index > 0 { raw(", ") }
                write(&self, element)
            }
            raw("]")
        }
    }
}
