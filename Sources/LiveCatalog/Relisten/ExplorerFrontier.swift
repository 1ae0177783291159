import TemplateKitLite
import RelistenScreens
import GoldenCore
/// The stacks ``Explorer`` has yet to visit, breadth first, in little memory: a (state,
/// stack) pair enters once, when first found (``Explorer/Key``); each waits as its stack
/// and state number, the state itself held once for all the stacks waiting in it (a
/// walk that stops at its limit can leave a hundred thousand waiting, nearly all in one
/// state); and the visited part of the queue is let go as the walk advances.
///
///     var frontier = ExplorerFrontier()
///     frontier.add(node)
///     while let next = frontier.next() {
///         …  // add its successors
///         if frontier.finish(next) { /* no stack waits in next's state any more */ }
///     }
struct ExplorerFrontier {
    private var queue: [(generation: Int, stack: AppStack)] = []
    private var head = 0
    private var found = Set<Explorer.Key>()
    /// The state of each generation with stacks waiting or being visited, and their count.
    private var states: [Int: (state: AppState, waiting: Int)] = [:]
    /// The last current track a key was made for, and whether the catalog has it (a key's
    /// ``Explorer/Key/hasCurrentTrack``). A walk never changes the catalog, and nearly
    /// every key is made for a state playing the track of the key before: building the
    /// track's context (``AppState/nowPlaying``) for each was about a thirteenth of a walk.
    /// Nil as the walk was before (``Explorer/checksTwins``), which built it each time.
    private var lastTrack: (uuid: String?, inCatalog: Bool)?
    /// The same for each track of the last queue seen: a walk taps every row of a track
    /// list, each tap playing another track of one queue (``Playback/Queue``), so the last
    /// track alone was a new one at nearly every claim after a play. One queue's tracks
    /// at most, let go when another queue plays.
    private var queueTracks: (queue: [String], inCatalog: [String: Bool]) = ([], [:])

    /// `asBefore`: keys are made as the walk made them before (``Explorer/checksTwins``).
    init(asBefore: Bool = false) {
        if !asBefore { lastTrack = (nil, false) }
    }

    /// Adds `node` unless a node with its key was added before.
    mutating func add(_ node: Explorer.Node) {
        if claim(node.state, node.stack) { enqueue(node) }
    }

    /// Whether no node with the key of `stack` in `state` was added before; from now on
    /// one was, and the caller ``enqueue(_:)``s it (numbering its state only then).
    mutating func claim(_ state: AppState, _ stack: AppStack) -> Bool {
        guard let last = lastTrack else { return found.insert(Explorer.Key(state: state, stack: stack)).inserted }
        let uuid = state.player.currentTrackUUID
        let inCatalog = uuid == last.uuid ? last.inCatalog : isInCatalog(uuid, of: state)
        lastTrack = (uuid, inCatalog)
        return found.insert(Explorer.Key(state: state, stack: stack, hasCurrentTrack: inCatalog)).inserted
    }

    /// Whether `state`'s current track, `uuid`, is in the catalog (``AppState/nowPlaying``),
    /// remembered for the tracks of `state`'s queue.
    private mutating func isInCatalog(_ uuid: String?, of state: AppState) -> Bool {
        guard let uuid else { return state.nowPlaying != nil }
        // At once when the queue is the one seen last (the same array, as plays of one list share).
        if state.player.queue != queueTracks.queue { queueTracks = (state.player.queue, [:]) }
        if let known = queueTracks.inCatalog[uuid] { return known }
        let inCatalog = state.nowPlaying != nil
        queueTracks.inCatalog[uuid] = inCatalog
        return inCatalog
    }

    /// Queues `node`, whose key was claimed.
    mutating func enqueue(_ node: Explorer.Node) {
        queue.append((node.generation, node.stack))
        states[node.generation, default: (node.state, 0)].waiting += 1
    }

    /// The next node to visit, first found first, or nil when none is left.
    mutating func next() -> Explorer.Node? {
        guard head < queue.count else { return nil }
        let (generation, stack) = queue[head]
        head += 1
        if head >= 1024, head * 2 >= queue.count {
            queue.removeFirst(head)  // amortised: at least as many kept as removed
            head = 0
        }
        // Held until the last node of the generation is finished (a node counts until then).
        return Explorer.Node(state: states[generation]!.state, generation: generation, stack: stack)
    }

    /// Marks `node` visited, its successors added; true when it was the last node in its
    /// generation (none can be added later: only a node's successors share its state).
    mutating func finish(_ node: Explorer.Node) -> Bool {
        let left = (states[node.generation]?.waiting ?? 1) - 1
        if left > 0 { states[node.generation]?.waiting = left } else { states[node.generation] = nil }
        return left <= 0
    }
}
