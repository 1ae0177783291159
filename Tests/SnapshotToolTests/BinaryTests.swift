import Foundation
import Testing

/// The built `snapshot` executable itself, next to the test bundle in the products folder.
struct BinaryTests {
    /// `<products>/snapshot`, found beside the test bundle.
    static var executable: URL? { BuiltExecutable.named("snapshot") }

    private func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let executable = try #require(Self.executable, "the snapshot executable is built next to the tests")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
    }

    @Test func helpExitsZeroOnStandardOutput() throws {
        let result = try run(["--help"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("OVERVIEW: "))
        #expect(result.errors.isEmpty)
    }

    @Test func anUnknownSubcommandExits64OnStandardError() throws {
        let result = try run(["bogus"])
        #expect(result.status == 64)
        #expect(result.output.isEmpty)
        #expect(result.errors.hasPrefix("Error: Unknown subcommand 'bogus'\n"))
    }
}
