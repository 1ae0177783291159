import Foundation

/// The `swift test` command a test process belongs to: the arguments of its parent
/// `swift-test` process, and the options of that command known not to leave tests out.
/// SwiftPM gives Swift Testing the command's options and an XCTest worker of `--parallel`
/// one test's name, so the parent's command is what says whether a run was complete.
///
///     SwiftTestCommand.arguments()   // ["swift-test", "--parallel", "--skip-build"]
enum SwiftTestCommand {
    /// Options without a value that select no tests.
    static let plainOptions: Set<String> = [
        "--parallel", "--no-parallel", "--skip-build", "-v", "--verbose", "--very-verbose", "--vv", "-q", "--quiet",
        "--enable-code-coverage", "--disable-code-coverage", "--enable-testable-imports", "--disable-testable-imports",
        "--disable-sandbox", "--enable-experimental-prebuilts", "--disable-experimental-prebuilts",
        "--enable-swift-testing", "--enable-xctest", "--experimental-event-stream-output",
    ]

    /// Options with a value that select no tests (`--testing-library` is Swift Testing's
    /// own process's: SwiftPM adds `--testing-library swift-testing`).
    static let valueOptions: Set<String> = [
        "--num-workers", "-c", "--configuration", "--xunit-output", "--build-path", "--scratch-path", "--package-path",
        "--cache-path", "--config-path", "--security-path", "-j", "--jobs", "-Xswiftc", "-Xcc", "-Xcxx", "-Xlinker",
        "--sanitize", "--triple", "--swift-sdk", "--toolchain", "--attachments-path", "--experimental-attachments-path",
        "--event-stream-output-path", "--event-stream-version", "--experimental-event-stream-version",
        "--configuration-path", "--testing-library",
    ]

    /// The parent's arguments when the parent is `swift-test` (read from `/proc`); nil
    /// elsewhere (then a test process's own arguments are all there is).
    static func arguments(parent: pid_t = getppid()) -> [String]? {
        guard let comm = try? String(contentsOfFile: "/proc/\(parent)/comm", encoding: .utf8),
              comm.trimmingCharacters(in: .whitespacesAndNewlines) == "swift-test",
              let raw = FileManager.default.contents(atPath: "/proc/\(parent)/cmdline") else { return nil }
        return raw.split(separator: 0, omittingEmptySubsequences: false).dropLast().map { String(decoding: $0, as: UTF8.self) }
    }
}
