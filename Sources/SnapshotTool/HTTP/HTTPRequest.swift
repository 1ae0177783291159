import GoldenCore
/// One parsed HTTP/1.1 request: its method, decoded path and query, headers (names in
/// lower case, in order) and body.
///
///     GET /render/artists@loaded?format=json HTTP/1.1
///     → method "GET", path "/render/artists@loaded", query ["format": "json"]
package struct HTTPRequest: Sendable, Equatable {
    package var method: String
    /// The request target as sent (`/render/x?format=json`).
    package var target: String
    /// The target's path, percent-decoded.
    package var path: String
    /// The query's parameters, percent-decoded; the last of a repeated name wins.
    package var query: [String: String]
    package var headers: [(name: String, value: String)]
    package var body: [UInt8]
    /// How many bytes the request took on the wire (header and body), so the next request
    /// on a kept-alive connection starts after it.
    package var wireLength = 0

    package init(method: String, target: String, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.method = method
        self.target = target
        let question = target.firstIndex(of: "?")
        self.path = URLComponentsText.decode(String(target[..<(question ?? target.endIndex)]), plusIsSpace: false) ?? ""
        self.query = question.map { URLComponentsText.query(String(target[target.index(after: $0)...])) } ?? [:]
        self.headers = headers
        self.body = body
    }

    /// The value of the header `name` (any case), if sent once or more (the first).
    package func header(_ name: String) -> String? {
        let lower = name.lowercased()
        return headers.first { $0.name == lower }?.value
    }

    /// How many times the header `name` was sent.
    package func headerCount(_ name: String) -> Int {
        let lower = name.lowercased()
        return headers.filter { $0.name == lower }.count
    }

    /// Whether the client asked to keep the connection open (`Connection: keep-alive`, as
    /// browsers send): then the server answers and waits for the next request on it.
    package var asksToKeepAlive: Bool {
        let tokens = headers.filter { $0.name == "connection" }
            .flatMap { $0.value.lowercased().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
        return tokens.contains("keep-alive") && !tokens.contains("close")
    }

    /// Whether the method may change state on the server (anything but GET, HEAD, OPTIONS).
    package var changesState: Bool { !["GET", "HEAD", "OPTIONS"].contains(method) }

    package static func == (a: HTTPRequest, b: HTTPRequest) -> Bool {
        a.method == b.method && a.target == b.target && a.body == b.body
            && a.headers.map(\.name) == b.headers.map(\.name) && a.headers.map(\.value) == b.headers.map(\.value)
    }
}

/// Percent-decoding of paths and `application/x-www-form-urlencoded` queries.
package enum URLComponentsText {
    /// `%41b+c` → `Ab c` (with `plusIsSpace`); nil for a bad escape or bytes that are not UTF-8.
    package static func decode(_ text: String, plusIsSpace: Bool) -> String? {
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8).makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
                bytes.append(high << 4 | low)
            case UInt8(ascii: "+") where plusIsSpace: bytes.append(UInt8(ascii: " "))
            default: bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// `a=1&b=x%20y` → `["a": "1", "b": "x y"]`; pairs that do not decode are dropped.
    package static func query(_ text: String) -> [String: String] {
        var out: [String: String] = [:]
        for pair in text.split(separator: "&") where !pair.isEmpty {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = decode(String(parts[0]), plusIsSpace: true),
                  let value = decode(parts.count > 1 ? String(parts[1]) : "", plusIsSpace: true) else { continue }
            out[name] = value
        }
        return out
    }

    /// `text` percent-encoded for a query value or a path segment (unreserved bytes kept).
    package static func encode(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            let isUnreserved = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                || [UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "@"), UInt8(ascii: "/")].contains(byte)
            out += isUnreserved ? String(UnicodeScalar(byte)) : "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 15, radix: 16, uppercase: true)
        }
        return out
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }
}
