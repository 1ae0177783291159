#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import GoldenCore

/// The input of a peak-memory row: a file on disk, and the arguments that make a fresh
/// `snapshot` process handle it and print its own peak memory (``PeakMemory/report()``).
/// A child process is measured so the figure is that work alone, not the bench's
/// earlier rows (a process's peak never goes down).
package struct PeakMemoryProbe {
    package let inputBytes: Int
    package let childArguments: [String]
    package let finish: () -> Void

    package init(inputBytes: Int, childArguments: [String], finish: @escaping () -> Void) {
        self.inputBytes = inputBytes
        self.childArguments = childArguments
        self.finish = finish
    }
}

/// Peak resident memory of this process: on Linux its address space's high-water mark
/// (`VmHWM` in `/proc/self/status`), elsewhere `getrusage(RUSAGE_SELF).ru_maxrss` (bytes
/// on macOS). What the kernel counted, not an estimate.
///
/// Not `ru_maxrss` on Linux: a child started with `posix_spawn` (as ``ofChild(_:)`` does)
/// inherits at `exec` the peak of the parent's memory, so a child of a bench that has
/// just built a 200 MB document would report the bench's peak, not its own.
package enum PeakMemory {
    /// This process's peak resident bytes so far.
    package static func ofThisProcess() -> Int {
        #if os(Linux)
        if let peak = highWaterMark() { return peak }
        #endif
        var usage = rusage()
        guard getrusage(rusageSelf, &usage) == 0 else { return 0 }
        #if canImport(Darwin)
        return Int(usage.ru_maxrss)
        #else
        return Int(usage.ru_maxrss) * 1024
        #endif
    }

    /// `VmHWM` of `/proc/self/status` in bytes (the file gives kilobytes), if readable.
    private static func highWaterMark() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let digits = line.dropFirst(6).filter(\.isNumber)
            return Int(digits).map { $0 * 1024 }
        }
        return nil
    }

    #if canImport(Glibc)
    private static let rusageSelf = RUSAGE_SELF.rawValue
    #else
    private static let rusageSelf = RUSAGE_SELF
    #endif

    /// Set to `1` in a child's environment, any command prints ``report()`` last (how the
    /// bench measures `render`, `lint` and `review` as `/usr/bin/time -f %M` would).
    package static let reportKey = "SNAPSHOT_REPORT_PEAK"

    /// The line a child prints last: `peak-rss-bytes <n>`.
    package static func report() -> String { "peak-rss-bytes \(ofThisProcess())" }

    /// What a child reported: its peak, or the error it refused the input with.
    package enum ChildResult {
        case peak(Int)
        case refused(String)
    }

    /// Runs this executable with `arguments`: the peak it reports, or, when it exits 1,
    /// the error it printed (a documented refusal is a result, not a bench failure).
    package static func ofChild(_ arguments: [String]) throws(CommandError) -> ChildResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executablePath)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging([reportKey: "1"]) { _, new in new }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch {
            throw .failure("cannot start \(executablePath) for a peak-memory row: \(error)")
        }
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let complaint = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let last = printed.split(separator: "\n").last.map(String.init) ?? ""
        // Exit 1 with a peak printed is a finished run that found something (`lint`'s
        // errors, `review`'s failed renders): its peak is still the figure.
        let finished = process.terminationStatus == 0 || process.terminationStatus == 1
        if finished, last.hasPrefix("peak-rss-bytes "), let bytes = Int(last.dropFirst(15)) {
            return .peak(bytes)
        }
        let message = complaint.split(separator: "\n").first.map(String.init) ?? ""
        guard process.terminationStatus == 1, !message.isEmpty else {
            throw .failure("the peak-memory child (\(arguments.joined(separator: " "))) failed: exit \(process.terminationStatus), output '\(last)'")
        }
        return .refused(message)
    }

    /// This executable (Linux: `/proc/self/exe`, so a relative `argv[0]` does not matter).
    package static var executablePath: String {
        #if os(Linux)
        return "/proc/self/exe"
        #else
        return Bundle.main.executablePath ?? CommandLine.arguments[0]
        #endif
    }
}
