import CMachineKit

/// The reached states and an open-addressing index over them: states are numbered in the
/// order they are added. A slot holds a 32-bit fingerprint of the state's hash and its
/// number (8 bytes), so a probe that misses almost never reads the state itself, and growing
/// the index never hashes a state again: a slot's position comes from its fingerprint alone.
/// A frozen part of 2^22 slots or more has 4-byte slots, with a shorter fingerprint
/// (``defaultNarrowFromBits``); growing one hashes its states again.
///
/// The index has two parts. The frozen part (``FrozenIndex``) holds the states added before
/// the last ``freeze()`` and does not change until the next one, so other threads may
/// search it meanwhile; states added since are in the small fresh part, which only the
/// owner reads and writes. ``freeze()`` moves the fresh part into the frozen one.
///
/// Copies of a table share its states and its slot storage (both are references): only the
/// explorer's one copy writes, and it replaces a part's storage when the part grows.
///
/// Positions in the index depend on `Hasher`'s per-process seed; numbers never do, so
/// everything built on them is the same from run to run.
@usableFromInline
struct StateTable<State: Hashable> {
    @usableFromInline let states = ChunkedStore<State>()
    @usableFromInline var frozen: SlotIndex
    @usableFromInline var fresh: SlotIndex
    /// States numbered below this are in the frozen part.
    @usableFromInline var frozenCount = 0
    @usableFromInline let hasher = StateHasher<State>()
    /// From this many position bits on, the frozen part's slots are 32 bits.
    @usableFromInline let narrowFromBits: Int

    /// A table whose frozen part has 32-bit slots from `1 << narrowFromBits` slots on.
    @inlinable
    init(narrowFromBits: Int = defaultNarrowFromBits) {
        frozen = SlotIndex(bits: 10)
        fresh = SlotIndex(bits: 6)
        self.narrowFromBits = narrowFromBits
    }

    /// The fingerprint `state` is filed under.
    @inlinable
    func print(of state: State) -> UInt64 { hasher.print(of: state) }

    @inlinable var count: Int { states.count }

    /// A view of the frozen part for searching it, also from another thread, until the
    /// next ``freeze()``.
    @inlinable
    var frozenIndex: FrozenIndex<State> {
        FrozenIndex(index: frozen, states: states.chunkPointers, count: frozenCount, hasher: hasher)
    }

    /// The number of `state`, if it was added.
    /// - Complexity: O(1) on average.
    @inlinable
    func find(_ state: State) -> Int? {
        let print = print(of: state)
        let number = frozenIndex.lookup(state, print: print)
        if number >= 0 { return number }
        let fresh = lookupFresh(state, print: print).number
        return fresh < 0 ? nil : fresh
    }

    /// The number of `state` in the fresh part (or -1) and the empty slot where it would go.
    @inlinable
    func lookupFresh(_ state: State, print: UInt64) -> (number: Int, slot: Int) {
        // Compared where the state is kept: a copy of it would retain and release its
        // references (an array's buffer) for every comparison.
        // The fresh part's slots are 64 bits.
        fresh.lookupWide(print) { states.pointer($0).pointee == state }
    }

    /// The number of `state`, which is not in the frozen part: found in the fresh part, or
    /// added to it when `allowed`; -1 when it is new and not allowed. `inserted` says
    /// whether it was added.
    /// - Complexity: O(1) on average (amortized over growth).
    @inlinable
    mutating func insertFresh(_ state: State, print: UInt64, allowed: Bool = true) -> (number: Int, inserted: Bool) {
        let (found, slot) = lookupFresh(state, print: print)
        if found >= 0 { return (found, false) }
        guard allowed else { return (-1, false) }
        let number = states.count
        precondition(number < Int(UInt32.max), "more than 4 294 967 294 states")
        states.append(state)
        fresh.set(slot, to: print | UInt64(number + 1))
        if fresh.isCrowded { fresh.grow() }
        return (number, true)
    }

    /// The number of `state`, adding it when it is new and `allowed`.
    @inlinable
    mutating func insert(_ state: State, allowed: Bool = true) -> (number: Int, inserted: Bool) {
        let print = print(of: state)
        let number = frozenIndex.lookup(state, print: print)
        if number >= 0 { return (number, false) }
        return insertFresh(state, print: print, allowed: allowed)
    }

    /// Starts loading the fresh-part slot a lookup of `print` reads first.
    @inlinable
    func prefetchFreshSlot(_ print: UInt64) { fresh.prefetchWide(print) }

    /// Starts loading the state a fresh-part lookup of `print` compares with first. Reads
    /// the slot: call it some time after ``prefetchFreshSlot(_:)``.
    @inlinable
    func prefetchFreshState(_ print: UInt64) {
        let number = fresh.firstCandidateWide(print)
        if number >= 0 { mk_prefetch(states.pointer(number)) }
    }

    /// From this many position bits on (2^22 slots: 32 MiB as 64-bit slots), the frozen part's
    /// slots are 32 bits (see ``SlotIndex``): half the memory, and at 2^24 slots a fingerprint
    /// of 8 bits still spares all but about one probe in 256 the reading of a state.
    @inlinable static var defaultNarrowFromBits: Int { 22 }

    /// Moves the fresh part into the frozen one.
    /// - Complexity: O(fresh states), or O(states) when the frozen part grows.
    @inlinable
    mutating func freeze() {
        if fresh.count == 0 { return }
        let moved = fresh.count
        let total = frozen.count + moved
        let frozenBits = SlotIndex.bits(toHold: total, atLeast: frozen.bits)
        if frozenBits != frozen.bits {
            // A narrow frozen part keeps too little of each fingerprint to place it in a
            // larger index: its states are hashed again, in the order they are kept.
            let rehash = frozen.narrow
            // Every word is gathered and both parts released before the larger frozen part
            // is made, so the old and the new one are never resident together (growing to
            // 2^24 slots they are 64 and 128 MiB, against 48 MiB of words).
            var words: [UInt64] = []
            words.reserveCapacity(rehash ? moved : total)
            if !rehash { frozen.appendWords(to: &words) }
            fresh.appendWords(to: &words)
            fresh = SlotIndex(bits: SlotIndex.minimumBits)
            frozen = SlotIndex(bits: SlotIndex.minimumBits)
            frozen = SlotIndex(bits: frozenBits, narrow: frozenBits >= narrowFromBits)
            if rehash {
                for number in 0..<frozenCount {
                    frozen.add(print(of: states.pointer(number).pointee) | UInt64(number + 1))
                }
            }
            for word in words { frozen.add(word) }
        } else {
            let pointer = fresh.storage.pointer
            for slot in 0...fresh.mask where pointer[slot] != 0 {
                frozen.add(pointer[slot])
            }
        }
        frozenCount = states.count
        // The next layer is sized like this one: a fresh part left as large as the largest
        // layer would stay resident beside the frozen part until the end.
        let freshBits = SlotIndex.bits(toHold: moved, atLeast: SlotIndex.minimumBits)
        if freshBits != fresh.bits {
            fresh = SlotIndex(bits: freshBits)
        } else {
            fresh.clear()
        }
    }
}
