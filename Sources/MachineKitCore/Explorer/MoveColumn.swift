/// Per recorded state, which distinct move of its parent's expansion first reached it (see
/// ``ExplorationCore``): 2 bytes a state. A state has fewer than 65,535 moves almost always;
/// the ordinals of the rare states with more are kept aside.
@usableFromInline
struct MoveColumn: RandomAccessCollection {
    /// The ordinal, or `UInt16.max` when it is kept in `large`.
    @usableFromInline let small = ChunkedColumn<UInt16>()
    @usableFromInline var large: [Int: UInt32] = [:]

    @inlinable init() {}

    // `small` is shared by copies (a class); `large` is not, but only the explorer's one copy
    // writes, while exploring.

    @inlinable var startIndex: Int { 0 }
    @inlinable var endIndex: Int { small.count }

    /// The move ordinal of state `number`.
    /// - Complexity: O(1).
    @inlinable
    subscript(number: Int) -> UInt32 {
        get {
            let ordinal = small[number]
            return ordinal == .max ? large[number]! : UInt32(ordinal)
        }
        set {
            if newValue < UInt32(UInt16.max) {
                small[number] = UInt16(newValue)
                if !large.isEmpty { large[number] = nil }
            } else {
                small[number] = .max
                large[number] = newValue
            }
        }
    }

    /// The move ordinal of the state recorded next.
    @inlinable
    mutating func append(_ ordinal: UInt32) {
        if ordinal < UInt32(UInt16.max) {
            small.append(UInt16(ordinal))
        } else {
            large[small.count] = ordinal
            small.append(.max)
        }
    }
}
