extension Action {
    /// The action as one line, arguments in UTF-8 key order: `play episode=12 source=abc`.
    public var summary: String {
        String(TextLabel.action(self).dropFirst(2))
    }
}
