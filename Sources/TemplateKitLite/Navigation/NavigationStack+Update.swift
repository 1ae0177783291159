extension NavigationStack {
    /// Replaces the visible template in place (new rows, new buttons). Refused if it would
    /// change the template's kind or a list's title, which CarPlay cannot change, or if the
    /// new template breaks a rule of its place (e.g. a tab bar with too many tabs).
    public mutating func updateVisible(_ template: Template) throws(NavigationError) {
        let current = visible
        let operation = "update \(current.pathName)"
        if presented != nil {
            throw .refused(operation, Problem(Rules.modalImmutable,
                "alerts and action sheets cannot change once presented; dismiss it and present a new one"), at: path)
        }
        guard current.kindName == template.kindName else {
            let change = "it would turn \(current.kindName) into \(template.kindName)"
            throw .refused(operation,
                because: "\(change); CarPlay cannot change a template's kind, push or present a new one", at: path)
        }
        if case .list(let old) = current, case .list(let new) = template, old.title != new.title {
            let problem = Problem(Rules.listTitleFixed,
                "the title would change from \(current.pathName) to \(template.pathName)")
            throw .refused(operation, problem, at: path)
        }
        if let problem = updateProblems(template).first {
            throw .refused(operation, problem, at: path)
        }
        replaceVisible(with: template)
    }

    /// The error problems of `template` in the visible template's place.
    private func updateProblems(_ template: Template) -> [Problem] {
        if presented != nil {
            return template.placementProblems(in: .presented, profile: profile)
                .filter { $0.rule.severity == .error }
        }
        if pushed.isEmpty { return Self.rootProblems(template, profile: profile) }
        return template.placementProblems(in: .pushed, profile: profile)
            .filter { $0.rule.severity == .error }
    }

    private mutating func replaceVisible(with template: Template) {
        if presented != nil {
            presented = template
        } else if pushed.isEmpty {
            root = template
        } else {
            pushed[pushed.count - 1] = template
        }
    }
}
