extension NavigationStack {
    /// Takes `stacks` as the stacks CarPlay keeps for the tabs not shown (the selected tab's
    /// entry is ignored): for a picture rebuilt from what the car reports.
    ///
    ///     stack.keepTabStacks(previous.tabStacks)
    public mutating func keepTabStacks(_ stacks: [Int: [Template]]) {
        var kept = stacks
        if let selected = selectedTab { kept[selected] = nil }
        tabStacks = kept
    }
}
