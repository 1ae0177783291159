import GoldenCore
import Testing

/// Runs an assertion and records each failure as a Swift Testing issue at the call; a
/// render that does not match its golden is also attached, with the failure and its diff
/// (`swift test --attachments-path DIR` saves them: `NAME.txt`, `NAME.txt.diff`).
struct SwiftTestingReport {
    let fileID: String
    let filePath: String
    let line: Int
    let column: Int

    func record(_ assertion: GoldenAssertion) {
        let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let evaluation = assertion.evaluate()
        for problem in evaluation.problems {
            Issue.record(Comment(rawValue: problem), sourceLocation: location)
        }
        if let mismatch = evaluation.mismatch {
            Attachment.record(mismatch.render, named: mismatch.fileName, sourceLocation: location)
            Attachment.record(mismatch.message + "\n", named: mismatch.fileName + ".diff", sourceLocation: location)
        }
    }
}
