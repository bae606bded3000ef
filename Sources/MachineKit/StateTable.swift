/// The reached states and an open-addressing index over them: states are numbered in the
/// order they are added, and the index holds only those numbers (4 bytes a slot).
///
/// Positions in the index depend on `Hasher`'s per-process seed; numbers never do, so
/// everything built on them is the same from run to run.
@usableFromInline
struct StateTable<State: Hashable> {
    @usableFromInline var states: [State] = []
    @usableFromInline var slots: SlotStorage
    @usableFromInline var mask: Int

    @inlinable
    init(capacity: Int = 1 << 10) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = SlotStorage(count: size)
        mask = size - 1
    }

    @inlinable var count: Int { states.count }

    /// The number of `state`, if it was added.
    /// - Complexity: O(1) on average.
    @inlinable
    func find(_ state: State) -> Int? {
        var slot = state.hashValue & mask
        while true {
            let number = slots.pointer[slot]
            if number < 0 { return nil }
            if states[Int(number)] == state { return Int(number) }
            slot = (slot + 1) & mask
        }
    }

    /// The number of `state`, adding it when it is new and `allowed`; -1 when it is new and
    /// not allowed. `inserted` says whether it was added.
    /// - Complexity: O(1) on average (amortized over growth).
    @inlinable
    mutating func insert(_ state: State, allowed: Bool = true) -> (number: Int, inserted: Bool) {
        var slot = state.hashValue & mask
        while true {
            let number = slots.pointer[slot]
            if number < 0 { break }
            if states[Int(number)] == state { return (Int(number), false) }
            slot = (slot + 1) & mask
        }
        guard allowed else { return (-1, false) }
        let number = states.count
        states.append(state)
        slots.pointer[slot] = Int32(truncatingIfNeeded: number)
        if states.count * 4 > (mask + 1) * 3 { grow() }
        return (number, true)
    }

    @usableFromInline
    mutating func grow() {
        let size = (mask + 1) * 2
        let fresh = SlotStorage(count: size)
        let newMask = size - 1
        for (number, state) in states.enumerated() {
            var slot = state.hashValue & newMask
            while fresh.pointer[slot] >= 0 { slot = (slot + 1) & newMask }
            fresh.pointer[slot] = Int32(truncatingIfNeeded: number)
        }
        slots = fresh
        mask = newMask
    }
}

/// The index's memory: a buffer of `Int32`, -1 for an empty slot.
@usableFromInline
final class SlotStorage {
    @usableFromInline let pointer: UnsafeMutablePointer<Int32>
    @usableFromInline let count: Int

    @inlinable
    init(count: Int) {
        self.count = count
        pointer = .allocate(capacity: count)
        pointer.initialize(repeating: -1, count: count)
    }

    deinit { pointer.deallocate() }
}
