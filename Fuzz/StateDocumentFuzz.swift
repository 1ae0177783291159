// libFuzzer target: bytes → StateDocument.decode → (if it decodes) every screen rendered to
// text and JSON under both built-in profiles and validated. Must never crash, trap or leak.
// The one-pass decoder is held to the careful one on every input: when it takes a
// document, the careful decoder must decode it to the same state (a difference traps).
// Built and run by scripts/fuzz.sh (not part of the SwiftPM package).
import RelistenScreens
import TemplateKitLite

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt { fuzzStateDocument(data, size) }
#endif

/// One input of this target: libFuzzer's (scripts/fuzz.sh builds with -D FUZZING) or a
/// corpus file replayed by `fuzz-replay` (Fuzz/main.swift) in `swift test`.
func fuzzStateDocument(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let careful = try? StateDocument.decodeCarefully(bytes, file: "fuzz.json")
    if let onePass = StateDocument.decodeInOnePass(bytes), onePass != careful {
        fatalError("the one-pass decoder took a document the careful decoder \(careful == nil ? "rejects" : "reads otherwise")")
    }
    guard let state = try? StateDocument.decode(bytes, file: "fuzz.json") else { return 0 }
    let routes = StateSweep.routes(state)
    for profile in CarProfile.builtIn {
        let text = TextRenderer(profile: profile), json = JSONRenderer(profile: profile)
        let validator = Validator(profile: profile)
        for tab in AppTab.allCases {
            let root = Template.tabBar(RootScreen.template(state, selected: tab))
            StateSweep.consume(text.render(root), json.render(root), validator.validate(root))
        }
        for route in routes {
            let template = Screens.template(for: route, state)
            StateSweep.consume(text.render(template, isPushed: true), json.render(template), validator.validate(template))
        }
    }
    return 0
}

/// Every route the decoded state can reach, capped per kind so one input stays fast.
enum StateSweep {
    static let cap = 12

    static func routes(_ state: AppState) -> [Route] {
        let catalog = state.catalog
        let artists = catalog.artists.prefix(cap).map(\.uuid)
        let years = catalog.years.keys.sorted().prefix(cap).flatMap { catalog.years[$0] ?? [] }.prefix(cap).map(\.uuid)
        let listed = catalog.yearShows.keys.sorted().prefix(cap).flatMap { catalog.yearShows[$0] ?? [] }.prefix(cap).map(\.uuid)
        let details = catalog.showDetails.keys.sorted().prefix(cap).compactMap { catalog.showDetails[$0] }
        var routes: [Route] = [.artists, .myLibrary, .downloads, .queue, .clearQueueConfirmation, .nowPlaying]
        routes += artists.flatMap { [Route.years(artist: $0), .offlineShows(artist: $0)] }
        routes += years.map { Route.shows(year: $0) }
        routes += listed.map { Route.sources(show: $0) }
        for detail in details {
            let show = detail.show.uuid
            routes += [.sources(show: show), .offlineTracks(show: show)]
            routes += detail.sources.prefix(cap).flatMap { [Route.tracks(show: show, source: $0.uuid), .sources(show: show, preferred: $0.uuid)] }
        }
        routes += [.years(artist: "missing"), .shows(year: "missing"), .sources(show: "missing"), .tracks(show: "missing", source: "missing")]
        return routes
    }

    /// Keeps the results observable so the optimizer cannot drop the work.
    @inline(never)
    static func consume(_ text: String, _ json: String, _ findings: [Finding]) {
        if text.utf8.count == Int.min || json.utf8.count == Int.min || findings.count < 0 { print("unreachable") }
    }
}
