import Foundation
import TemplateKitLite

/// The work behind `expectSnapshot` and `assertSnapshot` (TemplateKitSnapshots), free of
/// any test framework, so `snapshot bench` measures it too:
/// render, validate, compare with the golden, and — depending on the
/// ``SnapshotUpdateMode`` — write `NAME.new`, the golden, or nothing. Returns the
/// failure messages (none when the snapshot matches and the template is valid).
package struct GoldenAssertion {
    package let template: Template
    /// The golden's extension (`txt`, `json`) and how the template becomes its text.
    package let fileExtension: String
    package let render: @Sendable (Template, CarProfile, Bool) -> [UInt8]
    package let name: String
    package let profile: CarProfile
    package let isPushed: Bool
    package let validate: Bool
    package let filePath: String
    /// `file:line:column` of the call, to tell two call sites apart.
    package let site: String

    package init(
        template: Template, fileExtension: String, render: @escaping @Sendable (Template, CarProfile, Bool) -> [UInt8],
        name: String, profile: CarProfile, isPushed: Bool, validate: Bool, filePath: String, site: String
    ) {
        self.template = template
        self.fileExtension = fileExtension
        self.render = render
        self.name = name
        self.profile = profile
        self.isPushed = isPushed
        self.validate = validate
        self.filePath = filePath
        self.site = site
    }

    /// The longest diff a failure prints, in lines.
    package static let maxDiffLines = 60

    /// The failure messages; `environment` defaults to the process's `CI` and `SNAPSHOT_UPDATE`.
    package func run(environment: [String: String]? = nil) -> [String] {
        // Messages reach a terminal or an IDE console: the one terminal-safety rule.
        problems(environment: environment).map(TerminalText.safe)
    }

    private func problems(environment: [String: String]?) -> [String] {
        let environment = environment ?? Self.modeEnvironment()
        let mode: SnapshotUpdateMode
        switch SnapshotUpdateMode.from(environment) {
        case .success(let value): mode = value
        case .failure(let problem): return [problem.message]
        }
        var problems = validate ? ruleErrors() : []
        do {
            let location = try GoldenLocations.shared.location(filePath: filePath, name: name, fileExtension: fileExtension)
            let render = self.render(template, profile, isPushed)
            if let clash = GoldenClaims.shared.claim(location.fullPath, site: site, render: render) {
                return problems + [clash]
            }
            if let mismatch = try compare(render, at: location, mode: mode) { problems.append(mismatch) }
        } catch {
            problems.append(error.message)
        }
        return problems
    }

    /// `CI` and `SNAPSHOT_UPDATE` as set now (two `getenv` calls, not the whole environment).
    private static func modeEnvironment() -> [String: String] {
        var values: [String: String] = [:]
        for key in ["CI", SnapshotUpdateMode.environmentKey] {
            if let value = getenv(key) { values[key] = String(cString: value) }
        }
        return values
    }

    /// The validator's errors for the profile, each naming the rule id and the node path.
    private func ruleErrors() -> [String] {
        Validator(profile: profile).validate(template).filter { $0.severity == .error }.map {
            "CarPlay rule \($0.rule.id) at \($0.path): \($0.message) (pass validate: false to snapshot it anyway)"
        }
    }

    /// Nil when the golden matches (a stale `NAME.new` is then removed); otherwise the
    /// failure message, after writing what the mode allows.
    private func compare(_ render: [UInt8], at location: GoldenLocation, mode: SnapshotUpdateMode) throws(AssertionProblem) -> String? {
        let store = location.store
        let golden: [UInt8]?
        do { golden = try store.readBytes(location.name) } catch { throw AssertionProblem(error.message) }
        if let golden, golden.hasSameBytes(as: render) {
            if mode.writes, FileSystem.kind(store.path(location.pendingName)) != .missing {
                try? store.remove(location.pendingName)
            }
            return nil
        }
        if let golden {
            do { try store.requireUTF8(golden, of: location.name) } catch { throw AssertionProblem(error.message) }
        }
        let diff = UnifiedDiff(
            old: golden ?? [], new: render,
            oldLabel: golden == nil ? "/dev/null" : "a/" + location.displayPath, newLabel: "b/" + location.displayPath,
            maxLines: Self.maxDiffLines)
        let what = golden == nil ? "has no golden yet" : "does not match its golden"
        let done = try write(render, at: location, mode: mode)
        let notes = LineEndingNote.notes(golden: golden ?? [], render: render).map { $0 + "\n" }.joined()
        var text = "Snapshot \(location.displayPath) \(what). \(done)\n" + notes
            + diff.lines.map { Printable.escaped($0, keepTabs: true) }.joined(separator: "\n")
        if diff.omittedLines > 0 { text += "\n… \(diff.omittedLines) more lines" }
        return text
    }

    /// Writes what the mode allows and says what happened.
    private func write(_ render: [UInt8], at location: GoldenLocation, mode: SnapshotUpdateMode) throws(AssertionProblem) -> String {
        do {
            switch mode {
            case .ci:
                return "CI is set: nothing was written. Record it locally, review it and commit the golden."
            case .no:
                return "SNAPSHOT_UPDATE=no: nothing was written."
            case .always:
                try location.store.createFolderIfMissing()
                try location.store.write(render, to: location.name)
                if FileSystem.kind(location.store.path(location.pendingName)) != .missing {
                    try location.store.remove(location.pendingName)
                }
                return "SNAPSHOT_UPDATE=always: the golden was overwritten; run the test again to check it."
            case .new:
                try location.store.createFolderIfMissing()
                try location.store.write(render, to: location.pendingName)
                return "The render is in \(location.store.displayPath(location.pendingName)); "
                    + "review it with 'swift run snapshot review --interactive' (or accept / reject)."
            }
        } catch {
            throw AssertionProblem(error.message)
        }
    }
}
