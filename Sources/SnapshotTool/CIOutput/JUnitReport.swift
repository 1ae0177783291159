import GoldenCore
import KitSupport

/// A JUnit XML report, the format CI systems read test results from: one suite of test
/// cases, each passed, failed (`<failure>`) or in error (`<error>`), with the diff or the
/// findings as the element's text.
///
///     <testsuites name="snapshot check" tests="2" failures="1" errors="0">
///       <testsuite name="snapshot check" tests="2" failures="1" errors="0" skipped="0">
///         <testcase classname="podcast" name="podcast/episodes.txt">
///           <failure message="does not match its golden" type="changed">--- a/…</failure>
///         </testcase>
package struct JUnitReport {
    package struct Case {
        package enum Result {
            case passed
            case failure(type: String, message: String, details: String)
            case error(type: String, message: String, details: String)
        }

        let classname: String
        let name: String
        let result: Result
        /// Printed beside the case (warnings of a passing rule).
        var output: String = ""

        package init(classname: String, name: String, result: Result, output: String = "") {
            self.classname = classname
            self.name = name
            self.result = result
            self.output = output
        }
    }

    let suite: String
    let cases: [Case]

    package init(suite: String, cases: [Case]) {
        self.suite = suite
        self.cases = cases
    }

    package var failures: Int { cases.filter { if case .failure = $0.result { true } else { false } }.count }
    package var errors: Int { cases.filter { if case .error = $0.result { true } else { false } }.count }

    package func xml() -> String {
        let counts = "tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\""
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"\(MarkupEscape.document(suite))\" \(counts)>\n"
        out += "  <testsuite name=\"\(MarkupEscape.document(suite))\" \(counts) skipped=\"0\">\n"
        for testCase in cases { out += element(testCase) }
        return out + "  </testsuite>\n</testsuites>\n"
    }

    private func element(_ testCase: Case) -> String {
        var out = "    <testcase classname=\"\(MarkupEscape.document(OutputSafety.line(testCase.classname)))\" "
            + "name=\"\(MarkupEscape.document(OutputSafety.line(testCase.name)))\""
        var body = ""
        switch testCase.result {
        case .passed: break
        case .failure(let type, let message, let details): body += outcome("failure", type, message, details)
        case .error(let type, let message, let details): body += outcome("error", type, message, details)
        }
        if !testCase.output.isEmpty { body += "      <system-out>\(MarkupEscape.document(OutputSafety.log(testCase.output)))</system-out>\n" }
        guard !body.isEmpty else { return out + "/>\n" }
        out += ">\n" + body
        return out + "    </testcase>\n"
    }

    private func outcome(_ tag: String, _ type: String, _ message: String, _ details: String) -> String {
        "      <\(tag) message=\"\(MarkupEscape.document(OutputSafety.line(message)))\" type=\"\(MarkupEscape.document(OutputSafety.line(type)))\">"
            + MarkupEscape.document(OutputSafety.log(details)) + "</\(tag)>\n"
    }

    /// The first bytes of every JUnit report this tool writes.
    static let signature = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\""

    /// Writes the report atomically to `path` (absolute); refuses a file there that is not
    /// an earlier JUnit report (see ``ReportFile``).
    package func write(to path: String) throws(CommandError) {
        try ReportFile.write(Array(xml().utf8), to: path, what: "the JUnit report", signature: Self.signature)
    }
}
