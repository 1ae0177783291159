#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import GoldenCore
import TemplateKitLite

/// The running preview: the HTTP server, the state file and source watches, rebuilds,
/// and a clean stop on SIGINT (every connection closed, a running build stopped, the
/// socket closed; nothing written but the `--state` file on the page's save).
struct ServeLoop {
    let session: PreviewSession
    let socket: LoopbackSocket
    let context: CommandContext
    let watched: [String]
    /// This process's identity for the page: a new one after a rebuild makes it refetch.
    let generation = "\(getpid())-\(Int(Date().timeIntervalSince1970))"
    private var build = BuildStatus.idle

    init(session: PreviewSession, socket: LoopbackSocket, context: CommandContext, watched: [String]) {
        self.session = session
        self.socket = socket
        self.context = context
        self.watched = watched
    }

    enum BuildStatus {
        case idle, building, restarting
        case failed(String)

        var json: JSONValue {
            switch self {
            case .idle: .object(["state": .string("idle")])
            case .building: .object(["state": .string("building")])
            case .restarting: .object(["state": .string("restarting")])
            case .failed(let message): .object(["state": .string("failed"), "message": .string(message)])
            }
        }
    }

    mutating func run() -> ExitCode {
        let statusBox = StatusBox()
        let session = session
        let routes = PreviewRoutes(session: session, status: { statusBox.value })
        let server = HTTPServer(socket: socket) { routes.respond($0) }
        var watcher = watched.isEmpty ? nil : SourceWatcher(folders: watched)
        let rebuild = Self.rebuild(context)
        var lastWatch = Date()
        var lastPing = Date()
        var restart = false
        statusBox.value = status()
        server.run(tickSeconds: 0.05) {
            if InterruptSignal.received() { server.stop(); return }
            if let line = session.nextAnnouncement() { announce(line, server, statusBox) }
            if Date().timeIntervalSince(lastWatch) >= 0.5, let rebuild {
                lastWatch = Date()
                if watcher?.poll() == true, !rebuild.isRunning { startBuild(rebuild, server, statusBox) }
            }
            if let rebuild, let done = rebuild.finished() {
                restart = finishBuild(done, rebuild, server, statusBox)
            }
            if Date().timeIntervalSince(lastPing) >= 15 {
                lastPing = Date()
                server.broadcast("ping", data: "{}")
            }
        }
        if restart, let rebuild {
            let problem = Rebuild.replaceProcess(executable: rebuild.executable, listeningDescriptor: socket.descriptor)
            context.errors.writeLine("Error: \(problem)")
            server.closeListener()
            return .failure
        }
        rebuild?.cancel()
        server.closeListener()
        context.output.writeLine("Stopped.")
        return .success
    }

    private func status() -> JSONValue {
        .object(["generation": .string(generation), "version": .int(session.version), "build": build.json])
    }

    private func announce(_ line: String, _ server: HTTPServer, _ box: StatusBox) {
        context.output.writeLine(line)
        fflush(stdout)
        box.value = status()
        server.broadcast("reload", data: oneLine(status()))
    }

    private mutating func startBuild(_ rebuild: Rebuild, _ server: HTTPServer, _ box: StatusBox) {
        do { try rebuild.start() } catch {
            build = .failed("cannot run swift build: \(error)")
            announce("Build not started: \(error)", server, box)
            return
        }
        build = .building
        announce("Sources changed: building \(rebuild.product)…", server, box)
        server.broadcast("build", data: oneLine(build.json))
    }

    /// Restart after a good build; show the compiler's message after a bad one.
    private mutating func finishBuild(_ done: (succeeded: Bool, output: String), _ rebuild: Rebuild, _ server: HTTPServer, _ box: StatusBox) -> Bool {
        let seconds = rebuild.startedAt.map { String(format: "%.1f", Date().timeIntervalSince($0)) } ?? "?"
        if done.succeeded {
            build = .restarting
            announce("Rebuilt \(rebuild.product) in \(seconds) s; restarting on the same port", server, box)
            server.broadcast("build", data: oneLine(build.json))
            server.stop()
            return true
        }
        let message = Rebuild.compilerMessage(done.output)
        build = .failed(message)
        let first = message.split(separator: "\n").first.map(String.init) ?? "swift build failed"
        announce("Build failed after \(seconds) s: \(first); the last good render stays", server, box)
        server.broadcast("build", data: oneLine(build.json))
        return false
    }

    /// The rebuild of this executable, when it was built in its owner package.
    static func rebuild(_ context: CommandContext) -> Rebuild? {
        guard let owner = context.ownerPackage, !owner.isEmpty,
              let executable = Bundle.main.executablePath.flatMap(FileSystem.resolved) else { return nil }
        return Rebuild(executable: executable, packagePath: owner)
    }

    private func oneLine(_ value: JSONValue) -> String {
        value.canonicalText().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined()
    }
}

/// The status the routes read: set by the loop, read by the handler (the same thread).
final class StatusBox {
    var value: JSONValue = .null
}
