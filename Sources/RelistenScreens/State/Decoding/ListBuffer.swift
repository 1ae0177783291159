/// A list being read, one element at a time, into room the decoder keeps from list to
/// list, then moved (not copied: no retain, no release) into an array of exactly its
/// length: one allocation per list, where appending to an empty array grows it three or
/// four times for the five tracks of a set and leaves it up to half empty.
///
/// ```swift
/// let buffer = ListBuffer<Source>()
/// buffer.append(source) …
/// let sources = buffer.take()   // [Source], capacity == count; the buffer is empty again
/// ```
final class ListBuffer<Element> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 16) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// Starts a new list (what a list read in part before left is dropped).
    func removeAll() {
        base.deinitialize(count: count)
        count = 0
    }

    func append(_ element: consuming Element) {
        appendUninitialized().initialize(to: element)
    }

    /// Room for one more element at the end, counted in: the caller initializes it at
    /// once (before anything that can throw), then may fill it in there (a value filled
    /// in a local and then appended is copied, its strings retained and released). The
    /// place is good until the next append.
    func appendUninitialized() -> UnsafeMutablePointer<Element> {
        if count == capacity { grow() }
        count += 1
        return base + count - 1
    }

    /// The list read, moved out; the buffer is empty again.
    func take() -> [Element] {
        let taken = [Element](unsafeUninitializedCapacity: count) { target, initialized in
            if let start = target.baseAddress { start.moveInitialize(from: base, count: count) }
            initialized = count
        }
        count = 0
        return taken
    }

    /// Calls `body` with the list read, whose every element `body` moves out (`move()`);
    /// the buffer is empty again.
    func takeAll<Result>(_ body: (UnsafeMutableBufferPointer<Element>) -> Result) -> Result {
        defer { count = 0 }
        return body(UnsafeMutableBufferPointer(start: base, count: count))
    }

    private func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }
}
