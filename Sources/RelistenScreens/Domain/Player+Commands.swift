extension Player {
    /// In place: ``playing(_:from:)``.
    public mutating func play(_ tracks: [Track], from index: Int) { self = playing(tracks, from: index) }
    /// In place: ``jumping(to:)``.
    public mutating func jump(to index: Int) { self = jumping(to: index) }
    /// In place: ``advanced()``.
    public mutating func next() { self = advanced() }
    /// In place: ``retreated()``.
    public mutating func previous() { self = retreated() }
    /// In place: ``togglingShuffle()``.
    public mutating func toggleShuffle() { self = togglingShuffle() }
    /// In place: ``cyclingRepeat()``.
    public mutating func cycleRepeat() { self = cyclingRepeat() }
    /// In place: ``cleared()``.
    public mutating func clear() { self = cleared() }
}
