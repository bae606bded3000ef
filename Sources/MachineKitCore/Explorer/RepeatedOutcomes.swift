/// The first states of one expansion's outcomes, to find an outcome that repeats an
/// earlier one: a small open-addressing set, cleared for each expansion.
///
/// Two outcomes are the same *move* when they have the same action and emit the same
/// states; they share their first *edge* when they have the same action and the same first
/// state. ``MoveGraph`` numbers moves by the same rule.
@usableFromInline
struct RepeatedOutcomes {
    /// What an outcome repeats.
    @usableFromInline
    enum Repeat {
        /// Nothing: a new move with a new first edge.
        case none
        /// An earlier outcome's first edge, not its whole sequence: a new move.
        case edge
        /// An earlier move, whole.
        case move
    }

    /// `target + 1` in the upper half, the outcome in the lower; 0 for an empty slot. Not
    /// an array: a write needs no uniqueness check, and this runs for every successor.
    @usableFromInline var storage = SlotStorage(count: 64)
    @usableFromInline var mask = 63

    @inlinable init() {}

    @inlinable
    mutating func reset(outcomes: Int) {
        var size = 64
        while size < outcomes * 2 { size <<= 1 }
        if size != storage.count {
            storage = SlotStorage(count: size)
            mask = size - 1
        } else {
            storage.pointer.update(repeating: 0, count: size)
        }
    }

    /// Adds an outcome whose first state is `target`, unless it repeats an earlier move.
    /// `sameAction` and `sameStates` compare an earlier outcome with this one.
    @inlinable
    func insert(
        target: Int32, outcome: Int, sameAction: (Int) -> Bool, sameStates: (Int) -> Bool
    ) -> Repeat {
        let slots = storage.pointer
        let key = UInt64(UInt32(bitPattern: target) &+ 1) << 32
        var slot = Int(truncatingIfNeeded: (UInt64(UInt32(bitPattern: target)) &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
        var found = Repeat.none
        while true {
            let word = slots[slot]
            if word == 0 {
                // The set is at most half full (`reset`), so an empty slot is always found.
                slots[slot] = key | UInt64(UInt32(truncatingIfNeeded: outcome))
                return found
            }
            if word & 0xFFFF_FFFF_0000_0000 == key {
                let earlier = Int(word & 0xFFFF_FFFF)
                if sameAction(earlier) {
                    if sameStates(earlier) { return .move }
                    found = .edge
                }
            }
            slot = (slot + 1) & mask
        }
    }
}
