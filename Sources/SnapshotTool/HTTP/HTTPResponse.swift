import GoldenCore
/// A response the server writes and then closes the connection (`Connection: close`) or,
/// when the client asked, keeps it open for the next request (`Connection: keep-alive`);
/// or an event stream that stays open for ``HTTPServer/broadcast(_:data:)``.
///
///     HTTPResponse(status: 200, contentType: "text/plain; charset=utf-8", body: Array("ok\n".utf8))
package struct HTTPResponse: Sendable {
    package var status: Int
    package var headers: [(name: String, value: String)]
    package var body: [UInt8]
    /// A `text/event-stream` kept open: the body is sent first, then every broadcast.
    package var isEventStream = false

    package init(status: Int, contentType: String = "text/plain; charset=utf-8", body: [UInt8] = [], headers: [(name: String, value: String)] = []) {
        self.status = status
        self.headers = [("Content-Type", contentType)] + headers
        self.body = body
    }

    /// A plain-text response, e.g. an error: `HTTPResponse.text(404, "No screen 'x'\n")`.
    package static func text(_ status: Int, _ text: String) -> HTTPResponse {
        HTTPResponse(status: status, body: Array(text.utf8))
    }

    /// A server-sent event stream: `retry` tells the browser how soon to reconnect (ms).
    package static func eventStream(first: String) -> HTTPResponse {
        var response = HTTPResponse(status: 200, contentType: "text/event-stream", body: Array(("retry: 500\n" + first).utf8),
                                    headers: [("Cache-Control", "no-store")])
        response.isEventStream = true
        return response
    }

    /// The bytes on the wire: status line, headers, blank line, body. `isHead` leaves the
    /// body out (its length is still announced); `keepAlive` announces that the connection
    /// stays open.
    package func serialized(isHead: Bool = false, keepAlive: Bool = false) -> [UInt8] {
        var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if !isEventStream { head += "Content-Length: \(body.count)\r\n" }
        head += "Connection: \(isEventStream || keepAlive ? "keep-alive" : "close")\r\nX-Content-Type-Options: nosniff\r\n"
        head += "Referrer-Policy: no-referrer\r\n\r\n"
        return Array(head.utf8) + (isHead ? [] : body)
    }

    package static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 204: "No Content"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 409: "Conflict"
        case 411: "Length Required"
        case 413: "Content Too Large"
        case 414: "URI Too Long"
        case 422: "Unprocessable Content"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 503: "Service Unavailable"
        case 505: "HTTP Version Not Supported"
        default: "Status"
        }
    }
}
