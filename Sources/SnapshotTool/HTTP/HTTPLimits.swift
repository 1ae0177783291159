import GoldenCore
/// What one connection may send and how long it may take: a request over a limit is
/// answered with its status (431, 413, 414, 408) and the connection closed.
///
///     HTTPLimits(headerBytes: 16_384, bodyBytes: 1 << 20, requestSeconds: 10)
package struct HTTPLimits: Sendable {
    /// The request line and headers together, up to the blank line.
    package var headerBytes = 16 * 1_024
    package var targetBytes = 8 * 1_024
    package var headerCount = 100
    package var bodyBytes = 64 * 1_024 * 1_024
    /// From the connection's accept to the request's last byte (slow clients).
    package var requestSeconds = 10.0
    /// From the request to the response's last byte written (slow readers).
    package var responseSeconds = 30.0
    /// Connections open at once (event streams included); more are answered 503.
    package var connections = 128
    /// Bytes waiting for an event stream's reader; a reader further behind is dropped.
    package var streamBacklogBytes = 1 << 20

    package init(headerBytes: Int = 16 * 1_024, bodyBytes: Int = 64 * 1_024 * 1_024, requestSeconds: Double = 10, connections: Int = 128) {
        self.headerBytes = headerBytes
        self.bodyBytes = bodyBytes
        self.requestSeconds = requestSeconds
        self.connections = connections
    }
}
