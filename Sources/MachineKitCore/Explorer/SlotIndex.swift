import CMachineKit

/// One part of the index: slots that are each 0 or a fingerprint and a number plus one.
///
/// A slot is 64 bits (a 32-bit fingerprint above the number) or, in a narrow index, 32 bits:
/// the number in the low `bits` bits (a number is below the index's slot count) and the
/// fingerprint's top `32 - bits` bits above it. A narrow slot halves the index's memory; a
/// fingerprint that short tells fewer states apart without reading them, and it cannot place
/// its state in a larger index, so a narrow index grows by hashing its states again
/// (``StateTable/freeze()``).
@usableFromInline
struct SlotIndex {
    @usableFromInline var storage: SlotStorage
    @usableFromInline var mask: Int
    /// 64 minus the number of position bits: a position is the top bits of a 64-bit product.
    @usableFromInline var shift: UInt64
    @usableFromInline var count = 0
    /// Whether slots are 32 bits.
    @usableFromInline let narrow: Bool
    /// In a narrow slot, the bits of the number plus one.
    @usableFromInline let numberMask: UInt32

    @inlinable
    init(bits: Int, narrow: Bool = false) {
        self.narrow = narrow
        // A narrow index's slots are packed two to a 64-bit word.
        storage = SlotStorage(count: narrow ? 1 << (bits - 1) : 1 << bits, narrow: narrow)
        mask = (1 << bits) - 1
        shift = UInt64(64 - bits)
        numberMask = bits >= 32 ? .max : UInt32((1 << bits) - 1)
    }

