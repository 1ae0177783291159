/// A last-in, first-out stack with one owner: a push or pop is a
/// capacity check and a store, with none of an array's uniqueness checks (the JSON
/// writer opens and closes a container for every row of a list, three times a row).
///
///     var stack = UncheckedStack<Int>()
///     stack.push(1); stack.push(2)
///     stack.pop()   // 2
///     stack.count   // 1
struct UncheckedStack<Element>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// How many values are on the stack.
    private(set) var count = 0

    init(capacity: Int = 16) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    @inline(__always)
    mutating func push(_ element: Element) {
        if _slowPath(count == capacity) { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    /// The top value, removed; the stack must not be empty.
    @inline(__always)
    mutating func pop() -> Element {
        precondition(count > 0, "pop from an empty stack")
        count -= 1
        return (base + count).move()
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }
}
