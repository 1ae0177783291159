extension TextRenderer {
    /// An alert: its title variants, every action with its style (the ones the car hides
    /// marked), and a warning naming what the car keeps: the last added actions.
    func writeAlert(_ alert: AlertTemplate, into frame: inout TextFrame) {
        if alert.titleVariants.count > 1 || !showsDetails { writeVariants(alert.titleVariants, kind: "title", into: &frame) }
        let limit = profile.maximumAlertActions
        let slice = LimitedSlice.alert(alert.actions, limit: limit)
        for action in slice.hidden { writeAlertAction(action, hidden: true, into: &frame) }
        for action in slice.shown { writeAlertAction(action, hidden: false, into: &frame) }
        if alert.actions.isEmpty { frame.line("⚠ no actions: CarPlay requires at least one") }
        if !slice.hidden.isEmpty { frame.wrapped(alertWarning(shown: slice.shown, limit: limit)) }
    }

    /// An action sheet: its message and every action with its style.
    func writeActionSheet(_ sheet: ActionSheetTemplate, into frame: inout TextFrame) {
        if let message = sheet.message {
            let copy = TextLabel.safe(message)
            frame.wrapped(showsDetails ? copy : CarCut.marked(copy, columns: profile.textColumns))
        }
        for action in sheet.actions { writeAlertAction(action, hidden: false, into: &frame) }
        if sheet.actions.isEmpty { frame.line("(no actions)") }
    }

    /// `[ Clear ]  destructive` and its action.
    func writeAlertAction(_ action: AlertAction, hidden: Bool, into frame: inout TextFrame) {
        let style = action.style == .default ? "" : "  " + action.style.rawValue
        let mark = hidden ? "  ┄ hidden on this car" : ""
        frame.line(" [ " + TextLabel.name(action.title) + " ]" + style + mark)
        writeAction(action.action, indent: 3, into: &frame)
    }

    /// `⚠ this car shows 1 action: only "Cancel" (the last added) is visible`
    func alertWarning(shown: ArraySlice<AlertAction>, limit: Int) -> String {
        let head = "⚠ this car shows " + TextLabel.count(max(0, limit), "action")
        guard !shown.isEmpty else { return head + ": none is visible" }
        let names = shown.map { TextLabel.quoted($0.title) }.joined(separator: ", ")
        let verb = shown.count == 1 ? "is" : "are"
        return head + ": only " + names + " (the last added) " + verb + " visible"
    }
}
