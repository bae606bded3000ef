import CMachineKit

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
        // Terminates: an index is never more than three quarters full (`isCrowded`).
        assert(count * 4 <= (mask + 1) * 3, "the index has empty slots")
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
        assert(count < mask + 1, "the index has room")
        assert(word != 0, "an empty slot is not a word")
        var slot = position(word & 0xFFFF_FFFF_0000_0000)
        let pointer = storage.pointer
        while pointer[slot] != 0 { slot = (slot + 1) & mask }
        pointer[slot] = word
        count += 1
    }

    /// The number of position bits: the index has `1 << bits` slots.
    @inlinable var bits: Int { 64 - Int(shift) }

    /// The fewest position bits an index has (64 slots).
    @inlinable static var minimumBits: Int { 6 }

    /// The fewest position bits, at least `minimum`, of an index that holds `total` words
    /// without being crowded.
    @inlinable
    static func bits(toHold total: Int, atLeast minimum: Int) -> Int {
        var bits = minimum
        while total * 4 > (1 << bits) * 3 { bits += 1 }
        return bits
    }

    /// Appends every word of the index to `words`, in slot order.
    @inlinable
    func appendWords(to words: inout [UInt64]) {
        let pointer = storage.pointer
        for slot in 0...mask where pointer[slot] != 0 { words.append(pointer[slot]) }
    }

    /// Doubles the index.
    @inlinable
    mutating func grow() { rebuild(bits: bits + 1) }

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
///
/// `@unchecked Sendable` on that ground: it holds pointers into storage that the table
/// only writes between layers, when no other thread holds a `FrozenIndex`
/// (``ExpansionPipeline/end()`` waits for every batch being filled).
@usableFromInline
struct FrozenIndex<State: Hashable>: @unchecked Sendable {
    @usableFromInline let index: SlotIndex
    @usableFromInline let states: ChunkPointers<State>
    /// States numbered below this are in the frozen part.
    @usableFromInline let count: Int
    @usableFromInline let hasher: StateHasher<State>

    @inlinable
    init(index: SlotIndex, states: ChunkPointers<State>, count: Int, hasher: StateHasher<State>) {
        self.index = index
        self.states = states
        self.count = count
        self.hasher = hasher
    }

    /// Where state `number` of the frozen part is kept; it is not written while this view lives.
    @inlinable
    func state(_ number: Int) -> UnsafeMutablePointer<State> {
        assert(number >= 0 && number < count, "a state of the frozen part")
        return states.pointer(number)
    }

    /// The fingerprint `state` is filed under (as ``StateTable/print(of:)``).
    @inlinable
    func print(of state: State) -> UInt64 { hasher.print(of: state) }

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
///
/// Copies of the class share one buffer (it is a reference); the indices that hold it
/// replace it on growth instead of writing through a shared one, except the explorer's
/// fresh part and ``RepeatedOutcomes``, which each own theirs alone.
@usableFromInline
final class SlotStorage {
    @usableFromInline let pointer: UnsafeMutablePointer<UInt64>
    @usableFromInline let count: Int

    @usableFromInline
    init(count: Int) {
        self.count = count
        // Zeroed by the system, and mapped when large: an index that is replaced (the fresh
        // part at each layer, the frozen part as it grows) leaves no hole in the heap.
        guard let memory = mk_allocate_zeroed(count * MemoryLayout<UInt64>.stride) else {
            fatalError("out of memory for an index of \(count) slots")
        }
        pointer = memory.bindMemory(to: UInt64.self, capacity: count)
    }

    deinit { mk_release_zeroed(pointer, count * MemoryLayout<UInt64>.stride) }
}
