/// One small value per recorded state (a parent, a move ordinal, flags), in fixed-size
/// chunks: appending never moves what is stored, so a column of 10^7 values never has an
/// old and a new copy alive at once, and leaves no freed buffers behind in the heap (an
/// array's doubling leaves each old buffer there, resident, for the allocator to reuse).
///
/// ``ChunkedStore`` keeps the states themselves (of any type, never written again, read from
/// other threads); a column keeps plain values that the explorer updates as it goes.
///
/// A class: copies of a column share its values. Only the explorer writes them, while
/// exploring; everything built on an exploration reads them afterwards.
@usableFromInline
final class ChunkedColumn<Element: BitwiseCopyable>: RandomAccessCollection {
    @inlinable static var chunkBits: Int { 16 }
    @inlinable static var chunkSize: Int { 1 << chunkBits }

    // One owner reads and writes these; checking each access for exclusivity at run time
    // would cost more than the access.
    @exclusivity(unchecked) @usableFromInline var chunks: [UnsafeMutablePointer<Element>] = []
    @exclusivity(unchecked) @usableFromInline var count = 0

    @inlinable init() {}

    deinit {
        for chunk in chunks { chunk.deallocate() }
    }

    @inlinable var startIndex: Int { 0 }
    @inlinable var endIndex: Int { count }

    /// Value `position`.
    /// - Complexity: O(1).
    @inlinable
    subscript(position: Int) -> Element {
        get {
            precondition(position >= 0 && position < count, "index out of range")
            return chunks[position &>> Self.chunkBits][position & (Self.chunkSize - 1)]
        }
        set {
            precondition(position >= 0 && position < count, "index out of range")
            chunks[position &>> Self.chunkBits][position & (Self.chunkSize - 1)] = newValue
        }
    }

    /// Adds a value at the end.
    /// - Complexity: O(1).
    @inlinable
    func append(_ value: Element) {
        let offset = count & (Self.chunkSize - 1)
        if offset == 0 { chunks.append(.allocate(capacity: Self.chunkSize)) }
        (chunks[count &>> Self.chunkBits] + offset).initialize(to: value)
        count += 1
    }
}
