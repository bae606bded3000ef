/// The state an async action reads and mutates while the explorer runs it: hand it to the
/// feature's own store (or read and write ``state`` directly), and the explorer sees every
/// change where the action waits or ends.
///
/// One action's run happens on one thread, so the store needs no lock; it is a class so
/// that the feature's store and the explorer share it.
public final class EffectStore<State: Sendable>: @unchecked Sendable {
    /// The feature's state as the action sees it: kept here, or in the feature's own store
    /// once one is bound (``Machine/init(_:initial:actions:cancelInFlight:maxInFlight:store:state:run:)``).
    public var state: State {
        get { owner?.get() ?? kept }
        set {
            if let owner { owner.set(newValue) } else { kept = newValue }
        }
    }
    private var kept: State
    /// The feature's own store, where it keeps the state itself.
    private var owner: (get: () -> State, set: (State) -> Void)?
    /// States the action emits (an async sequence of view states), in the part of the run
    /// the explorer keeps.
    private(set) var emitted: [State] = []
    /// Whether the run is past the part it replays: only then do emissions count.
    var isLive: Bool

    init(state: State, isLive: Bool) {
        self.kept = state
        self.isLive = isLive
    }

    /// From here on the state lives in the feature's own store, reached through `get` and `set`.
    func bind(get: @escaping () -> State, set: @escaping (State) -> Void) {
        set(kept)
        owner = (get, set)
    }

    /// The action emits a state (a VSM model's sequence of view states): it becomes the state.
    public func emit(_ state: State) {
        self.state = state
        if isLive { emitted.append(state) }
    }
}

/// The states an action emits in turn: a VSM model's async sequence of view states.
public struct Emissions<State: Sendable>: Sendable {
    /// Calls its argument with each state, in turn.
    let iterate: @Sendable (@escaping @Sendable (State) -> Void) async -> Void

    /// Emits each element of `sequence`; a sequence that throws ends there.
    public init<Sequence: AsyncSequence & Sendable>(_ sequence: Sequence) where Sequence.Element == State {
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
