/// A state that is not `Hashable` (a VSM view state holding its models, which hold their
/// dependencies), identified for the explorer by a key the feature gives.
///
/// Two states with the same key are the same state to the explorer: the key must capture
/// everything that decides what can happen next and what a check reads (the case, the data
/// the models carry: an error's message, an article), and may leave out what is the same in
/// every state (the repository or service a model calls). A key that captures too little
/// merges states that behave differently, and the checks then speak of one of them only.
public struct Identified<Value: Sendable, Key: Hashable & Sendable>: Hashable, Sendable, CustomStringConvertible {
    /// The feature's own state.
    public var value: Value
    /// What tells it apart from other states.
    public var key: Key

    /// The state `value`, identified by `key`.
    public init(_ value: Value, key: Key) {
        self.value = value
        self.key = key
    }

    /// Equal when the keys are.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.key == rhs.key }
    /// Hashes the key only.
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }

    /// The value's own name.
    public var description: String { readableDescription(value) }
}

extension Identified: KindedState where Value: KindedState {
    /// The value's kind.
    public var kind: Value.Kind { value.kind }
}

extension Machine {
    /// A machine over states that are not `Hashable`: `identity` gives the key each state is
    /// known by (see ``Identified``); `transitions` is written over the feature's own states.
    public init<Value, Key>(
        _ name: String,
        initial: Value,
        identity: @escaping @Sendable (Value) -> Key,
        transitions: @escaping @Sendable (Value) -> [Transition<Value, Action>],
        file: StaticString = #filePath,
        line: UInt = #line
    ) where State == Identified<Value, Key> {
        self.init(name, initialStates: [Identified(initial, key: identity(initial))], transitions: { state in
            transitions(state.value).map { transition in
                Transition(transition.action, outcomes: transition.outcomes.map { outcome in
                    Outcome(outcome.states.map { Identified($0, key: identity($0)) })
                })
            }
        }, file: file, line: line)
    }
}
