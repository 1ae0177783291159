import Testing
import TemplateKitLite

/// Checks `template`'s render against its golden, in a Swift Testing test:
///
///     @Test func episodes() {
///         let screen = EpisodesScreen.template(.sample)
///         expectSnapshot(of: screen, as: .text)                      // Tests/Snapshots/EpisodeTests/episodes.txt
///         expectSnapshot(of: screen, as: .json, named: "episodes")
///         expectSnapshot(of: screen, as: .text, named: "episodes-small-car", profile: .limited)
///     }
///
/// The golden is `Tests/Snapshots/<test file name>/<name>.<txt|json>` in the package that
/// holds the test file; `name` defaults to the test function's name. A match passes and
/// writes nothing (a stale `NAME.new` is removed). A missing or different golden records
/// an issue at the call with the golden's path and a unified diff, and writes the render
/// to `NAME.new` — unless `CI` is set (nothing is written) or `SNAPSHOT_UPDATE` says
/// otherwise (`always` overwrites the golden, `no` writes nothing). CarPlay rule errors
/// for `profile` are recorded too (`validate: false` turns that off); an alert or action
/// sheet is validated as presented, anything else as the root.
///
/// Parameters that change the golden: `format` (its extension too), `named`, `profile`
/// (the car's limits trim the render) and `isPushed` (a pushed screen shows `‹ Back`;
/// pass `true` for a screen the app pushes, so the golden matches its catalog entry
/// `SnapshotEntry(name, isPushed: true)`). To snapshot a modal over what it covers, or a
/// screen at its depth, snapshot the ``NavigationStack`` instead.
public func expectSnapshot(
    of template: some TemplateConvertible,
    as format: SnapshotFormat,
    named name: String? = nil,
    profile: CarProfile = .unconstrained,
    isPushed: Bool = false,
    validate: Bool = true,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    function: String = #function
) {
    let assertion = format.assertion(
        of: template.template, named: name, function: function, profile: profile, isPushed: isPushed,
        validate: validate, filePath: filePath, site: "\(fileID):\(line):\(column)")
    SwiftTestingReport(fileID: fileID, filePath: filePath, line: line, column: column).record(assertion)
}
