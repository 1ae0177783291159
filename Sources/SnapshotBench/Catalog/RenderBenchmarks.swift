import LiveCatalog
import GoldenCore
import RelistenScreens
import SnapshotTool
import TemplateKitLite

/// The render rows of `snapshot bench`: a 10,000-item list, and the Relisten app at
/// Grateful Dead and full-catalog size. Renders are measured as the UTF-8 bytes a golden
/// holds (`renderUTF8`), the path of `expectSnapshot` and the goldens; `render` adds one
/// UTF-8 validation of the output to make a `String`.
enum RenderBenchmarks {
    /// A car that shows every row, to measure the renderer without the profile's trim.
    static let unlimited = CarProfile(name: "unlimited", maximumItemCount: .max, maximumSectionCount: .max)

    /// One row's data as an app's model holds it: its texts are made before the timed run,
    /// as a track list's titles are (formatting them is the app's work, not the kit's).
    struct Row: Sendable {
        let index: Int
        let title: String
        let detail: String
    }

    static func rows(_ count: Int) -> [Row] {
        (0..<count).map { Row(index: $0, title: "Track \($0)", detail: "Artist \($0 % 97) • \($0 % 60):\($0 % 6)0") }
    }

    static func bigList(_ rows: [Row]) -> Template {
        ListTemplate("10,000 items") {
            ListSection("All") {
                for row in rows {
                    ListItem(row.title).detail(row.detail)
                        .accessory(.disclosureIndicator).action(Action("play", ["index": .int(row.index)]))
                }
            }
        }.template
    }

    /// Builds the list from its rows' data, then renders its text and JSON.
    static func listRow(_ name: String, _ profile: CarProfile, goal: Duration) -> Benchmark {
        Benchmark(name: name, items: .init(count: 10_000, unit: "item"), goal: .time(goal)) {
            let data = rows(10_000)
            return BenchmarkWorkload {
                let list = bigList(data)
                return TextRenderer(profile: profile).renderUTF8(list).count + JSONRenderer(profile: profile).renderUTF8(list).count
            }
        }
    }

    /// This catalog's rows of `snapshot bench`, after the generic ones.
    static let all = [tenThousandStandard, tenThousandAll, gratefulDead, gratefulDeadTemplates, artists,
                      LintBenchmarks.twoThousand, LintBenchmarks.sixteenThousand, LintBenchmarks.ratio, LintBenchmarks.instructionRatio,
                      LintBenchmarks.twoThousandFull, LintBenchmarks.sixteenThousandFull,
                      LintBenchmarks.listenedOnce, LintBenchmarks.listenedFull, LintBenchmarks.twinsSpeedUp,
                      LintBenchmarks.playingOnce, LintBenchmarks.playingFull, LintBenchmarks.playingSpeedUp,
                      LintBenchmarks.stateDocument, LintBenchmarks.decodeMemory, LintBenchmarks.decodeRefused,
                      ServeBenchmarks.stateEdit, ServeBenchmarks.stateEditLarge, ServeBenchmarks.stateEditLargePastDecoding,
                      ServeBenchmarks.sessionEditLocal, ServeBenchmarks.sessionAnswerLocal, ServeBenchmarks.sessionEditShowBody,
                      ServeBenchmarks.sessionAnswerShowBody, ServeBenchmarks.sessionSave] + LintBenchmarks.commandsMemory
        + DecodeBenchmarks.all
        + PlanBenchmarks.all

    static let tenThousandStandard = listRow("render: build 10,000-item list + text + JSON (unconstrained car, 500 shown)", .unconstrained,
                                          goal: .milliseconds(3))
    static let tenThousandAll = listRow("render: build 10,000-item list + text + JSON (every row shown)", unlimited, goal: .milliseconds(10))

    /// Every screen a driver can reach under one Grateful-Dead-sized artist.
    static let gratefulDead = Benchmark(name: "relisten: every screen of a GD-sized artist (years, shows, sources, tracks), text + JSON",
                                        goal: .time(.seconds(1))) {
        let state = SyntheticCatalog.gratefulDeadSized()
        let routes = reachableRoutes(state)
        return BenchmarkWorkload {
            routes.reduce(0) { sum, route in
                let template = Screens.template(for: route, state)
                return sum + TextRenderer().renderUTF8(template).count + JSONRenderer().renderUTF8(template).count
            }
        }
    }

    /// The same screens, built as templates only (no rendering): where the time goes.
    static let gratefulDeadTemplates = Benchmark(name: "relisten: the same screens, templates only (no render)",
                                                 goal: .time(.milliseconds(200))) {
        let state = SyntheticCatalog.gratefulDeadSized()
        let routes = reachableRoutes(state)
        return BenchmarkWorkload {
            routes.reduce(0) { sum, route in
                guard case .list(let list) = Screens.template(for: route, state) else { return sum }
                return sum + list.itemCount
            }
        }
    }

    static let artists = Benchmark(name: "relisten: Artists screen for 4,230 artists, text + JSON", goal: .time(.seconds(2))) {
        let state = SyntheticCatalog.artists(count: 4_230)
        return BenchmarkWorkload {
            let template = Screens.template(for: .artists, state)
            return TextRenderer().renderUTF8(template).count + JSONRenderer().renderUTF8(template).count
        }
    }

    /// Years → shows → sources → tracks for every artist in the state.
    static func reachableRoutes(_ state: AppState) -> [Route] {
        state.catalog.artists.flatMap { artist -> [Route] in
            let years = state.years(artist.uuid)
            let shows = years.flatMap { state.shows($0.uuid) }
            let sources = shows.flatMap { show in (state.showDetail(show.uuid)?.sources ?? []).map { (show.uuid, $0.uuid) } }
            return [.years(artist: artist.uuid)] + years.map { .shows(year: $0.uuid) }
                + shows.map { .sources(show: $0.uuid) } + sources.map { .tracks(show: $0.0, source: $0.1) }
        }
    }
}
