import MachineKitCore
/// The state an async action reads and mutates while the explorer runs it: hand it to the
/// feature's own store (or read and write ``state`` directly), and the explorer sees every
/// change where the action waits or ends.
///
/// Reading through the state's properties (`store.query`, by dynamic member lookup) rather than
/// through ``state`` as a whole tells the explorer what the action read: an action in flight is
/// then known by the values it read, so runs that began in states differing only in what the
/// action never looked at are one state of the exploration, not one each. Writing a property
/// (`store.shown = "searching"`) reads nothing.
///
/// One action's run happens on one thread, so the store needs no lock (nor exclusivity checks
/// at run time); it is a class so
/// that the feature's store and the explorer share it.
@dynamicMemberLookup
public final class EffectStore<State: Sendable>: @unchecked Sendable {
    /// The feature's state as the action sees it: kept here, or in the feature's own store
    /// once one is bound (``Machine/init(_:initial:actions:cancelInFlight:maxInFlight:store:state:run:file:line:)``).
    /// Reading it counts as reading all of it.
    @inlinable
    public var state: State {
        get {
            reads.readAll()
            return current
        }
        set { write(newValue) }
    }

    /// A property of the state: reading it is remembered with its value.
    ///
    /// (Always inlined, as the others: where the feature writes `store.query`, the key path is
    /// then a literal where it is applied, and the compiler reads the property directly instead
    /// of through the runtime's key-path code.)
    @inlinable @inline(__always)
    public subscript<Value: Hashable & Sendable>(dynamicMember keyPath: WritableKeyPath<State, Value>) -> Value {
        get {
            let value = current[keyPath: keyPath]
            reads.read(keyPath, value)
            return value
        }
        set {
            var state = current
            state[keyPath: keyPath] = newValue
            write(state)
        }
    }

    /// A read-only property of the state (a computed one): reading it is remembered with its value.
    @inlinable @inline(__always)
    public subscript<Value: Hashable & Sendable>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        let value = current[keyPath: keyPath]
        reads.read(keyPath, value)
        return value
    }

    /// A property whose values are not `Hashable`: reading it counts as reading the whole state.
    @inlinable @inline(__always)
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<State, Value>) -> Value {
        get {
            reads.readAll()
            return current[keyPath: keyPath]
        }
        set {
            var state = current
            state[keyPath: keyPath] = newValue
            write(state)
        }
    }

    /// The state as it is, read by the explorer (not by the action).
    @inlinable var current: State {
        if let owner { return owner.get() }
        return kept
    }
    @exclusivity(unchecked) @usableFromInline var kept: State
    /// The feature's own store, where it keeps the state itself.
    @exclusivity(unchecked) @usableFromInline var owner: StateOwner<State>?
    /// States the action emits (an async sequence of view states), in the part of the run
    /// the explorer keeps.
    @exclusivity(unchecked) @usableFromInline var emitted: [State] = []
    /// Whether the run is past the part it replays: only then do emissions count.
    @exclusivity(unchecked) @usableFromInline var isLive: Bool
    /// What each part of the run read and whether it wrote, the current part last.
    @exclusivity(unchecked) @usableFromInline var reads = SegmentReads.Log()

    @inlinable
    init(state: State, isLive: Bool) {
        self.kept = state
        self.isLive = isLive
    }

    /// From here on the state lives in the feature's own store, `owner`; `holdsKept`: the store
    /// was made holding the state kept here (else it is given it). The explorer cannot see what
    /// that store reads: every part of the run counts as reading the whole state.
    @inlinable
    func bind(_ owner: StateOwner<State>, holdsKept: Bool) {
        if !holdsKept { owner.set(kept) }
        self.owner = owner
        reads.opaque = true
        reads.readAll()
    }

    /// The next part of the run begins, in `state` (the state when its call was answered).
    @inlinable
    func beginPart(in state: State) {
        if let owner { owner.set(state) } else { kept = state }
        reads.beginPart()
    }

    /// The action emits a state (a VSM model's sequence of view states): it becomes the state.
    @inlinable
    public func emit(_ state: State) {
        write(state)
        if isLive { emitted.append(state) }
    }

    @inlinable
    func write(_ state: State) {
        reads.wrote()
        if let owner { owner.set(state) } else { kept = state }
    }
}

