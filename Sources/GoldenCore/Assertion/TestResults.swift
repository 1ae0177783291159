import Foundation

/// The Swift Testing results (JUnit XML, written by `swift test --xunit-output FILE` as
/// `FILE-swift-testing.xml`) of a run: the only record of a test that failed, or was
/// skipped or disabled, before its assertion — whose golden a run without that record
/// would take for unused.
///
///     <testcase classname="AppTests" name="episodes()"><skipped /></testcase>
package enum TestResults {
    /// Fails, naming the tests, unless every results file exists, is no older than the
    /// run (`notOlderThan`) and records no failure, error or skipped test.
    package static func requireClean(_ paths: Set<String>, notOlderThan date: Date, command: String) throws(CommandError) {
        guard !paths.isEmpty else {
            throw .failure("The last test run wrote no test results, so a test that was skipped, disabled or failed before its "
                + "assertion cannot be told from a golden no test uses: nothing is marked unreferenced. Run '\(command)' first")
        }
        for path in paths.sorted() {
            guard let written = FileSystem.modificationDate(path), written >= date.addingTimeInterval(-1),
                  let bytes = try? FileSystem.readAll(path) else {
                throw .failure("The test results of the last run (\(Printable.path(path))) are missing or older than the run: "
                    + "nothing is marked unreferenced. Run '\(command)' again")
            }
            let (failed, skipped) = outcomes(String(decoding: bytes, as: UTF8.self))
            if !failed.isEmpty {
                throw .failure("The last test run had \(Plural.count(failed.count, "failing test")) (\(listed(failed))): a test that "
                    + "failed may have stopped before its assertion, so nothing is marked unreferenced. Fix them and run '\(command)' again")
            }
            if !skipped.isEmpty {
                throw .failure("The last test run skipped or disabled \(Plural.count(skipped.count, "test")) (\(listed(skipped))): "
                    + "their goldens are still theirs, so nothing is marked unreferenced. Run them (or delete a golden by hand) "
                    + "and run '\(command)' again")
            }
        }
    }

    /// The names (`Suite/name()`) of the failed and the skipped test cases of a JUnit document.
    static func outcomes(_ xml: String) -> (failed: [String], skipped: [String]) {
        var failed: [String] = []
        var skipped: [String] = []
        for piece in xml.components(separatedBy: "<testcase").dropFirst() {
            let body = piece.components(separatedBy: "</testcase>").first ?? piece
            let openTag = body.prefix { $0 != ">" }
            let name = [attribute("classname", in: openTag), attribute("name", in: openTag)].compactMap { $0 }.joined(separator: "/")
            let selfClosing = openTag.hasSuffix("/")
            if !selfClosing, body.contains("<failure") || body.contains("<error") { failed.append(name) }
            if !selfClosing, body.contains("<skipped") { skipped.append(name) }
        }
        return (failed, skipped)
    }

    private static func attribute(_ name: String, in tag: Substring) -> String? {
        guard let start = tag.range(of: " \(name)=\"") else { return nil }
        let value = tag[start.upperBound...].prefix { $0 != "\"" }
        return XMLEntities.decode(String(value))
    }

    /// At most five names, then how many more.
    private static func listed(_ names: [String]) -> String {
        let shown = names.prefix(5).map { Printable.escaped($0) }.joined(separator: ", ")
        return names.count > 5 ? shown + " and \(names.count - 5) more" : shown
    }
}

/// The five predefined XML entities, decoded (`&quot;` → `"`).
enum XMLEntities {
    static func decode(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
