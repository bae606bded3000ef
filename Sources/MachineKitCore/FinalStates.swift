/// Which states a machine allows to have no way out: one value, so that a predicate never
/// exists without the trap check that reads it, or the other way round.
public enum FinalStates<State>: Sendable {
    /// None declared: every reachable state needs a way out, and traps are not looked for
    /// (with no final state to reach, every cycle would be one).
    case undeclared
    /// The states where the predicate holds are final: they may have no way out, and a set of
    /// states that can never be left and holds none of them is a trap.
    case declared(@Sendable (State) -> Bool)

    /// Whether `state` is final.
    public func contains(_ state: State) -> Bool {
        switch self {
        case .undeclared: false
        case .declared(let isFinal): isFinal(state)
        }
    }

    /// Whether final states are declared (the trap check runs only then).
    public var isDeclared: Bool {
        if case .declared = self { true } else { false }
    }
}
