import LiveCatalog
#if canImport(CarPlay)
import CarPlay
#else
import CarPlayShim
#endif
import GoldenCore
import RelistenScreens
import SnapshotTool
import TemplateKitCarPlay
import TemplateKitLite

/// The update-plan rows of `snapshot bench`: reconcile + apply (through the adapter, on the
/// shim's CarPlay objects) of a one-row change on a 10,000-row list, on a car that keeps
/// 12 rows and on one that keeps 500 — the cost grows with what the car shows, not with the
/// list — and the CarPlay calls each state change makes.
enum PlanBenchmarks {
    static let twelveName = "plan: reconcile + apply one row changed of 10,000, car keeps 12"
    static let fiveHundredName = "plan: reconcile + apply one row changed of 10,000, car keeps 500"
    static let rebuiltTwelveName = "plan: the same, car keeps 12, every row built anew (compared by digest)"
    static let rebuiltName = "plan: the same, car keeps 500, every row built anew (compared by digest)"

    static let all: [Benchmark] = [
        changeRow(twelveName, keeps: 12), changeRow(fiveHundredName, keeps: 500),
        Benchmark(name: "plan: keeps 500 / keeps 12 time ratio", goal: .ratio(2), measure: .ratio(fiveHundredName, to: twelveName)),
        changeRow(rebuiltTwelveName, keeps: 12, rebuilt: true), changeRow(rebuiltName, keeps: 500, rebuilt: true),
        Benchmark(name: "plan: rebuilt 500 / rebuilt 12 time ratio", goal: .ratio(1.5),
                  measure: .ratio(rebuiltName, to: rebuiltTwelveName)),
    ] + StateChange.all.map(callsRow)

    /// `rebuilt`: the next state's rows are all built anew (equal but not the same values),
    /// so each kept row is settled by its digest (``ListItem``'s, kept in the row), not by
    /// its bits.
    static func changeRow(_ name: String, keeps rows: Int, rebuilt: Bool = false) -> Benchmark {
        Benchmark(name: name, items: .init(count: 1, unit: "change"), goal: .time(.microseconds(500))) {
            let bench = MainActor.assumeIsolated { OneRowChange(keeps: rows, rebuilt: rebuilt) }
            return BenchmarkWorkload { MainActor.assumeIsolated { bench.step() } }
        }
    }

    /// Calls per step of a state change (after connecting): the physical limit is the
    /// number of rows whose look changed.
    static func callsRow(_ change: StateChange) -> Benchmark {
        Benchmark(name: "plan: calls per change, \(change.name)", measure: .count {
            let steps = OperationLogs.callsPerStep(change, from: .default, profile: .unconstrained)
            let total = steps.reduce(0) { $0 + $1.calls }
            return Count(value: Double(total) / Double(max(1, steps.count)), unit: "calls per change",
                         detail: steps.map { "\($0.calls)" }.joined(separator: " + ") + " over \(steps.count) steps")
        })
    }
}

/// A car showing a 10,000-row list; each step renames row 5 or names it back.
///
/// The states are built as an app builds them: its state keeps the rows, and a change
/// copies the previous rows array and replaces the one row that changed (`var rows =
/// state.rows; rows[5] = …`), so the other 9,999 rows are the very values the car was
/// given (`rebuilt`: an app that builds every row anew, whose kept rows are equal but not
/// the same values). Each step builds the list template from the state's rows, then
/// reconciles and applies it through the adapter on the shim.
@MainActor final class OneRowChange {
    let adapter: CarPlayAdapter
    let profile: CarProfile
    /// The rows of the two states the steps alternate between.
    let states: [[ListElement]]
    var turn = 0

    init(keeps rows: Int, rebuilt: Bool = false) {
        CPShim.reset()
        CPShim.onException = { _ in }
        profile = CarProfile(name: "keeps \(rows)", maximumItemCount: rows, maximumSectionCount: 200)
        let items = (0..<10_000).map { ListItem("Track \($0)").id("t\($0)").detail("Artist • 1977-05-08").action(Action("play")) }
        let first = items.map(ListElement.item)
        var renamed = first
        var row = items[5]
        row.text = "Renamed"
        renamed[5] = .item(row)
        states = [first, rebuilt ? renamed.map(Self.builtAnew) : renamed]
        adapter = CarPlayAdapter(interfaceController: CPInterfaceController(shim: ()), images: BundleImageLoader()) { _ in }
        adapter.show(stack(states[0]), now: 0)
        CPShim.drain()
    }

    /// The same row in new storage.
    static func builtAnew(_ row: ListElement) -> ListElement {
        switch row {
        case .item(let item): .item(item)
        case .imageRow(let image): .imageRow(image)
        }
    }

    /// The screen an app renders from its state's rows.
    func stack(_ rows: [ListElement]) -> NavigationStack {
        NavigationStack(unchecked: ListTemplate(title: "Tracks", sections: [ListSection(items: rows).id("s")]).id("tracks").template,
                        profile: profile)
    }

    /// One change rendered, reconciled and applied; the number of calls (1: `setText`).
    func step() -> Int {
        turn = 1 - turn
        let calls = adapter.show(stack(states[turn]), now: 0).count
        CPShim.calls.removeAll(keepingCapacity: true)
        return calls
    }
}
