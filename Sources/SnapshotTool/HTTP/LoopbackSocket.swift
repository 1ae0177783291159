#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GoldenCore

/// A listening TCP socket on 127.0.0.1, non-blocking and close-on-exec, or one handed
/// over by the process that exec'd this one (a rebuilt server keeps its port).
///
///     let socket = try LoopbackSocket.listen(port: 0)   // a free port: socket.port
package struct LoopbackSocket: Sendable {
    package let descriptor: Int32
    package let port: Int

    /// Binds 127.0.0.1:`port` (0: any free port) and listens.
    package static func listen(port: Int) throws(HTTPServerError) -> LoopbackSocket {
        guard (0...65_535).contains(port) else { throw HTTPServerError("port \(port) is not between 0 and 65535") }
        let descriptor = socket(AF_INET, Int32(streamType), 0)
        guard descriptor >= 0 else { throw .system("cannot open a socket") }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = in_addr_t(UInt32(0x7F00_0001).bigEndian)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else {
            let error = HTTPServerError.system("cannot listen on 127.0.0.1:\(port)")
            close(descriptor)
            throw error
        }
        guard Glibc_listen(descriptor) == 0 else {
            close(descriptor)
            throw .system("cannot listen on 127.0.0.1:\(port)")
        }
        return try adopt(descriptor)
    }

    /// A listening socket this process inherited (its descriptor number), checked to be
    /// one bound to the loopback address.
    package static func adopt(_ descriptor: Int32) throws(HTTPServerError) -> LoopbackSocket {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard named == 0, address.sin_family == sa_family_t(AF_INET),
              UInt32(bigEndian: address.sin_addr.s_addr) == 0x7F00_0001 else {
            throw HTTPServerError("descriptor \(descriptor) is not a socket listening on 127.0.0.1")
        }
        Descriptor.setNonBlocking(descriptor)
        Descriptor.setCloseOnExec(descriptor, true)
        return LoopbackSocket(descriptor: descriptor, port: Int(UInt16(bigEndian: address.sin_port)))
    }

    #if canImport(Glibc)
    static let streamType = Int32(SOCK_STREAM.rawValue)
    #else
    static let streamType = SOCK_STREAM
    #endif
}

/// `listen(2)` under a name that does not clash with ``LoopbackSocket/listen(port:)``.
private func Glibc_listen(_ descriptor: Int32) -> Int32 { listen(descriptor, 128) }

/// Small descriptor helpers.
package enum Descriptor {
    static func setNonBlocking(_ descriptor: Int32) {
        let flags = fcntl(descriptor, F_GETFL)
        _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK)
    }

    /// Close-on-exec on or off (off: a rebuilt server inherits its listening socket).
    package static func setCloseOnExec(_ descriptor: Int32, _ on: Bool) {
        let flags = fcntl(descriptor, F_GETFD)
        _ = fcntl(descriptor, F_SETFD, on ? flags | FD_CLOEXEC : flags & ~FD_CLOEXEC)
    }
}

/// Why the server could not start or serve.
package struct HTTPServerError: Error, CustomStringConvertible, Sendable {
    package let description: String

    init(_ description: String) { self.description = description }

    static func system(_ what: String) -> HTTPServerError {
        HTTPServerError("\(what): \(String(cString: strerror(errno)))")
    }
}
