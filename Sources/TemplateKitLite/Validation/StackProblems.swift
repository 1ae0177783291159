/// The stack rules: depth, now playing once, only a list above now playing, one modal.
enum StackProblems {
    /// Problems of pushing `template` on top of `shown` (the templates the stack shows,
    /// bottom → top: the root, or the selected tab's content, then each pushed one).
    static func push(_ template: Template, onto shown: [Template]) -> [Problem] {
        var problems: [Problem] = []
        if case .nowPlaying = template, let depth = shown.firstIndex(where: \.isNowPlaying) {
            problems.append(Problem(Rules.stackNowPlayingTwice,
                "now playing is already in the stack at depth \(depth + 1)"))
        }
        if let top = shown.last, top.isNowPlaying, !template.isList {
            problems.append(Problem(Rules.stackAboveNowPlaying,
                "\(template.kindName) cannot sit on top of now playing; only a list can"))
        }
        return problems
    }

    /// The depth problem of a stack `depth` templates deep, counting the root; `prospective`
    /// words it for a transition that has not happened yet.
    static func depth(_ depth: Int, profile: CarProfile, prospective: Bool) -> Problem? {
        guard depth > profile.maximumDepth else { return nil }
        let what = prospective ? "depth would be \(depth)" : "depth \(depth)"
        return Problem(Rules.stackDepth,
            "\(what), over this car's limit of \(profile.maximumDepth) (counting the root)")
    }

    /// The problem of presenting while `current` is presented.
    static func present(over current: Template?) -> Problem? {
        guard let current else { return nil }
        return Problem(Rules.modalOneAtATime, "\(current.pathName) is already presented; dismiss it first")
    }
}

extension Template {
    var isNowPlaying: Bool { if case .nowPlaying = self { true } else { false } }
    var isList: Bool { if case .list = self { true } else { false } }
}
