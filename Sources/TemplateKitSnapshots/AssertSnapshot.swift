import TemplateKitLite
import XCTest

/// ``expectSnapshot(of:as:named:profile:isPushed:validate:fileID:filePath:line:column:function:)``
/// for XCTest: the same goldens, modes and validation; a failure is an `XCTFail` at the call.
///
///     func testEpisodes() {
///         assertSnapshot(of: EpisodesScreen.template(.sample), as: .text)   // …/testEpisodes.txt
///     }
public func assertSnapshot(
    of template: some TemplateConvertible,
    as format: SnapshotFormat,
    named name: String? = nil,
    profile: CarProfile = .unconstrained,
    isPushed: Bool = false,
    validate: Bool = true,
    file: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    function: String = #function
) {
    let assertion = format.assertion(
        of: template.template, named: name, function: function, profile: profile, isPushed: isPushed,
        validate: validate, filePath: "\(file)", site: "\(file):\(line):\(column)")
    for problem in assertion.run() {
        XCTFail(problem, file: file, line: line)
    }
}