    /// Where the probe for a fingerprint starts (Fibonacci hashing of the fingerprint).
    @inlinable
    func position(_ print: UInt64) -> Int {
        Int(truncatingIfNeeded: (print &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// The 32-bit slots of a narrow index.
    @inlinable
    var narrowSlots: UnsafeMutablePointer<UInt32> { storage.narrowPointer }

    /// The fingerprint bits a narrow slot keeps of `print`.
    @inlinable
    func narrowTag(_ print: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: print >> 32) & ~numberMask }

    /// The number of the first entry whose slot `matches` accepts, probing from the
    /// fingerprint's position (or -1), and the empty slot where the probe ended.
    @inlinable
    func lookup(_ print: UInt64, matches: (Int) -> Bool) -> (number: Int, slot: Int) {
        narrow ? lookupNarrow(print, matches: matches) : lookupWide(print, matches: matches)
    }

    /// ``lookup(_:matches:)`` in an index of 64-bit slots (the fresh part's, always).
    @inlinable
    func lookupWide(_ print: UInt64, matches: (Int) -> Bool) -> (number: Int, slot: Int) {
        assert(!narrow, "64-bit slots")
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

    /// ``lookup(_:matches:)`` in a narrow index.
    @inlinable
    func lookupNarrow(_ print: UInt64, matches: (Int) -> Bool) -> (number: Int, slot: Int) {
        assert(narrow, "32-bit slots")
        assert(count * 4 <= (mask + 1) * 3, "the index has empty slots")
        var slot = position(print)
        let tag = narrowTag(print)
        let pointer = narrowSlots
        while true {
            let word = pointer[slot]
            if word == 0 { return (-1, slot) }
            if word & ~numberMask == tag {
                let number = Int(word & numberMask) - 1
                if matches(number) { return (number, slot) }
            }
            slot = (slot + 1) & mask
        }
    }

    /// Starts loading the slot a lookup of `print` reads first, without waiting for it.
    @inlinable @inline(__always)
    func prefetch(_ print: UInt64) {
        if narrow {
            mk_prefetch(narrowSlots + position(print))
        } else {
            prefetchWide(print)
        }
    }

    /// ``prefetch(_:)`` in an index of 64-bit slots.
    @inlinable @inline(__always)
    func prefetchWide(_ print: UInt64) { mk_prefetch(storage.pointer + position(print)) }

    /// The number in the slot a lookup of `print` reads first when its fingerprint matches,
    /// else -1: the state a lookup would compare with first.
    @inlinable @inline(__always)
    func firstCandidate(_ print: UInt64) -> Int {
        if narrow {
            let word = narrowSlots[position(print)]
            guard word & ~numberMask == narrowTag(print), word != 0 else { return -1 }
            return Int(word & numberMask) - 1
        }
        return firstCandidateWide(print)
    }

    /// ``firstCandidate(_:)`` in an index of 64-bit slots.
    @inlinable @inline(__always)
    func firstCandidateWide(_ print: UInt64) -> Int {
        let word = storage.pointer[position(print)]
        guard word & 0xFFFF_FFFF_0000_0000 == print, word != 0 else { return -1 }
        return Int(word & 0xFFFF_FFFF) - 1
    }

    /// More than three quarters full.
    @inlinable var isCrowded: Bool { count * 4 > (mask + 1) * 3 }

    /// Adds an entry, given as a 64-bit slot word (a fingerprint above the number plus one);
    /// the index must have room.
    @inlinable
    mutating func add(_ word: UInt64) {
        assert(count < mask + 1, "the index has room")
        assert(word != 0, "an empty slot is not a word")
        let print = word & 0xFFFF_FFFF_0000_0000
        var slot = position(print)
        if narrow {
            assert(word & 0xFFFF_FFFF <= UInt64(numberMask), "the number fits a narrow slot")
            let pointer = narrowSlots
            while pointer[slot] != 0 { slot = (slot + 1) & mask }
            pointer[slot] = narrowTag(print) | UInt32(truncatingIfNeeded: word)
        } else {
            let pointer = storage.pointer
            while pointer[slot] != 0 { slot = (slot + 1) & mask }
            pointer[slot] = word
        }
        count += 1
    }

    /// Writes the 64-bit slot word `word` into the empty slot `slot` a lookup ended at.
    @inlinable
    mutating func set(_ slot: Int, to word: UInt64) {
        assert(word != 0, "an empty slot is not a word")
        if narrow {
            assert(word & 0xFFFF_FFFF <= UInt64(numberMask), "the number fits a narrow slot")
            narrowSlots[slot] = narrowTag(word) | UInt32(truncatingIfNeeded: word)
        } else {
            storage.pointer[slot] = word
        }
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

    /// Appends every word of the index to `words`, in slot order. A narrow index's slots
    /// do not hold whole fingerprints: only a wide one's words can be moved.
    @inlinable
    func appendWords(to words: inout [UInt64]) {
        precondition(!narrow, "the words of a wide index")
        let pointer = storage.pointer
        for slot in 0...mask where pointer[slot] != 0 { words.append(pointer[slot]) }
    }

    /// Doubles the index.
    @inlinable
    mutating func grow() { rebuild(bits: bits + 1) }

    /// Moves every slot into a fresh index of `1 << bits` slots, by fingerprint; no state is read.
    @usableFromInline
    mutating func rebuild(bits: Int) {
        precondition(!narrow, "a wide index: a narrow one grows by hashing its states again")
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
        if narrow {
            narrowSlots.update(repeating: 0, count: mask + 1)
        } else {
            storage.pointer.update(repeating: 0, count: mask + 1)
        }
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
    /// The same memory as 32-bit slots, for a narrow index (which reads it only so).
    @usableFromInline let narrowPointer: UnsafeMutablePointer<UInt32>
    /// The number of 64-bit words.
    @usableFromInline let count: Int

    @usableFromInline
    init(count: Int, narrow: Bool = false) {
        self.count = count
        // Zeroed by the system, and mapped when large: an index that is replaced (the fresh
        // part at each layer, the frozen part as it grows) leaves no hole in the heap.
        guard let memory = mk_allocate_zeroed(count * MemoryLayout<UInt64>.stride) else {
            fatalError("out of memory for an index of \(count) slots")
        }
        // Bound to the one type the index reads it as.
        if narrow {
            narrowPointer = memory.bindMemory(to: UInt32.self, capacity: count * 2)
            pointer = memory.assumingMemoryBound(to: UInt64.self)
        } else {
            pointer = memory.bindMemory(to: UInt64.self, capacity: count)
            narrowPointer = memory.assumingMemoryBound(to: UInt32.self)
        }
    }

    deinit { mk_release_zeroed(pointer, count * MemoryLayout<UInt64>.stride) }
}
