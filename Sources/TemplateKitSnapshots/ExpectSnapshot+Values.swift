import Testing
import TemplateKitLite

/// Checks a whole navigation stack's render against its golden, in a Swift Testing test:
/// root, pushed templates and the presented one, rendered for `profile` and validated as
/// the car would hold it (depth, placement, one modal at a time…).
///
///     var stack = try NavigationStack(root: LibraryScreen.tabBar(.sample).template)
///     try stack.push(EpisodesScreen.template(.sample).template)
///     try stack.present(ClearQueueAlert.template.template)
///     expectSnapshot(of: stack, as: .text)     // breadcrumb, then the alert over "Episodes"
///
/// Goldens, modes and failures are those of
/// ``expectSnapshot(of:as:named:profile:isPushed:validate:fileID:filePath:line:column:function:)``.
public func expectSnapshot(
    of stack: NavigationStack,
    as format: SnapshotFormat,
    named name: String? = nil,
    profile: CarProfile = .unconstrained,
    validate: Bool = true,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    function: String = #function
) {
    let assertion = format.assertion(
        of: stack, named: name, function: function, profile: profile, validate: validate,
        filePath: filePath, site: "\(fileID):\(line):\(column)")
    SwiftTestingReport(fileID: fileID, filePath: filePath, line: line, column: column).record(assertion)
}

/// Checks any value's text against its golden, in a Swift Testing test: an operation
/// log, a plain string, or a ``TextSnapshotFormat`` of your own. No CarPlay rules apply.
///
///     let update = Reconciler().reconcile(shown, to: next, now: 0)
///     expectSnapshot(of: update, as: .operations)                 // …/<test>.operations.txt
///     expectSnapshot(of: "3 episodes\n", as: .text, named: "count")
public func expectSnapshot<Value>(
    of value: Value,
    as format: TextSnapshotFormat<Value>,
    named name: String? = nil,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column,
    function: String = #function
) {
    let assertion = format.assertion(
        of: value, named: name, function: function, filePath: filePath, site: "\(fileID):\(line):\(column)")
    SwiftTestingReport(fileID: fileID, filePath: filePath, line: line, column: column).record(assertion)
}
