import Foundation

/// A state that is not `Hashable` (a VSM view state holding its models, which hold their
/// dependencies), identified for the explorer by a key the feature gives.
///
/// Two states with the same key are the same state to the explorer: the key must capture
/// everything that decides what can happen next and what a check reads (the case, the data
/// the models carry: an error's message, an article), and may leave out what is the same in
/// every state (the repository or service a model calls). The machines built with an
/// `identity:` key check it: two states with one key that offer different actions, or whose
/// actions lead to states of different keys, stay two states, and an `identity` finding names
/// both (the key then cannot hide a dead end). What a key leaves out further on (two states
/// that offer the same moves now and differ only later) is not seen.
public struct Identified<Value: Sendable, Key: Hashable & Sendable>: Hashable, Sendable, CustomStringConvertible {
    /// The feature's own state.
    public var value: Value
    /// What tells it apart from other states.
    public var key: Key
    /// What the state offers next, where the machine that made it checks its key: `nil` for a
    /// state made with ``init(_:key:)``.
    package var behaviour: IdentityBehaviour?

    /// The state `value`, identified by `key`.
    public init(_ value: Value, key: Key) {
        self.value = value
        self.key = key
    }

    /// The state `value`, identified by `key` and by what it offers next.
    package init(_ value: Value, key: Key, behaviour: IdentityBehaviour?) {
        self.value = value
        self.key = key
        self.behaviour = behaviour
    }

    /// Equal when the keys are and, in a machine that checks its key, so is what the states
    /// offer next.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.key == rhs.key && lhs.behaviour == rhs.behaviour }
    /// Hashes the key only.
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }

    /// The value's own name.
    public var description: String { readableDescription(value) }
}

extension Identified: KindedState where Value: KindedState {
    /// The value's kind.
    public var kind: Value.Kind { value.kind }
}

/// What a state offers next, as a machine that checks its identity keys sees it: the moves
/// (each action with the keys of the states an outcome emits), compared as a set, and how to
/// name them in a finding.
package struct IdentityBehaviour: Hashable, @unchecked Sendable {
    // Unchecked: `moves` is made of `Sendable` values only (see `init`), never mutated.
    private let moves: AnyHashable
    /// The actions, named, in the order the feature offers them: for a finding's sentence.
    let offered: @Sendable () -> String

    /// The behaviour of moves `moves` (a set of a feature's actions and keys).
    package init<Moves: Hashable & Sendable>(_ moves: Moves, offered: @escaping @Sendable () -> String) {
        self.moves = AnyHashable(moves)
        self.offered = offered
    }

    package static func == (lhs: Self, rhs: Self) -> Bool { lhs.moves == rhs.moves }
    package func hash(into hasher: inout Hasher) { hasher.combine(moves) }
}

/// One move of a state whose machine checks identity keys: an action and the keys of the
/// states one of its outcomes emits.
private struct IdentityMove<Action: Hashable & Sendable, Key: Hashable & Sendable>: Hashable, Sendable {
    var action: Action
    var outcome: [Key]
}

/// The behaviours met for each identity key, each with the name of the first state recorded
/// with it: shared by the copies of a machine (a class); `@unchecked Sendable`, every field is
/// read and written with `lock` held.
///
/// Recording is serial and in a fixed order (the explorer records states on one thread), so a
/// key's behaviours are numbered the same way on every run: a state whose behaviour is not its
/// key's first is the one an `identity` finding is about.
final class IdentityLedger<Key: Hashable & Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [Key: [(behaviour: IdentityBehaviour, name: String)]] = [:]

    /// Notes a state as it is recorded; whether its behaviour is its key's first.
    func noteIsFirst(key: Key, behaviour: IdentityBehaviour?, name: () -> String) -> Bool {
        guard let behaviour else { return true }
        lock.lock()
        defer { lock.unlock() }
        if let known = seen[key] {
            if let index = known.firstIndex(where: { $0.behaviour == behaviour }) { return index == 0 }
            seen[key]!.append((behaviour, name()))
            return false
        }
        seen[key] = [(behaviour, name())]
        return true
    }

    /// The finding's sentence for a state whose behaviour is not its key's first.
    func sentence(key: Key, behaviour: IdentityBehaviour?) -> String? {
        guard let behaviour else { return nil }
        lock.lock()
        let known = seen[key] ?? []
        lock.unlock()
        guard let index = known.firstIndex(where: { $0.behaviour == behaviour }), index > 0 else { return nil }
        let first = known[0], this = known[index]
        return "'\(VisibleText.shortened(this.name))' and '\(VisibleText.shortened(first.name))' share the identity key "
            + "'\(VisibleText.shortened(readableDescription(key)))' but offer different actions or outcomes "
            + "(\(offering(this.behaviour)); the other \(offering(first.behaviour))): the key drops what decides what "
            + "happens next; give them different keys"
    }

    private func offering(_ behaviour: IdentityBehaviour) -> String {
        let actions = behaviour.offered()
        return actions.isEmpty ? "offers no action" : "offers " + actions
    }
}

extension Machine {
    /// A machine over states that are not `Hashable`: `identity` gives the key each state is
    /// known by (see ``Identified``); `transitions` is written over the feature's own states.
    ///
    /// The key is checked: each state emitted is also told apart by its moves (its actions and
    /// the keys of the states they lead to), so that two states with one key that behave
    /// differently are explored both, and an `identity` finding names them.
    public init<Value, Key>(
        _ name: String,
        initial: Value,
        identity: @escaping @Sendable (Value) -> Key,
        transitions: @escaping @Sendable (Value) -> [Transition<Value, Action>],
        file: StaticString = #filePath,
        line: UInt = #line
    ) where State == Identified<Value, Key> {
        let identified: @Sendable (Value) -> Identified<Value, Key> = { value in
            let moves = transitions(value)
            let behaviour = IdentityBehaviour(
                Set(
                    moves.flatMap { move in
                        move.outcomes.map { IdentityMove(action: move.action, outcome: $0.states.map(identity)) }
                    }),
                offered: { [actions = moves.map(\.action)] in actions.map { readableDescription($0) }.joined(separator: ", ") })
            return Identified(value, key: identity(value), behaviour: behaviour)
        }
        self.init(
            name, initialStates: [identified(initial)],
            transitions: { state in
                transitions(state.value).map { transition in
                    Transition(transition.action, outcomes: transition.outcomes.map { Outcome($0.states.map(identified)) })
                }
            }, file: file, line: line)
        self = checkingIdentity { $0 }
    }
}

extension Machine {
    /// Adds the `identity` check over the ``Identified`` state each state holds: a state whose
    /// behaviour is not the first its key was recorded with is a finding.
    package func checkingIdentity<Value, Key>(_ identified: @escaping @Sendable (State) -> Identified<Value, Key>) -> Self {
        let ledger = IdentityLedger<Key>()
        var copy = self
        var invariant = Invariant<State>(
            Finding.Check.identity.rawValue,
            holds: { state in
                let inner = identified(state)
                return ledger.noteIsFirst(key: inner.key, behaviour: inner.behaviour) { readableDescription(inner.value) }
            })
        invariant.check = .identity
        invariant.explain = { state in
            let inner = identified(state)
            return ledger.sentence(key: inner.key, behaviour: inner.behaviour)
        }
        copy.invariants.append(invariant)
        return copy
    }
}
