/// Values numbered from 0, kept in fixed-size chunks that never move once allocated: a
/// reader on another thread can hold on to the chunks (``chunkPointers``) and read the
/// values that were there when it took them while more are appended. Growing never
/// copies, so there is no moment when the old and the new storage are both alive.
@usableFromInline
final class ChunkedStore<Element>: RandomAccessCollection {
    @inlinable static var chunkBits: Int { 12 }
    @inlinable static var chunkSize: Int { 1 << chunkBits }

    // One owner reads and writes these; checking each access for exclusivity at run time
    // would cost more than the access.
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

    @inlinable var startIndex: Int { 0 }
    @inlinable var endIndex: Int { count }

    /// Value `position`. Values are never written again once appended.
    @inlinable
    subscript(position: Int) -> Element {
        precondition(position >= 0 && position < count, "index out of range")
        return chunks[position &>> Self.chunkBits][position & (Self.chunkSize - 1)]
    }

    @inlinable
    func append(_ value: Element) {
        let offset = count & (Self.chunkSize - 1)
        if offset == 0 { chunks.append(.allocate(capacity: Self.chunkSize)) }
        (chunks[count &>> Self.chunkBits] + offset).initialize(to: value)
        count += 1
    }

    /// Where value `position` is stored; it stays there.
    @inlinable
    func pointer(_ position: Int) -> UnsafeMutablePointer<Element> {
        assert(position >= 0 && position < count, "a stored value")
        return chunks[position &>> Self.chunkBits] + (position & (Self.chunkSize - 1))
    }

    /// The chunks as they are now, for a reader of the values already stored.
    @inlinable var chunkPointers: ChunkPointers<Element> { ChunkPointers(chunks: chunks) }
}

/// A snapshot of a ``ChunkedStore``'s chunks: reads the values stored when it was taken.
///
/// `@unchecked Sendable`: chunks never move or shrink while the store lives, and a value
/// once stored is not written again, so a reader on another thread sees it whole. The
/// store must outlive the snapshot (the explorer keeps both until exploration ends).
@usableFromInline
struct ChunkPointers<Element>: @unchecked Sendable {
    @usableFromInline let chunks: [UnsafeMutablePointer<Element>]

    @inlinable init(chunks: [UnsafeMutablePointer<Element>]) { self.chunks = chunks }

    @inlinable
    func pointer(_ position: Int) -> UnsafeMutablePointer<Element> {
        chunks[position &>> ChunkedStore<Element>.chunkBits] + (position & (ChunkedStore<Element>.chunkSize - 1))
    }
}
