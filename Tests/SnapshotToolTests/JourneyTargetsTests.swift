import Testing
import TemplateKitLite
@testable import SnapshotTool

/// Journeys on a real app's layout: a tab bar root, grid buttons, now playing buttons,
/// alert actions, switching tabs, and a modal drawn as presented.
@Suite struct JourneyTargetsTests {
    struct Audiobooks: Sendable, Hashable {
        var tab = 0
        var playing: String?
        var asksRate = false
        var genre: String?
    }

    static func root(_ state: Audiobooks) -> Template {
        TabBarTemplate(selected: state.tab) {
            Tab("Chapters", content: ListTemplate("Chapters") {
                ListSection {
                    ListItem("Chapter 1").action(Action("play", ["chapter": "1"]))
                    ListItem("Chapter 2").action(Action("play", ["chapter": "2"]))
                }
            })
            Tab("Genres", content: GridTemplate("Genres") {
                GridButton("Crime", image: .symbol("magnifyingglass")).action(Action("genre", ["name": "crime"]))
                GridButton("History", image: .symbol("building.columns")).action(Action("genre", ["name": "history"]))
            })
        }.template
    }

    static func stack(_ state: Audiobooks) -> [Template] {
        var templates = [root(state)]
        if let playing = state.playing {
            templates.append(NowPlayingTemplate(NowPlayingInfo(title: "Chapter " + playing)) {
                NowPlayingButton(.playbackRate, label: "1x").action(Action("askRate"))
            }.template)
        }
        if state.asksRate {
            templates.append(ActionSheetTemplate("Speed") {
                AlertAction("1.5x").action(Action("rate", ["value": "1.5"]))
                AlertAction("Cancel", style: .cancel).action(Action("dismiss"))
            }.template)
        }
        return templates
    }

    static func reduce(_ state: Audiobooks, _ action: Action) -> Audiobooks {
        var next = state
        switch action.name {
        case "play": next.playing = action.arguments["chapter"]?.string
        case "askRate": next.asksRate = true
        case "rate", "dismiss": next.asksRate = false
        case "genre": next.genre = action.arguments["name"]?.string
        case "selectTab": next.tab = action.arguments["index"]?.int ?? 0
        default: break
        }
        return next
    }

    func replay(_ taps: [JourneyTap]) throws -> String {
        try JourneyReplay(name: "books", start: Audiobooks(), taps: taps, stack: Self.stack, reduce: Self.reduce)
            .text(profile: .unconstrained, style: .details)
    }

    @Test func tapsTheSelectedTabsListOnATabBarRoot() throws {
        let text = try replay([.row(2)])
        expect(text, contains: "Step 1: tap row 2 \"Chapter 2\"\n  sends play chapter=2\n")
    }

    @Test func tapsNowPlayingButtonsAndModalActionsAndDrawsTheModalPresented() throws {
        let text = try replay([.text("Chapter 1"), .text("1x"), .text("1.5x")])
        expect(text, contains: "  sends askRate\n")
        #expect(text.contains("presented over"), "the sheet is presented, not pushed: \(text)")
        #expect(text.contains("depth 2/5"), "the modal is not counted in the depth: \(text)")
        expect(text, contains: "  sends rate value=1.5\n")
    }

    @Test func switchesTabsAndTapsGridButtons() throws {
        let text = try replay([.tab("Genres"), .text("History")])
        expect(text, contains: "Step 1: select tab \"Genres\"\n  sends selectTab index=1 title=Genres\n")
        expect(text, contains: "  sends genre name=history\n")
    }

    @Test func theSelectedTabIsDrawnEvenIfTheReducerIgnoresIt() throws {
        let text = try JourneyReplay(name: "books", start: Audiobooks(), taps: [.tab("Genres"), .row(1)], stack: Self.stack,
                                     reduce: { state, _ in state }).text(profile: .unconstrained)
        expect(text, contains: "Step 2: tap row 1 \"Crime\"")
    }

    @Test func missesNameTheStepAndWhatWasLookedFor() {
        #expect(throws: JourneyTapError.self) { try replay([.tab("Podcasts")]) }
        do {
            _ = try replay([.tab("Genres"), .text("Poetry")])
        } catch {
            #expect("\(error)".hasPrefix("journey books, step 2: tap \"Poetry\" found no button with an action\nThe journey up to it:\n"))
        }
        do {
            _ = try replay([.tab("Podcasts")])
        } catch {
            #expect("\(error)".hasPrefix("journey books, step 1: select tab \"Podcasts\" found no such tab on a tab bar root\n"))
        }
    }
}
