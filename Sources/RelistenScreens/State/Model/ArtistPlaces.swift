extension [Artist] {
    /// Whether these artists hold the uuids of `others` in the same places (the same
    /// artists renamed, as the lint's long names are): what was found by uuid stands. A
    /// uuid not copied since is compared at once, by its storage.
    ///
    ///     renamed.holdSameUUIDs(as: catalog.artists)   // true
    func holdSameUUIDs(as others: [Artist]) -> Bool {
        guard count == others.count else { return false }
        for offset in indices where self[offset].uuid != others[offset].uuid { return false }
        return true
    }
}
