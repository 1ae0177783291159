import GoldenCore
/// The refusal rules of a server that binds only the loopback address: a request whose
/// `Host` is not a loopback name is refused (a DNS-rebinding page on another site would
/// send its own host name), and a state-changing request must carry an `Origin` of this
/// server (a page elsewhere cannot post to it).
///
///     LoopbackGuard(port: 8421).refusal(for: request)   // nil, or (403, "Host 'evil.example' is not …")
package struct LoopbackGuard: Sendable {
    package let port: Int

    package init(port: Int) {
        self.port = port
    }

    /// The host names a loopback server answers to.
    static let loopbackNames: Set<String> = ["127.0.0.1", "localhost", "[::1]"]

    package func refusal(for request: HTTPRequest) -> (status: Int, message: String)? {
        let host = request.header("host") ?? ""
        guard isLoopbackHost(host) else {
            return (403, "Host '\(host)' is not a loopback name of this server (127.0.0.1, localhost or [::1] on port \(port))")
        }
        guard request.changesState else { return nil }
        guard let origin = request.header("origin") else {
            return (403, "\(request.method) needs an Origin header naming this server (http://127.0.0.1:\(port))")
        }
        guard isOwnOrigin(origin) else { return (403, "Origin '\(origin)' is not this server") }
        return nil
    }

    /// `localhost`, `127.0.0.1:8421`, `[::1]:8421`: a loopback name, with this port if any.
    package func isLoopbackHost(_ host: String) -> Bool {
        let lower = host.lowercased()
        if Self.loopbackNames.contains(lower) { return true }
        guard let colon = lower.lastIndex(of: ":") else { return false }
        let name = String(lower[..<colon])
        return Self.loopbackNames.contains(name) && lower[lower.index(after: colon)...] == Substring(String(port))
    }

    /// `http://127.0.0.1:8421`, `http://localhost:8421` or `http://[::1]:8421` (the page's
    /// own origin): a loopback name and this port, exactly. `http://[::1]` without a port
    /// is port 80, another server.
    package func isOwnOrigin(_ origin: String) -> Bool {
        let lower = origin.lowercased()
        return Self.loopbackNames.contains { lower == "http://\($0):\(port)" }
    }
}