/// Where a feature's own store keeps its state (VDStore's `Store`, a view model): read and set
/// by the explorer where a part of a run begins, waits or ends.
@usableFromInline
class StateOwner<State>: @unchecked Sendable {
    @usableFromInline init() {}
    @usableFromInline func get() -> State { preconditionFailure("a subclass reads the state") }
    @usableFromInline func set(_ state: State) { preconditionFailure("a subclass sets the state") }
}

/// A store that keeps its state at a key path: one object for the run, reading and writing it.
@usableFromInline
final class KeyPathOwner<Owner, State>: StateOwner<State>, @unchecked Sendable {
    @usableFromInline let owner: Owner
    @usableFromInline let keyPath: ReferenceWritableKeyPath<Owner, State>

    @inlinable
    init(_ owner: Owner, at keyPath: ReferenceWritableKeyPath<Owner, State>) {
        self.owner = owner
        self.keyPath = keyPath
    }

    @inlinable override func get() -> State { owner[keyPath: keyPath] }
    @inlinable override func set(_ state: State) { owner[keyPath: keyPath] = state }
}

/// What one part of an action's run read of the state: all of it, or the values of the
/// properties it read, in order; and whether it wrote.
@usableFromInline
struct SegmentReads: Hashable, Sendable {
    /// One property read, with the value read: one reference, to the box that holds both (so
    /// that an array of fields is copied and destroyed as an array of references).
    @usableFromInline
    struct Field: Hashable, @unchecked Sendable {
        /// The value read, and the key path it was read through.
        @usableFromInline let value: ReadValue

        @inlinable init(_ value: ReadValue) {
            self.value = value
        }

        @inlinable var keyPath: AnyKeyPath { value.keyPath }

        /// Key paths the same object first (a property's key path literal is one object), then
        /// the values, each compared by its own type's `==`.
        @inlinable
        static func == (lhs: Field, rhs: Field) -> Bool {
            (lhs.keyPath === rhs.keyPath || lhs.keyPath == rhs.keyPath) && lhs.value.isEqual(to: rhs.value)
        }

        @inlinable
        func hash(into hasher: inout Hasher) {
            hasher.combine(keyPath)
            value.hash(into: &hasher)
        }
    }

    /// Whether the part read the state as a whole (then the state it began in is what it read).
    @usableFromInline var whole: Bool
    /// The properties read, in order, when it did not read the whole state.
    @usableFromInline var fields: [Field] = []
    /// Whether the part changed the state (a write not compared: any set counts).
    @usableFromInline var wrote = false

    @inlinable init(whole: Bool = false) {
        self.whole = whole
    }

    /// Whether the part read nothing and wrote nothing: it does the same in any state.
    @inlinable var isInert: Bool { !whole && fields.isEmpty && !wrote }

    /// The reads of each part of a run, as the run makes them: the part going on apart from
    /// the earlier ones, so that a run of one part makes no list (the list is made for the
    /// runs that keep their reads, those that wait).
    @usableFromInline
    struct Log: Sendable {
        /// The parts before the one going on.
        @usableFromInline var earlier: [SegmentReads] = []
        /// The part going on.
        @usableFromInline var last = SegmentReads()
        /// Every part reads the whole state (the state lives in a store the explorer cannot see into).
        @usableFromInline var opaque = false
        /// Set for a run made only to be compared with another's digest and states: what it
        /// reads is not written down.
        @usableFromInline var ignoring = false

        @inlinable init() {}

        /// Every part's reads, in order.
        @inlinable var parts: [SegmentReads] {
            var all = earlier
            all.append(last)
            return all
        }

        @inlinable
        mutating func readAll() {
            guard !ignoring, !last.whole else { return }
            last.whole = true
            last.fields = []
        }

