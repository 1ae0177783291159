import GoldenCore

/// GitHub Actions workflow commands for what a run found: `::error file=…,line=…::…`
/// lines on standard output, which GitHub shows on the pull request's files. GitHub shows
/// 10 annotations of a kind per step, so at most ``limit`` are printed, the last saying
/// how many more there are.
///
///     ::error file=Tests/Snapshots/podcast/episodes.txt,line=4,title=changed golden::podcast/episodes.txt does not match…
package struct GitHubAnnotations {
    package struct Annotation {
        /// `error`, `warning` or `notice`.
        let level: String
        /// Relative to the repository root; nil for none.
        let file: String?
        let line: Int?
        let title: String
        let message: String

        package init(level: String, file: String?, line: Int?, title: String, message: String) {
            (self.level, self.file, self.line, self.title, self.message) = (level, file, line, title, message)
        }
    }

    /// Annotations of a kind GitHub shows per step.
    package static let limit = 10

    let annotations: [Annotation]

    /// Whether the run is a GitHub Actions job (`GITHUB_ACTIONS=true`).
    package static func isOn(_ environment: [String: String]) -> Bool {
        environment["GITHUB_ACTIONS"] == "true"
    }

    /// The lines to print: every annotation when there are at most ``limit``, else the
    /// first `limit - 1` and one saying how many more (all are in the step summary).
    package var lines: [String] {
        guard annotations.count > Self.limit else { return annotations.map(Self.command) }
        let shown = annotations.prefix(Self.limit - 1)
        let more = Annotation(
            level: annotations[Self.limit - 1].level, file: nil, line: nil, title: "more findings",
            message: "\(annotations.count - shown.count) more not annotated (GitHub shows \(Self.limit) per step); "
                + "the job summary and the log list them all")
        return shown.map(Self.command) + [Self.command(more)]
    }

    package static func command(_ annotation: Annotation) -> String {
        var properties: [String] = []
        if let file = annotation.file { properties.append("file=" + property(file)) }
        if let line = annotation.line { properties.append("line=\(line)") }
        properties.append("title=" + property(annotation.title))
        return "::\(annotation.level) \(properties.joined(separator: ","))::\(data(annotation.message))"
    }

    /// A message: `%`, CR and LF escaped as GitHub's toolkit does, and no `##[` command
    /// in it (``OutputSafety``).
    static func data(_ text: String) -> String {
        OutputSafety.workflowSafe(text).replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value: also `:` and `,`.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    /// `path` relative to the repository (`GITHUB_WORKSPACE`) when it lies inside it.
    package static func repositoryPath(_ absolute: String, environment: [String: String]) -> String {
        guard let workspace = environment["GITHUB_WORKSPACE"], !workspace.isEmpty else { return absolute }
        let base = workspace.hasSuffix("/") ? workspace : workspace + "/"
        return absolute.hasPrefix(base) ? String(absolute.dropFirst(base.count)) : absolute
    }
}
