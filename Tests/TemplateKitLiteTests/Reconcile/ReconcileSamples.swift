import TemplateKitLite

/// Small templates and stacks for the reconciler's tests.
enum R {
    static func row(_ id: String, _ text: String, progress: Double? = nil, playing: Bool = false) -> ListItem {
        ListItem(text).id(id).progress(progress).playing(playing ? .playing : .none)
    }

    static func list(_ id: String, _ title: String, _ rows: [ListItem]) -> Template {
        ListTemplate(title: title, sections: [ListSection(items: rows.map(ListElement.item)).id("s")]).id(id).template
    }

    static func tabs(selected: Int = 0, _ contents: [Template]) -> Template {
        TabBarTemplate(tabs: contents.enumerated().map { Tab("Tab \($0.offset)", content: $0.element) },
                       selectedIndex: selected).id("root").template
    }

    static let a = list("a", "A", [row("1", "One")])
    static let b = list("b", "B", [row("1", "One")])
    static let c = list("c", "C", [row("1", "One")])
    static let d = list("d", "D", [row("1", "One")])

    static func stack(_ root: Template, _ pushed: [Template] = [], presented: Template? = nil, tabStacks: [Int: [Template]] = [:]) -> NavigationStack {
        NavigationStack(unchecked: root, pushed: pushed, presented: presented)
    }

    /// The log of reconciling `old` (as the car shows it) to `new`.
    static func log(_ old: NavigationStack?, _ new: NavigationStack, now: Double = 0,
                    policy: ProgressPolicy = .default, sentAt: [String: Double] = [:]) -> [String] {
        let shown = old.map { CarDisplay(stack: $0, progressSentAt: sentAt) }
        let ops = Reconciler(progress: policy).reconcile(shown, to: new, now: now).operations
        return ops.map(OperationLog.line)
    }
}
