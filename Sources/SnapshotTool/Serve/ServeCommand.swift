#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import GoldenCore
import TemplateKitLite

/// `snapshot serve`: the catalog as a live preview in the browser, on 127.0.0.1 only.
/// See Docs/preview.md.
package enum ServeCommand {
    package static let command = Command(spec: spec, takesCatalogOptions: true, perform: perform)

    /// The port when `--port` is not given.
    package static let defaultPort = 8421
    /// Set by a server that replaces itself after a rebuild: the listening socket it hands over.
    static let listenDescriptorKey = "SNAPSHOT_SERVE_LISTEN_FD"
    static let reloadKey = "SNAPSHOT_SERVE_RELOADED"

    package static let spec = CommandSpec(
        name: "serve", abstract: "Serve a live preview of every screen, scenario and journey in the browser.",
        discussion: "Prints 'Serving http://127.0.0.1:PORT/' first, then one line per reload. Binds 127.0.0.1 only. "
            + "The page re-renders when the --state file changes; when a watched folder changes (default: the catalog "
            + "package's Sources) it rebuilds this executable with 'swift build' and restarts on the same port. "
            + "GET /render/NAME?format=text|json|details&profile=P returns exactly what 'render' prints. Ctrl-C stops it.",
        options: [
            .value("port", valueName: "n", help: "The port (default \(defaultPort); 0 picks a free one)."),
            .value("watch", valueName: "dir", help: "A folder to watch for rebuilds; repeat the option for more (default: the catalog package's Sources; 'none' for no rebuilds)."),
            .flag("open", help: "Open the page in the default browser."),
        ])

    package static func perform(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let port = try parsePort(arguments.value("port"))
        let values = arguments.values.filter { key, _ in (context.catalog.source?.options ?? []).contains { $0.name == key } }
        let session = try PreviewSession(context: context, statePath: arguments.value("state"), optionValues: values)
        let socket = try listeningSocket(port: port)
        let url = "http://127.0.0.1:\(socket.port)/"
        if context.environment[reloadKey] == "1" {
            context.output.writeLine("Reloaded: rebuilt \(HelpText.toolName); serving \(url) again")
        } else {
            context.output.writeLine("Serving \(url)")
        }
        fflush(stdout)
        if arguments.flag("open") { openInBrowser(url, context) }
        InterruptSignal.install()
        var loop = ServeLoop(session: session, socket: socket, context: context, watched: watchedFolders(arguments, context))
        return loop.run()
    }

    static func parsePort(_ value: String?) throws(CommandError) -> Int {
        guard let value else { return defaultPort }
        guard let port = Int(value), (0...65_535).contains(port) else { throw .usage("--port '\(value)' must be a number from 0 to 65535") }
        return port
    }

    private static func listeningSocket(port: Int) throws(CommandError) -> LoopbackSocket {
        do {
            if let inherited = ProcessInfo.processInfo.environment[listenDescriptorKey].flatMap(Int32.init) {
                unsetenv(listenDescriptorKey)
                return try LoopbackSocket.adopt(inherited)
            }
            return try LoopbackSocket.listen(port: port)
        } catch {
            throw .failure("\(error)" + (port == defaultPort ? " (is another serve running? try --port 0)" : ""))
        }
    }

    /// `--watch a --watch b` (or `--watch a,b`) as absolute folders; by default the owner
    /// package's `Sources`.
    static func watchedFolders(_ arguments: ParsedArguments, _ context: CommandContext) -> [String] {
        let given = arguments.values("watch")
        if !given.isEmpty {
            if given == ["none"] { return [] }
            return given.flatMap { $0.split(separator: ",") }.map { context.absolutePath(String($0)) }
        }
        guard let owner = context.ownerPackage, !owner.isEmpty else { return [] }
        return [owner + "/Sources"]
    }

    private static func openInBrowser(_ url: String, _ context: CommandContext) {
        #if canImport(Darwin)
        let opener = "open"
        #else
        let opener = "xdg-open"
        #endif
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [opener, url]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { context.errors.writeLine("warning: cannot open a browser (\(opener)): \(error)") }
    }
}
