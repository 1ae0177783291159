import Foundation
import Testing
import TemplateKitLite
@testable import SnapshotTool

/// Long work shows its progress on a terminal and nowhere else (issue 31, item 6): the
/// line appears only after about two seconds, is redrawn in place, and is cleared at the end.
@Suite struct ProgressLineTests {
    /// A clock the test moves; each reading can also move it on by `step`.
    final class FakeClock: @unchecked Sendable {
        private let lock = NSLock()
        private var time = 0.0
        private let step: Double
        init(step: Double = 0) { self.step = step }
        func set(_ seconds: Double) { lock.withLock { time = seconds } }
        func now() -> Double { lock.withLock { defer { time += step }; return time } }
    }

    static func terminal(_ buffer: TextBuffer, _ clock: FakeClock, isTerminal: Bool = true) -> ProgressLine.Terminal {
        ProgressLine.Terminal(writer: buffer, isTerminal: isTerminal, now: { clock.now() })
    }

    @Test func drawsInPlaceOnATerminalOnceTheWorkHasRunTwoSeconds() {
        let buffer = TextBuffer(), clock = FakeClock()
        let progress = ProgressLine("check", unit: "goldens", total: 4, terminal: Self.terminal(buffer, clock), environment: [:])
        progress.update(1)
        #expect(buffer.text.isEmpty, "nothing before the delay")
        clock.set(2.5)
        progress.update(2)
        #expect(buffer.text == "\rcheck: 2/4 goldens [##########----------] 50%")
        clock.set(2.55)
        progress.update(3)
        #expect(!buffer.text.contains("3/4"), "at most one drawing per interval")
        clock.set(2.7)
        progress.update(3)
        #expect(buffer.text.hasSuffix("\rcheck: 3/4 goldens [###############-----] 75%"))
        progress.finish()
        let width = "check: 3/4 goldens [###############-----] 75%".count
        #expect(buffer.text.hasSuffix("\r" + String(repeating: " ", count: width) + "\r"), "cleared at the end")
        clock.set(10)
        progress.update(4)
        #expect(buffer.text.hasSuffix(String(repeating: " ", count: width) + "\r"), "nothing drawn once finished")
    }

    @Test func aLineWithoutATotalCountsAndAShorterLineWipesTheLongerOne() {
        let buffer = TextBuffer(), clock = FakeClock()
        let progress = ProgressLine("lint: screens", unit: "screens", total: nil, terminal: Self.terminal(buffer, clock), environment: [:])
        clock.set(3)
        progress.update(12)
        #expect(buffer.text == "\rlint: screens: 12 screens")
        clock.set(4)
        progress.begin("lint: rules", unit: "", total: nil)
        #expect(buffer.text.hasSuffix("\rlint: rules…" + String(repeating: " ", count: "lint: screens: 12 screens".count - "lint: rules…".count)))
        progress.finish()
    }

    @Test func silentWhenStandardErrorIsNotATerminal() {
        let buffer = TextBuffer(), clock = FakeClock()
        let progress = ProgressLine("lint", unit: "stacks", terminal: Self.terminal(buffer, clock, isTerminal: false), environment: [:])
        clock.set(60)
        for count in 1...100 { progress.update(count) }
        progress.finish()
        #expect(buffer.text.isEmpty && !progress.shows)
    }

    @Test func silentWhenCIIsSetAndShownWhenItSaysNo() {
        for (value, shows) in [("true", false), ("1", false), ("yes", false), ("0", true), ("false", true), ("", true)] {
            let buffer = TextBuffer(), clock = FakeClock()
            let progress = ProgressLine("bench", unit: "rows", total: 3, terminal: Self.terminal(buffer, clock), environment: ["CI": value])
            clock.set(5)
            progress.update(1)
            progress.finish()
            #expect(progress.shows == shows, "CI=\(value)")
            #expect(buffer.text.isEmpty == !shows, "CI=\(value): \(buffer.text.debugDescription)")
        }
    }

    @Test func workFinishedUnderTwoSecondsDrawsNothing() {
        let buffer = TextBuffer(), clock = FakeClock()
        let progress = ProgressLine("review", unit: "goldens", total: 500, terminal: Self.terminal(buffer, clock), environment: [:])
        for count in 1...500 {
            clock.set(Double(count) * 0.0039)  // 1.95 s in all
            progress.update(count)
        }
        progress.finish()
        #expect(buffer.text.isEmpty)
    }

    @Test func theLineNeverWrapsAnEightyColumnTerminal() {
        let buffer = TextBuffer(), clock = FakeClock()
        let progress = ProgressLine(String(repeating: "long task ", count: 12), unit: "things", total: 1_000_000,
                                    terminal: Self.terminal(buffer, clock), environment: [:])
        clock.set(3)
        progress.update(999_999)
        #expect(progress.text.count == 79 && buffer.text == "\r" + progress.text)
        progress.finish()
    }

    /// Three screens and a stack check that visits five stacks on each car, counted as it goes.
    static let lintCatalog = SnapshotCatalog(
        (1...3).map { index in SnapshotEntry("podcast/screen-\(index)") { ListTemplate("Screen \(index)") {} } },
        stackChecks: [StackCheck.onEveryCar("stack", reporting: { cars, progress in
            cars.map { _ in
                for _ in 0..<5 { progress.visited() }
                return StackCheckOutcome(visited: 5, problems: [])
            }
        })])

    /// `lint` on a fake terminal whose clock runs a second per reading: its progress is
    /// drawn on the terminal (screens, then the stacks the check visits) and cleared, and
    /// what it prints is what it prints without.
    @Test func lintDrawsItsProgressOnATerminalAndPrintsTheSame() {
        func run(_ environment: [String: String], terminal: ProgressLine.Terminal) -> (output: String, errors: String) {
            let output = TextBuffer(), errors = TextBuffer()
            let context = CommandContext(output: output, errors: errors, environment: environment, workingDirectory: "/",
                                         outputIsTerminal: false, catalog: Self.lintCatalog, progressTerminal: terminal)
            _ = SnapshotTool.run(["lint", "--rules", "carplay"], context: context)
            return (output.text, errors.text)
        }
        let plain = run([:], terminal: .none)
        expect(plain.output, contains: "in 3 screens and 10 reachable stacks")
        let drawn = TextBuffer()
        let shown = run([:], terminal: Self.terminal(drawn, FakeClock(step: 1)))
        #expect(shown == plain)
        #expect(drawn.text.contains("\rlint: screens: 1/3 screens ["), "\(drawn.text.debugDescription)")
        #expect(drawn.text.contains("\rlint: stack check: 10 visited"), "\(drawn.text.debugDescription)")
        #expect(drawn.text.hasSuffix(" \r"), "cleared at the end")
        let onCI = TextBuffer()
        #expect(run(["CI": "true"], terminal: Self.terminal(onCI, FakeClock(step: 1))) == plain)
        #expect(onCI.text.isEmpty)
    }
}
