import Testing
import TemplateKitLite
@testable import SnapshotTool

/// The journey engine's taps beyond rows, text and tabs — Back, Up Next, Album Artist, a
/// text with a fallback, a section's first row, the row after the playing one — on a small
/// radio app: a tab bar root whose list has a Favorites and a Queue section, and a now
/// playing screen with both buttons.
@Suite struct JourneyTapsTests {
    struct Radio: Sendable, Hashable {
        var pushed: [String] = []
        var playing: Int?
    }

    static func stations(_ state: Radio) -> Template {
        let favorites = ["Jazz FM", "Rock FM"].map { name in
            ListElement.item(ListItem(name).action(Action("open", ["screen": .string(name)])))
        }
        let queue = (0..<4).map { index in
            ListElement.item(ListItem("Track \(index)").action(Action("play", ["index": .int(index)]))
                .playing(index == state.playing ? .playing : .none))
        }
        return .list(ListTemplate(title: "Stations", sections: [
            ListSection(header: "Favorites", items: favorites), ListSection(header: "Queue", items: queue),
        ]))
    }

    static func screen(_ name: String) -> Template {
        guard name == "Now Playing" else { return .list(ListTemplate(title: name, sections: [])) }
        return .nowPlaying(NowPlayingTemplate(
            info: NowPlayingInfo(title: "Track"), isUpNextButtonEnabled: true, upNextAction: Action("upNext"),
            isAlbumArtistButtonEnabled: true, albumArtistAction: Action("artist")))
    }

    static func stack(_ state: Radio) -> [Template] {
        let root = TabBarTemplate(selected: 0) { Tab("Stations", content: stations(state)) }.template
        return [root] + state.pushed.map(screen)
    }

    static func reduce(_ state: Radio, _ action: Action) -> Radio {
        var next = state
        switch action.name {
        case "open": next.pushed.append(action.arguments["screen"]?.string ?? "")
        case "play": (next.playing, next.pushed) = (action.arguments["index"]?.int, ["Now Playing"])
        case "upNext": next.pushed.append("Up Next")
        case "artist": next.pushed.append("Artist")
        case "back": next.pushed.removeLast()
        default: break
        }
        return next
    }

    static func journey(_ taps: [JourneyTap], from start: Radio = Radio(), back: Action? = Action("back")) -> JourneyReplay<Radio> {
        JourneyReplay(name: "radio", summary: "stations", start: start, taps: taps, stack: stack, reduce: reduce, back: back)
    }

    static func captions(_ taps: [JourneyTap], from start: Radio = Radio()) -> [String] {
        journey(taps, from: start).steps(profile: .unconstrained).steps.map(\.caption)
    }

