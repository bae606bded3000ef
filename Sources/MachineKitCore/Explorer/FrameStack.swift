/// The stack of a bit-state search, in chunks that never move: growing never copies it, so
/// its peak is what it holds, not twice that (a depth-first search of a densely connected
/// space goes about as deep as it has states). A chunk emptied is kept until the one below it
/// empties too, so that a search moving up and down at a chunk's edge does not allocate.
@usableFromInline
final class FrameStack<Element> {
    @inlinable static var chunkBits: Int { 16 }
    @inlinable static var chunkSize: Int { 1 << chunkBits }

    // One owner reads and writes these; checking each access at run time would cost more
    // than the access.
    @exclusivity(unchecked) @usableFromInline var chunks: [UnsafeMutablePointer<Element>] = []
    @exclusivity(unchecked) @usableFromInline var count = 0

    @inlinable init() {}

    deinit {
        var left = count
        for chunk in chunks {
            let filled = Swift.min(left, Self.chunkSize)
            chunk.deinitialize(count: filled)
            chunk.deallocate()
            left -= filled
        }
    }

    @inlinable var isEmpty: Bool { count == 0 }

    /// Element `position`, which is below `count`.
    @inlinable
    func pointer(_ position: Int) -> UnsafeMutablePointer<Element> {
        assert(position >= 0 && position < count, "an element on the stack")
        return chunks[position &>> Self.chunkBits] + (position & (Self.chunkSize - 1))
    }

    @inlinable
    subscript(position: Int) -> Element {
        get { pointer(position).pointee }
        set { pointer(position).pointee = newValue }
    }

    @inlinable
    func append(_ value: Element) {
        let offset = count & (Self.chunkSize - 1)
        if offset == 0, count &>> Self.chunkBits == chunks.count { chunks.append(.allocate(capacity: Self.chunkSize)) }
        (chunks[count &>> Self.chunkBits] + offset).initialize(to: value)
        count += 1
    }

    @inlinable
    func removeLast() {
        precondition(count > 0, "an element to remove")
        count -= 1
        (chunks[count &>> Self.chunkBits] + (count & (Self.chunkSize - 1))).deinitialize(count: 1)
        // Two chunks past the top: the upper one goes.
        if chunks.count > (count &>> Self.chunkBits) + 2 { chunks.removeLast().deallocate() }
    }
}
