import Foundation
import GoldenCore

/// Markdown appended to the job's summary page (`$GITHUB_STEP_SUMMARY`), kept under
/// GitHub's 1 MiB limit per step: sections are added while they fit, then one line says
/// how many were left out.
///
///     var summary = StepSummary(title: "snapshot check: 1 changed, 153 unchanged")
///     summary.add("<details><summary>podcast/episodes.txt</summary> …")
package struct StepSummary {
    /// GitHub refuses a step summary over 1 MiB; leave room for the closing line.
    package static let byteLimit = 1_048_576 - 4_096

    private(set) var text: String
    private var left = 0

    package init(title: String) { text = "### " + title + "\n\n" }

    /// Adds `section` if it fits; counts it as left out otherwise.
    package mutating func add(_ section: String) {
        guard left == 0, text.utf8.count + section.utf8.count <= Self.byteLimit else {
            left += 1
            return
        }
        text += section
    }

    /// The Markdown, with the count of sections left out.
    package var markdown: String {
        left == 0 ? text : text + "\n… \(left) more not shown (GitHub's 1 MiB summary limit); see the log.\n"
    }

    /// Appends to the file `GITHUB_STEP_SUMMARY` names, if any.
    package func append(environment: [String: String]) throws(CommandError) {
        guard let path = environment["GITHUB_STEP_SUMMARY"], !path.isEmpty else { return }
        guard let handle = FileHandle(forWritingAtPath: path) else {
            throw .failure("cannot append the step summary to \(Printable.path(path))")
        }
        defer { try? handle.close() }
        do {
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(markdown.utf8))
        } catch {
            throw .failure("cannot append the step summary to \(Printable.path(path)): \(error)")
        }
    }

    /// A fenced block that no line of `text` can close (Markdown and HTML are inert in
    /// it), its text under ``OutputSafety/log(_:)``.
    package static func fenced(_ text: String, language: String = "") -> String {
        let text = OutputSafety.log(text)
        var fence = "```"
        while text.contains(fence) { fence += "`" }
        return fence + language + "\n" + text + (text.hasSuffix("\n") ? "" : "\n") + fence + "\n"
    }

    /// Inline code for a name (Markdown and HTML are inert in it): one line under
    /// ``OutputSafety/line(_:)``, its own backticks and table bars replaced.
    package static func code(_ text: String) -> String {
        "`" + OutputSafety.line(text).replacingOccurrences(of: "`", with: "'").replacingOccurrences(of: "|", with: "\\|") + "`"
    }
}
