extension Player {
    /// Plays `tracks` (a source's tracks in play order) from `index`: the queue becomes the
    /// **playable** tracks only, starting at the selected one; shuffle is reset, the state is
    /// playing and elapsed is 0. When the selected track is not playable, the next playable
    /// one after it starts (else the last playable one before it); with no playable track,
    /// or an index out of range, the player is cleared. Repeat mode is kept.
    public func playing(_ tracks: [Track], from index: Int) -> Player {
        guard tracks.indices.contains(index) else { return cleared() }
        return playing(PlayableTracks(tracks), from: index)
    }

    /// The same from tracks whose playable ones are picked out already (`index` a place in
    /// their list, in range): the queue of every play of one list is then one array.
    func playing(_ playable: PlayableTracks, from index: Int) -> Player {
        let start = playable.offsets.firstIndex { $0 >= index } ?? (playable.offsets.isEmpty ? nil : playable.offsets.count - 1)
        guard let start else { return cleared() }
        return Player(
            queue: playable.queue, currentIndex: start, state: .playing, elapsed: 0,
            duration: playable.durations[start], shuffle: false, repeatMode: repeatMode)
    }

    /// Jumps to queue position `index` (playing from 0 s); out of range leaves it unchanged.
    public func jumping(to index: Int) -> Player {
        guard queue.indices.contains(index) else { return self }
        var next = self
        next.currentIndex = index
        next.state = .playing
        next.elapsed = 0
        next.duration = nil
        return next
    }

    /// The next track: repeat track → the same track again; at the end of the queue,
    /// repeat queue → the first track, repeat off → unchanged (nothing happens).
    public func advanced() -> Player {
        guard let current = currentIndex, !queue.isEmpty else { return self }
        switch repeatMode {
        case .track: return restarted()
        case .queue: return jumping(to: current + 1 < queue.count ? current + 1 : 0)
        case .off: return current + 1 < queue.count ? jumping(to: current + 1) : self
        }
    }

    /// The previous track: repeat track → the same track again; at the start of the queue,
    /// repeat queue → the last track, repeat off → the first track restarted.
    public func retreated() -> Player {
        guard let current = currentIndex, !queue.isEmpty else { return self }
        switch repeatMode {
        case .track: return restarted()
        case .queue: return jumping(to: current > 0 ? current - 1 : queue.count - 1)
        case .off: return current > 0 ? jumping(to: current - 1) : restarted()
        }
    }

    /// Repeat cycles off → queue → track → off.
    public func cyclingRepeat() -> Player {
        var next = self
        next.repeatMode = switch repeatMode {
        case .off: .queue
        case .queue: .track
        case .track: .off
        }
        return next
    }

    /// An empty, stopped player (repeat mode kept).
    public func cleared() -> Player {
        Player(repeatMode: repeatMode)
    }

    /// Tracks before the current one (already played), in queue order.
    public var playedTracks: [String] {
        guard let current = currentIndex, queue.indices.contains(current) else { return [] }
        return Array(queue[..<current])
    }

    /// Tracks after the current one, in queue order (no wrap-around).
    public var upNext: [String] {
        guard let current = currentIndex, queue.indices.contains(current) else { return [] }
        return Array(queue[(current + 1)...])
    }

    private func restarted() -> Player {
        var next = self
        next.state = .playing
        next.elapsed = 0
        return next
    }
}
