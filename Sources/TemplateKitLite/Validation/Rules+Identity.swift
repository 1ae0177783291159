extension Rules {
    /// Siblings need distinct ids for the reconciler to tell them apart.
    public static let identityDuplicate = Rule(
        id: "identity.duplicate", severity: .error,
        summary: "Siblings (a list's sections, a section's rows, an image row's elements, grid, header grid and now-playing buttons, a tab bar's tabs) carry distinct ids.",
        carPlayBehaviour: "the reconciler maps an id to one CarPlay object; two siblings with one id would share it, and a CarPlay object cannot be shown twice",
        source: "[OBS] CarPlay tracks template and item instances (\"Pushing the same template instance more than once is not supported.\"); TemplateKitLite reconciler")
}
