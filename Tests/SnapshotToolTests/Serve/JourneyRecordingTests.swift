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
        expect(code, contains: "taps: [.tab(\"My Library\"), .text(\"Downloaded shows\")]")
        expect(code, contains: "summary: \"My Library → Downloaded shows\"")
    }

    /// Without a catalog printer: the taps as `[JourneyTap]`, Back as `.back`; the printed
    /// line names `back:` (Relisten's Back sends an action), and the taps with that action
    /// replay to the stack the car shows.
    @Test func theGenericPrinterRecordsBackAndNamesTheBackAction() throws {
        var replay = try Self.relisten("r1.b.r2")
        #expect(replay.journeyTaps == [.text("Grateful Dead"), .back, .text("Phish")])
        replay.catalogJourneyCode = nil
        let code = NavigationJSON(replay: replay, steps: [], profile: .unconstrained).journeyCode()
        expect(code, lacks: "left out")
        #expect(code.hasPrefix("// \"Grateful Dead → Back → Phish\": the taps of a SnapshotJourney("), "\(code)")
        expect(code, contains: "stack:, reduce:, back:)\n")
        #expect(code.hasSuffix("let recordedTaps: [JourneyTap] = [.text(\"Grateful Dead\"), .back, .text(\"Phish\")]\n"), "\(code)")
        let journey = SnapshotJourney("journeys/recorded", start: RelistenCar(state: .default, stack: AppStack(tab: .browse)),
                                      taps: replay.journeyTaps.compactMap { $0 }, stack: RelistenNavigation.templates,
                                      reduce: RelistenNavigation.reduce, back: AppAction.back.templateAction)
        #expect(try journey.render(.unconstrained, .driver).hasSuffix(Self.frame(replay.stack)))
    }

    /// A navigation whose Back sends nothing returns to the state before the last push; the
    /// recorded `.back` does the same in a journey without `back:`, which the line leaves out.
    @Test func backWithoutABackActionIsRecordedAndReplaysByReturningToTheStateBeforeThePush() throws {
        let start = RelistenCar(state: .default, stack: AppStack(tab: .browse))
        let navigation = SnapshotNavigation(start: start, stack: RelistenNavigation.templates, reduce: RelistenNavigation.reduce)
        let replay = navigation.replay(try #require(NavigationStep.parse("r1.r0.b.b.r2")), .unconstrained)
        #expect(replay.error == nil)
        let taps = replay.journeyTaps.compactMap { $0 }
        #expect(taps.count == 5 && taps[2] == .back && taps[3] == .back, "\(replay.journeyTaps)")
        let code = NavigationJSON(replay: replay, steps: [], profile: .unconstrained).journeyCode()
        expect(code, contains: "stack:, reduce:)\n")
        let journey = SnapshotJourney("journeys/recorded", start: start, taps: taps,
                                      stack: RelistenNavigation.templates, reduce: RelistenNavigation.reduce)
        #expect(try journey.render(.unconstrained, .driver).hasSuffix(Self.frame(replay.stack)))
    }

    /// Relisten's journeys take Back: the catalog's printer keeps it.
    @Test func relistensJourneyKeepsBack() throws {
        let code = NavigationJSON(replay: try Self.relisten("r1.b.r2"), steps: [], profile: .unconstrained).journeyCode()
        expect(code, contains: "taps: [.text(\"Grateful Dead\"), .back, .text(\"Phish\")]")
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
