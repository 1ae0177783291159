import Foundation
import Testing
import RelistenScreens
import TemplateKitLite
@testable import LiveCatalog
@testable import SnapshotTool

/// "Record as journey": the click-through car's path as `SnapshotJourney` taps. Pasted as a
/// journey through the same reducer, the taps end on the stack the car shows.
@Suite struct JourneyRecordingTests {
    /// The live catalog's click-through car after `steps` (`t1.r0`), on an unconstrained car.
    static func relisten(_ steps: String) throws -> NavigationReplay {
        let navigation = try #require(SnapshotCatalog.live.navigation)
        return navigation.replay(try #require(NavigationStep.parse(steps)), .unconstrained)
    }

    /// `taps` as a journey from the same start, through Relisten's reducer.
    static func relistenJourney(_ taps: [JourneyTap]) -> SnapshotJourney {
        SnapshotJourney("journeys/recorded", start: RelistenCar(state: .default, stack: AppStack(tab: .browse)), taps: taps,
                        stack: RelistenNavigation.templates, reduce: RelistenNavigation.reduce)
    }

    /// The last frame a journey writes for `stack`.
    static func frame(_ stack: [Template]) -> String {
        JourneyDrawing.render(stack, TextRenderer(profile: .unconstrained))
    }

    @Test(arguments: ["t1.r1", "t1.r0.u0", "t2.r3.r0", "r1.r2.r1.r0.r1.n0.n1.u0.r2"])
    func recordedTapsReplayAsAJourneyToTheSameStack(steps: String) throws {
        let replay = try Self.relisten(steps)
        #expect(replay.error == nil)
        let taps = replay.journeyTaps.compactMap { $0 }
        #expect(taps.count == replay.journeyTaps.count, "every step is a journey tap: \(replay.journeyTaps)")
        let text = try Self.relistenJourney(taps).render(.unconstrained, .driver)
        #expect(text.hasSuffix(Self.frame(replay.stack)), "\(text)")
    }

    @Test func tabSwitchesAreTabTapsAndRowsAreNamedByTheirText() throws {
        let replay = try Self.relisten("t1.r1")
        #expect(replay.journeyTaps == [.tab("My Library"), .text("Downloaded shows")])
        let code = NavigationJSON(replay: replay, steps: [], profile: .unconstrained).journeyCode()
        #expect(code.contains("taps: [.tab(\"My Library\"), .text(\"Downloaded shows\")]"), "\(code)")
        #expect(code.contains("summary: \"My Library → Downloaded shows\""), "\(code)")
    }

    /// Without a catalog printer: the taps as `[JourneyTap]`; after Back a generic journey
    /// stops following, and what it left out is a comment, not part of the summary.
    @Test func afterBackTheGenericJourneyStopsFollowingAndLeavesTheRestOutOfTheSummary() throws {
        var replay = try Self.relisten("r1.b.r2")
        #expect(replay.journeyTaps == [.text("Grateful Dead"), nil, nil])
        replay.catalogJourneyCode = nil
        let code = NavigationJSON(replay: replay, steps: [], profile: .unconstrained).journeyCode()
        #expect(code.contains("// Step 2: tap Back: not a journey tap; left out\n"), "\(code)")
        #expect(code.contains("// Step 3: tap row 3 \"Phish\": not a journey tap; left out\n"), "\(code)")
        #expect(code.contains("// \"Grateful Dead\": the taps of a SnapshotJourney"), "\(code)")
        #expect(code.hasSuffix("let recordedTaps: [JourneyTap] = [.text(\"Grateful Dead\")]\n"), "\(code)")
    }

    /// Relisten's journeys take Back: the catalog's printer keeps it.
    @Test func relistensJourneyKeepsBack() throws {
        let code = NavigationJSON(replay: try Self.relisten("r1.b.r2"), steps: [], profile: .unconstrained).journeyCode()
        #expect(code.contains("taps: [.text(\"Grateful Dead\"), .back, .text(\"Phish\")]"), "\(code)")
    }

    /// The code "Record as journey" prints is the fixture `RecordedJourneyFixture.swift`
    /// holds between its markers, which this test target compiles: the code compiles as
    /// printed, and replayed it ends where the car ended.
    @Test func theRecordedJourneyCompilesAsPrintedAndReplaysToTheSameScreen() throws {
        let replay = try Self.relisten(RecordedJourneyFixture.steps)
        let code = NavigationJSON(replay: replay, steps: [], profile: .unconstrained).journeyCode()
        #expect(code == (try RecordedJourneyFixture.printedSource()), "\(code)")
        let steps = try RecordedJourneyFixture.journey.steps(from: .default, profile: .unconstrained)
        let last = try #require(steps.last)
        let same = RelistenNavigation.templates(last.state) == replay.stack
        #expect(same, "the pasted journey ends on the screen the car showed")
    }

    @Test func titlesAreSwiftStringLiterals() {
        #expect(JourneyTap.tab("Say \"hi\" \\ now\n").code == #".tab("Say \"hi\" \\ now\n")"#)
        #expect(JourneyTap.text("a\u{1}b").code == #".text("a\u{1}b")"#)
    }
}
