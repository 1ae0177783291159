import Foundation
import Testing

/// `snapshot serve` as a process: its first line, a render over real HTTP, and a clean
/// stop on SIGINT (exit 0, the port closed).
@Suite(.serialized) struct ServeProcessTests {
    @Test func printsServingFirstAnswersRenderAndStopsCleanlyOnSIGINT() throws {
        let executable = try #require(BinaryTests.executable, "the snapshot executable is built next to the tests")
        let process = Process()
        process.executableURL = executable
        process.arguments = ["serve", "--port", "0", "--watch", "none"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        let first = try #require(Self.firstLine(output.fileHandleForReading))
        #expect(first.hasPrefix("Serving http://127.0.0.1:") && first.hasSuffix("/"))
        let port = try #require(Int(first.dropFirst("Serving http://127.0.0.1:".count).dropLast()))
        #expect(port > 0)
        let response = try LoopbackClient.exchange(port: port, "GET /render/artists@loaded HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
        #expect(LoopbackClient.status(response) == 200)
        expect(response, contains: "Relisten")
        Self.expectStopsCleanlyOnSIGINT(process, output: output, port: port)
    }

    /// Sends `process` SIGINT: it says `Stopped.`, exits 0 and closes `port`.
    static func expectStopsCleanlyOnSIGINT(_ process: Process, output: Pipe, port: Int) {
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        let rest = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(rest == "Stopped.\n")
        #expect(throws: (any Error).self) { try LoopbackClient(port: port) }
    }

    /// Save in the state editor: every open page gets a `reload` event and standard output
    /// a `Reloaded (saved …)` line, as for an edit of the file on disk.
    @Test func saveFromThePageReloadsEveryOpenPageAndSaysSo() throws {
        let executable = try #require(BinaryTests.executable, "the snapshot executable is built next to the tests")
        let folder = NSTemporaryDirectory() + "serve-save-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "{}\n".write(toFile: folder + "/state.json", atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = executable
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.arguments = ["serve", "--port", "0", "--watch", "none", "--state", "state.json"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        let first = try #require(Self.firstLine(output.fileHandleForReading))
        let port = try #require(Int(first.dropFirst("Serving http://127.0.0.1:".count).dropLast()))
        let page = try LoopbackClient(port: port)
        defer { page.close() }
        page.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
        #expect(page.read(for: 0.5).contains("event: hello"))
        let body = #"{"catalog": {"artists": [{"uuid": "a-1", "name": "Phish", "sort_name": "Phish", "featured": 1}]}}"#
        let saved = try LoopbackClient.exchange(port: port, "POST /api/state HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
            + "Origin: http://127.0.0.1:\(port)\r\nContent-Length: \(body.utf8.count)\r\n\r\n" + body)
        #expect(LoopbackClient.status(saved) == 200, "\(saved)")
        #expect(page.read(for: 1).contains("event: reload"))
        let line = try #require(Self.firstLine(output.fileHandleForReading))
        #expect(line.hasPrefix("Reloaded (saved state.json from the page)"), "\(line)")
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
    }

    @Test func aPortInUseFailsWithAClearMessage() throws {
        let executable = try #require(BinaryTests.executable, "the snapshot executable is built next to the tests")
        let running = try RunningServer()
        defer { running.stop() }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["serve", "--port", String(running.port), "--watch", "none"]
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        expect(message, contains: "cannot listen on 127.0.0.1:\(running.port)")
    }

    /// The first line the process writes (bytes read one at a time, so nothing after it is consumed).
    static func firstLine(_ handle: FileHandle) -> String? {
        var bytes: [UInt8] = []
        while true {
            let byte = handle.readData(ofLength: 1)
            guard let value = byte.first else { return nil }
            if value == 10 { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(value)
        }
    }
}