        @inlinable
        mutating func read<Value: Hashable & Sendable>(_ keyPath: AnyKeyPath, _ value: Value) {
            guard !ignoring, !last.whole else { return }
            last.fields.append(Field(TypedReadValue(value, keyPath: keyPath)))
        }

        @inlinable
        mutating func wrote() {
            last.wrote = true
        }

        @inlinable
        mutating func beginPart() {
            earlier.append(last)
            last = SegmentReads(whole: opaque)
        }
    }
}

/// A value a part of a run read, compared and hashed by its own type's `==` and hash (made
/// where the value is read, specialized for its type): where `AnyHashable` looked up generic
/// metadata at each comparison, comparing flights in the explorer's table.
@usableFromInline
class ReadValue: @unchecked Sendable {
    /// The key path the value was read through.
    @usableFromInline let keyPath: AnyKeyPath

    @inlinable init(keyPath: AnyKeyPath) {
        self.keyPath = keyPath
    }
    /// The value, as a name shows it.
    @usableFromInline var base: Any { preconditionFailure("a subclass holds the value") }
    @usableFromInline func isEqual(to other: ReadValue) -> Bool { preconditionFailure("a subclass compares") }
    @usableFromInline func hash(into hasher: inout Hasher) { preconditionFailure("a subclass hashes") }
    /// Whether `value` is what this holds (a property of the current state, read again).
    @usableFromInline func holds(_ value: Any) -> Bool { preconditionFailure("a subclass compares") }
}

@usableFromInline
final class TypedReadValue<Value: Hashable & Sendable>: ReadValue, @unchecked Sendable {
    @usableFromInline let value: Value

    @inlinable init(_ value: Value, keyPath: AnyKeyPath) {
        self.value = value
        super.init(keyPath: keyPath)
    }

    @inlinable override var base: Any { value }

    @inlinable
    override func isEqual(to other: ReadValue) -> Bool {
        // Values of one property share their type: one comparison of the classes, no cast.
        guard ObjectIdentifier(type(of: other)) == ObjectIdentifier(type(of: self)) else { return false }
        return value == unsafeDowncast(other, to: TypedReadValue<Value>.self).value
    }

    @inlinable
    override func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }

    @inlinable
    override func holds(_ other: Any) -> Bool {
        guard let other = other as? Value else { return false }
        return value == other
    }
}

/// The states an action emits in turn: a VSM model's async sequence of view states.
public struct Emissions<State: Sendable>: Sendable {
    /// Calls its argument with each state, in turn.
    @usableFromInline let iterate: @Sendable (@escaping @Sendable (State) -> Void) async -> Void

    /// Emits each element of `sequence`; a sequence that throws ends there.
    ///
    /// The sequence need not be `Sendable` (VSM's `StateSequence` is not): it is `sending`, so
    /// the compiler checks that the step that makes it hands it over and keeps no reference to
    /// it, and the run of that step alone iterates it, on the explorer's executor. An `emits`
    /// function makes a new value for each run: one kept and returned again would iterate its
    /// sequence in two runs.
    public init<Sequence: AsyncSequence & SendableMetatype>(_ sequence: sending Sequence) where Sequence.Element == State {
        // Given up by the caller (`sending`) and read by this run only.
        nonisolated(unsafe) let sequence = sequence
        iterate = { emit in
            do {
                for try await state in sequence { emit(state) }
            } catch {}
        }
    }

    /// Emits nothing: the action does not change the state.
    public static var none: Emissions { Emissions(iterate: { _ in }) }

    private init(iterate: @escaping @Sendable (@escaping @Sendable (State) -> Void) async -> Void) {
        self.iterate = iterate
    }

    /// The same states, each transformed.
    public func map<Other: Sendable>(_ transform: @escaping @Sendable (State) -> Other) -> Emissions<Other> {
        let iterate = self.iterate
        return Emissions<Other>(iterate: { emit in await iterate { emit(transform($0)) } })
    }
}
