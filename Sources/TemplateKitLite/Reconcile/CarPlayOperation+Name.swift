extension CarPlayOperation {
    /// The operation's name in this kit: its case's name, stable across releases
    /// (`callName` follows CarPlay's own spelling, which changes with the SDK).
    /// Compare this in tests.
    ///
    ///     CarPlayOperation.popTemplate.name                        // "popTemplate"
    ///     CarPlayOperation.setIsPlaying(row, true, .trailing).name  // "setIsPlaying"
    public var name: String {
        if let label = Mirror(reflecting: self).children.first?.label { return label }
        return String(describing: self)
    }
}
