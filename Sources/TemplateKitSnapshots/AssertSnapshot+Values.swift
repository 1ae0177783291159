import TemplateKitLite
import XCTest

/// ``expectSnapshot(of:as:named:profile:validate:fileID:filePath:line:column:function:)``
/// for XCTest: a whole navigation stack, validated as the car would hold it.
///
///     func testQueueAlert() throws {
///         var stack = try NavigationStack(root: EpisodesScreen.template(.sample).template)
///         try stack.present(ClearQueueAlert.template.template)
///         assertSnapshot(of: stack, as: .text)
///     }
public func assertSnapshot(
    of stack: NavigationStack,
    as format: SnapshotFormat,
    named name: String? = nil,
    profile: CarProfile = .unconstrained,
    validate: Bool = true,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    function: String = #function
) {
    let assertion = format.assertion(
        of: stack, named: name, function: function, profile: profile, validate: validate,
        filePath: "\(file)", site: "\(file):\(line):\(column)")
    for problem in assertion.run() {
        XCTFail(problem, file: file, line: line)
    }
}

/// ``expectSnapshot(of:as:named:fileID:filePath:line:column:function:)`` for XCTest:
/// any value's text (an operation log, a plain string).
///
///     assertSnapshot(of: update, as: .operations)      // …/testUpdate.operations.txt
public func assertSnapshot<Value>(
    of value: Value,
    as format: TextSnapshotFormat<Value>,
    named name: String? = nil,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    function: String = #function
) {
    let assertion = format.assertion(
        of: value, named: name, function: function, filePath: "\(file)", site: "\(file):\(line):\(column)")
    for problem in assertion.run() {
        XCTFail(problem, file: file, line: line)
    }
}
