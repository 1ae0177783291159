import SnapshotEngine
import Testing

/// Runs an assertion and records each failure as a Swift Testing issue at the call.
struct SwiftTestingReport {
    let fileID: String
    let filePath: String
    let line: Int
    let column: Int

    func record(_ assertion: GoldenAssertion) {
        let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        for problem in assertion.run() {
            Issue.record(Comment(rawValue: problem), sourceLocation: location)
        }
    }
}