    @Test func backUpNextAndAlbumArtistTapTheirButtons() throws {
        let replay = Self.journey([.firstRow(section: "Queue"), .upNext, .back, .albumArtist]).steps(profile: .unconstrained)
        #expect(replay.failure == nil)
        #expect(replay.steps.map(\.caption) == [
            "Start", "Step 1: tap the first row of Queue \"Track 0\"", "Step 2: tap Up Next", "Step 3: tap Back", "Step 4: tap Album Artist",
        ])
        #expect(replay.steps.map(\.state.pushed) == [[], ["Now Playing"], ["Now Playing", "Up Next"], ["Now Playing"], ["Now Playing", "Artist"]])
        #expect(replay.steps.map(\.action?.name) == [nil, "play", "upNext", "back", "artist"])
        #expect(replay.steps.map(\.touched) == [nil, "Track 0", "Up Next", "Back", "Album Artist"])
    }

    @Test func theRowAfterThePlayingOneIsTheNextInItsSectionElseTheFirst() {
        #expect(Self.captions([.rowAfterPlaying(section: "Queue")], from: Radio(playing: 1)).last
            == "Step 1: tap the row after the playing one in Queue \"Track 2\"")
        #expect(Self.captions([.rowAfterPlaying(section: "Queue")]).last == "Step 1: tap the row after the playing one in Queue \"Track 0\"")
        let last = Self.journey([.rowAfterPlaying(section: "Queue")], from: Radio(playing: 3)).steps(profile: .unconstrained)
        #expect(last.failure?.noun == "row", "nothing plays after the last track")
        #expect(Self.journey([.firstRow(section: "Podcasts")]).steps(profile: .unconstrained).failure?.step == 1)
    }

    @Test func aTextWithAFallbackSaysWhatItStoodInFor() {
        #expect(Self.captions([.textOr("Jazz", .row(2))]).last == "Step 1: tap \"Jazz\"")
        #expect(Self.captions([.textOr("Classic FM", .row(2))]).last == "Step 1: tap row 2 \"Rock FM\" (no row \"Classic FM\" in this state)")
        #expect(Self.captions([.textOr("Classic FM", .firstRow(section: "Queue"))]).last
            == "Step 1: tap the first row of Queue \"Track 0\" (no row \"Classic FM\" in this state)")
    }

    @Test func backWithoutABackActionReturnsToTheStateBeforeThePush() {
        let steps = Self.journey([.firstRow(section: "Queue"), .upNext, .back], back: nil).steps(profile: .unconstrained).steps
        #expect(steps.map(\.state.pushed) == [[], ["Now Playing"], ["Now Playing", "Up Next"], ["Now Playing"]])
        #expect(steps.last?.action == nil && steps.last?.caption == "Step 3: tap Back")
    }

    @Test func backOnTheRootAndButtonsOffNowPlayingFindNothing() throws {
        let root = try #require(Self.journey([.back]).steps(profile: .unconstrained).failure)
        #expect("\(root)" == "journey radio, step 1: tap Back found no Back button with an action")
        let upNext = try #require(Self.journey([.text("Jazz FM"), .upNext]).steps(profile: .unconstrained).failure)
        #expect(upNext.step == 2 && upNext.noun == "Up Next button")
    }

    @Test func aFailureCarriesTheJourneysTextUpToTheFailedStep() {
        do {
            _ = try Self.journey([.text("Jazz FM"), .albumArtist]).text(profile: .unconstrained)
            Issue.record("the journey should fail")
        } catch {
            #expect(error.step == 2 && error.storyboard.hasPrefix("Journey radio: stations\n\nStart\n"))
            #expect(error.storyboard.contains("\nStep 1: tap \"Jazz FM\"\n") && !error.storyboard.contains("Step 2"))
            #expect("\(error)".contains("found no Album Artist button with an action\nThe journey up to it:\nJourney radio"))
        }
    }

    @Test func theFirstLineCanNameTheTabItStartsOn() throws {
        var journey = Self.journey([.text("Rock FM")])
        journey.namesStartTab = true
        let text = try journey.text(profile: .unconstrained)
        #expect(text.hasPrefix("Journey radio: stations\n\nStart on the Stations tab\n"), "\(text)")
    }

    @Test func theStoryboardIsTheStepsWithWhatTheNextOneTouches() {
        let journey = Self.journey([.text("Rock FM"), .back])
        let frames = journey.storyboard(profile: .unconstrained)
        #expect(frames.map(\.caption) == journey.steps(profile: .unconstrained).steps.map(\.caption))
        #expect(frames.map(\.tapped) == ["Rock FM", "Back", nil])
        #expect(frames.map(\.isPushed) == [false, true, false])
    }

    /// The pattern `Docs/adopting.md` shows: a catalog journey made of a `JourneyReplay`,
    /// its text and its storyboard (and so its steps golden).
    @Test func aCatalogJourneyMadeOfAReplayHasItsTextAndStepsGoldens() throws {
        let replay = JourneyReplay(name: "open-and-back", summary: "stations → Jazz FM → back", start: Radio(),
                                   taps: [.text("Jazz FM"), .back], stack: Self.stack, reduce: Self.reduce, namesStartTab: true)
        var journey = SnapshotJourney("radio/journeys/open-and-back", summary: replay.summary) {
            (car: CarProfile, style: TextRenderer.Style) in try replay.text(profile: car, style: style)
        }
        journey.storyboard = { car in replay.storyboard(profile: car) }
        #expect(journey.files.map(\.name) == ["radio/journeys/open-and-back.txt", "radio/journeys/open-and-back.steps.json"])
        #expect(journey.text().contains("Start on the Stations tab\n") && journey.text().contains("Step 2: tap Back\n"))
    }

    @Test func theNewTapsPrintAsSwift() {
        #expect(JourneyTap.textOr("1977", .rowAfterPlaying(section: "Queue")).code == #".textOr("1977", .rowAfterPlaying(section: "Queue"))"#)
        #expect([JourneyTap.back, .upNext, .albumArtist, .firstRow(section: "A")].map(\.code) == [".back", ".upNext", ".albumArtist", #".firstRow(section: "A")"#])
    }
}
