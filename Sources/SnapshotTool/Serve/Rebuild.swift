#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import GoldenCore

/// `swift build` of the running executable's own product, in the background; on success
/// the server replaces itself (exec) on the same listening socket.
///
///     swift build --package-path PKG --scratch-path PKG/.build -c debug --product snapshot
final class Rebuild {
    /// The executable, as an absolute path (what is exec'd after the build).
    let executable: String
    let packagePath: String
    private var process: Process?
    private let output = OutputCollector()
    private(set) var startedAt: Date?

    init(executable: String, packagePath: String) {
        self.executable = executable
        self.packagePath = packagePath
    }

    var product: String { (executable as NSString).lastPathComponent }
    var isRunning: Bool { process?.isRunning ?? false }

    /// `<scratch>/<triple>/<configuration>/<product>` → the arguments that rebuild it.
    var arguments: [String] {
        let configurationFolder = (executable as NSString).deletingLastPathComponent
        let configuration = (configurationFolder as NSString).lastPathComponent.hasPrefix("release") ? "release" : "debug"
        var arguments = ["build", "--package-path", packagePath, "-c", configuration, "--product", product]
        let scratch = ((configurationFolder as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        if (scratch as NSString).lastPathComponent.hasPrefix(".build") { arguments += ["--scratch-path", scratch] }
        return arguments
    }

    func start() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        output.reset()
        let collector = output
        pipe.fileHandleForReading.readabilityHandler = { handle in collector.append(handle.availableData) }
        try process.run()
        self.process = process
        startedAt = Date()
    }

    /// The finished build's status and output, once it has finished (nil while it runs).
    func finished() -> (succeeded: Bool, output: String)? {
        guard let process, !process.isRunning else { return nil }
        self.process = nil
        (process.standardOutput as? Pipe)?.fileHandleForReading.readabilityHandler = nil
        if let rest = try? (process.standardOutput as? Pipe)?.fileHandleForReading.readToEnd() { output.append(rest) }
        return (process.terminationStatus == 0, output.text)
    }

    /// Stops a running build (SIGINT, then SIGKILL after 5 s) and waits for it.
    func cancel() {
        guard let process, process.isRunning else { return }
        process.interrupt()
        let deadline = Date().addingTimeInterval(5)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        self.process = nil
    }

    /// The compiler's error lines with a little context, for the page (at most 60 lines).
    static func compilerMessage(_ output: String) -> String {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let errors = lines.indices.filter { lines[$0].contains("error:") }
        guard !errors.isEmpty else { return lines.suffix(40).joined(separator: "\n") }
        var keep: [String] = []
        var seen: Set<String> = []
        for index in errors where seen.insert(lines[index]).inserted {
            keep += lines[index..<min(lines.count, index + 4)]
            if keep.count >= 60 { break }
        }
        return keep.prefix(60).joined(separator: "\n")
    }

    /// Replaces this process with the rebuilt executable, same arguments, handing over
    /// the listening socket (`SNAPSHOT_SERVE_LISTEN_FD`). Returns only if exec failed.
    static func replaceProcess(executable: String, listeningDescriptor: Int32) -> String {
        Descriptor.setCloseOnExec(listeningDescriptor, false)
        setenv(ServeCommand.listenDescriptorKey, String(listeningDescriptor), 1)
        setenv(ServeCommand.reloadKey, "1", 1)
        fflush(stdout)
        let arguments = [executable] + CommandLine.arguments.dropFirst()
        var pointers = arguments.map { strdup($0) } + [nil]
        execv(executable, &pointers)
        let problem = String(cString: strerror(errno))
        Descriptor.setCloseOnExec(listeningDescriptor, true)
        return "cannot run the rebuilt \(executable): \(problem)"
    }
}

/// Bytes a child process writes, gathered from its pipe's handler thread.
final class OutputCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func append(_ more: Data) { lock.withLock { data.append(more) } }
    func reset() { lock.withLock { data = Data() } }
    var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
}
