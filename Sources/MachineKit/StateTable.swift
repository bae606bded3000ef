/// The reached states and an open-addressing index over them: states are numbered in the
/// order they are added. A slot holds a 32-bit fingerprint of the state's hash and its
/// number (8 bytes), so a probe that misses never reads the state itself.
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

    @inlinable
    static func fingerprint(_ hash: Int) -> UInt64 {
        UInt64(truncatingIfNeeded: UInt(bitPattern: hash) >> 32) << 32
    }

    /// The number of `state`, if it was added.
    /// - Complexity: O(1) on average.
    @inlinable
    func find(_ state: State) -> Int? {
        let number = lookup(state, hash: state.hashValue).number
        return number < 0 ? nil : number
    }

    /// The number of `state` (or -1) and the empty slot where it would go.
    @inlinable
    func lookup(_ state: State, hash: Int) -> (number: Int, slot: Int) {
        let print = Self.fingerprint(hash)
        var slot = hash & mask
        while true {
            let word = slots.pointer[slot]
            if word == 0 { return (-1, slot) }
            if word & 0xFFFF_FFFF_0000_0000 == print {
                let number = Int(word & 0xFFFF_FFFF) - 1
                if states[number] == state { return (number, slot) }
            }
            slot = (slot + 1) & mask
        }
    }

    /// Reads the memory a lookup of `hash` will read, so that several lookups' cache misses
    /// overlap instead of following one another. Returns a value to keep the reads alive.
    @inlinable
    func touch(_ hash: Int) -> UInt64 {
        let word = slots.pointer[hash & mask]
        guard word & 0xFFFF_FFFF_0000_0000 == Self.fingerprint(hash), word != 0 else { return word }
        let number = Int(word & 0xFFFF_FFFF) - 1
        return states.withUnsafeBytes { bytes in
            UInt64(bytes.load(fromByteOffset: number * MemoryLayout<State>.stride, as: UInt8.self))
        }
    }

    /// The number of `state`, adding it when it is new and `allowed`; -1 when it is new and
    /// not allowed. `inserted` says whether it was added.
    /// - Complexity: O(1) on average (amortized over growth).
    @inlinable
    mutating func insert(_ state: State, hash: Int, allowed: Bool = true) -> (number: Int, inserted: Bool) {
        let (found, slot) = lookup(state, hash: hash)
        if found >= 0 { return (found, false) }
        guard allowed else { return (-1, false) }
        let number = states.count
        states.append(state)
        slots.pointer[slot] = Self.fingerprint(hash) | UInt64(number + 1)
        if states.count * 4 > (mask + 1) * 3 { grow() }
        return (number, true)
    }

    @inlinable
    mutating func insert(_ state: State, allowed: Bool = true) -> (number: Int, inserted: Bool) {
        insert(state, hash: state.hashValue, allowed: allowed)
    }

    @usableFromInline
    mutating func grow() {
        let size = (mask + 1) * 2
        let fresh = SlotStorage(count: size)
        let newMask = size - 1
        for (number, state) in states.enumerated() {
            let hash = state.hashValue
            var slot = hash & newMask
            while fresh.pointer[slot] != 0 { slot = (slot + 1) & newMask }
            fresh.pointer[slot] = Self.fingerprint(hash) | UInt64(number + 1)
        }
        slots = fresh
        mask = newMask
    }
}

/// The index's memory: a buffer of 64-bit slots, 0 for an empty one.
@usableFromInline
final class SlotStorage {
    @usableFromInline let pointer: UnsafeMutablePointer<UInt64>
    @usableFromInline let count: Int

    @inlinable
    init(count: Int) {
        self.count = count
        pointer = .allocate(capacity: count)
        pointer.initialize(repeating: 0, count: count)
    }

    deinit { pointer.deallocate() }
}
