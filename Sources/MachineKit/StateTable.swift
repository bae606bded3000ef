import CMachineKit

/// The reached states and an open-addressing index over them: states are numbered in the
/// order they are added. A slot holds a 32-bit fingerprint of the state's hash and its
/// number (8 bytes), so a probe that misses never reads the state itself, and growing the
/// index never hashes a state again: a slot's position comes from its fingerprint alone.
///
/// The index has two parts. The frozen part (``FrozenIndex``) holds the states added before
/// the last ``freeze()`` and does not change until the next one, so other threads may
/// search it meanwhile; states added since are in the small fresh part, which only the
/// owner reads and writes. ``freeze()`` moves the fresh part into the frozen one.
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

    @inlinable
    init() {
        frozen = SlotIndex(bits: 10)
        fresh = SlotIndex(bits: 6)
    }

    /// The fingerprint `state` is filed under.
    @inlinable
    func print(of state: State) -> UInt64 { Self.print(of: state) }

    /// The fingerprint `state` is filed under.
    @inlinable
    static func print(of state: State) -> UInt64 { explorationHashValue(state) & 0xFFFF_FFFF_0000_0000 }

    @inlinable var count: Int { states.count }

    /// A view of the frozen part for searching it, also from another thread, until the
    /// next ``freeze()``.
    @inlinable
    var frozenIndex: FrozenIndex<State> {
        FrozenIndex(index: frozen, states: states.chunkPointers)
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
        fresh.lookup(print) { states[$0] == state }
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
        fresh.storage.pointer[slot] = print | UInt64(number + 1)
        fresh.count += 1
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
    func prefetchFreshSlot(_ print: UInt64) { fresh.prefetch(print) }

    /// Starts loading the state a fresh-part lookup of `print` compares with first. Reads
    /// the slot: call it some time after ``prefetchFreshSlot(_:)``.
    @inlinable
    func prefetchFreshState(_ print: UInt64) {
        let number = fresh.firstCandidate(print)
        if number >= 0 { mk_prefetch(states.pointer(number)) }
    }

    /// Moves the fresh part into the frozen one.
    @inlinable
    mutating func freeze() {
        if fresh.count == 0 { return }
        frozen.reserve(frozen.count + fresh.count)
        let pointer = fresh.storage.pointer
        for slot in 0...fresh.mask where pointer[slot] != 0 {
            frozen.add(pointer[slot])
        }
        frozenCount = states.count
        fresh.clear()
    }
}

/// One part of the index: 64-bit slots, each 0 or a fingerprint and a number plus one.
@usableFromInline
struct SlotIndex {
    @usableFromInline var storage: SlotStorage
    @usableFromInline var mask: Int
    /// 64 minus the number of position bits: a position is the top bits of a 64-bit product.
    @usableFromInline var shift: UInt64
    @usableFromInline var count = 0

    @inlinable
    init(bits: Int) {
        storage = SlotStorage(count: 1 << bits)
        mask = (1 << bits) - 1
        shift = UInt64(64 - bits)
    }

    /// Where the probe for a fingerprint starts (Fibonacci hashing of the fingerprint).
    @inlinable
    func position(_ print: UInt64) -> Int {
        Int(truncatingIfNeeded: (print &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// The number of the first entry whose slot `matches` accepts, probing from the
    /// fingerprint's position (or -1), and the empty slot where the probe ended.
    @inlinable
    func lookup(_ print: UInt64, matches: (Int) -> Bool) -> (number: Int, slot: Int) {
        var slot = position(print)
        let pointer = storage.pointer
        while true {
            let word = pointer[slot]
            if word == 0 { return (-1, slot) }
            if word & 0xFFFF_FFFF_0000_0000 == print {
                let number = Int(word & 0xFFFF_FFFF) - 1
                if matches(number) { return (number, slot) }
            }
            slot = (slot + 1) & mask
        }
    }

    /// Starts loading the slot a lookup of `print` reads first, without waiting for it.
    @inlinable
    func prefetch(_ print: UInt64) {
        mk_prefetch(storage.pointer + position(print))
    }

    /// The number in the slot a lookup of `print` reads first when its fingerprint matches,
    /// else -1: the state a lookup would compare with first.
    @inlinable
    func firstCandidate(_ print: UInt64) -> Int {
        let word = storage.pointer[position(print)]
        guard word & 0xFFFF_FFFF_0000_0000 == print, word != 0 else { return -1 }
        return Int(word & 0xFFFF_FFFF) - 1
    }

    /// More than three quarters full.
    @inlinable var isCrowded: Bool { count * 4 > (mask + 1) * 3 }

    /// Adds a slot word; the index must have room.
    @inlinable
    mutating func add(_ word: UInt64) {
        var slot = position(word & 0xFFFF_FFFF_0000_0000)
        let pointer = storage.pointer
        while pointer[slot] != 0 { slot = (slot + 1) & mask }
        pointer[slot] = word
        count += 1
    }

    /// Grows the index until `total` words fit without crowding it.
    @inlinable
    mutating func reserve(_ total: Int) {
        var bits = 64 - Int(shift)
        while total * 4 > (1 << bits) * 3 { bits += 1 }
        if bits != 64 - Int(shift) { rebuild(bits: bits) }
    }

    /// Doubles the index.
    @inlinable
    mutating func grow() { rebuild(bits: 64 - Int(shift) + 1) }

    /// Moves every slot into a fresh index of `1 << bits` slots, by fingerprint; no state is read.
    @usableFromInline
    mutating func rebuild(bits: Int) {
        var rebuilt = SlotIndex(bits: bits)
        // The old storage must outlive the reads of its pointer.
        withExtendedLifetime(storage) {
            let old = storage.pointer
            for index in 0...mask where old[index] != 0 { rebuilt.add(old[index]) }
        }
        self = rebuilt
    }

    /// Empties the index, keeping its size.
    @inlinable
    mutating func clear() {
        storage.pointer.update(repeating: 0, count: mask + 1)
        count = 0
    }
}

/// The frozen part of a ``StateTable``, searchable from any thread until the table's next
/// ``StateTable/freeze()``: neither its slots nor the states they name change meanwhile.
@usableFromInline
struct FrozenIndex<State: Hashable>: @unchecked Sendable {
    @usableFromInline let index: SlotIndex
    @usableFromInline let states: ChunkPointers<State>

    @inlinable
    init(index: SlotIndex, states: ChunkPointers<State>) {
        self.index = index
        self.states = states
    }

    /// The number of `state`, or -1 when it is not in the frozen part.
    @inlinable
    func lookup(_ state: State, print: UInt64) -> Int {
        index.lookup(print) { states.pointer($0).pointee == state }.number
    }

    /// Starts loading the slot a lookup of `print` reads first, without waiting for it.
    @inlinable
    func prefetchSlot(_ print: UInt64) { index.prefetch(print) }

    /// Starts loading the state a lookup of `print` compares with first, without waiting
    /// for it. Reads the slot: call it some time after ``prefetchSlot(_:)``.
    @inlinable
    func prefetchState(_ print: UInt64) {
        let number = index.firstCandidate(print)
        if number >= 0 { mk_prefetch(states.pointer(number)) }
    }
}

/// The index's memory: a buffer of 64-bit slots, 0 for an empty one.
@usableFromInline
final class SlotStorage {
    @usableFromInline let pointer: UnsafeMutablePointer<UInt64>
    @usableFromInline let count: Int

    @usableFromInline
    init(count: Int) {
        self.count = count
        pointer = .allocate(capacity: count)
        pointer.initialize(repeating: 0, count: count)
    }

    deinit { pointer.deallocate() }
}
