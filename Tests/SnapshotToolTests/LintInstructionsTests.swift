@testable import SnapshotBench
import Testing

/// The instruction-count row reads callgrind's own figure for what it collected (a
/// row that collected nothing fails, naming the function it looked for).
struct LintInstructionsTests {
    @Test func theTotalsLineIsTheFigure() {
        let output = "version: 1\ncreator: callgrind-3.19.0\nevents: Ir\nsummary: 900\nfn=(1) x\n1 5\ntotals: 1234567\n"
        #expect(LintInstructions.totals(output) == 1_234_567)
        #expect(LintInstructions.totals("events: Ir\nsummary: 42\n") == 42)
        #expect(LintInstructions.totals("events: Ir\n") == nil)
    }
}
