import KitSupport
extension Player {
    /// Toggles shuffle.
    ///
    /// On: the current track moves to the front and the other tracks follow in a
    /// deterministic shuffled order: a Fisher–Yates shuffle driven by ``KitSupport.SplitMix64`` seeded
    /// with the ``KitSupport.FNV1a`` hash of the queue's uuids (in queue order, each followed by a 0
    /// byte); the pre-shuffle order is kept in ``unshuffledQueue``.
    /// Off: the pre-shuffle order is restored (current track unchanged) when known.
    public func togglingShuffle() -> Player {
        var next = self
        if shuffle {
            next.shuffle = false
            if let original = unshuffledQueue, Set(original) == Set(queue) {
                next.queue = original
                next.currentIndex = currentTrackUUID.flatMap { original.firstIndex(of: $0) } ?? currentIndex
            }
            next.unshuffledQueue = nil
            return next
        }
        next.shuffle = true
        next.unshuffledQueue = queue
        next.queue = Self.shuffledOrder(queue, keepingFirst: currentIndex)
        next.currentIndex = queue.isEmpty ? nil : 0
        return next
    }

    /// `queue` with the element at `first` (if any) in front and the rest shuffled.
    static func shuffledOrder(_ queue: [String], keepingFirst first: Int?) -> [String] {
        var rest = queue
        var front: [String] = []
        if let first, queue.indices.contains(first) { front = [rest.remove(at: first)] }
        var hash = KitSupport.FNV1a()
        for uuid in queue { hash.add(Array(uuid.utf8) + [0]) }
        var generator = KitSupport.SplitMix64(seed: hash.value)
        if rest.count > 1 {
            for i in stride(from: rest.count - 1, to: 0, by: -1) {
                let j = Int(generator.next() % UInt64(i + 1))
                rest.swapAt(i, j)
            }
        }
        return front + rest
    }
}
