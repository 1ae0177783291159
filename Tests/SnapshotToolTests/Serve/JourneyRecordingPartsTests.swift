import Testing
import TemplateKitLite
@testable import SnapshotTool

/// "Record as journey" on an app with a grid tab, now playing buttons and an action
/// sheet (``JourneyTargetsTests/Audiobooks``): each is tapped by its text, and the taps
/// replay as a journey to the stack the car shows.
@Suite struct JourneyRecordingPartsTests {
    typealias Books = JourneyTargetsTests

    static let navigation = SnapshotNavigation(
        start: Books.Audiobooks(), stack: Books.stack, reduce: Books.reduce,
        selectTab: { JourneyTap.selectTabAction(index: $0, title: "") })

    static func replay(_ steps: String) throws -> NavigationReplay {
        navigation.replay(try #require(NavigationStep.parse(steps)), .unconstrained)
    }

    static func journeyText(_ taps: [JourneyTap]) throws -> String {
        try JourneyReplay(name: "books", start: Books.Audiobooks(), taps: taps, stack: Books.stack, reduce: Books.reduce)
            .text(profile: .unconstrained)
    }

    @Test(arguments: [("t1.c1", [JourneyTap.tab("Genres"), .text("History")]), ("r1.n0.a1", [.text("Chapter 2"), .text("1x"), .text("Cancel")])])
    func gridButtonsNowPlayingButtonsAndSheetActionsAreTappedByTheirText(steps: String, expected: [JourneyTap]) throws {
        let replay = try Self.replay(steps)
        #expect(replay.error == nil)
        #expect(replay.journeyTaps == expected)
        let frame = JourneyDrawing.render(replay.stack, TextRenderer(profile: .unconstrained))
        #expect(try Self.journeyText(expected).hasSuffix(frame))
    }
}
