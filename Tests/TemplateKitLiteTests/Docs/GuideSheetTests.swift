import Foundation
import Testing
import TemplateKitLite

/// The constructor sheet of `Docs/guide.md`: every snippet between `// sheet:` and
/// `// end` below is compiled here and must appear in the guide word for word, so the
/// guide cannot show a call that does not compile.
@Suite struct GuideSheetTests {
    static let library = ListTemplate("Podcasts") { ListSection { ListItem("Night Drive Radio") } }
    static let downloads = ListTemplate("Downloads") { ListSection { ListItem("Episode 11") } }
    static let info = NowPlayingInfo(title: "Episode 12", artist: "Mara Lindqvist", duration: 2_880, playback: .playing)

    static func tabBar() -> TabBarTemplate {
        // sheet: tab bar
        TabBarTemplate(selected: 0) {
            Tab("Library", image: .symbol("books.vertical")) { library }
            Tab("Downloads", image: .symbol("arrow.down.circle")) { downloads }.badge()
        }
        // end
    }

    static func list() -> ListTemplate {
        // sheet: list
        ListTemplate("Night Drive Radio") {
            ListSection("Latest") {
                ListItem("Episode 12: Coastal Highway")
                    .detail("48 min")
                    .image(.remote("https://img.example/nd-12.png", placeholder: "episode"))
                    .progress(0.5)
                    .playing(.playing)
                    .accessory(.disclosureIndicator)
                    .action(Action("play", ["episode": "nd-12"]))
                ListItem("Episode 11: The Long Road").disabled()
            }
            .headerButton(BarButton("See all").action(Action("openAll")))
        }
        .navigationBar(trailing: [BarButton(image: .symbol("arrow.up.arrow.down")).action(Action("sort"))])
        .emptyView(titles: ["No episodes"], subtitles: ["Pull to refresh on your phone"])
        // end
    }

    static func imageRow() -> ListSection {
        // sheet: image rows
        ListSection("Recently played") {
            ImageRowItem("Rewind") {
                ImageRowElement(.card, image: .asset("show-1"), title: "Night Drive").action(Action("open", ["show": 1]))
                ImageRowElement(.card, image: .asset("show-2"), title: "Engine Room").action(Action("open", ["show": 2]))
            }
            .action(Action("openRecent"))
            ImageRowItem("Favourites", images: [
                ImageRowImage(.asset("gd"), title: "Grateful Dead").action(Action("open", ["artist": "gd"])),
            ])
        }
        // end
    }

    static func grid() -> GridTemplate {
        // sheet: grid
        GridTemplate("Genres") {
            GridButton("Crime", image: .symbol("magnifyingglass")).action(Action("genre", ["name": "crime"]))
            GridButton(["Science fiction", "Sci-fi"], image: .symbol("sparkles")).action(Action("genre", ["name": "scifi"]))
            GridButton("Poetry", image: .symbol("text.quote")).disabled()
        }
        // end
    }

    static func nowPlaying() -> NowPlayingTemplate {
        // sheet: now playing
        NowPlayingTemplate(NowPlayingInfo(title: "Episode 12", artist: "Mara Lindqvist", elapsed: 1_440, duration: 2_880, playback: .playing)) {
            NowPlayingButton(.playbackRate, label: "1.5×").action(Action("setRate", ["rate": 1.5]))
            NowPlayingButton(.shuffle).selected().action(Action("toggleShuffle"))
            NowPlayingButton(.image(.symbol("moon.zzz")), label: "Sleep timer").action(Action("askSleepTimer"))
        }
        .upNext("Queue", action: Action("openQueue"))
        .albumArtist(action: Action("openPodcast"))
        // end
    }

    static func alert() -> AlertTemplate {
        // sheet: alert
        AlertTemplate("Remove all downloads?", "Remove downloads?") {
            AlertAction("Remove", style: .destructive).action(Action("removeDownloads"))
            AlertAction("Cancel", style: .cancel).action(Action("dismiss"))
        }
        // end
    }

    static func actionSheet() -> ActionSheetTemplate {
        // sheet: action sheet
        ActionSheetTemplate("Sleep timer", message: "Stop playing after") {
            AlertAction("15 minutes").action(Action("sleep", ["minutes": 15]))
            AlertAction("End of episode").action(Action("sleep", ["atEnd": true]))
            AlertAction("Cancel", style: .cancel)
        }
        // end
    }

    /// The snippets of this file, dedented, by name.
    static func snippets() throws -> [String: String] {
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        var snippets: [String: String] = [:]
        var name: String?
        var lines: [Substring] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("// sheet: ") {
                name = String(trimmed.dropFirst("// sheet: ".count))
                lines = []
            } else if trimmed == "// end", let current = name {
                let indent = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
                snippets[current] = lines.map { $0.dropFirst(min(indent, $0.count)) }.joined(separator: "\n")
                name = nil
            } else if name != nil {
                lines.append(line)
            }
        }
        return snippets
    }

    @Test func everySnippetOfTheSheetIsInTheGuideAsCompiledHere() throws {
        let guidePath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Docs/guide.md").standardized.path
        let guide = try String(contentsOfFile: guidePath, encoding: .utf8)
        let snippets = try Self.snippets()
        #expect(snippets.keys.sorted() == ["action sheet", "alert", "grid", "image rows", "list", "now playing", "tab bar"])
        for (name, code) in snippets {
            #expect(guide.contains(code), "Docs/guide.md lacks the '\(name)' snippet as compiled in GuideSheetTests:\n\(code)")
        }
    }

    @Test func everySheetTemplateIsValid() {
        let templates: [Template] = [Self.tabBar().template, Self.list().template, Self.grid().template, Self.nowPlaying().template]
        for template in templates {
            #expect(Validator(profile: .unconstrained).validate(template).filter { $0.severity == .error }.isEmpty, "\(template.kindName)")
        }
        for modal in [Self.alert().template, Self.actionSheet().template] {
            #expect(Validator(profile: .unconstrained).validateAlone(modal).filter { $0.severity == .error }.isEmpty)
        }
    }

    @Test func everySheetTemplateSendsItsAction() {
        #expect(Self.grid().buttons[0].action == Action("genre", ["name": "crime"]))
        #expect(Self.nowPlaying().buttons[0].action?.arguments["rate"] == .double(1.5))
        #expect(Self.nowPlaying().buttons[1].isSelected)
        #expect(Self.alert().actions[0].action == Action("removeDownloads"))
        #expect(Self.imageRow().items.count == 2)
    }

    @Test func tapsAreSetTheOneWayOnImageRowsAndTabsTakeTheirContentInAClosure() throws {
        guard case .imageRow(let legacy) = try #require(Self.imageRow().items.last) else {
            Issue.record("the sheet's last image row is not an image row")
            return
        }
        #expect(legacy.images.first?.action == Action("open", ["artist": "gd"]))
        #expect(Tab("Library") { Self.library } == Tab("Library", content: Self.library))
        #expect(Self.tabBar().tabs.map(\.content) == [Self.library.template, Self.downloads.template])
    }
}
