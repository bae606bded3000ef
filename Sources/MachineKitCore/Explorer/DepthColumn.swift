/// The depth of every recorded state, by number: the length of its shortest trace.
///
/// Breadth-first exploration numbers states in order of depth as long as every outcome emits
/// one state: the states of depth d + 1 are all recorded while layer d is expanded, after
/// every state of depth d. The column then keeps only where each depth begins (4 bytes a
/// layer instead of 4 bytes a state) and finds a state's depth by binary search. The first
/// state recorded out of that order (an outcome that emits a sequence reaches past the next
/// layer, or a shorter path is found to a known state) turns it into one depth per state.
@usableFromInline
struct DepthColumn: RandomAccessCollection {
    /// While the depths follow the numbers: the first number of each depth (depth 0 at
    /// `starts[0] == 0`).
    @usableFromInline var starts: [Int32] = []
    /// Once they do not: every state's depth.
    @usableFromInline var depths: [UInt32]?
    @usableFromInline var count = 0

    @inlinable init() {}

    @inlinable var startIndex: Int { 0 }
    @inlinable var endIndex: Int { count }

    /// The depth of state `number`.
    /// - Complexity: O(1) once per-state depths are kept, else O(log depth).
    @inlinable
    subscript(number: Int) -> UInt32 {
        precondition(number >= 0 && number < count, "a recorded state")
        if let depths { return depths[number] }
        // The last depth whose first number is at most `number`.
        var low = 0, high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if Int(starts[middle]) <= number { low = middle } else { high = middle }
        }
        return UInt32(low)
    }

    /// The depth of the state recorded next.
    /// - Complexity: amortized O(1); O(states) once, when the depths stop following the numbers.
    @inlinable
    mutating func append(_ depth: UInt32) {
        if depths != nil {
            depths!.append(depth)
        } else if Int(depth) == starts.count - 1 {
            // The current depth goes on.
        } else if Int(depth) == starts.count {
            starts.append(Int32(truncatingIfNeeded: count))
        } else {
            keepEveryDepth()
            depths!.append(depth)
        }
        count += 1
    }

    /// Gives state `number` a new (smaller) depth.
    @inlinable
    mutating func set(_ number: Int, to depth: UInt32) {
        if depths == nil { keepEveryDepth() }
        depths![number] = depth
    }

    /// The greatest depth recorded (0 when none is).
    @inlinable
    var deepest: UInt32 {
        if let depths { return depths.max() ?? 0 }
        return UInt32(Swift.max(0, starts.count - 1))
    }

    /// Keeps one depth per state from now on.
    @usableFromInline
    mutating func keepEveryDepth() {
        var all: [UInt32] = []
        all.reserveCapacity(count)
        for depth in starts.indices {
            let end = depth + 1 < starts.count ? Int(starts[depth + 1]) : count
            all.append(contentsOf: repeatElement(UInt32(depth), count: end - Int(starts[depth])))
        }
        depths = all
        starts = []
    }
}
