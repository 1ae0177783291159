import RelistenScreens
import GoldenCore
import SnapshotTool
import TemplateKitLite

extension SnapshotCatalog {
    /// The catalog of this repo's `snapshot` executable: the gallery, every Relisten
    /// screen · scenario, every journey, the reachable-stack check and the render
    /// benchmarks. Built from the Relisten state: `--state FILE` takes a state document
    /// and `--artist/--year/--show/--source` change the selection every screen shows.
    public static let live: SnapshotCatalog = {
        var catalog = SnapshotCatalog(
            defaultState: AppState.default,
            decodeState: { bytes, file in try StateDocument.decode(consume bytes, file: file) },
            options: RelistenCatalog.options,
            build: RelistenCatalog.build)
        catalog.stateSizeLimit = .init(bytes: StateDocument.maximumBytes) { size, file in
            StateDocument.tooLarge(size, file: file).description
        }
        // serve: each edit re-reads only what it changed (see Docs/preview.md).
        catalog.stateEditDecoder = {
            let edits = StateDocumentEdits()
            return { bytes, file in try edits.decode(bytes, file: file) }
        }
        return catalog
    }()
}

/// The pieces of ``SnapshotCatalog/live``.
package enum RelistenCatalog {
    static let options = [
        SnapshotOption("artist", valueName: "id", help: "Artist uuid or slug."),
        SnapshotOption("year", valueName: "id", help: "Year uuid or year (1977)."),
        SnapshotOption("show", valueName: "id", help: "Show uuid or display date (1977-05-08)."),
        SnapshotOption("source", valueName: "id", help: "Source uuid."),
    ]

    package static func build(_ state: AppState, _ options: SnapshotOptionValues) -> SnapshotCatalog {
        build(state, options, checksTwins: false)
    }

    /// The same, its stack check checking twins too when `checksTwins` (the full walk,
    /// ``Explorer/checksTwins``), for `snapshot bench` to time against.
    package static func build(_ state: AppState, _ options: SnapshotOptionValues, checksTwins: Bool) -> SnapshotCatalog {
        let renders = LazyScreenRenders(base: state)
        var catalog = SnapshotCatalog(
            DrawnScreens.drawn(Gallery.screens + screens(state, options, renders)),
            journeys: journeys(state),
            files: operationLogs(state) + PlanLogs.files,
            stackChecks: [reachableStacks(state, sharing: renders, checksTwins: checksTwins)]
        ).navigable(by: RelistenNavigation.navigation(state))
        catalog.entryPoints = entryPoints
        catalog.stateControls = RelistenStateControls.all(state)
        return catalog
    }

    /// What the design requires a driver to reach on any car: Downloads, the offline entry
    /// point.
    static let entryPoints: Set<String> = ["Downloads"]

    /// Every Relisten screen · scenario, named `relisten/SCREEN@SCENARIO`, each made by
    /// `renders` when first asked for (nothing is rendered while the catalog is built).
    static func screens(_ state: AppState, _ options: SnapshotOptionValues, _ renders: LazyScreenRenders) -> [SnapshotEntry] {
        // Each distinct request is resolved once: resolving scans every artist (and, for an
        // unknown id, ranks every name for "did you mean"), and most screens share a request.
        var selections: [Selection.Request: Result<Selection, SelectionError>] = [:]
        let roles = RoleRequests(state)
        return ScreenCatalog.entries.enumerated().map { position, entry in
            let request = Self.request(for: entry, options, roles)
            let selection = selections[request] ?? Result { () throws(SelectionError) in try Selection.resolve(request, in: state) }
            selections[request] = selection
            let isPushed = (try? selection.get()).map { ScreenRender.isPushed(entry.screen, selection: $0) } ?? false
            let missing = Self.missingData(for: entry, options, roles)
            return SnapshotEntry(
                "relisten/" + entry.name, profile: entry.scenario.profile, isPushed: isPushed,
                summary: entry.scenario.summary, expectedContentRules: entry.scenario.expectedContentRules
            ) {
                if let missing { throw missing }
                return renders.template(at: position, entry, try selection.get())
            }
        }
    }

    /// Why `entry` cannot be shown with `state`: it shows data of a role (``SelectionRole``)
    /// that the state has neither under the built-in names nor anywhere else, and the
    /// command line names none. Nil when it can.
    static func missingData(for entry: ScreenCatalog.Entry, _ options: SnapshotOptionValues, in state: AppState) -> ScenarioDataMissing? {
        missingData(for: entry, options, RoleRequests(state))
    }

    /// The same, each role's data found once in `roles` for all the entries.
    static func missingData(for entry: ScreenCatalog.Entry, _ options: SnapshotOptionValues, _ roles: RoleRequests) -> ScenarioDataMissing? {
        guard let role = entry.role, ["artist", "year", "show", "source"].allSatisfy({ options[$0] == nil }),
              !Selection.resolves(entry.request, in: roles.state), roles.request(role) == nil
        else { return nil }
        return ScenarioDataMissing(scenario: entry.scenario.name, role: role)
    }

    /// The identifiers `entry` shows: the command line's, else the entry's own (the built-in
    /// state's named data); when the state has no such data, what plays the entry's role
    /// there, else the defaults — so every scenario renders with any valid state document.
    static func request(for entry: ScreenCatalog.Entry, _ options: SnapshotOptionValues, in state: AppState) -> Selection.Request {
        request(for: entry, options, RoleRequests(state))
    }

    /// The same, each role's data found once in `roles` for all the entries.
    static func request(for entry: ScreenCatalog.Entry, _ options: SnapshotOptionValues, _ roles: RoleRequests) -> Selection.Request {
        let state = roles.state
        let named = Selection.Request(
            artist: options["artist"] ?? entry.request.artist, year: options["year"] ?? entry.request.year,
            show: options["show"] ?? entry.request.show, source: options["source"] ?? entry.request.source)
        guard entry.request != .init(), !Selection.resolves(named, in: state) else { return named }
        let role = entry.role.flatMap(roles.request) ?? .init()
        return Selection.Request(
            artist: options["artist"] ?? role.artist, year: options["year"] ?? role.year,
            show: options["show"] ?? role.show, source: options["source"] ?? role.source)
    }

    /// Every journey, named `journeys/NAME`: its text and storyboard, replayed from `state`
    /// on the car asked for.
    static func journeys(_ state: AppState) -> [SnapshotJourney] {
        RelistenJourney.all.map { journey in
            var snapshot = SnapshotJourney("journeys/" + journey.name, summary: journey.summary) { (profile: CarProfile, style: TextRenderer.Style) in
                try journey.replay(from: state, profile: profile).text(profile: profile, style: style)
            }
            snapshot.storyboard = { profile in journey.replay(from: state, profile: profile).storyboard(profile: profile) }
            return snapshot
        }
    }

    /// The CarPlay operations of every journey and state change, `journeys/NAME.operations.txt`.
    static func operationLogs(_ state: AppState) -> [SnapshotFile] {
        RelistenJourney.all.map { journey in
            SnapshotFile("journeys/\(journey.name).operations.txt") {
                try OperationLogs.journey(journey, from: state, profile: .unconstrained)
            }
        } + StateChange.all.map { change in
            SnapshotFile("journeys/\(change.name).operations.txt") {
                OperationLogs.render(change, from: state, profile: .unconstrained)
            }
        }
    }

    /// Every navigation stack a driver can reach from the root, checked by ``Explorer`` on
    /// each car (building the state's root and screens once for all cars, starting from
    /// the base state's templates the catalog's screens made so far).
    static func reachableStacks(_ state: AppState, sharing renders: LazyScreenRenders, checksTwins: Bool = false) -> StackCheck {
        StackCheck.onEveryCar("stack", reporting: { profiles, progress in
            Explorer.explore(from: state, on: profiles, sharing: renders.baseOnly, checksTwins: checksTwins,
                             onVisit: progress.visited).map { report in
                StackCheckOutcome(visited: report.visited, problems: report.problems,
                                  stoppedAtLimit: report.reachedLimit ? Explorer.defaultLimit : nil)
            }
        })
    }
}

extension SelectionError: SnapshotSelectionError {}
