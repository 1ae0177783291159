#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGINT and SIGTERM turned into a flag the serve loop reads between polls (a byte on a
/// pipe: the only thing a signal handler may safely do), so the server stops cleanly
/// instead of dying mid-write.
enum InterruptSignal {
    /// Installs the handlers; call once, before serving.
    static func install() {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, fcntl(fd, F_GETFD) | FD_CLOEXEC)
        }
        interruptPipe = (fds[0], fds[1])
        signal(SIGINT, interruptHandler)
        signal(SIGTERM, interruptHandler)
        // A parent may have started us with them blocked (a test runner, a spawn that keeps
        // its mask): then Ctrl-C would wait forever.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, SIGINT)
        sigaddset(&unblock, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    }

    /// Whether a signal arrived since the last call.
    static func received() -> Bool {
        guard interruptPipe.read >= 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 16)
        var any = false
        while read(interruptPipe.read, &buffer, buffer.count) > 0 { any = true }
        return any
    }
}

nonisolated(unsafe) private var interruptPipe: (read: Int32, write: Int32) = (-1, -1)

private func interruptHandler(_: Int32) {
    var byte: UInt8 = 1
    _ = write(interruptPipe.write, &byte, 1)
}
