import GoldenCore
/// Parses one HTTP/1.1 request from the bytes received so far, within ``HTTPLimits``:
/// strict about what it accepts (CRLF line ends, token methods and header names, one
/// `Host`, a plain `Content-Length`, no chunked or folded input), so nothing ambiguous
/// reaches a handler.
///
///     HTTPRequestParser.parse(Array("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n".utf8), limits: .init())
///     // .complete(request)
package enum HTTPRequestParser {
    package enum Outcome: Equatable {
        /// More bytes are needed.
        case incomplete
        case complete(HTTPRequest)
        /// The request is refused with this status and message; the connection closes.
        case refused(status: Int, message: String)
    }

    /// `screen` is asked once the header is in, before any body is waited for: a request
    /// it refuses (a foreign `POST`) is answered without its body being read.
    package static func parse(
        _ bytes: [UInt8], limits: HTTPLimits, screen: (HTTPRequest) -> (status: Int, message: String)? = { _ in nil }
    ) -> Outcome {
        guard let end = headerEnd(bytes, limit: limits.headerBytes) else {
            if let problem = firstLineProblem(bytes, limits: limits) { return problem }
            if bytes.count > limits.headerBytes { return .refused(status: 431, message: "request header over \(limits.headerBytes) bytes") }
            return .incomplete
        }
        let head = bytes[..<end]
        guard let text = String(validating: head, as: UTF8.self) else { return .refused(status: 400, message: "request header is not UTF-8") }
        let lines = text.components(separatedByCRLF: ())
        let requestLine: (method: String, target: String)
        switch parseRequestLine(lines[0], limits: limits) {
        case .success(let line): requestLine = line
        case .failure(let refusal): return .refused(status: refusal.status, message: refusal.message)
        }
        var headers: [(name: String, value: String)] = []
        for line in lines.dropFirst() {
            switch parseHeader(line) {
            case .success(let header): headers.append(header)
            case .failure(let refusal): return .refused(status: refusal.status, message: refusal.message)
            }
            if headers.count > limits.headerCount { return .refused(status: 431, message: "more than \(limits.headerCount) headers") }
        }
        var request = HTTPRequest(method: requestLine.method, target: requestLine.target, headers: headers)
        if let problem = framingProblem(request) { return problem }
        if let refusal = screen(request) { return .refused(status: refusal.status, message: refusal.message) }
        let length = Int(request.header("content-length") ?? "0") ?? 0
        guard length <= limits.bodyBytes else { return .refused(status: 413, message: "body over \(limits.bodyBytes) bytes") }
        let bodyStart = end + 4
        guard bytes.count >= bodyStart + length else { return .incomplete }
        request.body = Array(bytes[bodyStart..<(bodyStart + length)])
        request.wireLength = bodyStart + length
        return .complete(request)
    }

    struct Refusal: Error {
        let status: Int
        let message: String
    }

    /// The offset of the `\r\n\r\n` ending the header, searched within `limit` bytes.
    static func headerEnd(_ bytes: [UInt8], limit: Int) -> Int? {
        let count = min(bytes.count, limit + 4)
        guard count >= 4 else { return nil }
        var index = 0
        while index + 3 < count {
            if bytes[index] == 13, bytes[index + 1] == 10, bytes[index + 2] == 13, bytes[index + 3] == 10 { return index }
            index += 1
        }
        return nil
    }

    /// A request line already too long or bad before the header has ended.
    static func firstLineProblem(_ bytes: [UInt8], limits: HTTPLimits) -> Outcome? {
        let lineEnd = bytes.firstIndex(of: 10) ?? bytes.count
        if lineEnd > limits.targetBytes + 64 { return .refused(status: 414, message: "request target over \(limits.targetBytes) bytes") }
        if bytes.prefix(lineEnd).contains(0) { return .refused(status: 400, message: "NUL byte in the request line") }
        return nil
    }

    static func parseRequestLine(_ line: String, limits: HTTPLimits) -> Result<(method: String, target: String), Refusal> {
        let parts = line.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3 else { return .failure(Refusal(status: 400, message: "malformed request line")) }
        let (method, target, version) = (String(parts[0]), String(parts[1]), String(parts[2]))
        guard !method.isEmpty, method.utf8.allSatisfy(isTokenByte) else { return .failure(Refusal(status: 400, message: "malformed method")) }
        guard target.utf8.count <= limits.targetBytes else {
            return .failure(Refusal(status: 414, message: "request target over \(limits.targetBytes) bytes"))
        }
        guard target.hasPrefix("/"), target.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
            return .failure(Refusal(status: 400, message: "the request target must be a path (origin-form)"))
        }
        guard version.hasPrefix("HTTP/") else { return .failure(Refusal(status: 400, message: "malformed HTTP version")) }
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            return .failure(Refusal(status: 505, message: "only HTTP/1.1 and HTTP/1.0 are served"))
        }
        return .success((method, target))
    }

    static func parseHeader(_ line: String) -> Result<(name: String, value: String), Refusal> {
        guard let colon = line.firstIndex(of: ":") else {
            let folded = line.first == " " || line.first == "\t"
            return .failure(Refusal(status: 400, message: folded ? "folded header lines are not accepted" : "malformed header line"))
        }
        let name = String(line[..<colon])
        guard !name.isEmpty, name.utf8.allSatisfy(isTokenByte) else {
            return .failure(Refusal(status: 400, message: "malformed header name"))
        }
        let value = line[line.index(after: colon)...].trimmingSpacesAndTabs()
        guard value.utf8.allSatisfy({ $0 == 9 || ($0 >= 0x20 && $0 != 0x7F) }) else {
            return .failure(Refusal(status: 400, message: "control character in header '\(name)'"))
        }
        return .success((name.lowercased(), value))
    }

    /// One `Host`; a plain decimal `Content-Length`, sent once; no `Transfer-Encoding`.
    static func framingProblem(_ request: HTTPRequest) -> Outcome? {
        if request.headerCount("host") != 1 { return .refused(status: 400, message: "exactly one Host header is required") }
        if request.header("transfer-encoding") != nil {
            return .refused(status: 501, message: "Transfer-Encoding is not accepted; send Content-Length")
        }
        if request.headerCount("content-length") > 1 { return .refused(status: 400, message: "Content-Length sent twice") }
        if let length = request.header("content-length"),
           length.isEmpty || length.utf8.count > 18 || !length.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
            return .refused(status: 400, message: "malformed Content-Length")
        }
        if request.changesState, request.header("content-length") == nil {
            return .refused(status: 411, message: "Content-Length is required")
        }
        return nil
    }

    /// RFC 9110 `tchar`.
    static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
        default: Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
        }
    }
}

extension String {
    /// The lines of a header block split at `\r\n`; a bare `\r` or `\n` inside a line
    /// stays in it (and fails the header checks).
    func components(separatedByCRLF _: Void) -> [String] {
        var lines: [String] = []
        var current: [UInt8] = []
        var bytes = Array(utf8).makeIterator()
        var pendingCR = false
        while let byte = bytes.next() {
            if pendingCR {
                pendingCR = false
                if byte == 10 { lines.append(String(decoding: current, as: UTF8.self)); current = []; continue }
                current.append(13)
            }
            if byte == 13 { pendingCR = true } else { current.append(byte) }
        }
        if pendingCR { current.append(13) }
        lines.append(String(decoding: current, as: UTF8.self))
        return lines
    }
}

extension Substring {
    func trimmingSpacesAndTabs() -> String {
        guard let start = firstIndex(where: { $0 != " " && $0 != "\t" }),
              let end = lastIndex(where: { $0 != " " && $0 != "\t" }) else { return "" }
        return String(self[start...end])
    }
}
