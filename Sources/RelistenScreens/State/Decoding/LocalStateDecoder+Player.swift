extension LocalStateDecoder {
    func player(_ node: Node?) throws(StateDocumentError) -> Player {
        guard let object = try node?.object() else { return Player() }
        let queue = try uuidList(object.optional("queue"), kind: "track") { known.contains($0, kind: "track") }
        let state = try object.optional("state")?.enumValue(Player.State.self, "player state") ?? .stopped
        let elapsed = try object.optionalSeconds("elapsed") ?? 0
        let duration = try object.optionalSeconds("duration")
        if let duration, elapsed > duration, let elapsedNode = object.optional("elapsed") {
            throw elapsedNode.fail("elapsed \(elapsed) is greater than duration \(duration)")
        }
        return Player(
            queue: queue,
            currentIndex: try currentIndex(object, queue: queue, state: state),
            state: state, elapsed: elapsed, duration: duration,
            shuffle: try object.bool("shuffle", default: false),
            repeatMode: try object.optional("repeat")?.enumValue(Player.RepeatMode.self, "repeat mode") ?? .off,
            unshuffledQueue: try unshuffledQueue(object, queue: queue)
        )
    }

    /// `current_index`: required to be in range for a non-empty queue (default 0),
    /// absent or null for an empty one.
    private func currentIndex(_ object: ObjectNode, queue: [String], state: Player.State) throws(StateDocumentError) -> Int? {
        let node = object.optional("current_index")
        if queue.isEmpty {
            if let node { throw node.fail("queue index \(try node.int()) is out of range: the queue is empty") }
            if state != .stopped, let stateNode = object.optional("state") {
                throw stateNode.fail("player state \"\(state.rawValue)\" needs a non-empty queue")
            }
            return nil
        }
        guard let node else { return 0 }
        let index = try node.int()
        guard queue.indices.contains(index) else {
            throw node.fail("queue index \(index) is out of range 0..<\(queue.count)")
        }
        return index
    }

    private func unshuffledQueue(_ object: ObjectNode, queue: [String]) throws(StateDocumentError) -> [String]? {
        guard let node = object.optional("unshuffled_queue") else { return nil }
        let list = try uuidList(node, kind: "track") { known.contains($0, kind: "track") }
        if Set(list) != Set(queue) {
            throw node.fail("unshuffled_queue must hold exactly the tracks of queue, in any order")
        }
        return list
    }

    func loading(_ node: Node?) throws(StateDocumentError) -> [ResourceKey: LoadState] {
        var result: [ResourceKey: LoadState] = [:]
        try node?.object().forEachSortedEntry { (key, valueNode) throws(StateDocumentError) in
            guard let resource = ResourceKey(key) else {
                throw valueNode.fail(
                    "unknown resource key \"\(key)\"; expected \"artists\", \"years:<artist uuid>\", \"year_shows:<year uuid>\" or \"show:<show uuid>\"")
            }
            try checkKnown(resource, at: valueNode)
            result[resource] = try loadState(valueNode)
        }
        return result
    }

    private func loadState(_ node: Node) throws(StateDocumentError) -> LoadState {
        let allowed = "\"loading\", \"loaded\", \"failed\""
        guard node.kind == .string else {
            throw node.fail("expected a load state (one of \(allowed)), found \(node.typeDescription)")
        }
        let text = try node.string()
        guard let state = LoadState(rawValue: text), state != .notLoaded else {
            throw node.fail("unknown load state \"\(text)\"; expected one of \(allowed)")
        }
        return state
    }

    private func checkKnown(_ resource: ResourceKey, at node: Node) throws(StateDocumentError) {
        switch resource {
        case .artists: return
        case .years(let artist) where !known.contains(artist, kind: "artist"):
            throw node.fail("unknown artist uuid \"\(artist)\" in resource key")
        case .yearShows(let year) where !known.contains(year, kind: "year"):
            throw node.fail("unknown year uuid \"\(year)\" in resource key")
        case .show(let show) where !known.contains(show, kind: "show"):
            throw node.fail("unknown show uuid \"\(show)\" in resource key")
        default: return
        }
    }
}
