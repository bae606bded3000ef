/// A state type that hands the explorer a 64-bit hash of its own, cheaper to compute than
/// `hashValue` (which runs `Hasher` over `hash(into:)` for every successor of every state).
///
/// Worth adopting for machines of millions of states whose state packs into a few words:
///
/// ```swift
/// struct Counters: ExplorationHashable {
///     var values: SIMD8<UInt8>
///     var explorationHash: UInt64 { unsafeBitCast(values, to: UInt64.self) }
/// }
/// ```
///
/// Equal states must give equal values. Different states should give different values
/// where they can: states that share one are still told apart by `==`, only more slowly.
/// The explorer mixes the value itself, so a plain packing of the state's fields is a good
/// one. Only the explorer's table uses it; `Hashable` stays as it is for everything else.
public protocol ExplorationHashable: Hashable {
    /// The same for equal states; a packing of the state's fields is enough.
    var explorationHash: UInt64 { get }
}

/// How the explorer hashes states of one type, decided once per table: whether a type
/// conforms to ``ExplorationHashable`` is known to the compiler for one that does, but for one
/// that does not it is a search of the runtime's conformance tables (a conformance may be
/// added by another module), which cost as much as the rest of the lookup when asked per state.
@usableFromInline
struct StateHasher<State: Hashable>: Sendable {
    /// Whether `State` hands the explorer its own hash.
    @usableFromInline let ownHashed: Bool
    /// A hasher seeded once: copied for each state, it spares every hash the seeding call
    /// that `hashValue` makes (and gives the same value as `hashValue` for a state whose
    /// `Hashable` conformance is derived or written with `hash(into:)`).
    @usableFromInline let seeded: Hasher

    @inlinable
    init() {
        ownHashed = State.self is any ExplorationHashable.Type
        seeded = Hasher()
    }

    /// The hash the explorer files `state` under: its ``ExplorationHashable/explorationHash``
    /// mixed (the finalizer of SplitMix64) when its type has one, else its `hashValue`.
    /// Specialized for the state type, the cast below costs nothing for a type that conforms,
    /// and is never made for one that does not (`ownHashed` is false).
    @inlinable
    func hash(_ state: State) -> UInt64 {
        if ownHashed, let type = State.self as? any ExplorationHashable.Type {
            // Read through a pointer, not an existential box: specialized, this is a direct call.
            var x = withUnsafePointer(to: state) { ownHash(type, of: UnsafeRawPointer($0)) }
            x = (x ^ (x &>> 30)) &* 0xBF58_476D_1CE4_E5B9
            x = (x ^ (x &>> 27)) &* 0x94D0_49BB_1331_11EB
            return x ^ (x &>> 31)
        }
        return UInt64(UInt(bitPattern: state.hashValue))
    }

    /// The hash a ``StateTable`` files `state` under: as ``hash(_:)``, but a plain `Hashable`
    /// state is hashed by a copy of `seeded` (only the table's consistency matters here:
    /// equal states give equal values either way).
    @inlinable
    func tableHash(_ state: State) -> UInt64 {
        if ownHashed { return hash(state) }
        var hasher = seeded
        state.hash(into: &hasher)
        return UInt64(UInt(bitPattern: hasher.finalize()))
    }

    /// The fingerprint a ``StateTable`` files `state` under: the top 32 bits of its hash (the
    /// bottom 32 of a slot hold the state's number).
    @inlinable
    func print(of state: State) -> UInt64 { tableHash(state) & 0xFFFF_FFFF_0000_0000 }
}

/// The own hash of the state at `state`. Sound because the caller checked that `State` (the
/// pointee's type) is this `ExplorationHashable` type: the pointer is bound to it.
@inlinable
func ownHash<State: ExplorationHashable>(_: State.Type, of state: UnsafeRawPointer) -> UInt64 {
    state.assumingMemoryBound(to: State.self).pointee.explorationHash
}
