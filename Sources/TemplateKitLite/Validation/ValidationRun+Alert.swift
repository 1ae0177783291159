extension ValidationRun {
    /// An alert: title, actions, and which actions a car that keeps the tail hides.
    mutating func visitAlert(_ alert: AlertTemplate, at path: NodePath) {
        if !alert.titleVariants.contains(where: { !$0.isEmpty }) {
            report(Rules.alertNoTitle, at: path,
                "no non-empty title variant among \(alert.titleVariants.count)")
        }
        if alert.actions.isEmpty {
            report(Rules.alertNoActions, at: path, "the alert has no action")
        }
        let limit = max(0, profile.maximumAlertActions)
        let (shown, hidden) = alert.actions(on: profile)
        if !hidden.isEmpty {
            let counted = alert.actions.filter { $0.style != .cancel }.count
            let cancel = counted < alert.actions.count
            let kept = shown.isEmpty ? "none" : shown.map { Self.quoted($0.title) }.joined(separator: ", ")
            report(Rules.alertActionLimit, at: path,
                "\(counted) actions\(cancel ? " besides cancel" : ""); this car keeps the last \(limit)\(cancel ? " and the cancel action" : "") (\(kept)); hidden: \(hidden.map { Self.quoted($0.title) }.joined(separator: ", "))")
        }
    }

    /// A title as it appears in messages: quoted and escaped.
    static func quoted(_ text: String) -> String {
        NodePath.TemplateName(title: text, kind: "").description
    }
}
