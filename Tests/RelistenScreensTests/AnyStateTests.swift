@testable import LiveCatalog
import Foundation
import SnapshotTool
import Testing
import RelistenScreens
import TemplateKitLite

/// Scenarios and journeys work with any valid state document: named data when the state
/// has it, else data picked by role or position; a failed journey shows where it stopped.
@Suite struct AnyStateTests {
    /// `Tests/Fixtures/large-state.json` (scripts/make-large-state.py), decoded.
    static func largeState() throws -> AppState {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/large-state.json").path
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        return try StateDocument.decode(bytes, file: "large-state.json")
    }

    @Test func rolesFindTheBuiltInStatesNamedData() throws {
        let state = AppState.default
        let xx = try #require(SelectionRole.yearWithUndatedShows.request(in: state))
        #expect(state.year(xx.year ?? "")?.year == "1966")
        #expect(SelectionRole.lastPlayedShow.request(in: state)?.show != nil)
    }

    @Test func rolesFindDataInAnotherState() throws {
        let state = try Self.largeState()
        let xx = try #require(SelectionRole.yearWithUndatedShows.request(in: state))
        #expect(state.shows(xx.year ?? "").contains { $0.displayDate.contains("XX") })
        let sets = try #require(SelectionRole.showWithSets.request(in: state))
        let detail = try #require(state.showDetail(sets.show ?? ""))
        #expect(detail.sources.contains { $0.sets.count > 1 })
        // The fixture has no track without a file: the role finds none, and the scenario
        // falls back to the defaults instead of failing.
        #expect(SelectionRole.showWithUnplayableTrack.request(in: state) == nil)
    }

    @Test func journeysTapByPositionWhenTheNamedRowIsMissing() throws {
        let state = try Self.largeState()
        for journey in RelistenJourney.all {
            let text = try journey.replay(from: state, profile: .unconstrained).text(profile: .unconstrained)
            #expect(text.hasPrefix("Journey \(journey.name)"))
        }
        let browse = try #require(RelistenJourney.named("browse-to-jump")).replay(from: state, profile: .unconstrained)
            .text(profile: .unconstrained)
        #expect(browse.contains("Step 2: tap row 1 \"1972\" (no row \"1977\" in this state)"))
        #expect(browse.contains("Step 7: tap the row after the playing one in Queue"))
    }

    @Test func aFailedJourneyShowsItsStoryboardUpToTheFailedStep() {
        let journey = RelistenJourney(name: "lost", summary: "a row no state has", start: .browse, taps: [.row(1), .text("No Such Row")])
        do {
            _ = try journey.replay(from: .default, profile: .unconstrained).text(profile: .unconstrained)
            Issue.record("the journey should fail")
        } catch {
            #expect(error.step == 2)
            #expect(error.storyboard.contains("Start on the Browse tab") && error.storyboard.contains("Step 1: tap row 1"))
            #expect(error.description.contains("step 2: tap \"No Such Row\" found no row with an action"))
            #expect(error.description.contains("The journey up to it:"))
        }
    }
}

/// Sets drawn without their headers are numbered on, not restarted.
@Suite struct TrackNumberingTests {
    @Test func setsWithoutHeadersAreNumberedContinuously() throws {
        let state = try AnyStateTests.largeState()
        let deadOrNil: Artist? = state.catalog.artists.first { (artist: Artist) -> Bool in artist.name == "Grateful Dead" }
        let dead: Artist = try #require(deadOrNil)
        #expect(!dead.hasMeaningfulSets)
        let year: Year = try #require(state.years(dead.uuid).first)
        let showOrNil: Show? = state.shows(year.uuid).first { (show: Show) -> Bool in state.showDetail(show.uuid) != nil }
        let show: Show = try #require(showOrNil)
        let source: Source = try #require(state.showDetail(show.uuid)?.sources.first)
        let secondSetStartsAt: Int? = source.sets[1].tracks.first?.position
        #expect(source.sets.count == 2 && secondSetStartsAt == 1)
        let list: ListTemplate = TracksScreen.template(state, show: show.uuid, source: source.uuid)
        let texts: [String] = Self.itemTexts(list)
        let numbers: [Int] = texts.compactMap { (text: String) -> Int? in Int(String(text.prefix { (c: Character) -> Bool in c != "." })) }
        #expect(numbers == Array(1...texts.count))
        let rules: [String] = ContentLint().check(.list(list)).map(\.rule.id)
        #expect(!rules.contains("content.numbering-restarts"))
    }

    /// The text of every plain row of `list`, in order.
    static func itemTexts(_ list: ListTemplate) -> [String] {
        list.sections.flatMap(\.items).compactMap { (element: ListElement) -> String? in
            if case .item(let item) = element { return item.text }
            return nil
        }
    }
}
