#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import GoldenCore

/// What long work shows on standard error while it runs: one line, redrawn in place
/// with `\r`, that says what is being done and how far it is, and is cleared when the
/// work ends. The one rule of when to show it and how to draw it:
///
/// - only on a terminal, and never when `CI` is set (``CommandContext/isCI(_:)``);
/// - only once the work has run ``delay`` (about two seconds): quick work shows nothing;
/// - then at most every ``interval``, on each step and, on a real terminal, also between
///   steps (a long decode still shows what it is doing);
/// - `task: done/total unit [#####---------------] 25%` with a total, `task: done unit`
///   without, `task…` for a part counted in no unit.
///
///     let progress = context.progress("check", unit: "goldens", total: names.count)
///     defer { progress.finish() }   // the line is gone before anything else is printed
///     for name in names { check(name); progress.step() }
package final class ProgressLine: @unchecked Sendable {
    /// Where the line goes and how time is read: the real standard error and clock, or a
    /// buffer, a flag and a fake clock in tests.
    package struct Terminal: @unchecked Sendable {
        package var writer: any TextOutput
        package var isTerminal: Bool
        /// Seconds on a monotonic clock.
        package var now: @Sendable () -> Double
        /// Whether the line is also redrawn between steps, from a thread of its own.
        package var ticks: Bool

        package init(writer: any TextOutput, isTerminal: Bool, ticks: Bool = false,
                     now: @escaping @Sendable () -> Double = ProgressLine.monotonicSeconds) {
            self.writer = writer
            self.isTerminal = isTerminal
            self.ticks = ticks
            self.now = now
        }

        /// The process's standard error, unfiltered (``TerminalSafeOutput`` would escape the
        /// `\r`; the line holds only the tool's own words and numbers).
        package static var standardError: Terminal {
            Terminal(writer: StandardStream(.error), isTerminal: isatty(STDERR_FILENO) == 1, ticks: true)
        }

        /// Nowhere: for work that shows no progress.
        package static var none: Terminal { Terminal(writer: TextBuffer(), isTerminal: false) }
    }

    /// How long work runs before its line appears.
    package static let delay = 2.0
    /// The least time between two drawings.
    package static let interval = 0.1
    /// The widest line drawn, so it never wraps on an 80-column terminal.
    static let width = 79

    private let lock = NSLock()
    private var task: String
    private var unit: String
    private var total: Int?
    private var done = 0
    private let terminal: Terminal
    /// Whether this line may ever be drawn (a terminal, not CI).
    package let shows: Bool
    private let started: Double
    private var lastDrawn = -Double.infinity
    private var drawnWidth = 0
    private var finished = false

    /// Progress of `task` counted in `unit`, out of `total` when it is known. Shows
    /// nothing unless `terminal` is a terminal and `environment` does not say CI.
    package init(_ task: String, unit: String, total: Int? = nil, terminal: Terminal, environment: [String: String]) {
        self.task = task
        self.unit = unit
        self.total = total
        self.terminal = terminal
        shows = terminal.isTerminal && !CommandContext.isCI(environment)
        started = shows ? terminal.now() : 0
        if shows, terminal.ticks { startTicking() }
    }

    deinit { clear() }

    /// One more step of the work is finished.
    package func step() { update(done + 1) }

    /// `done` steps of the work are finished.
    package func update(_ done: Int) {
        guard shows else { self.done = done; return }
        lock.withLock {
            self.done = done
            drawIfDue()
        }
    }

    /// The work moved on to another part: `task`, counted afresh in `unit` (the same unit
    /// unless given) out of `total`.
    package func begin(_ task: String, unit: String? = nil, total: Int?) {
        lock.withLock {
            self.task = task
            self.unit = unit ?? self.unit
            self.total = total
            done = 0
            lastDrawn = -Double.infinity
            if shows { drawIfDue() }
        }
    }

    /// Redraws the line if it is due, with no step finished (what the ticking thread does).
    package func tick() {
        guard shows else { return }
        lock.withLock { drawIfDue() }
    }

    /// Clears the line, if it was drawn, and draws no more. Call before printing anything else.
    package func finish() { clear() }

    /// The line for the current count, e.g. `check: 120/480 goldens [#####---------------] 25%`.
    package var text: String { lock.withLock { line } }

    private var line: String {
        var line = "\(task): "
        if unit.isEmpty {
            line = task + "…"
        } else if let total, total > 0 {
            let fraction = Double(min(done, total)) / Double(total)
            let filled = Int(fraction * 20)
            line += "\(done)/\(total) \(unit) ["
                + String(repeating: "#", count: filled) + String(repeating: "-", count: 20 - filled) + "] \(Int(fraction * 100))%"
        } else {
            line += "\(done) \(unit)"
        }
        return String(line.prefix(Self.width))
    }

    /// Draws when shown, not finished, past the delay, and an interval after the last drawing.
    private func drawIfDue() {
        let now = terminal.now()
        guard !finished, now - started >= Self.delay, now - lastDrawn >= Self.interval else { return }
        let text = line
        // Spaces wipe what a longer line left.
        terminal.writer.write("\r" + text + String(repeating: " ", count: max(drawnWidth - text.count, 0)))
        terminal.writer.flush()
        drawnWidth = max(drawnWidth, text.count)
        lastDrawn = now
    }

    private func clear() {
        lock.withLock {
            finished = true
            guard drawnWidth > 0 else { return }
            terminal.writer.write("\r" + String(repeating: " ", count: drawnWidth) + "\r")
            terminal.writer.flush()
            drawnWidth = 0
        }
    }

    /// Redraws every ``interval`` until finished (or let go).
    private func startTicking() {
        Thread.detachNewThread { [weak self] in
            while true {
                Thread.sleep(forTimeInterval: Self.interval)
                guard let line = self, !line.lock.withLock({ line.finished }) else { return }
                line.tick()
            }
        }
    }

    /// Seconds since an arbitrary start, never going back.
    package static func monotonicSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
