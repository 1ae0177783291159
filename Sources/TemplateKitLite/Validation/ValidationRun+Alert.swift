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
        if alert.actions.count > limit {
            let shown = alert.actions.suffix(limit).map { Self.quoted($0.title) }
            let hidden = alert.actions.dropLast(limit).map { Self.quoted($0.title) }.joined(separator: ", ")
            let kept = shown.isEmpty ? "none" : shown.joined(separator: ", ")
            report(Rules.alertActionLimit, at: path,
                "\(alert.actions.count) actions; this car keeps the last \(limit) (\(kept)); hidden: \(hidden)")
        }
    }

    /// A title as it appears in messages: quoted and escaped.
    static func quoted(_ text: String) -> String {
        NodePath.TemplateName(title: text, kind: "").description
    }
}
