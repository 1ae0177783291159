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
        JourneyReplay.render(stack, selectedTab: nil, TextRenderer(profile: .unconstrained))
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

    @Test func tabSwitchesAreTabTapsInTheCode() throws {
        let replay = try Self.relisten("t1.r1")
        #expect(replay.journeyTaps == [.tab("My Library"), .row(2)])
        let code = NavigationJSON(replay: replay, steps: [], profile: .unconstrained).journeyCode()
        #expect(code.contains("taps: [.tab(\"My Library\"), .row(2)]"), "\(code)")
    }

    @Test func afterBackTheJourneyStopsFollowingAndSaysSo() throws {
        let replay = try Self.relisten("r1.b.r2")
        #expect(replay.journeyTaps == [.row(2), nil, nil])
        let code = NavigationJSON(replay: replay, steps: [], profile: .unconstrained).journeyCode()
        #expect(code.contains("// Step 3: tap row 3 \"Phish\": not a journey tap; left out"), "\(code)")
    }

    @Test func titlesAreSwiftStringLiterals() {
        #expect(JourneyTap.tab("Say \"hi\" \\ now\n").code == #".tab("Say \"hi\" \\ now\n")"#)
        #expect(JourneyTap.text("a\u{1}b").code == #".text("a\u{1}b")"#)
    }
}
